// Tools the view itself offers to the host (host → view `tools/list` and `tools/call`), declared with
// Standard Schema input and output schemas so that zod, valibot or arktype schemas work as they are.
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import type { CallToolResult, JSONRPCParams, Tool } from "./protocol.js";
import type { HandlerContext } from "./rpc.js";
import { describeIssues } from "./issues.js";
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/spec.types.js";

type Infer<S> = S extends StandardSchemaV1 ? StandardSchemaV1.InferOutput<S> : never;

/** What a tool callback may return: with an output schema, `structuredContent` must match it. */
export type AppToolResult<Out extends StandardSchemaV1 | undefined = undefined> = Out extends StandardSchemaV1
  ? (CallToolResult & { structuredContent: Infer<Out>; isError?: false }) | (CallToolResult & { isError: true })
  : CallToolResult;

/** A tool callback: `(args, ctx)` with an input schema, `(ctx)` without (as the official SDK). */
export type AppToolCallback<In extends StandardSchemaV1 | undefined = undefined, Out extends StandardSchemaV1 | undefined = undefined> =
  In extends StandardSchemaV1
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

  get size(): number {
    return this.#tools.size;
  }

  register(name: string, config: AppToolConfig<StandardSchemaV1 | undefined, StandardSchemaV1 | undefined>, cb: Function): RegisteredAppTool {
    const tool: RegisteredAppTool = {
      ...config,
      enabled: true,
      enable: () => tool.update({ enabled: true }),
      disable: () => tool.update({ enabled: false }),
      remove: () => this.#tools.delete(name) && this.#changed(),
      update: (updates) => {
        Object.assign(tool, updates);
        this.#changed();
      },
      handler: async (args, ctx) => {
        const { inputSchema, outputSchema } = tool;
        const result = (await (inputSchema ? cb(await validate(inputSchema, args, name, "input"), ctx) : cb(ctx))) as CallToolResult;
        if (outputSchema && result?.isError !== true) await validate(outputSchema, result?.structuredContent, name, "output");
        return result;
      },
    };
    this.#tools.set(name, tool);
    return tool;
  }

  /** `tools/list`: the enabled tools, with JSON Schemas derived from their Standard Schemas (keys without a value are left out). */
  list(): { tools: Tool[] } {
    const tools = [...this.#tools].filter(([, t]) => t.enabled).map(([name, { title, description, inputSchema, outputSchema, annotations, _meta }]) => {
      const entry = {
        name,
        title,
        description,
        inputSchema: toJsonSchema(inputSchema, "input") ?? { type: "object", properties: {} },
        outputSchema: toJsonSchema(outputSchema, "output"),
        annotations,
        _meta,
      };
      return Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined)) as unknown as Tool;
    });
    return { tools };
  }

  /** `tools/call`: errors become JSON-RPC `-32603` responses with the official messages. */
  call(params: JSONRPCParams, ctx: HandlerContext): Promise<CallToolResult> {
    const name = params.name as string;
    const tool = this.#tools.get(name);
    if (!tool?.enabled) throw new Error(`Tool ${name} ${tool ? "is disabled" : "not found"}`);
    return tool.handler(params.arguments ?? {}, ctx);
  }
}

/** Validates `value` against a tool's `io` schema; the error names every issue with its path. */
async function validate(schema: StandardSchemaV1, value: unknown, name: string, io: "input" | "output"): Promise<unknown> {
  const result = await schema["~standard"].validate(value);
  if (!result.issues) return result.value;
  throw new Error(`Invalid ${io} for tool ${name}: ${describeIssues(result.issues)}`);
}

function toJsonSchema(schema: StandardSchemaV1 | undefined, io: "input" | "output"): Record<string, unknown> | undefined {
  const converter = (schema?.["~standard"] as Partial<StandardJSONSchemaV1.Props> | undefined)?.jsonSchema;
  return converter?.[io]({ target: "draft-2020-12" });
}
