// The part of ChatGPT's `window.openai` that mcp-view reads, typed loosely: every field may be absent
// or wrong, because the host injects it and the view cannot vouch for it.

/** ChatGPT's `userAgent` global: the device and what it can do. */
export interface OpenAiUserAgent {
  device?: { type?: string };
  capabilities?: { hover?: boolean; touch?: boolean };
}

/** The globals ChatGPT sets on `window.openai` (and announces with `openai:set_globals`). */
export interface OpenAiGlobals {
  toolInput: unknown;
  toolOutput: unknown;
  toolResponseMetadata: unknown;
  widgetState: unknown;
  theme: unknown;
  locale: unknown;
  displayMode: unknown;
  maxHeight: unknown;
  safeArea: unknown;
  userAgent: unknown;
}

type Method = (...args: never[]) => unknown;

/** `window.openai`: the globals and the methods, any of which may be missing. */
export interface OpenAi extends Partial<OpenAiGlobals> {
  callTool?: Method;
  sendFollowUpMessage?: Method;
  openExternal?: Method;
  requestDisplayMode?: Method;
  requestModal?: Method;
  requestClose?: Method;
  notifyIntrinsicHeight?: Method;
  setWidgetState?: Method;
  uploadFile?: Method;
  getFileDownloadUrl?: Method;
  setOpenInAppUrl?: Method;
}

/** The event ChatGPT dispatches on the window when globals change; `detail.globals` holds the changed ones. */
export const SET_GLOBALS_EVENT = "openai:set_globals";
/** The event ChatGPT dispatches on the window when a tool call's response arrived. */
export const TOOL_RESPONSE_EVENT = "openai:tool_response";

/** The `window.openai` of `target` (default: this window), if the host injected one. */
export function findOpenAi(target: object = globalThis): OpenAi | undefined {
  const openai = (target as { openai?: unknown }).openai;
  return typeof openai === "object" && openai !== null ? (openai as OpenAi) : undefined;
}
