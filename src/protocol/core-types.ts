// The MCP core types a view touches whose shape in the MCP SDK 2.x (the official App 2.x's types)
// is wider than in the MCP specification's TypeScript types: a tool result's `structuredContent` is
// `unknown`, a tool's JSON Schemas take any keyword, and sampling speaks tool use. Everything else
// comes unchanged from the specification's types in the MCP SDK. All type-only: zero bytes, and
// copied into mcp-view's .d.ts, so a view installs nothing more.
import type {
  AudioContent,
  ContentBlock,
  CreateMessageRequestParams as SpecCreateMessageRequestParams,
  Icon,
  ImageContent,
  Result,
  Role,
  TextContent,
  ToolAnnotations,
  ToolExecution,
  ToolUseContent,
} from "@modelcontextprotocol/sdk/spec.types.js";

/** Any JSON value. */
export type JSONValue = string | number | boolean | null | JSONValue[] | { [key: string]: JSONValue };

/** The result of a tool call. `structuredContent` is `unknown`: cast it, or check it (`validateToolResult`). */
export interface CallToolResult extends Result {
  content: ContentBlock[];
  structuredContent?: unknown;
  isError?: boolean;
}

/**
 * A tool's definition, with JSON Schemas that may carry any keyword. A property's schema is any JSON
 * value (MCP SDK 2.x) or any object (the specification's types, MCP SDK 1.x), so tools of either SDK fit.
 */
export interface Tool {
  name: string;
  title?: string;
  description?: string;
  icons?: Icon[];
  inputSchema: { [key: string]: unknown; type: "object"; properties?: { [key: string]: JSONValue | object }; required?: string[] };
  outputSchema?: { [key: string]: unknown; $schema?: string };
  annotations?: ToolAnnotations;
  execution?: ToolExecution;
  _meta?: { [key: string]: unknown };
}

/** The result of `tools/list`. */
export interface ListToolsResult extends Result {
  tools: Tool[];
  nextCursor?: string;
}

/** A tool's result handed back to the model in sampling. */
export interface ToolResultContent {
  type: "tool_result";
  toolUseId: string;
  content: ContentBlock[];
  structuredContent?: unknown;
  isError?: boolean;
  _meta?: { [key: string]: unknown };
}

/** What a sampling message may hold. */
export type SamplingMessageContentBlock = TextContent | ImageContent | AudioContent | ToolUseContent | ToolResultContent;

/** One message of a sampling conversation. */
export interface SamplingMessage {
  role: Role;
  content: SamplingMessageContentBlock | SamplingMessageContentBlock[];
  _meta?: { [key: string]: unknown };
}

/** The params of `sampling/createMessage`. */
export interface CreateMessageRequestParams extends Omit<SpecCreateMessageRequestParams, "messages" | "metadata" | "tools"> {
  messages: SamplingMessage[];
  metadata?: { [key: string]: JSONValue };
  tools?: Tool[];
}

/** The model's answer to `sampling/createMessage` without tools: one text, image or audio block. */
export interface CreateMessageResult extends Result {
  model: string;
  role: Role;
  content: TextContent | ImageContent | AudioContent;
  stopReason?: string;
}

/** The model's answer to `sampling/createMessage` with tools: one block or several, tool use included. */
export interface CreateMessageResultWithTools extends Result {
  model: string;
  role: Role;
  content: SamplingMessageContentBlock | SamplingMessageContentBlock[];
  stopReason?: string;
}
