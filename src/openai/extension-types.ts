// The view-side shapes of OpenAI's MCP extensions for ChatGPT, typed from their specification
// (`openai/mcp-extensions`, docs/spec.md; each type names its section). Types only: no bytes.
import type { ReadResourceResult } from "../protocol/methods.js";
import type { ContentBlock, McpUiMessageParams, McpUiUpdateModelContextParams } from "../protocol/shapes.js";

/** The host capabilities (`hostCapabilities.experimental[name]`) that say which extension a host offers. */
export type OpenAiExtension = "openai/message" | "openai/modelContext" | "openai/resource" | "openai/files";

/** `hostContext["openai/deepLink"]`: the app-relative URL a deep link opened ("Deep Links"). */
export interface OpenAiDeepLink {
  /** App-relative URL, including any query; begins with `/`. */
  url: string;
}

/** `_meta["openai/message"]` of a `ui/message` ("Prompt Target and Send Behavior"). @default { target: "active", send: true } */
export type OpenAiMessageOptions = { target: "new"; send?: boolean } | { target?: "active"; send?: boolean };

/** A `ui/message` with ChatGPT's target and send flag. */
export type OpenAiMessageParams = McpUiMessageParams & { _meta?: { "openai/message"?: OpenAiMessageOptions; [key: string]: unknown } };

/** `hostContext["openai/modelContext"]`: the context ChatGPT holds for this view, `null` once removed ("Context Changed Notifications"). */
export type OpenAiModelContextState = {
  /** Non-empty ID, renewed any time content or structuredContent changes. */
  updateId: string;
  content?: ContentBlock[];
  structuredContent?: Record<string, unknown>;
} | null;

/** What ChatGPT answers a `ui/update-model-context` with: the update's id ("Context Changed Notifications"). */
export interface OpenAiModelContextUpdate {
  updateId: string;
}

/** `_meta` ChatGPT reads on a model-context or message content block ("Titles", "Thumbnails"). */
export interface OpenAiBlockMeta {
  /** A label for a text block, alt text for an image. */
  "openai/title"?: string;
  /** An MCP Icon shown beside a text block. */
  "openai/thumbnail"?: { src: string; mimeType?: string; sizes?: string[]; theme?: "light" | "dark" };
  [key: string]: unknown;
}

/** Model context params whose blocks may carry {@link OpenAiBlockMeta}. */
export type OpenAiModelContextParams = McpUiUpdateModelContextParams;

/** The tool input of a file entrypoint ("File Extension Entrypoint", `FileInput`). */
export interface OpenAiFileInput {
  file: {
    /** The opened file's name, with its extension and without its path. */
    name: string;
    /** Opaque URI to read, subscribe to and write through the host. */
    resourceUri: string;
  };
}

/** `_meta["openai/resource"]` of a `resources/read` content item of a file entrypoint ("Resource Writes"). */
export interface OpenAiResourceMetadata {
  /** A hint as to whether the host supports writes. @default false */
  writable?: boolean;
  /** Opaque version token of the returned contents. */
  etag?: string;
}

/** A `resources/read` result whose items carry their {@link OpenAiResourceMetadata} as `openai`. */
export interface OpenAiReadResult extends ReadResourceResult {
  contents: (ReadResourceResult["contents"][number] & { openai: OpenAiResourceMetadata })[];
}

/** `openai/resources/write` params ("Resource Writes"). */
export type OpenAiWriteParams = {
  /** The host-provided URI of the opened file. */
  uri: string;
  /** Write only if the file's current ETag is this one. */
  ifMatch?: string;
} & ({ text: string; blob?: never } | { blob: string; text?: never });

/** `openai/resources/write` result: saved, a conflict (not saved), or too large (not saved). */
export type OpenAiWriteResult =
  { outcome: "saved"; etag: string } | { outcome: "conflict"; etag: string } | { outcome: "too-large"; maxBytes: number };
