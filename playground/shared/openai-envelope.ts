// The wire between the fake `window.openai` the playground injects into a view's frame (the
// "ChatGPT with only window.openai" profile) and the host page's test host. The fake's JSON-RPC
// travels in its own envelope, `{ "mcp-view:openai": message }`, so that neither side mistakes it for
// the view's own JSON-RPC, and each side takes it only from the other's window and origin: the host
// page from the current view frame's window on the widget origin, the frame from its parent on the
// host page's origin (envelope-transport.ts). The frame also reports each call the view makes on the
// fake, in `{ "mcp-view:openai-call": name }`, so that the host page can tell whether the view uses
// it, and the widget state the view sets, in `{ "mcp-view:openai-widget-state": json }`.
import { isPlainObject } from "./guards.js";

/** The key of the envelope that carries the fake's JSON-RPC. */
export const OPENAI_ENVELOPE = "mcp-view:openai";
/** The key of the frame's report of a call on the fake (its value: the method's name). */
export const OPENAI_CALL = "mcp-view:openai-call";
/** The key of the frame's report of the widget state the view set (its value: JSON text, or null). */
export const OPENAI_WIDGET_STATE = "mcp-view:openai-widget-state";

/** The method named by a call report, or undefined when `data` is none. */
export function calledMethod(data: unknown): string | undefined {
  const name = isPlainObject(data) && Object.hasOwn(data, OPENAI_CALL) ? data[OPENAI_CALL] : undefined;
  return typeof name === "string" && /^[A-Za-z]{1,40}$/.test(name) ? name : undefined;
}

/** The largest widget-state report the host page reads (ChatGPT's own limits are far below). */
const MAX_WIDGET_STATE_REPORT = 1_000_000;

/**
 * The widget state a report carries: `{ state }` (its parsed JSON; `undefined` when the view set one
 * JSON cannot write), or undefined when `data` is no well-formed report.
 */
export function reportedWidgetState(data: unknown): { state: unknown } | undefined {
  if (!isPlainObject(data) || !Object.hasOwn(data, OPENAI_WIDGET_STATE)) return undefined;
  const json = data[OPENAI_WIDGET_STATE];
  if (json === null) return { state: undefined };
  if (typeof json !== "string" || json.length > MAX_WIDGET_STATE_REPORT) return undefined;
  try {
    return { state: JSON.parse(json) as unknown };
  } catch {
    return undefined;
  }
}
