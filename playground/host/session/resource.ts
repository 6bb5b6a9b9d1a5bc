// Reads a tool's `ui://` resource the way hosts must: `resources/read`, HTML from `text` or `blob`,
// and `_meta.ui` from the `resources/list` entry overridden by the content item's.
import type { Client } from "@modelcontextprotocol/client";
import type { McpUiResourceMeta } from "mcp-view";
import { fromBase64 } from "./downloads.js";

/** A view's HTML and metadata. */
export interface UiResource {
  html: string;
  meta: McpUiResourceMeta;
  mimeType: string | undefined;
  bytes: number;
}

const uiMeta = (meta: unknown): McpUiResourceMeta | undefined => (meta as { ui?: McpUiResourceMeta } | undefined)?.ui;

const decodeBase64 = (blob: string): string => new TextDecoder().decode(fromBase64(blob));

/** Reads `uri`; throws with the reason when it has no HTML. */
export async function readUiResource(client: Client, uri: string): Promise<UiResource> {
  const { contents } = await client.readResource({ uri });
  const item = contents.find((c) => c.uri === uri) ?? contents[0];
  if (!item) throw new Error(`resources/read ${uri} returned no contents`);
  const html =
    "text" in item && typeof item.text === "string"
      ? item.text
      : "blob" in item && typeof item.blob === "string"
        ? decodeBase64(item.blob)
        : undefined;
  if (html === undefined) throw new Error(`resources/read ${uri} returned neither text nor blob`);
  const listed = await client.listResources().then(
    (r) => r.resources.find((res) => res.uri === uri),
    () => undefined,
  );
  const meta = { ...uiMeta(listed?._meta), ...uiMeta(item._meta) };
  return { html, meta, mimeType: item.mimeType, bytes: new TextEncoder().encode(html).length };
}
