// Reads a tool's `ui://` resource the way hosts must: `resources/read`, HTML from `text` or `blob`,
// and `_meta.ui` from the `resources/list` entry overridden by the content item's. The read is
// taken as the server sent it (no schema of the SDK's in between), so that the conformance rules
// judge what the server really serves: a content with neither text nor blob is APP-003, not a
// failed read.
import type { Client, StandardSchemaV1 } from "@modelcontextprotocol/client";
import type { McpUiResourceMeta } from "mcp-view";
import type { ReadContent, ServerSnapshot } from "mcp-view/testing";
import { isPlainObject } from "../../shared/guards.js";
import { fromBase64 } from "./downloads.js";

/** A view's HTML and metadata. */
export interface UiResource {
  html: string;
  meta: McpUiResourceMeta;
  mimeType: string | undefined;
  bytes: number;
}

/** A resource's read and its `resources/list` entry, as the server sent them. */
export interface RawView {
  read: ServerSnapshot["reads"][string];
  listed: NonNullable<ServerSnapshot["resources"]>[number] | undefined;
}

/** A result schema that takes any answer as it is. */
const AS_SENT: StandardSchemaV1<unknown> = { "~standard": { version: 1, vendor: "mcp-view", validate: (value) => ({ value }) } };

const uiMeta = (meta: unknown): McpUiResourceMeta | undefined => (meta as { ui?: McpUiResourceMeta } | undefined)?.ui;

const decodeBase64 = (blob: string): string => new TextDecoder().decode(fromBase64(blob));

/** `resources/read` of `uri` as the server answered: its contents (plain objects), or why there are none. */
export async function readAsSent(client: Client, uri: string): Promise<RawView["read"]> {
  try {
    const answer = await client.request({ method: "resources/read", params: { uri } }, AS_SENT);
    const contents = isPlainObject(answer) && Array.isArray(answer.contents) ? answer.contents : undefined;
    if (!contents) return { error: "the answer has no contents array" };
    return { contents: contents.filter(isPlainObject) as ReadContent[] };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Reads `uri` and its `resources/list` entry, as sent. */
export async function readRawView(client: Client, uri: string): Promise<RawView> {
  const [read, listed] = await Promise.all([
    readAsSent(client, uri),
    client.listResources().then(
      (r) => r.resources.find((res) => res.uri === uri),
      () => undefined,
    ),
  ]);
  return { read, listed };
}

/** The view in `raw`; throws with the reason when it has no HTML. */
export function uiResourceOf(uri: string, { read, listed }: RawView): UiResource {
  if ("error" in read) throw new Error(read.error); // the server's own words (an SDK server's start "MCP error -32602: ")
  const item = read.contents.find((c) => c.uri === uri) ?? read.contents[0];
  if (!item) throw new Error(`resources/read ${uri} returned no contents`);
  const html = typeof item.text === "string" ? item.text : typeof item.blob === "string" ? decodeBase64(item.blob) : undefined;
  if (html === undefined) throw new Error(`resources/read ${uri} returned neither text nor blob`);
  const meta = { ...uiMeta(listed?._meta), ...uiMeta(item._meta) };
  const mimeType = typeof item.mimeType === "string" ? item.mimeType : undefined;
  return { html, meta, mimeType, bytes: new TextEncoder().encode(html).length };
}
