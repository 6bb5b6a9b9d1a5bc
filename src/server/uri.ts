// The one check of a `ui://` URI, used wherever the server side takes one.
import { AppError } from "../errors.js";

/**
 * Throws an `AppError` (`INVALID_PARAMS`) unless `uri` is a well-formed `ui://` URI: the `ui://`
 * scheme in lower case, a host (`ui://weather/view.html`), and nothing a URL parser would change
 * (no spaces or other characters that need escaping, no `..` segments).
 */
export function assertUiUri(uri: unknown, what: string): asserts uri is string {
  let url: URL | undefined;
  try {
    url = typeof uri === "string" && uri.startsWith("ui://") ? new URL(uri) : undefined;
  } catch {
    // not a URL at all: reported below
  }
  if (!url?.host || url.href !== uri) {
    throw new AppError(
      "INVALID_PARAMS",
      `${what}: ${JSON.stringify(uri)} is not a well-formed ui:// URI (such as "ui://weather/view.html")`,
    );
  }
}
