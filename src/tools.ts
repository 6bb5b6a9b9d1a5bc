// Tools the view itself offers to the host (host → view `tools/list` and `tools/call`), declared with
// Standard Schema input and output schemas so that zod, valibot or arktype schemas work as they are.
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import type { CallToolResult, JSONRPCParams, Tool } from "./protocol.js";
import type { HandlerContext } from "./rpc.js";
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

const EMPTY_SCHEMA = { type: "object", properties: {} };

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
        const input = inputSchema && (await validate(inputSchema, args, `Invalid input for tool ${name}`));
        const result = (await (inputSchema ? cb(input, ctx) : cb(ctx))) as CallToolResult;
        if (outputSchema && result?.isError !== true) await validate(outputSchema, result?.structuredContent, `Invalid output for tool ${name}`);
        return result;
      },
    };
    this.#tools.set(name, tool);
    return tool;
  }

  /** `tools/list`: the enabled tools, with JSON Schemas derived from their Standard Schemas. */
  list(): { tools: Tool[] } {
    const tools: Tool[] = [];
    for (const [name, t] of this.#tools) {
      if (!t.enabled) continue;
      const entry: Record<string, unknown> = { name, inputSchema: toJsonSchema(t.inputSchema, "input") ?? EMPTY_SCHEMA };
      for (const key of ["title", "description", "annotations", "_meta"] as const) if (t[key] !== undefined) entry[key] = t[key];
      const output = toJsonSchema(t.outputSchema, "output");
      if (output) entry.outputSchema = output;
      tools.push(entry as unknown as Tool);
    }
    return { tools };
  }

  /** `tools/call`: errors become JSON-RPC `-32603` responses with the official messages. */
  call(params: JSONRPCParams, ctx: HandlerContext): Promise<CallToolResult> {
    const name = params.name as string;
    const tool = this.#tools.get(name);
    if (!tool) throw new Error(`Tool ${name} not found`);
    if (!tool.enabled) throw new Error(`Tool ${name} is disabled`);
    return tool.handler(params.arguments ?? {}, ctx);
  }
}

async function validate(schema: StandardSchemaV1, value: unknown, prefix: string): Promise<unknown> {
  const result = await schema["~standard"].validate(value);
  if (!result.issues) return result.value;
  const issues = result.issues.map((i) => {
    const path = (i.path ?? []).map((p) => (typeof p === "object" ? p.key : p)).join(".");
    return path ? `${path}: ${i.message}` : i.message;
  });
  throw new Error(`${prefix}: ${issues.join("; ")}`);
}

function toJsonSchema(schema: StandardSchemaV1 | undefined, io: "input" | "output"): Record<string, unknown> | undefined {
  const converter = (schema?.["~standard"] as Partial<StandardJSONSchemaV1.Props> | undefined)?.jsonSchema;
  return converter?.[io]({ target: "draft-2020-12" });
}
