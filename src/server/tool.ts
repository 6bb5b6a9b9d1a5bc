// registerAppTool: an MCP App tool on either generation of the MCP SDK's McpServer, from a definition
// (typed end to end) or in the official call form. Both set `_meta.ui` and the legacy
// `_meta["ui/resourceUri"]`, and both check `structuredContent` against a Standard Schema output
// schema before it is sent. Both take the view switch (tool-view.ts): the tool served with or without
// its view, switched at run time by what registerAppTool returns.
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { CallToolResult, ContentBlock, ToolAnnotations } from "@modelcontextprotocol/sdk/spec.types.js";
import type { $strip, $ZodObject, $ZodType, input, output } from "zod/v4/core";
import { AppError } from "../errors.js";
import { RESULT_ID_META_KEY } from "../protocol/result-tool.js";
import { RESOURCE_URI_META_KEY, type McpUiToolMeta } from "../protocol/shapes.js";
import type { AppToolDefinition, AppToolMeta, AppToolSummary, ObjectSchema } from "./define.js";
import { assertOpenAiUiToolMeta, OPENAI_UI_META_KEY } from "./openai.js";
import { checkToolOutput } from "./output.js";
import type { ResultStore } from "./result-store.js";
import type { AppToolExtra, Registering, RegisteredToolOf, ServerToolOptions, ServerToolResult, ToolServer } from "./sdk.js";
import { switchedTo, uiContext, viewOption, withoutView, type AppToolUiExtra, type AppToolViewSwitch } from "./tool-view.js";
import { assertUiUri } from "./uri.js";

/**
 * What a handler returns. With an output schema: `structuredContent` of the schema's input type and
 * `content` for the model (which may be left out when the definition has a `summary`: its text is
 * sent), or an error result.
 */
export type AppToolHandlerResult<Out extends ObjectSchema | undefined, Summarized extends boolean = false> = Out extends ObjectSchema
  ? | ({ structuredContent: input<Out>; isError?: false; _meta?: Record<string, unknown> } & (Summarized extends true
        ? { content?: ContentBlock[] }
        : { content: ContentBlock[] }))
    | { content: ContentBlock[]; isError: true; _meta?: Record<string, unknown> }
  : CallToolResult;

/** Options of {@link registerAppTool}'s definition form. */
export interface AppToolOptions {
  /**
   * Keep every successful result's `structuredContent` here and name its id in the result's
   * `_meta["mcp-view/resultId"]`, so that a view on a host that drops `structuredContent` fetches it
   * with `fetchStructuredContent` (serve them with `registerResultTool`). Default: not kept.
   */
  results?: ResultStore;
  /**
   * Whether the tool is listed with its view (default `true`). `false` lists it without `_meta.ui`'s
   * `resourceUri`, `_meta["ui/resourceUri"]` and `_meta["openai/outputTemplate"]`, so hosts show its
   * text `content`; it still answers, and the view's resource stays readable. `setView` on what
   * `registerAppTool` returns switches it at run time.
   */
  view?: boolean;
}

/**
 * What `registerAppTool` returns: the server's own `RegisteredTool` (to disable, update or remove the
 * tool), with the view switch.
 */
export type AppToolRegistered<Server> = RegisteredToolOf<Server> & AppToolViewSwitch;

/**
 * A definition's handler: `(args, extra)` with an input schema, `(extra)` without, as in the SDK.
 * `Extra` is what the server gives its handlers (`AppToolExtra<typeof server>`); `registerAppTool`
 * fills it in from the server it is given.
 */
export type AppToolHandler<
  In extends ObjectSchema | undefined,
  Out extends ObjectSchema | undefined,
  Extra = unknown,
  Summarized extends boolean = false,
> = In extends ObjectSchema
  ? (args: output<In>, extra: Extra) => AppToolHandlerResult<Out, Summarized> | Promise<AppToolHandlerResult<Out, Summarized>>
  : (extra: Extra) => AppToolHandlerResult<Out, Summarized> | Promise<AppToolHandlerResult<Out, Summarized>>;

/** A tool schema of the official form: a Standard Schema object (`z.object({ … })`), or a raw zod shape (`{ name: z.string() }`). */
export type AppToolSchema = StandardSchemaV1 | Record<string, $ZodType>;

/** The arguments a handler of the official form gets: the schema's output, as the SDK parses them. */
type ArgumentsOf<Schema extends AppToolSchema> = Schema extends StandardSchemaV1
  ? StandardSchemaV1.InferOutput<Schema>
  : Schema extends Record<string, $ZodType>
    ? output<$ZodObject<Schema, $strip>>
    : never;

/** The handler of the official form: `(args, extra)` with an input schema, `(extra)` without; it returns what the server's own handlers return. */
export type AppToolCallback<In extends AppToolSchema | undefined, Extra = unknown, Result = CallToolResult> = In extends AppToolSchema
  ? (args: ArgumentsOf<In>, extra: Extra) => Result | Promise<Result>
  : (extra: Extra) => Result | Promise<Result>;

/**
 * The official config of an app tool: the SDK's tool config with a required `_meta` naming the view
 * (and, for ChatGPT, a typed `_meta["openai/ui"]`).
 */
export interface McpUiAppToolConfig {
  title?: string;
  description?: string;
  inputSchema?: AppToolSchema;
  outputSchema?: AppToolSchema;
  annotations?: ToolAnnotations;
  _meta: AppToolMeta & ({ ui: McpUiToolMeta } | { [RESOURCE_URI_META_KEY]?: string });
  /** Whether the tool is listed with its view (default `true`); see {@link AppToolOptions.view}. */
  view?: boolean;
}

/**
 * Registers an app tool. From a definition, the handler's arguments and `structuredContent` are typed
 * from its schemas, and a typed result needs `content` for the model unless the definition has a
 * `summary`. Sets `_meta.ui` and `_meta["ui/resourceUri"]`; the SDK lists the output schema and
 * validates the input; a `structuredContent` that fails the output schema is sent as an error result.
 * The handler's request context has `ui` too: the client's MCP Apps capability and how this result is
 * shown (`extra.ui.shownAs`). With `view: false` the tool is listed without its view, and the
 * returned tool's `setView(on)` switches it at run time. Throws an `AppError` (`INVALID_PARAMS`) for a
 * malformed `ui://` URI or `_meta["openai/ui"]`, or a `view` that is not a boolean.
 *
 * @example
 * const tool = registerAppTool(server, greet, ({ name }) => ({ structuredContent: { greeting: `Hello, ${name}!` } }));
 * tool.setView(false); // a broken view rolled back: hosts show the summary text until setView(true)
 */
export function registerAppTool<
  Server extends ToolServer,
  Name extends string,
  In extends ObjectSchema | undefined,
  Out extends ObjectSchema | undefined,
  Summary extends AppToolSummary<Out> | undefined,
>(
  server: Server,
  definition: AppToolDefinition<Name, In, Out, Summary>,
  handler: AppToolHandler<In, Out, AppToolExtra<Server> & AppToolUiExtra, Summary extends undefined ? false : true>,
  options?: AppToolOptions,
): AppToolRegistered<Server>;
/** The official form: `registerAppTool(server, name, config, handler)`; the config takes the server's own options too (2.x's `icons`, `scopeChallenge`). */
export function registerAppTool<
  Server extends ToolServer,
  In extends AppToolSchema | undefined = undefined,
  Out extends AppToolSchema | undefined = undefined,
>(
  server: Server,
  name: string,
  config: McpUiAppToolConfig & ServerToolOptions<Server, keyof McpUiAppToolConfig> & { inputSchema?: In; outputSchema?: Out },
  handler: AppToolCallback<In, AppToolExtra<Server> & AppToolUiExtra, ServerToolResult<Server>>,
): AppToolRegistered<Server>;
export function registerAppTool(server: ToolServer, ...rest: unknown[]): unknown {
  const official = typeof rest[0] === "string";
  const [name, config, handler, summary] = (official ? rest : fromDefinition(rest[0], rest[1])) as [
    string,
    McpUiAppToolConfig,
    (...args: unknown[]) => CallToolResult | Promise<CallToolResult>,
    ((output: Record<string, unknown>) => string) | undefined,
  ];
  if (typeof config !== "object" || !config) throw new AppError("INVALID_PARAMS", `Tool ${name}: registerAppTool() needs a config object`);
  if (typeof handler !== "function") throw new AppError("INVALID_PARAMS", `Tool ${name}: registerAppTool() needs a handler function`);
  const { view, ...serverConfig } = config;
  const options = official ? { view } : ((rest[2] ?? {}) as AppToolOptions);
  let viewOn = viewOption(options.view, name);
  const _meta = withUiMeta(name, config?._meta);
  const listed = () => (viewOn ? _meta : withoutView(_meta));
  const outputSchema = config.outputSchema as Partial<StandardSchemaV1> | undefined;
  // The SDK calls the handler with (args, extra) or (extra): extra, always last, gets `ui`; the rest pass on as they come.
  const answer = (...args: unknown[]) => handler(...args.slice(0, -1), { ...(args.at(-1) as object), ui: uiContext(viewOn, server) });
  const checked = outputSchema?.["~standard"]
    ? async (...args: unknown[]) =>
        kept(options.results, await checkToolOutput(name, outputSchema as StandardSchemaV1, await answer(...args), summary))
    : answer;
  const registered = (server as unknown as Registering).registerTool(name, { ...serverConfig, _meta: listed() }, checked) as object;
  return Object.defineProperties(registered, {
    view: { get: () => viewOn, enumerable: true, configurable: true },
    setView: {
      value: (on: unknown) => {
        if (switchedTo(on, name) === viewOn) return;
        viewOn = on as boolean;
        const tool = registered as { update?: (updates: { _meta: Record<string, unknown> }) => void; _meta?: unknown };
        if (typeof tool.update === "function") tool.update({ _meta: listed() });
        else tool._meta = listed();
      },
      configurable: true,
    },
  });
}

/** `result`, its `structuredContent` kept in `results` and its id in `_meta` (a successful result only). */
function kept(results: ResultStore | undefined, result: CallToolResult): CallToolResult {
  if (!results || result.isError || result.structuredContent === undefined) return result;
  return { ...result, _meta: { ...result._meta, [RESULT_ID_META_KEY]: results.put(result.structuredContent) } };
}

/** `[name, config, handler, summary]` from a definition: its `ui` becomes `_meta.ui`. */
function fromDefinition(definition: unknown, handler: unknown): [string, McpUiAppToolConfig, unknown, unknown] {
  const { name, ui, _meta, summary, ...config } = (definition ?? {}) as AppToolDefinition;
  if (typeof name !== "string")
    throw new AppError("INVALID_PARAMS", "registerAppTool() takes a definition from defineAppTool(), or a name and a config");
  assertUiUri(ui?.resourceUri, `Tool ${name}: ui.resourceUri`);
  return [name, { ...config, _meta: { ..._meta, ui } }, handler, summary];
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
