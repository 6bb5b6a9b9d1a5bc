// How the test host answers OpenAI's MCP extensions, as ChatGPT does by their specification
// (openai/mcp-extensions docs/spec.md; each answer names its section), on a host whose capabilities
// advertise the extension in `hostCapabilities.experimental` (the chatgpt profiles do): a model-context
// update gets an `updateId`, files opened by a file entrypoint are read with their ETag, written with
// an ETag check and subscribed to, and a local file is opened. Elsewhere the methods are -32601.
import { AppError, type HandlerContext, type McpUiHostCapabilities } from "../index.js";
import { isObject } from "../protocol/guards.js";

type AnyHandler = (params: Record<string, unknown>, ctx: HandlerContext) => unknown;

/** The JSON-RPC error the view receives, as answers.ts's `jsonRpcError` makes it. */
const jsonRpcError = (code: number, message: string) => new AppError("REMOTE_ERROR", message, { code });

/** A file a file entrypoint opened, held by the test host under its `resourceUri`. */
export interface TestFile {
  /** The contents as text (or give `blob`). */
  text?: string;
  /** The contents, base64-encoded. */
  blob?: string;
  /** Whether the view may write it (`_meta["openai/resource"].writable`). @default true */
  writable?: boolean;
  /** The current version's ETag. @default "version-1" */
  etag?: string;
  /** The largest write accepted, in bytes (UTF-8 text, or decoded blob). @default 1048576 */
  maxBytes?: number;
}

type Files = Record<string, TestFile>;

/** Throws -32601 unless `capabilities` advertise `extension`. */
function requireExtension(capabilities: McpUiHostCapabilities, extension: string, method: string): void {
  const experimental = capabilities.experimental;
  if (!isObject(experimental) || !isObject(experimental[extension]))
    throw jsonRpcError(-32601, `${method} is not supported by this host (no hostCapabilities.experimental["${extension}"])`);
}

const bytesOf = (params: { text?: unknown; blob?: unknown }) =>
  typeof params.text === "string" ? new TextEncoder().encode(params.text).length : atob(String(params.blob)).length;

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** The `resources/read` content item of `file`, in the representation asked for ("resources/read Representation"). */
function contentOf(uri: string, file: TestFile, representation: unknown) {
  const body =
    representation === "blob" && file.text !== undefined
      ? { blob: toBase64(file.text) }
      : file.text !== undefined
        ? { text: file.text }
        : { blob: file.blob ?? "" };
  return { uri, ...body, _meta: { "openai/resource": { etag: file.etag ?? "version-1", writable: file.writable ?? true } } };
}

/** "Resource Writes": ETag check, size limit, then a new version. */
function write(files: Files, params: Record<string, unknown>) {
  const { uri, ifMatch } = params;
  if (typeof uri !== "string" || !uri.trim()) throw jsonRpcError(-32602, "openai/resources/write: uri must be a non-blank string");
  if ((typeof params.text === "string") === (typeof params.blob === "string"))
    throw jsonRpcError(-32602, "openai/resources/write: exactly one of text and blob is required");
  if (ifMatch !== undefined && (typeof ifMatch !== "string" || !ifMatch))
    throw jsonRpcError(-32602, "openai/resources/write: ifMatch must be a non-empty string");
  const file = files[uri];
  if (!file) throw jsonRpcError(-32602, `openai/resources/write: ${uri} is not a file opened by a file entrypoint`);
  if (file.writable === false) throw jsonRpcError(-32602, `openai/resources/write: ${uri} is not writable`);
  const etag = file.etag ?? "version-1";
  const maxBytes = file.maxBytes ?? 1_048_576;
  if (bytesOf(params) > maxBytes) return { outcome: "too-large", maxBytes };
  if (ifMatch !== undefined && ifMatch !== etag) return { outcome: "conflict", etag };
  const version = Number(/(\d+)$/.exec(etag)?.[1] ?? 1) + 1;
  const saved: TestFile = { ...file, etag: `version-${version}` };
  if (typeof params.text === "string") [saved.text, saved.blob] = [params.text, undefined];
  else [saved.blob, saved.text] = [params.blob as string, undefined];
  files[uri] = saved;
  return { outcome: "saved", etag: saved.etag };
}

/** The test host's answers to the extensions, over `base` (the standard answers they extend). */
export function openAiAnswers(
  capabilities: McpUiHostCapabilities,
  files: Files,
  base: Record<string, AnyHandler>,
): Record<string, AnyHandler> {
  const offers = (extension: string) => isObject(capabilities.experimental) && isObject(capabilities.experimental[extension]);
  let updates = 0;
  const fileCall = (method: string, fn: (uri: string) => unknown) => (params: Record<string, unknown>) => {
    requireExtension(capabilities, "openai/resource", method);
    const uri = String(params.uri);
    if (!(uri in files)) throw jsonRpcError(-32602, `${method}: ${uri} is not a file opened by a file entrypoint`);
    return fn(uri);
  };
  return {
    // "Context Changed Notifications": the update's id comes back in the result's _meta.
    "ui/update-model-context": (params, ctx) =>
      offers("openai/modelContext")
        ? { _meta: { "openai/modelContext": { updateId: `update-${++updates}` } } }
        : base["ui/update-model-context"]!(params, ctx),
    // "Prompt Target and Send Behavior": the target is "new" or "active", send a boolean.
    "ui/message": (params, ctx) => {
      const options = isObject(params._meta) ? params._meta["openai/message"] : undefined;
      if (offers("openai/message") && options !== undefined) {
        const { target, send } = isObject(options) ? options : { target: 0 };
        if ((target !== undefined && target !== "new" && target !== "active") || (send !== undefined && typeof send !== "boolean"))
          throw jsonRpcError(-32602, 'ui/message: _meta["openai/message"] must be { target?: "new" | "active", send?: boolean }');
      }
      return base["ui/message"]!(params, ctx);
    },
    // "File Extension Entrypoint": ChatGPT answers reads of an opened file itself, with its ETag.
    "resources/read": (params, ctx) => {
      const uri = String(params.uri);
      if (!offers("openai/resource") || !(uri in files)) return base["resources/read"]!(params, ctx);
      const meta = isObject(params._meta) ? params._meta["openai/resource"] : undefined;
      return { contents: [contentOf(uri, files[uri]!, isObject(meta) ? meta.representation : undefined)] };
    },
    "resources/subscribe": fileCall("resources/subscribe", () => ({})),
    "resources/unsubscribe": fileCall("resources/unsubscribe", () => ({})),
    "openai/resources/write": (params) => {
      requireExtension(capabilities, "openai/resource", "openai/resources/write");
      return write(files, params);
    },
    // "Opening Local Files".
    "openai/files/open": (params) => {
      requireExtension(capabilities, "openai/files", "openai/files/open");
      if (typeof params.path !== "string" || !params.path) throw jsonRpcError(-32602, "openai/files/open: path must be an absolute path");
      return {};
    },
  };
}
