// Whether ChatGPT injected `window.openai`. What only `window.openai` offers (uploading a file, a
// download URL, a modal, closing, the open-in-app URL) is in chatgpt-methods.ts: `uploadFile(app, file)`.
import { findOpenAi } from "../protocol/openai.js";

/** True when the host injected `window.openai` into this window. */
export function hasOpenAi(): boolean {
  return findOpenAi() !== undefined;
}
