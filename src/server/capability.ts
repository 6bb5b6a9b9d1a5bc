// Whether the client (the host) renders MCP Apps: its capability under the extension's id.
import { EXTENSION_ID, type McpUiClientCapabilities } from "../protocol/shapes.js";

/** A client's capabilities, as either generation of the MCP SDK gives them: only their extensions are read. */
interface ClientCapabilities {
  extensions?: { [id: string]: unknown };
}

/**
 * The MCP Apps capability a client declared (`capabilities.extensions["io.modelcontextprotocol/ui"]`),
 * or `undefined` when it declared none (then it shows no views: register text-only tools).
 *
 * @example
 * const ui = getUiCapability(server.server.getClientCapabilities());
 * if (ui?.mimeTypes?.includes(RESOURCE_MIME_TYPE)) registerAppTool(server, greet, handler);
 */
export function getUiCapability(capabilities: ClientCapabilities | null | undefined): McpUiClientCapabilities | undefined {
  const value = (capabilities?.extensions as Record<string, unknown> | undefined)?.[EXTENSION_ID];
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as McpUiClientCapabilities) : undefined;
}
