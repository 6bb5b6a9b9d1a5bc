// The gate of every OpenAI extension request: it waits for the handshake (as the App's own requests
// do), then lets the request out only if the host advertised the extension in
// `hostCapabilities.experimental`; otherwise it rejects with `NOT_SUPPORTED` naming the capability, and
// nothing is sent.
import type { App } from "../app/app.js";
import { AppError } from "../errors.js";
import type { OpenAiExtension } from "./extension-types.js";

/** True when `app`'s host advertised `extension` (`hostCapabilities.experimental[extension]`). */
export function hasExtension(app: App, extension: OpenAiExtension): boolean {
  const experimental = app.getHostCapabilities()?.experimental;
  return typeof experimental === "object" && experimental !== null && typeof experimental[extension] === "object";
}

/** Resolves once `app` has connected; rejects with `CLOSED` or `HANDSHAKE_FAILED` if it never will. */
function connected(app: App): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const { status } = app.getSnapshot();
      if (status === "connected") resolve();
      else if (status === "closed") reject(new AppError("CLOSED", "The App was closed"));
      else if (status === "failed") reject(new AppError("HANDSHAKE_FAILED", "The App's handshake failed"));
      else return false;
      return true;
    };
    if (check()) return;
    const stop = app.subscribe(() => check() && stop());
  });
}

/** Runs `send` once `app` is connected to a host that offers `extension`; else rejects with `NOT_SUPPORTED`. */
export async function whenOffered<T>(app: App, extension: OpenAiExtension, what: string, send: () => Promise<T>): Promise<T> {
  await connected(app);
  if (!hasExtension(app, extension))
    throw new AppError(
      "NOT_SUPPORTED",
      `${what} needs the host's ${extension} extension (no hostCapabilities.experimental["${extension}"])`,
    );
  return send();
}
