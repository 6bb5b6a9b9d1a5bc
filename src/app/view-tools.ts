// Tools the view itself offers to the host (host → view `tools/list` and `tools/call`), declared with
// Standard Schema input and output schemas so that zod, valibot or arktype schemas work as they are.
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import type { CallToolResult, Tool } from "../protocol/shapes.js";
import { AppError } from "../errors.js";
import { validate } from "../protocol/schema.js";
import type { HandlerContext } from "../rpc/rpc.js";
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/spec.types.js";

type Infer<S> = S extends StandardSchemaV1 ? StandardSchemaV1.InferOutput<S> : never;

/** What a tool callback may return: with an output schema, `structuredContent` must match it. */
export type AppToolResult<Out extends StandardSchemaV1 | undefined = undefined> = Out extends StandardSchemaV1
  ? (CallToolResult & { structuredContent: Infer<Out>; isError?: false }) | (CallToolResult & { isError: true })
  : CallToolResult;

/** A tool callback: `(args, ctx)` with an input schema, `(ctx)` without (as the official SDK). */
export type AppToolCallback<
  In extends StandardSchemaV1 | undefined = undefined,
  Out extends StandardSchemaV1 | undefined = undefined,
> = In extends StandardSchemaV1
  ? (args: Infer<In>, ctx: HandlerContext) => AppToolResult<Out> | Promise<AppToolResult<Out>>
  : (ctx: HandlerContext) => AppToolResult<Out> | Promise<AppToolResult<Out>>;

/** How a tool describes itself. */
export interface AppToolConfig<In extends StandardSchemaV1 | undefined = undefined, Out extends StandardSchemaV1 | undefined = undefined> {
  title?: string;
  description?: string;
  inputSchema?: In;
  outputSchema?: Out;
  annotations?: ToolAnnotations;
  _meta?: Record<string, unknown>;
}

/** A registered tool, with the handles to change or remove it (each sends `tools/list_changed`). */
export interface RegisteredAppTool {
  title?: string;
  description?: string;
  inputSchema?: StandardSchemaV1;
  outputSchema?: StandardSchemaV1;
  annotations?: ToolAnnotations;
  _meta?: Record<string, unknown>;
  enabled: boolean;
  enable(): void;
  disable(): void;
  remove(): void;
  update(updates: Partial<Omit<RegisteredAppTool, "update">>): void;
  handler: (args: unknown, ctx: HandlerContext) => Promise<CallToolResult>;
}

/** The registry behind `App.registerTool`. `changed` runs after every enable, disable, update or remove. */
export class ToolRegistry {
  readonly #tools = new Map<string, RegisteredAppTool>();
  readonly #changed: () => void;

  constructor(changed: () => void) {
    this.#changed = changed;
  }

  /** Adds a tool; a name that is taken throws. The handle acts on this registration only. */
  register(
    name: string,
    config: AppToolConfig<StandardSchemaV1 | undefined, StandardSchemaV1 | undefined>,
    cb: Function,
  ): RegisteredAppTool {
    if (this.#tools.has(name)) throw new AppError("INVALID_PARAMS", `Tool ${name} is already registered`);
    const tool: RegisteredAppTool = {
      ...config,
      enabled: true,
      enable: () => tool.update({ enabled: true }),
      disable: () => tool.update({ enabled: false }),
      remove: () => {
        if (this.#tools.get(name) !== tool) return;
        this.#tools.delete(name);
        this.#changed();
      },
      update: (updates) => {
        Object.assign(tool, updates);
        this.#changed();
      },
      handler: (args, ctx) => runTool(name, tool, cb, args, ctx),
    };
    this.#tools.set(name, tool);
    return tool;
  }

  /** `tools/list`: the enabled tools, with JSON Schemas derived from their Standard Schemas. */
  list(): { tools: Tool[] } {
    const tools: Tool[] = [];
    for (const [name, tool] of this.#tools) {
      if (!tool.enabled) continue;
      const entry: Tool = {
        name,
        inputSchema: tool.inputSchema ? toJsonSchema(tool.inputSchema, "input") : { type: "object", properties: {} },
      };
      if (tool.title !== undefined) entry.title = tool.title;
      if (tool.description !== undefined) entry.description = tool.description;
      if (tool.outputSchema) entry.outputSchema = toJsonSchema(tool.outputSchema, "output") as Tool["outputSchema"];
      if (tool.annotations) entry.annotations = tool.annotations;
      if (tool._meta) entry._meta = tool._meta;
      tools.push(entry);
    }
    return { tools };
  }

  /** `tools/call`: errors become JSON-RPC `-32603` responses with the official messages. */
  call(params: { name: string; arguments?: Record<string, unknown> }, ctx: HandlerContext): Promise<CallToolResult> {
    const name = params.name;
    const tool = this.#tools.get(name);
    if (!tool) throw new Error(`Tool ${name} not found`);
    return tool.handler(params.arguments ?? {}, ctx);
  }
}

/** Runs a tool: input validated (and replaced by its parsed value), then output validated likewise. */
async function runTool(name: string, tool: RegisteredAppTool, cb: Function, args: unknown, ctx: HandlerContext): Promise<CallToolResult> {
  if (!tool.enabled) throw new Error(`Tool ${name} is disabled`);
  const { inputSchema, outputSchema } = tool;
  const result = (await (inputSchema
    ? cb(await validate(inputSchema, args ?? {}, `Invalid input for tool ${name}`), ctx)
    : cb(ctx))) as CallToolResult;
  if (outputSchema && !result.isError) {
    return {
      ...result,
      structuredContent: (await validate(
        outputSchema,
        result.structuredContent,
        `Invalid output for tool ${name}`,
      )) as CallToolResult["structuredContent"],
    };
  }
  return result;
}

/** The JSON Schema of a Standard Schema that can give one; one that cannot makes `tools/list` fail, as the official does. */
function toJsonSchema(schema: StandardSchemaV1, io: "input" | "output"): Tool["inputSchema"] {
  const standard = schema["~standard"] as StandardSchemaV1.Props & Partial<StandardJSONSchemaV1.Props>;
  if (!standard.jsonSchema) {
    throw new Error(
      `Schema (vendor: ${standard.vendor}) does not implement Standard JSON Schema (~standard.jsonSchema), so tools/list cannot describe it`,
    );
  }
  return standard.jsonSchema[io]({ target: "draft-2020-12" }) as Tool["inputSchema"];
}
