// How the dev host introduces itself to an MCP server, from the page and from the start-up check
// alike: its name, the MCP Apps extension's capability, form elicitation, and the revisions it speaks.
import { EXTENSION_ID, RESOURCE_MIME_TYPE } from "mcp-view";

/** The 2026-07-28 revision: `server/discover`, and a stateless request each. */
export const MODERN_REVISION = "2026-07-28";

/** The newest 2025-era revision, which `initialize` asks for. */
export const LEGACY_REVISION = "2025-11-25";

export const CLIENT_INFO = { name: "mcp-view-playground", version: "0.1.0" };

/**
 * The client capabilities: the MCP Apps extension, with the view MIME type, and form elicitation
 * (answered in the page: by the view the request names when it opts in, else by the host's own form).
 * On 2025 revisions they go in `initialize`; on 2026-07-28 the SDK's Client sends them in every
 * request's `_meta`, and meets an `input_required` elicitation through the same handler.
 */
export const CLIENT_CAPABILITIES = {
  extensions: { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } },
  elicitation: { form: {} },
};
