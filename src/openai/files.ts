// ChatGPT's "Opening Local Files" extension: ask ChatGPT to open a file by its absolute path on the
// execution host (a path the MCP server handed the view). Gated on `hostCapabilities.experimental["openai/files"]`.
import type { App } from "../app/app.js";
import { AppError } from "../errors.js";
import type { RequestOptions } from "../rpc/pending.js";
import { whenOffered } from "./gate.js";

/** An absolute path: POSIX (`/…`) or Windows (`C:\…`, `\\server\…`). */
const ABSOLUTE = /^(\/|[A-Za-z]:[\\/]|\\\\)/;

/**
 * Asks ChatGPT to open a local file (`openai/files/open`).
 *
 * @example
 * await openLocalFile(app, "/workspace/parts/hex-bolt.stl");
 */
export async function openLocalFile(app: App, path: string, options?: RequestOptions): Promise<void> {
  if (typeof path !== "string" || !ABSOLUTE.test(path))
    throw new AppError("INVALID_PARAMS", "openLocalFile(): path must be an absolute path");
  await whenOffered(app, "openai/files", "openLocalFile()", () => app.request("openai/files/open", { path }, options));
}
