// Calling a `window.openai` method: a missing one is `NOT_SUPPORTED`, and one that throws or rejects
// becomes an `AppError` naming the method, with the host's error as its cause.
import { AppError, errorMessage } from "../errors.js";
import type { OpenAi } from "./types.js";

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
