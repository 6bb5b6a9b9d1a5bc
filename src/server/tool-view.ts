// The switch that turns an app tool's view off without turning off the tool: registerAppTool's `view`
// option, and `setView` on what it returns. Off, the tool is listed without the keys that name its view
// (`_meta.ui.resourceUri`, the flat `_meta["ui/resourceUri"]`, ChatGPT's `_meta["openai/outputTemplate"]`),
// so hosts show its text `content`; it still answers, and the view's resource stays readable. Its
// handler's request context says how the call's result is shown, so a server can count them.
import { AppError } from "../errors.js";
import { RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY, type McpUiClientCapabilities, type McpUiToolMeta } from "../protocol/shapes.js";
import { getUiCapability } from "./capability.js";

/** ChatGPT's older key for a tool's view (its Apps SDK before MCP Apps), taken off with the others. */
const OUTPUT_TEMPLATE_META_KEY = "openai/outputTemplate";

/** How the host shows a call's result: in the tool's view, as text because the view is off, or as text because the client shows no views. */
export type AppToolShownAs = "view" | "text" | "unsupported";

/** What an app tool's handler learns of its view, as `extra.ui`, besides the server's own request context. */
export interface AppToolUiContext {
  /** The client's MCP Apps capability, as `getUiCapability` reads it; `undefined` when it declared none. */
  capability: McpUiClientCapabilities | undefined;
  /** Whether the tool's view was switched on when the call came (`view` of `registerAppTool`, then `setView`). */
  viewOn: boolean;
  /**
   * How the host shows this result: `"view"` (the view is on, and the client renders MCP Apps views:
   * its capability lists `RESOURCE_MIME_TYPE`), `"text"` (the view is switched off: the host shows the
   * text `content`, the fallback), `"unsupported"` (the client renders no MCP Apps views: text, whatever the switch).
   */
  shownAs: AppToolShownAs;
}

/** The key `registerAppTool` adds to its handlers' request context. */
export interface AppToolUiExtra {
  ui: AppToolUiContext;
}

/** What `registerAppTool` returns besides the server's own `RegisteredTool`: the view switch. */
export interface AppToolViewSwitch {
  /** Whether the tool is listed with its view now. */
  readonly view: boolean;
  /**
   * Switches the view on or off: the tool is listed with or without it, and connected clients are told
   * (`notifications/tools/list_changed`). The tool answers either way. It lists the `_meta` the tool was
   * registered with, with or without the view's keys (a `_meta` set since with the SDK's `update` is replaced).
   */
  setView(on: boolean): void;
}

/** `view` as given: `true` or `false` (`undefined`: on), else an `AppError` naming the tool. */
export function viewOption(view: unknown, name: string): boolean {
  if (view === undefined) return true;
  if (typeof view !== "boolean") throw new AppError("INVALID_PARAMS", `Tool ${name}: view must be true or false, not ${describe(view)}`);
  return view;
}

/** The argument of `setView`: `true` or `false`, else an `AppError` naming the tool. */
export function switchedTo(on: unknown, name: string): boolean {
  if (typeof on !== "boolean")
    throw new AppError("INVALID_PARAMS", `Tool ${name}: setView() takes true or false, not ${on === undefined ? "nothing" : describe(on)}`);
  return on;
}

/**
 * A tool's `_meta` without its view: no flat URI, no output template, and `_meta.ui` without its
 * `resourceUri` (its `visibility` stays, so that an app-only tool stays hidden from the model), or none.
 */
export function withoutView(meta: Record<string, unknown>): Record<string, unknown> {
  const { ui, [RESOURCE_URI_META_KEY]: _flat, [OUTPUT_TEMPLATE_META_KEY]: _template, ...rest } = meta;
  const { resourceUri: _uri, ...kept } = (ui ?? {}) as Partial<McpUiToolMeta>;
  return Object.keys(kept).length ? { ...rest, ui: kept } : rest;
}

/** What a handler learns of its view, from the switch and the capabilities of the client that called. */
export function uiContext(viewOn: boolean, server: unknown): AppToolUiContext {
  const capability = getUiCapability(clientCapabilities(server));
  const renders = Array.isArray(capability?.mimeTypes) && capability.mimeTypes.includes(RESOURCE_MIME_TYPE);
  return { capability, viewOn, shownAs: !renders ? "unsupported" : viewOn ? "view" : "text" };
}

/**
 * The capabilities the calling client declared, as the SDK's `Server` keeps them (both generations:
 * 2.x's `createMcpHandler` sets them per request from the 2026-07-28 envelope); none for a server without it.
 */
function clientCapabilities(server: unknown): { extensions?: { [id: string]: unknown } } | undefined {
  const inner = (server as { server?: { getClientCapabilities?: () => unknown } } | undefined)?.server;
  if (typeof inner?.getClientCapabilities !== "function") return undefined;
  return inner.getClientCapabilities() as { extensions?: { [id: string]: unknown } } | undefined;
}

/** What a wrong value is, in a few words. */
function describe(value: unknown): string {
  if (value === null) return "null";
  return typeof value === "string" ? JSON.stringify(value) : `a ${typeof value}`;
}
