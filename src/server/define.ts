// One definition per app tool, shared by the server (which registers it) and the view (which imports
// it as a type only, for typed calls and results).
import type { $ZodObject } from "zod/v4/core";
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

/** A tool definition as written: {@link defineAppTool} takes it and returns it with its types. */
export interface AppToolDefinitionInit<Name extends string, In extends ObjectSchema | undefined, Out extends ObjectSchema | undefined> {
  name: Name;
  title?: string;
  description?: string;
  /** The arguments; the SDK validates every call against it. */
  inputSchema?: In;
  /** The `structuredContent` of every successful result; listed to clients, and checked before sending. */
  outputSchema?: Out;
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
> extends Readonly<Omit<AppToolDefinitionInit<Name, In, Out>, "inputSchema" | "outputSchema">> {
  readonly inputSchema: In;
  readonly outputSchema: Out;
}

/**
 * Defines an app tool once, for its server and its view. Throws an `AppError` (`INVALID_PARAMS`) for
 * an empty name, a malformed `ui.resourceUri`, a schema that is not a Standard Schema or a malformed
 * `_meta["openai/ui"]`.
 *
 * @example
 * export const greet = defineAppTool({
 *   name: "greet",
 *   inputSchema: z.object({ name: z.string() }),
 *   outputSchema: z.object({ greeting: z.string() }),
 *   ui: { resourceUri: "ui://greeter/view.html" },
 * });
 */
export function defineAppTool<
  Name extends string,
  In extends ObjectSchema | undefined = undefined,
  Out extends ObjectSchema | undefined = undefined,
>(definition: AppToolDefinitionInit<Name, In, Out>): AppToolDefinition<Name, In, Out> {
  const { name, inputSchema, outputSchema, ui } = definition ?? {};
  if (typeof name !== "string" || !name) throw new AppError("INVALID_PARAMS", "defineAppTool() needs a non-empty name");
  assertUiUri(ui?.resourceUri, `Tool ${name}: ui.resourceUri`);
  assertSchema(inputSchema, name, "inputSchema");
  assertSchema(outputSchema, name, "outputSchema");
  assertOpenAiUiToolMeta(definition._meta?.[OPENAI_UI_META_KEY], `Tool ${name}: _meta["openai/ui"]`);
  return { ...definition } as AppToolDefinition<Name, In, Out>;
}

function assertSchema(schema: unknown, name: string, key: string): void {
  if (schema !== undefined && typeof (schema as { "~standard"?: { validate?: unknown } })?.["~standard"]?.validate !== "function") {
    throw new AppError("INVALID_PARAMS", `Tool ${name}: ${key} must be a zod object schema (z.object({ … }))`);
  }
}
