// The host's own form for a form elicitation (experimental, with app-rendered elicitation): the
// fields of MCP's `requestedSchema` (a flat object of strings, numbers, integers, booleans, single-
// and multi-select enums) as a description the page renders, and what the user typed read back as
// the `content` of an ElicitResult. Pure: the page's form (ui/elicitation-desk.ts) is built from
// it, and the answer is judged by mcp-view's `elicitResultDefect` as a view's answer is.
import type { ElicitValue } from "mcp-view";

/** How a field is entered. */
export type FieldKind = "text" | "number" | "integer" | "boolean" | "select" | "multiselect";

/** One choice of a select. */
export interface FieldOption {
  value: string;
  label: string;
}

/** One field of the form, as the page renders it. */
export interface FormField {
  /** The property's name: the key of the answer's `content`. */
  key: string;
  /** The field's `title`, else its name. */
  label: string;
  description?: string;
  required: boolean;
  kind: FieldKind;
  /** The input's type of a text field, from the schema's `format`. */
  inputType?: "text" | "email" | "url" | "date";
  /** The choices of a select or multi-select. */
  options?: FieldOption[];
  /** A number's `minimum`/`maximum`, a text's `minLength`/`maxLength`, a multi-select's `minItems`/`maxItems`. */
  min?: number;
  max?: number;
  /** The schema's `default`, when it fits the field. */
  default?: ElicitValue;
}

/** The form of a `requestedSchema`. */
export interface NativeForm {
  fields: FormField[];
  /** The properties it cannot show, each with why (their values are never sent). */
  skipped: string[];
}

/** What the page read of one field: a text, a checkbox, or the ticked choices. */
export type RawValue = string | boolean | string[];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

const INPUT_TYPES: Record<string, FormField["inputType"]> = { email: "email", uri: "url", date: "date" };

/**
 * The form of `requestedSchema`: one field per property, in the schema's order. A property that is
 * no form field of MCP's (an object, an array of anything but choices, a select without choices) is
 * skipped and named.
 *
 * @example nativeForm({ type: "object", properties: { name: { type: "string", title: "Name" } }, required: ["name"] })
 */
export function nativeForm(requestedSchema: unknown): NativeForm {
  const schema = isObject(requestedSchema) ? requestedSchema : {};
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((k): k is string => typeof k === "string") : []);
  const fields: FormField[] = [];
  const skipped: string[] = [];
  for (const [key, definition] of Object.entries(properties)) {
    const field = isObject(definition) ? fieldOf(key, definition, required.has(key)) : `"${key}" is not a schema object`;
    if (typeof field === "string") skipped.push(field);
    else fields.push(field);
  }
  return { fields, skipped };
}

/** The field of one property, or why it cannot be one. */
function fieldOf(key: string, definition: Json, required: boolean): FormField | string {
  const base = {
    key,
    label: text(definition.title) ?? key,
    ...(text(definition.description) && { description: definition.description as string }),
    required,
  };
  const { type } = definition;
  if (type === "boolean")
    return { ...base, kind: "boolean", ...(typeof definition.default === "boolean" && { default: definition.default }) };
  if (type === "number" || type === "integer")
    return {
      ...base,
      kind: type,
      ...bounds(definition.minimum, definition.maximum),
      ...(num(definition.default) !== undefined && { default: definition.default as number }),
    };
  if (type === "array") {
    const options = choicesOf(definition.items);
    if (!options?.length) return `"${key}" is an array whose items are not a list of choices`;
    const values = options.map((o) => o.value);
    const initial = Array.isArray(definition.default) ? definition.default.filter((v): v is string => values.includes(v as string)) : [];
    return {
      ...base,
      kind: "multiselect",
      options,
      ...bounds(definition.minItems, definition.maxItems),
      ...(initial.length && { default: initial }),
    };
  }
  if (type !== "string") return `"${key}" has a type no form field holds (${JSON.stringify(type ?? null)})`;
  const options = choicesOf(definition);
  if (options) {
    if (!options.length) return `"${key}" is a select without choices`;
    const initial = options.find((o) => o.value === definition.default);
    return { ...base, kind: "select", options, ...(initial && { default: initial.value }) };
  }
  return {
    ...base,
    kind: "text",
    inputType: (typeof definition.format === "string" && INPUT_TYPES[definition.format]) || "text",
    ...bounds(definition.minLength, definition.maxLength),
    ...(typeof definition.default === "string" && { default: definition.default }),
  };
}

const bounds = (min: unknown, max: unknown) => ({
  ...(num(min) !== undefined && { min: min as number }),
  ...(num(max) !== undefined && { max: max as number }),
});

/**
 * The choices of a select: `enum` (with the legacy `enumNames` as labels), or `oneOf`/`anyOf` of
 * `{ const, title }`; `undefined` when the definition has none of them.
 */
function choicesOf(definition: unknown): FieldOption[] | undefined {
  if (!isObject(definition)) return undefined;
  if (Array.isArray(definition.enum)) {
    const names = Array.isArray(definition.enumNames) ? definition.enumNames : [];
    return definition.enum
      .map((value, i) => ({ value, label: text(names[i]) ?? value }))
      .filter((o): o is FieldOption => typeof o.value === "string");
  }
  const titled = definition.oneOf ?? definition.anyOf;
  if (!Array.isArray(titled)) return undefined;
  return titled
    .filter(isObject)
    .filter((o) => typeof o.const === "string")
    .map((o) => ({ value: o.const as string, label: text(o.title) ?? (o.const as string) }));
}

/**
 * The `content` of an accepted form: each field's value as its type asks, an empty text, number or
 * select and no ticked choice left out (so a required one is missing, and said to be). A number
 * that does not parse is kept as typed, so that the check says it must be a number.
 *
 * @example formContent(nativeForm(schema).fields, { name: "Ada", age: "36" }) // { name: "Ada", age: 36 }
 */
export function formContent(
  fields: readonly FormField[],
  raw: Readonly<Record<string, RawValue | undefined>>,
): Record<string, ElicitValue> {
  const content: Record<string, ElicitValue> = {};
  for (const field of fields) {
    const value = raw[field.key];
    if (field.kind === "boolean") content[field.key] = value === true;
    else if (field.kind === "multiselect") {
      if (Array.isArray(value) && value.length) content[field.key] = [...value];
    } else if (typeof value === "string" && value.trim() !== "") {
      if (field.kind === "number" || field.kind === "integer") {
        const n = Number(value.trim());
        content[field.key] = Number.isFinite(n) ? n : value;
      } else content[field.key] = value;
    }
  }
  return content;
}
