// App-rendered elicitation (experimental: the MCP Apps draft of SEP-3118, not yet in a release). A
// server puts `_meta.ui.resourceUri` on a form `elicitation/create`; a host that runs that view and
// saw `appCapabilities.elicitation` forwards the request to it unchanged, and the view answers with
// a standard `ElicitResult`. This module is the wire half: the shapes, and the check of an answer
// against the request's `requestedSchema` (MCP's form schema: a flat object of strings, numbers,
// integers, booleans, single- and multi-select enums), which the App runs before an answer leaves
// and a host runs on what it receives.
import { isObject } from "../protocol/guards.js";

/** A field of a form elicitation's `requestedSchema` (MCP's `PrimitiveSchemaDefinition`). */
export interface ElicitationField {
  [key: string]: unknown;
  type: "string" | "number" | "integer" | "boolean" | "array";
  title?: string;
  description?: string;
}

/** The `requestedSchema` of a form elicitation: a flat object. */
export interface ElicitationSchema {
  [key: string]: unknown;
  type: "object";
  properties: Record<string, ElicitationField>;
  required?: string[];
}

/** The params of a form `elicitation/create`, as the host forwards them. */
export interface ElicitRequestParams {
  [key: string]: unknown;
  mode?: "form";
  message: string;
  requestedSchema: ElicitationSchema;
  /** `_meta.ui.resourceUri` names the view that renders the form. */
  _meta?: Record<string, unknown>;
}

/** A value of an accepted form. */
export type ElicitValue = string | number | boolean | string[];

/** The answer to `elicitation/create`: MCP's `ElicitResult`. `content` goes only with `accept`. */
export interface ElicitResult {
  [key: string]: unknown;
  action: "accept" | "decline" | "cancel";
  content?: Record<string, ElicitValue>;
  _meta?: Record<string, unknown>;
}

const ACTIONS = ["accept", "decline", "cancel"];

/** What is wrong with forwarded `elicitation/create` params, or `undefined`: a form request with a message and an object schema. */
export function elicitParamsDefect(params: Record<string, unknown>): string | undefined {
  if (params.mode !== undefined && params.mode !== "form")
    return `mode "${String(params.mode)}" is not rendered by a view (only "form" is)`;
  if (typeof params.message !== "string") return "message must be a string";
  const schema = params.requestedSchema;
  if (!isObject(schema) || schema.type !== "object" || !isObject(schema.properties))
    return 'requestedSchema must be { type: "object", properties: {…} }';
}

/**
 * What is wrong with `result` as the answer to a form elicitation of `requestedSchema`, or
 * `undefined` when it is a valid `ElicitResult`: a known action, `content` only with `accept`, every
 * required field, no field the schema does not ask for, and each value of its field's type, length,
 * range, format and choices.
 *
 * @example
 * const defect = elicitResultDefect({ action: "accept", content: { size: 3 } }, params.requestedSchema);
 */
export function elicitResultDefect(result: unknown, requestedSchema: unknown): string | undefined {
  if (!isObject(result)) return "it must be an object";
  const { action, content = {} } = result;
  if (!ACTIONS.includes(action as string)) return `its action must be "accept", "decline" or "cancel"`;
  if (action !== "accept") return result.content === undefined ? undefined : `content goes only with "accept", not "${action}"`;
  if (!isObject(content)) return "its content must be an object";
  const schema = isObject(requestedSchema) ? requestedSchema : {};
  const fields = isObject(schema.properties) ? schema.properties : {};
  for (const key of Array.isArray(schema.required) ? schema.required : []) if (content[key] === undefined) return `"${key}" is required`;
  for (const key of Object.keys(content)) {
    const field = fields[key];
    const defect = isObject(field) ? fieldDefect(field, content[key]) : "is not a field of the requested schema";
    if (defect) return `"${key}" ${defect}`;
  }
}

/** What is wrong with `value` for `field`, or `undefined`. */
function fieldDefect(field: Record<string, unknown>, value: unknown): string | undefined {
  const { type } = field;
  if (type === "boolean") return typeof value === "boolean" ? undefined : "must be a boolean";
  if (type === "number" || type === "integer") {
    if (typeof value !== "number" || !Number.isFinite(value) || (type === "integer" && !Number.isInteger(value)))
      return `must be ${type === "integer" ? "an integer" : "a number"}`;
    return bounds(value, field.minimum, field.maximum, "");
  }
  if (type === "array") {
    if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) return "must be an array of strings";
    const allowed = choices(field.items);
    const wrong = allowed ? value.find((v) => !allowed.includes(v)) : undefined;
    return wrong !== undefined
      ? `holds "${wrong}", which is not one of the choices`
      : bounds(value.length, field.minItems, field.maxItems, " items");
  }
  if (type !== "string") return `has a type this form cannot hold (${String(type)})`;
  if (typeof value !== "string") return "must be a string";
  const allowed = choices(field);
  if (allowed && !allowed.includes(value)) return `must be one of ${allowed.map((c) => `"${c}"`).join(", ")}`;
  return formatDefect(field.format, value) ?? bounds(value.length, field.minLength, field.maxLength, " characters");
}

/** The allowed strings of a select (`enum`, or `oneOf`/`anyOf` of `{ const }`), `undefined` when free. */
function choices(field: unknown): unknown[] | undefined {
  if (!isObject(field)) return undefined;
  if (Array.isArray(field.enum)) return field.enum;
  const options = field.oneOf ?? field.anyOf;
  return Array.isArray(options) ? options.map((o) => (isObject(o) ? o.const : undefined)) : undefined;
}

function bounds(n: number, min: unknown, max: unknown, unit: string): string | undefined {
  if (typeof min === "number" && n < min) return `must be at least ${min}${unit}`;
  if (typeof max === "number" && n > max) return `must be at most ${max}${unit}`;
}

const FORMATS: Record<string, (value: string) => boolean> = {
  email: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  uri: (v) => /^[a-z][a-z\d+.-]*:\S+$/i.test(v),
  date: (v) => /^\d{4}-\d\d-\d\d$/.test(v) && !Number.isNaN(Date.parse(v)),
  "date-time": (v) => /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(v) && !Number.isNaN(Date.parse(v)),
};

function formatDefect(format: unknown, value: string): string | undefined {
  const test = typeof format === "string" ? FORMATS[format] : undefined;
  return test && !test(value) ? `must be a valid ${format}` : undefined;
}
