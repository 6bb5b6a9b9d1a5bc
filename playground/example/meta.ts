// Registration helpers for MCP Apps tools and `ui://` resources on the official McpServer: the
// `_meta.ui` keys (and the deprecated flat key, as the official helpers also write it) in one place.
import type { McpServer, ToolCallback } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ZodRawShape } from "zod";
import { RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY, type McpUiResourceMeta, type McpUiToolVisibility } from "../../src/protocol.js";

/** A tool that opens a view, or an app-only helper tool (`visibility: ["app"]`). */
export interface AppToolConfig<Shape extends ZodRawShape> {
  title: string;
  description: string;
  inputSchema: Shape;
  resourceUri?: string;
  visibility?: McpUiToolVisibility[];
}

/** Registers a tool with its `_meta.ui` (resource URI and visibility). */
export function registerAppTool<Shape extends ZodRawShape>(
  server: McpServer,
  name: string,
  config: AppToolConfig<Shape>,
  cb: ToolCallback<Shape>,
): void {
  const ui: Record<string, unknown> = {};
  if (config.resourceUri) ui.resourceUri = config.resourceUri;
  if (config.visibility) ui.visibility = config.visibility;
  const _meta: Record<string, unknown> = { ui };
  if (config.resourceUri) _meta[RESOURCE_URI_META_KEY] = config.resourceUri;
  server.registerTool(name, { title: config.title, description: config.description, inputSchema: config.inputSchema, _meta }, cb);
}

/** Registers a `ui://` resource whose `_meta.ui` sits on both its list entry and its content. */
export function registerAppResource(server: McpServer, uri: string, title: string, html: () => string | Promise<string>, meta: McpUiResourceMeta = {}): void {
  const _meta = { ui: meta };
  server.registerResource(title, uri, { title, mimeType: RESOURCE_MIME_TYPE, _meta }, async () => ({
    contents: [{ uri, mimeType: RESOURCE_MIME_TYPE, text: await html(), _meta }],
  }));
}

/** A tool result with the text the model reads and the data the view renders. */
export const result = (text: string, structuredContent: Record<string, unknown>) => ({
  content: [{ type: "text" as const, text }],
  structuredContent,
});
