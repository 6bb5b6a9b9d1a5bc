// The view-state tools on real McpServers of each SDK generation, each with a client of its own
// generation (test/server/generations.ts); a test can give the server's transport a session id, as a
// Streamable HTTP session has one.
import type { CallToolResult } from "@modelcontextprotocol/sdk/spec.types.js";
import {
  VIEW_STATE_GET_TOOL,
  VIEW_STATE_SET_TOOL,
  memoryViewStateStore,
  registerViewStateTools,
  type ViewStateRefusal,
  type ViewStateToolsOptions,
} from "../../src/server/index.js";
import type { ConnectOptions, Generation, TestClient } from "./generations.js";

/**
 * `serveViewState(options, sessionId?)` for `generation`: a client of a fresh server with the
 * view-state tools; `sessionId` is what the server's handlers see as their `sessionId`. Without a
 * `store` each call gets a store of its own (the tools' default is one store for the whole process,
 * which tests would share).
 */
export const servingViewState =
  (generation: Generation) =>
  (options: ViewStateToolsOptions = {}, sessionId?: string, connect: ConnectOptions = {}): Promise<TestClient> => {
    const withStore = { store: memoryViewStateStore(), ...options };
    return generation.connect((server) => void registerViewStateTools(server, withStore), { sessionId, ...connect });
  };

/** A client of either generation (or a TestClient): all the two calls below need. */
interface ToolCaller {
  callTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<unknown>;
}

/** `view_state_get` with these arguments (`undefined`: none at all). */
export const getState = (client: ToolCaller, args: Record<string, unknown> | undefined) =>
  client.callTool({ name: VIEW_STATE_GET_TOOL, arguments: args }) as Promise<CallToolResult>;

/** `view_state_set` with these arguments. */
export const setState = (client: ToolCaller, args: Record<string, unknown> | undefined) =>
  client.callTool({ name: VIEW_STATE_SET_TOOL, arguments: args }) as Promise<CallToolResult>;

/** The result of an answer: `structuredContent` and its JSON as text. */
export const answered = (structuredContent: Record<string, unknown>) => ({
  structuredContent,
  content: [{ type: "text", text: JSON.stringify(structuredContent) }],
});

/** The result of a refusal: an error result with the refusal and its message as text. */
export const refused = (refusal: ViewStateRefusal) => ({
  isError: true,
  structuredContent: refusal,
  content: [{ type: "text", text: refusal.message }],
});

/** The result of a failure of the server's side: an error result with text only. */
export const failed = (text: string) => ({ isError: true, content: [{ type: "text", text }] });
