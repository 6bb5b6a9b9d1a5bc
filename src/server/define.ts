// One definition per app tool, shared by the server (which registers it) and the view (which imports
// it as a type only, for typed calls and results).
import type { $ZodObject, output } from "zod/v4/core";
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/spec.types.js";
import { AppError } from "../errors.js";
import type { McpUiToolMeta } from "../protocol/shapes.js";
import { assertOpenAiUiToolMeta, OPENAI_UI_META_KEY, type OpenAiUiToolMeta } from "./openai.js";
import { assertUiUri } from "./uri.js";

/** A zod 4 object schema (`z.object({ … })`, from `zod` or `zod/mini`). */
export type ObjectSchema = $ZodObject;

/** The tool's `_meta.ui`: the view it opens (required) and who may call it. */
export interface AppToolUi extends Omit<McpUiToolMeta, "resourceUri"> {
  /** The `ui://` resource of the view, e.g. `"ui://weather/view.html"`. */
  resourceUri: `ui://${string}`;
}

/** A tool's other `_meta` keys: ChatGPT's `"openai/ui"` typed, any other key as it is. */
export interface AppToolMeta {
  /** ChatGPT's entrypoints and preferred display mode (openai/mcp-extensions, "MCP App Entrypoints"). */
  "openai/ui"?: OpenAiUiToolMeta;
  [key: string]: unknown;
}

/**
 * How a typed tool's result reads to the model: a sentence from the checked `structuredContent`, sent
 * as the result's text when the handler gives no `content` (the view renders the data; the model reads this).
 */
export type AppToolSummary<Out extends ObjectSchema | undefined> = Out extends ObjectSchema ? (output: output<Out>) => string : never;

/** A tool definition as written: {@link defineAppTool} takes it and returns it with its types. */
export interface AppToolDefinitionInit<Name extends string, In extends ObjectSchema | undefined, Out extends ObjectSchema | undefined> {
  name: Name;
  title?: string;
  description?: string;
  /** The arguments; the SDK validates every call against it. */
  inputSchema?: In;
  /**
   * The `structuredContent` of every successful result; listed to clients, and checked before sending.
   * With one, the result needs text for the model: a `summary`, or `content` from the handler.
   */
  outputSchema?: Out;
  /** The model's text for a result whose handler gives no `content` (needs an `outputSchema`). */
  summary?: AppToolSummary<Out>;
  annotations?: ToolAnnotations;
  ui: AppToolUi;
  /** More `_meta` keys of the tool (`ui` and `ui/resourceUri` are set from {@link AppToolUi}). */
  _meta?: AppToolMeta;
}

/** A tool definition with its name and schemas in its type: `typeof greet` types a view's calls. */
export interface AppToolDefinition<
  Name extends string = string,
  In extends ObjectSchema | undefined = ObjectSchema | undefined,
  Out extends ObjectSchema | undefined = ObjectSchema | undefined,
  Summary extends AppToolSummary<Out> | undefined = AppToolSummary<Out> | undefined,
> extends Readonly<Omit<AppToolDefinitionInit<Name, In, Out>, "inputSchema" | "outputSchema" | "summary">> {
  readonly inputSchema: In;
  readonly outputSchema: Out;
  /** The model's text for a result without `content`; undefined: the handler must give `content`. */
  readonly summary: Summary;
}

/**
 * Defines an app tool once, for its server and its view. Throws an `AppError` (`INVALID_PARAMS`) for
 * an empty name, a malformed `ui.resourceUri`, a schema that is not a Standard Schema, a malformed
 * `_meta["openai/ui"]` or a `summary` that is no function or has no `outputSchema` beside it.
 *
 * @example
 * export const greet = defineAppTool({
 *   name: "greet",
 *   inputSchema: z.object({ name: z.string() }),
 *   outputSchema: z.object({ greeting: z.string() }),
 *   summary: ({ greeting }) => `Greeted: ${greeting}`,
 *   ui: { resourceUri: "ui://greeter/view.html" },
 * });
 */
export function defineAppTool<
  Name extends string,
  In extends ObjectSchema | undefined = undefined,
  Out extends ObjectSchema = ObjectSchema,
>(
  definition: AppToolDefinitionInit<Name, In, Out> & { outputSchema: Out; summary: AppToolSummary<Out> },
): AppToolDefinition<Name, In, Out, AppToolSummary<Out>>;
/** A definition without a summary: with an output schema, its handler gives `content` for the model. */
export function defineAppTool<
  Name extends string,
  In extends ObjectSchema | undefined = undefined,
  Out extends ObjectSchema | undefined = undefined,
>(definition: AppToolDefinitionInit<Name, In, Out> & { summary?: undefined }): AppToolDefinition<Name, In, Out, undefined>;
export function defineAppTool(
  definition: AppToolDefinitionInit<string, ObjectSchema | undefined, ObjectSchema | undefined>,
): AppToolDefinition {
  const { name, inputSchema, outputSchema, ui, summary } = definition ?? {};
  if (typeof name !== "string" || !name) throw new AppError("INVALID_PARAMS", "defineAppTool() needs a non-empty name");
  assertUiUri(ui?.resourceUri, `Tool ${name}: ui.resourceUri`);
  assertSchema(inputSchema, name, "inputSchema");
  assertSchema(outputSchema, name, "outputSchema");
  assertOpenAiUiToolMeta(definition._meta?.[OPENAI_UI_META_KEY], `Tool ${name}: _meta["openai/ui"]`);
  if (summary !== undefined && (typeof summary !== "function" || outputSchema === undefined))
    throw new AppError("INVALID_PARAMS", `Tool ${name}: summary must be a function of the output, beside an outputSchema`);
  return { ...definition } as AppToolDefinition;
}

function assertSchema(schema: unknown, name: string, key: string): void {
  if (schema !== undefined && typeof (schema as { "~standard"?: { validate?: unknown } })?.["~standard"]?.validate !== "function") {
    throw new AppError("INVALID_PARAMS", `Tool ${name}: ${key} must be a zod object schema (z.object({ … }))`);
  }
}
