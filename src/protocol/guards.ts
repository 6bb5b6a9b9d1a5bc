// Inbound validation: the one module that decides what the host sent. JSON-RPC framing, the host
// context, and tool data are checked here with hand-written guards (a schema library would cost more
// than the whole runtime). Each guard returns the value it accepts, or says what is wrong with it.
import { REQUEST_DISPLAY_MODE_METHOD, UPDATE_MODEL_CONTEXT_METHOD } from "./methods.js";
import {
  EXTENSION_ID,
  type CallToolResult,
  type Implementation,
  type JSONRPCMessage,
  type McpUiHostCapabilities,
  type McpUiHostContext,
  type RequestId,
} from "./shapes.js";

// ---- values ----

/** True for a plain object (a JSON object): not null, an array, a Map, a Date or another built-in. */
export const isObject = (value: unknown): value is Record<string, unknown> => Object.prototype.toString.call(value) === "[object Object]";

const isString = (v: unknown): v is string => typeof v === "string";
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isId = (id: unknown): id is RequestId => typeof id === "string" || Number.isSafeInteger(id);

// ---- JSON-RPC framing ----

/** True for data that claims to be JSON-RPC 2.0; anything else on the channel is not ours. */
export const isJsonRpc = (data: unknown): data is Record<string, unknown> => isObject(data) && data.jsonrpc === "2.0";

/**
 * Classifies inbound data: `undefined` for anything that does not claim to be JSON-RPC 2.0
 * (ignored by design), a string describing the defect for a broken JSON-RPC message, or the message.
 */
export function parseMessage(data: unknown): JSONRPCMessage | string | undefined {
  if (!isJsonRpc(data)) return undefined;
  const { id, method, params, result, error } = data;
  if (params !== undefined && !isObject(params)) return "params must be an object";
  if (typeof method === "string") {
    if (id === undefined || isId(id)) return data as unknown as JSONRPCMessage;
    return "request id must be a string or a safe integer";
  }
  if (method !== undefined) return "method must be a string";
  if (!isId(id)) return "response id must be a string or a safe integer";
  if (result !== undefined && error !== undefined) return "a response cannot carry both result and error";
  if (isObject(result)) return data as unknown as JSONRPCMessage;
  if (isObject(error) && Number.isInteger(error.code) && typeof error.message === "string") {
    return data as unknown as JSONRPCMessage;
  }
  return "expected a request, a notification, a result or an error";
}

// ---- the host context ----

type Check = (v: unknown) => boolean;

/* @__NO_SIDE_EFFECTS__ */
const oneOf =
  (...list: unknown[]) =>
  (v: unknown) =>
    list.includes(v);
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
  availableDisplayModes: Array.isArray, // the modes the App does not know are left out of it (checkHostContext)
  containerDimensions: shape({ height: optionalNumber, maxHeight: optionalNumber, width: optionalNumber, maxWidth: optionalNumber }),
  locale: isString,
  timeZone: isString,
  userAgent: isString,
  platform: oneOf("web", "desktop", "mobile"),
  deviceCapabilities: shape({ touch: optionalBoolean, hover: optionalBoolean }),
  safeAreaInsets: shape({ top: isNumber, right: isNumber, bottom: isNumber, left: isNumber }),
};

/** The report of host-context keys left out because they are named like `Object.prototype` members. */
export const droppedKeysMessage = (dropped: string[]): string =>
  `Ignored host context keys named like Object.prototype members: ${dropped.join(", ")}`;

/** A host context split into its valid part and the names of the keys that were left out. */
export interface CheckedContext {
  context: McpUiHostContext;
  /** Known fields that failed their check. */
  invalid: string[];
  /** Keys named like `Object.prototype` members (`toString`, `hasOwnProperty`, `__proto__`, …). */
  dropped: string[];
}

/**
 * Validates a (partial) host context. Invalid known fields are left out and named in `invalid`;
 * `containerDimensions` keeps a fixed size over a maximum on the same axis, as the official schema does;
 * `availableDisplayModes` keeps the modes the App knows, so one it does not (`split-right`) costs
 * it none of the others.
 * Keys that would shadow an `Object.prototype` member are left out and named in `dropped`: kept, they
 * would make `ctx.hasOwnProperty(…)` or a template string of the context throw.
 */
export function checkHostContext(raw: unknown): CheckedContext {
  const context: McpUiHostContext = {};
  const invalid: string[] = [];
  const dropped: string[] = [];
  if (!isObject(raw)) return { context, invalid: raw === undefined ? [] : ["hostContext"], dropped };
  for (const key of Object.keys(raw)) {
    const value = raw[key];
    const check = CONTEXT_FIELDS[key];
    if (key in Object.prototype) dropped.push(key);
    else if (value !== undefined && check && !check(value)) invalid.push(key);
    else
      context[key] =
        key === "containerDimensions" && value
          ? normalizeDimensions(value as Record<string, number>)
          : key === "availableDisplayModes" && value
            ? (value as unknown[]).filter(isMode)
            : value;
  }
  return { context, invalid, dropped };
}

function normalizeDimensions(d: Record<string, number>): Record<string, number> {
  const out = { ...d };
  if (out.height !== undefined) delete out.maxHeight;
  if (out.width !== undefined) delete out.maxWidth;
  return out;
}

/** What the view keeps of a `ui/initialize` result. */
export interface CheckedInitializeResult extends CheckedContext {
  protocolVersion: string | undefined;
  hostInfo: Implementation | undefined;
  hostCapabilities: McpUiHostCapabilities;
  /** True when the host negotiated in `capabilities.extensions` (SEP-2133): it speaks the next wire names. */
  nextWireNames: boolean;
}

/**
 * Reads a `ui/initialize` result tolerantly: a field of the wrong type is left out (capabilities
 * default to none), and the host context is checked as {@link checkHostContext} does.
 */
export function checkInitializeResult(result: Record<string, unknown>): CheckedInitializeResult {
  const extension = negotiatedExtension(result);
  return {
    ...checkHostContext(result.hostContext),
    protocolVersion: isString(result.protocolVersion) ? result.protocolVersion : undefined,
    hostInfo: isObject(result.hostInfo) ? (result.hostInfo as unknown as Implementation) : undefined,
    hostCapabilities: isObject(result.hostCapabilities) ? result.hostCapabilities : (extension ?? {}),
    nextWireNames: !!extension,
  };
}

/** The io.modelcontextprotocol/ui capabilities of a result that negotiated them in `capabilities.extensions` (SEP-2133). */
function negotiatedExtension(result: Record<string, unknown>): Record<string, unknown> | undefined {
  const { capabilities } = result;
  const extension = isObject(capabilities) && isObject(capabilities.extensions) ? capabilities.extensions[EXTENSION_ID] : undefined;
  return isObject(extension) ? extension : undefined;
}

// ---- tool data ----

/** Tool input params: `arguments` must be an object when present. Returns a defect or the params. */
export function checkToolInput(p: Record<string, unknown> = {}): string | Record<string, unknown> {
  return p.arguments === undefined || isObject(p.arguments) ? p : "arguments must be an object";
}

/**
 * A `CallToolResult` with `content` defaulted to `[]`; a defect string when it cannot be one.
 * `structuredContent` may be any value: MCP now allows any JSON value there (SEP-2106), and the
 * official App passes whatever arrives, so a view ported from it loses nothing. Other keys pass
 * (`resultType` and the rest of the 2026-07-28 revision's among them), as the official App lets them.
 */
export function checkToolResult(p: unknown = {}): string | CallToolResult {
  if (!isObject(p)) return "a tool result must be an object";
  if (p.content !== undefined && !Array.isArray(p.content)) return "content must be an array";
  if (!optionalBoolean(p.isError)) return "isError must be a boolean";
  if (!optional(isObject)(p._meta)) return "_meta must be an object";
  return (p.content === undefined ? { ...p, content: [] } : p) as CallToolResult;
}

/**
 * The host's answer to the view's `tools/call`, checked as {@link checkToolResult} does, except that
 * an answer without `content` that carries `inputRequests`, `requestState` or `task` (an
 * `input_required` result of the 2026-07-28 revision, or a task) is refused, as the official App
 * refuses it: it is no tool result, and the host should have seen it through before answering.
 */
export const checkCallAnswer = (p: Record<string, unknown>): string | CallToolResult =>
  p.content === undefined && ["inputRequests", "requestState", "task"].some((key) => key in p)
    ? "content must be an array"
    : checkToolResult(p);

/** Tool-cancelled params: `reason` must be a string when present. */
export function checkCancelled(p: Record<string, unknown> = {}): string | { reason?: string } {
  return p.reason === undefined || isString(p.reason) ? p : "reason must be a string";
}

/** A `tools/list` result, or what is wrong with it (a defect string). */
export function checkListToolsResult(p: unknown): string | Record<string, unknown> {
  if (!isObject(p) || !Array.isArray(p.tools)) return "tools must be an array";
  const bad = p.tools.findIndex((tool) => !isObject(tool) || !isString(tool.name) || !isObject(tool.inputSchema));
  return bad === -1 ? p : `tools[${bad}] needs a string name and an inputSchema object`;
}

// ---- answers to the view's ui/* requests ----

/**
 * The host's answer to a view → host `ui/*` request, or what is wrong with it, checked as the official
 * App checks it: `ui/update-model-context` answers an empty result (only an object `_meta`), the
 * actions (`ui/message`, `ui/open-link`, `ui/download-file`) an optional boolean `isError`, and
 * `ui/request-display-mode` a known `mode`. Other keys pass, as the official schemas let them.
 */
export function checkUiAnswer(result: Record<string, unknown>, method: string): string | Record<string, unknown> {
  if (method === UPDATE_MODEL_CONTEXT_METHOD) {
    const extra = Object.keys(result).find((key) => key !== "_meta");
    if (extra !== undefined) return `expected an empty result, got "${extra}"`;
    return result._meta === undefined || isObject(result._meta) ? result : "_meta must be an object";
  }
  if (method === REQUEST_DISPLAY_MODE_METHOD) return isMode(result.mode) ? result : 'mode must be "inline", "fullscreen" or "pip"';
  return optionalBoolean(result.isError) ? result : "isError must be a boolean";
}
