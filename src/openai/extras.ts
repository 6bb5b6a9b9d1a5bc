// What only ChatGPT's `window.openai` offers, as functions: each calls the method of this window's
// `window.openai` and rejects with `NOT_SUPPORTED` on a host without it (or without that method).
// They are functions of this entry rather than App methods, so that no widget pays for them in the core.
import { callOpenAi } from "./call.js";
import { findOpenAi } from "./types.js";

/** True when the host injected `window.openai` into this window. */
export function hasOpenAi(): boolean {
  return findOpenAi() !== undefined;
}

/** Uploads a file to ChatGPT (`window.openai.uploadFile`); resolves with its `fileId`. */
export function uploadFile(file: Blob): Promise<{ fileId: string }> {
  return callOpenAi(findOpenAi(), "uploadFile", file) as Promise<{ fileId: string }>;
}

/** A temporary download URL for an uploaded file (`window.openai.getFileDownloadUrl`). */
export function getFileDownloadUrl(params: { fileId: string }): Promise<{ downloadUrl: string }> {
  return callOpenAi(findOpenAi(), "getFileDownloadUrl", params) as Promise<{ downloadUrl: string }>;
}

/** Opens a modal view (`window.openai.requestModal`). */
export function requestModal(params: Record<string, unknown> = {}): Promise<unknown> {
  return callOpenAi(findOpenAi(), "requestModal", params);
}

/** Asks ChatGPT to close the widget (`window.openai.requestClose`). */
export function requestClose(): Promise<unknown> {
  return callOpenAi(findOpenAi(), "requestClose");
}

/** Sets the URL of ChatGPT's "open in app" button (`window.openai.setOpenInAppUrl`). */
export function setOpenInAppUrl(params: { href: string }): Promise<unknown> {
  return callOpenAi(findOpenAi(), "setOpenInAppUrl", params);
}
