// ChatGPT's `window.openai`, the one host surface besides postMessage: the part mcp-view reads, typed
// loosely (every field may be absent or wrong, because the host injects it and the view cannot vouch
// for it), and calling one of its methods: a missing one is `NOT_SUPPORTED`, and one that throws or
// rejects becomes an `AppError` naming the method, with the host's error as its cause. The App's
// ChatGPT-only methods and the adapter in src/openai/ both use it.
import { AppError, errorMessage } from "../errors.js";

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

/** JSON-RPC code of a `window.openai` method that threw or rejected (the adapter's -32603 "internal error"). */
export const OPENAI_FAILED = -32603;

/** Calls `openai[name](...args)` and resolves with its (awaited) return value. */
export async function callOpenAi(openai: OpenAi | undefined, name: keyof OpenAi & string, ...args: unknown[]): Promise<unknown> {
  const method = openai?.[name];
  if (typeof method !== "function") {
    throw new AppError("NOT_SUPPORTED", `window.openai.${name} is not available on this host`, { code: -32601 });
  }
  try {
    return await (method as (...a: unknown[]) => unknown).apply(openai, args);
  } catch (cause) {
    throw new AppError("REMOTE_ERROR", `window.openai.${name} failed: ${errorMessage(cause)}`, { code: OPENAI_FAILED, cause });
  }
}
