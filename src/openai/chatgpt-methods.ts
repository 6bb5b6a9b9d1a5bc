// What only ChatGPT's `window.openai` offers, as functions over the App: a widget imports them from
// `mcp-view/openai` only where it runs on ChatGPT, so no other widget pays for them. Each calls the
// `window.openai` method of the same name and rejects with `NOT_SUPPORTED` on a host without it (an
// MCP Apps host, or ChatGPT without that method); a method that throws or rejects becomes a
// `REMOTE_ERROR`, and an App already closed rejects with `CLOSED` before anything is called.
import type { App } from "../app/app.js";
import { AppError } from "../errors.js";
import { callOpenAi, findOpenAi, type OpenAi } from "../protocol/openai.js";

/** Calls `window.openai[name]` for `app`, unless `app` was closed. */
function call(app: App, name: keyof OpenAi & string, ...args: unknown[]): Promise<unknown> {
  if (app.getSnapshot().status === "closed")
    return Promise.reject(new AppError("CLOSED", `window.openai.${name} called after the App was closed`));
  return callOpenAi(findOpenAi(), name, ...args);
}

/**
 * Uploads a file to ChatGPT (`window.openai.uploadFile`); resolves with its `fileId`.
 *
 * @example
 * const { fileId } = await uploadFile(app, input.files[0]);
 */
export function uploadFile(app: App, file: Blob): Promise<{ fileId: string }> {
  return call(app, "uploadFile", file) as Promise<{ fileId: string }>;
}

/** A temporary download URL for a file uploaded to ChatGPT (`window.openai.getFileDownloadUrl`). */
export function getFileDownloadUrl(app: App, params: { fileId: string }): Promise<{ downloadUrl: string }> {
  return call(app, "getFileDownloadUrl", params) as Promise<{ downloadUrl: string }>;
}

/** Opens a ChatGPT modal (`window.openai.requestModal`). */
export function requestModal(app: App, params: Record<string, unknown> = {}): Promise<unknown> {
  return call(app, "requestModal", params);
}

/** Asks ChatGPT to close the widget (`window.openai.requestClose`). */
export function requestClose(app: App): Promise<unknown> {
  return call(app, "requestClose");
}

/** Sets the URL of ChatGPT's "open in app" button (`window.openai.setOpenInAppUrl`). */
export function setOpenInAppUrl(app: App, params: { href: string }): Promise<unknown> {
  return call(app, "setOpenInAppUrl", params);
}
