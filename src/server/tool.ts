// registerAppTool: an MCP App tool on the MCP SDK's McpServer, from a definition (typed end to end)
// or in the official call form. Both set `_meta.ui` and the legacy `_meta["ui/resourceUri"]`, and
// both check `structuredContent` against a Standard Schema output schema before it is sent.
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { McpServer, RegisteredTool, ToolCallback } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { AnySchema, ZodRawShapeCompat } from "@modelcontextprotocol/sdk/server/zod-compat.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { CallToolResult, ContentBlock, ServerNotification, ServerRequest, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { input, output } from "zod/v4/core";
import { AppError } from "../errors.js";
import { RESOURCE_URI_META_KEY, type McpUiToolMeta } from "../protocol/shapes.js";
import type { AppToolDefinition, AppToolMeta, ObjectSchema } from "./define.js";
import { assertOpenAiUiToolMeta, OPENAI_UI_META_KEY } from "./openai.js";
import { checkToolOutput } from "./output.js";
import { assertUiUri } from "./uri.js";

/** What a tool handler gets besides its arguments (the SDK's request context). */
export type AppToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/**
 * What a handler returns. With an output schema: `structuredContent` of the schema's input type
 * (`content` may be left out: the JSON is sent as text), or an error result.
 */
export type AppToolHandlerResult<Out extends ObjectSchema | undefined> = Out extends ObjectSchema
  ? | { content?: ContentBlock[]; structuredContent: input<Out>; isError?: false; _meta?: Record<string, unknown> }
    | { content: ContentBlock[]; isError: true; _meta?: Record<string, unknown> }
  : CallToolResult;

/** A definition's handler: `(args, extra)` with an input schema, `(extra)` without, as in the SDK. */
export type AppToolHandler<In extends ObjectSchema | undefined, Out extends ObjectSchema | undefined> = In extends ObjectSchema
  ? (args: output<In>, extra: AppToolExtra) => AppToolHandlerResult<Out> | Promise<AppToolHandlerResult<Out>>
  : (extra: AppToolExtra) => AppToolHandlerResult<Out> | Promise<AppToolHandlerResult<Out>>;

/**
 * The official config of an app tool: the SDK's tool config with a required `_meta` naming the view
 * (and, for ChatGPT, a typed `_meta["openai/ui"]`).
 */
export interface McpUiAppToolConfig {
  title?: string;
  description?: string;
  inputSchema?: ZodRawShapeCompat | AnySchema;
  outputSchema?: ZodRawShapeCompat | AnySchema;
  annotations?: ToolAnnotations;
  _meta: AppToolMeta & ({ ui: McpUiToolMeta } | { [RESOURCE_URI_META_KEY]?: string });
}

/**
 * Registers an app tool. From a definition, the handler's arguments and `structuredContent` are typed
 * from its schemas. Sets `_meta.ui` and `_meta["ui/resourceUri"]`; the SDK lists the output schema and
 * validates the input; a `structuredContent` that fails the output schema is sent as an error result.
 * Throws an `AppError` (`INVALID_PARAMS`) for a malformed `ui://` URI or `_meta["openai/ui"]`.
 *
 * @example
 * registerAppTool(server, greet, ({ name }) => ({ structuredContent: { greeting: `Hello, ${name}!` } }));
 */
export function registerAppTool<Name extends string, In extends ObjectSchema | undefined, Out extends ObjectSchema | undefined>(
  server: Pick<McpServer, "registerTool">,
  definition: AppToolDefinition<Name, In, Out>,
  handler: AppToolHandler<In, Out>,
): RegisteredTool;
/** The official form: `registerAppTool(server, name, config, handler)`. */
export function registerAppTool<
  Out extends ZodRawShapeCompat | AnySchema,
  In extends undefined | ZodRawShapeCompat | AnySchema = undefined,
>(
  server: Pick<McpServer, "registerTool">,
  name: string,
  config: McpUiAppToolConfig & { inputSchema?: In; outputSchema?: Out },
  handler: ToolCallback<In>,
): RegisteredTool;
export function registerAppTool(server: Pick<McpServer, "registerTool">, ...rest: unknown[]): RegisteredTool {
  const [name, config, handler] = (typeof rest[0] === "string" ? rest : fromDefinition(rest[0], rest[1])) as [
    string,
    McpUiAppToolConfig,
    Function,
  ];
  if (typeof config !== "object" || !config) throw new AppError("INVALID_PARAMS", `Tool ${name}: registerAppTool() needs a config object`);
  if (typeof handler !== "function") throw new AppError("INVALID_PARAMS", `Tool ${name}: registerAppTool() needs a handler function`);
  const _meta = withUiMeta(name, config?._meta);
  const outputSchema = config.outputSchema as Partial<StandardSchemaV1> | undefined;
  // The SDK calls the handler with (args, extra) or (extra): the check passes them on as they come.
  const checked = outputSchema?.["~standard"]
    ? async (...args: unknown[]) => checkToolOutput(name, outputSchema as StandardSchemaV1, await handler(...args))
    : handler;
  return server.registerTool(name, { ...config, _meta }, checked as ToolCallback<undefined>);
}

/** `[name, config, handler]` from a definition: its `ui` becomes `_meta.ui`. */
function fromDefinition(definition: unknown, handler: unknown): [string, McpUiAppToolConfig, unknown] {
  const { name, ui, _meta, ...config } = (definition ?? {}) as AppToolDefinition;
  if (typeof name !== "string")
    throw new AppError("INVALID_PARAMS", "registerAppTool() takes a definition from defineAppTool(), or a name and a config");
  assertUiUri(ui?.resourceUri, `Tool ${name}: ui.resourceUri`);
  return [name, { ...config, _meta: { ..._meta, ui } }, handler];
}

/**
 * `_meta` with the view's URI under both keys, whichever one was given; throws for a malformed one, or
 * a malformed `_meta["openai/ui"]`.
 */
function withUiMeta(name: string, meta: McpUiAppToolConfig["_meta"] | undefined): Record<string, unknown> {
  assertOpenAiUiToolMeta((meta as AppToolMeta | undefined)?.[OPENAI_UI_META_KEY], `Tool ${name}: _meta["openai/ui"]`);
  const ui = (meta as { ui?: McpUiToolMeta } | undefined)?.ui;
  const legacy = (meta as Record<string, unknown> | undefined)?.[RESOURCE_URI_META_KEY];
  const resourceUri = ui?.resourceUri ?? legacy;
  if (resourceUri === undefined) return { ...meta };
  assertUiUri(resourceUri, `Tool ${name}: the resource URI`);
  return { ...meta, ui: { ...ui, resourceUri }, [RESOURCE_URI_META_KEY]: resourceUri };
}
