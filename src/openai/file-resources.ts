// ChatGPT's file entrypoints ("File Extension Entrypoint" of the specification): the opened file
// arrives as the tool input `{ file: { name, resourceUri } }`, and the view reads it (choosing text or
// blob), subscribes to its changes and writes it back with an ETag check, all through the host. Gated
// on `hostCapabilities.experimental["openai/resource"]`.
import type { App } from "../app/app.js";
import { AppError } from "../errors.js";
import { isObject } from "../protocol/guards.js";
import type { RequestOptions } from "../rpc/pending.js";
import type { OpenAiFileInput, OpenAiReadResult, OpenAiResourceMetadata, OpenAiWriteParams, OpenAiWriteResult } from "./extension-types.js";
import { whenOffered } from "./gate.js";

const EXTENSION = "openai/resource";
const UPDATED = "notifications/resources/updated";

/** The file a file entrypoint opened, from the App's tool input; `undefined` for any other input. */
export function getFileInput(app: App): OpenAiFileInput | undefined {
  const file = app.getSnapshot().toolInput?.arguments?.file;
  if (!isObject(file) || typeof file.name !== "string" || !file.name || typeof file.resourceUri !== "string" || !file.resourceUri.trim())
    return undefined;
  return { file: { name: file.name, resourceUri: file.resourceUri } };
}

/** `_meta["openai/resource"]` of a content item, keeping only well-typed fields. */
function metadataOf(item: unknown): OpenAiResourceMetadata {
  const meta = isObject(item) && isObject(item._meta) ? item._meta[EXTENSION] : undefined;
  const found: OpenAiResourceMetadata = {};
  if (isObject(meta) && typeof meta.writable === "boolean") found.writable = meta.writable;
  if (isObject(meta) && typeof meta.etag === "string" && meta.etag) found.etag = meta.etag;
  return found;
}

/**
 * Reads an opened file (`resources/read`, answered by ChatGPT), as `representation` when given. Each
 * content item carries its `openai` metadata: `etag` and whether it is `writable`.
 *
 * @example
 * const [item] = (await readFileResource(app, { uri, representation: "text" })).contents;
 */
export function readFileResource(
  app: App,
  params: { uri: string; representation?: "text" | "blob" },
  options?: RequestOptions,
): Promise<OpenAiReadResult> {
  const { uri, representation } = params;
  const request = representation ? { uri, _meta: { [EXTENSION]: { representation } } } : { uri };
  return whenOffered(app, EXTENSION, "readFileResource()", async () => {
    const result = await app.readServerResource(request, options);
    if (!Array.isArray(result?.contents))
      throw new AppError("INVALID_RESULT", "The host answered resources/read without a contents array", { data: result });
    return { ...result, contents: result.contents.map((item) => ({ ...item, openai: metadataOf(item) })) };
  });
}

/** What is wrong with write params, or `undefined`. */
function writeDefect(params: OpenAiWriteParams): string | undefined {
  if (!isObject(params) || typeof params.uri !== "string" || !params.uri.trim()) return "uri must be a non-blank string";
  const { text, blob, ifMatch } = params as { text?: unknown; blob?: unknown; ifMatch?: unknown };
  if ((typeof text === "string") === (typeof blob === "string")) return "give exactly one of text and blob, as a string";
  if (ifMatch !== undefined && (typeof ifMatch !== "string" || !ifMatch)) return "ifMatch must be a non-empty string";
  return undefined;
}

/** Whether `value` is one of the three write outcomes of the specification. */
function isWriteResult(value: unknown): value is OpenAiWriteResult {
  if (!isObject(value)) return false;
  if (value.outcome === "saved" || value.outcome === "conflict") return typeof value.etag === "string";
  return value.outcome === "too-large" && typeof value.maxBytes === "number";
}

/**
 * Writes an opened file (`openai/resources/write`). With `ifMatch`, ChatGPT saves only over that
 * version: `{ outcome: "conflict", etag }` means another version is current, nothing saved.
 *
 * @example
 * const answer = await writeFileResource(app, { uri, text, ifMatch: etag });
 * if (answer.outcome === "conflict") reload();
 */
export function writeFileResource(app: App, params: OpenAiWriteParams, options?: RequestOptions): Promise<OpenAiWriteResult> {
  const defect = writeDefect(params);
  if (defect) return Promise.reject(new AppError("INVALID_PARAMS", `writeFileResource(): ${defect}`));
  return whenOffered(app, EXTENSION, "writeFileResource()", async () => {
    const result = await app.request("openai/resources/write", { ...params }, options);
    if (!isWriteResult(result))
      throw new AppError("INVALID_RESULT", "The host answered openai/resources/write with no saved, conflict or too-large outcome", {
        data: result,
      });
    return result;
  });
}

/** Per App: the listeners of each subscribed URI. */
const subscriptions = /* @__PURE__ */ new WeakMap<App, Map<string, Set<() => void>>>();

/** The App's listeners by URI, with the one `notifications/resources/updated` handler that calls them installed. */
function listenersOf(app: App): Map<string, Set<() => void>> {
  let byUri = subscriptions.get(app);
  if (byUri) return byUri;
  const map = (byUri = new Map());
  app.setNotificationHandler(UPDATED, ({ params }) => {
    const uri = params?.uri;
    if (typeof uri === "string") for (const fn of [...(map.get(uri) ?? [])]) fn();
  });
  subscriptions.set(app, map);
  return map;
}

/**
 * Subscribes to changes of an opened file (`resources/subscribe`): `onUpdated` runs on each
 * `notifications/resources/updated` for `uri`. Resolves with the unsubscribe, which sends
 * `resources/unsubscribe` once the URI's last listener is gone.
 */
export function subscribeFileResource(
  app: App,
  uri: string,
  onUpdated: () => void,
  options?: RequestOptions,
): Promise<() => Promise<void>> {
  if (typeof uri !== "string" || !uri.trim())
    return Promise.reject(new AppError("INVALID_PARAMS", "subscribeFileResource(): uri must be a non-blank string"));
  return whenOffered(app, EXTENSION, "subscribeFileResource()", async () => {
    const byUri = listenersOf(app);
    const first = !byUri.has(uri);
    const listeners = byUri.get(uri) ?? new Set();
    byUri.set(uri, listeners);
    const listener = () => onUpdated();
    listeners.add(listener);
    try {
      if (first) await app.request("resources/subscribe", { uri }, options);
    } catch (error) {
      listeners.delete(listener);
      if (!listeners.size) byUri.delete(uri);
      throw error;
    }
    let done = false;
    return async () => {
      if (done) return;
      done = true;
      listeners.delete(listener);
      if (listeners.size || byUri.get(uri) !== listeners) return;
      byUri.delete(uri);
      await app.request("resources/unsubscribe", { uri }, options);
    };
  });
}
