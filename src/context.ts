// Inbound validation of host data: the host context, tool data and tool results. Hand-written guards
// instead of a schema library, because they cost a few hundred bytes instead of several KB.
import { isObject, type CallToolResult, type McpUiHostContext } from "./protocol.js";

type Check = (v: unknown) => boolean;

const isString = (v: unknown): v is string => typeof v === "string";
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
/* @__NO_SIDE_EFFECTS__ */
const oneOf = (...list: unknown[]) => (v: unknown) => list.includes(v);
/* @__NO_SIDE_EFFECTS__ */
const optional = (check: Check) => (v: unknown) => v === undefined || check(v);
/* @__NO_SIDE_EFFECTS__ */
const shape =
  (fields: Record<string, Check>) =>
  (v: unknown): boolean =>
    isObject(v) && Object.keys(fields).every((k) => fields[k]!(v[k]));

const isMode = oneOf("inline", "fullscreen", "pip");
const optionalNumber = optional(isNumber);
const optionalBoolean = optional((v) => typeof v === "boolean");

/** Checks for the known host-context fields; unknown top-level keys are kept untouched. */
const CONTEXT_FIELDS: Record<string, Check | null | undefined> = {
  __proto__: null, // so that keys named like Object.prototype members find no check
  toolInfo: shape({ tool: shape({ name: isString }) }),
  theme: oneOf("light", "dark"),
  styles: shape({
    variables: optional((v) => isObject(v) && Object.values(v).every(optional(isString))),
    css: optional(shape({ fonts: optional(isString) })),
  }),
  displayMode: isMode,
  availableDisplayModes: (v) => Array.isArray(v) && v.every(isMode),
  containerDimensions: shape({ height: optionalNumber, maxHeight: optionalNumber, width: optionalNumber, maxWidth: optionalNumber }),
  locale: isString,
  timeZone: isString,
  userAgent: isString,
  platform: oneOf("web", "desktop", "mobile"),
  deviceCapabilities: shape({ touch: optionalBoolean, hover: optionalBoolean }),
  safeAreaInsets: shape({ top: isNumber, right: isNumber, bottom: isNumber, left: isNumber }),
};

/** A host context split into its valid part and the names of the fields that failed their check. */
export interface CheckedContext {
  context: McpUiHostContext;
  invalid: string[];
}

/**
 * Validates a (partial) host context. Invalid known fields are left out and named in `invalid`;
 * `containerDimensions` keeps a fixed size over a maximum on the same axis, as the official schema does.
 * Keys named like `Object.prototype` members are ordinary unknown keys; an own `__proto__` key is dropped.
 */
export function checkHostContext(raw: unknown): CheckedContext {
  const context: McpUiHostContext = {};
  const invalid: string[] = [];
  if (!isObject(raw)) return { context, invalid: raw === undefined ? [] : ["hostContext"] };
  for (const key of Object.keys(raw)) {
    const value = raw[key];
    const check = CONTEXT_FIELDS[key];
    if (value !== undefined && check && !check(value)) invalid.push(key);
    else if (key !== "__proto__") context[key] = key === "containerDimensions" && value ? normalizeDimensions(value as Record<string, number>) : value;
  }
  return { context, invalid };
}

function normalizeDimensions(d: Record<string, number>): Record<string, number> {
  const out = { ...d };
  if (out.height !== undefined) delete out.maxHeight;
  if (out.width !== undefined) delete out.maxWidth;
  return out;
}

/** Tool input params: `arguments` must be an object when present. Returns a defect or the params. */
export function checkToolInput(p: Record<string, unknown> = {}): string | Record<string, unknown> {
  return p.arguments === undefined || isObject(p.arguments) ? p : "arguments must be an object";
}

/** A `CallToolResult` with `content` defaulted to `[]`; a defect string when it cannot be one. */
export function checkToolResult(p: Record<string, unknown> = {}): string | CallToolResult {
  if (p.content !== undefined && !Array.isArray(p.content)) return "content must be an array";
  if (p.structuredContent !== undefined && !isObject(p.structuredContent)) {
    return "structuredContent must be an object";
  }
  return (p.content === undefined ? { ...p, content: [] } : p) as CallToolResult;
}

/** Tool-cancelled params: `reason` must be a string when present. */
export function checkCancelled(p: Record<string, unknown> = {}): string | { reason?: string } {
  return p.reason === undefined || isString(p.reason) ? p : "reason must be a string";
}
