// Types only (no run-time code): a view's tool calls, inputs and results typed from the server's own
// tool definitions (`defineAppTool` of `mcp-view/server`). The view imports a definition as a type
// (`import type { greet } from "./view-tools"`), so its schema library never enters the widget bundle.
// Everything is read through Standard Schema types, so zod itself is never named here.
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { CallToolRequestParams } from "@modelcontextprotocol/sdk/spec.types.js";
import type { CallToolResult, McpUiToolInputParams } from "../protocol/shapes.js";
import type { RequestOptions } from "../rpc/rpc.js";

/** What a view needs of a tool definition: its name and schemas, as types. `typeof greet` fits it. */
export interface ToolTypes {
  readonly name: string;
  readonly inputSchema?: StandardSchemaV1 | undefined;
  readonly outputSchema?: StandardSchemaV1 | undefined;
}

/** True for the bare {@link ToolTypes} (and any definition whose name is not a literal): the untyped case. */
type IsUntyped<T extends ToolTypes> = string extends T["name"] ? true : false;
type InputOf<T> = T extends { readonly inputSchema: infer S extends StandardSchemaV1 } ? S : undefined;
type OutputOf<T> = T extends { readonly outputSchema: infer S extends StandardSchemaV1 } ? S : undefined;

/** The arguments tool `T` takes: its input schema's input type, or no fields without one. */
export type ToolArguments<T extends ToolTypes> =
  IsUntyped<T> extends true
    ? Record<string, unknown>
    : InputOf<T> extends StandardSchemaV1
      ? StandardSchemaV1.InferInput<InputOf<T>>
      : Record<string, never>;

/**
 * The params of `callServerTool` for tool `T` (or for each tool of a union, by name). `arguments`
 * may be left out only when the tool needs none.
 */
export type ToolCallParams<T extends ToolTypes> = T extends ToolTypes
  ? IsUntyped<T> extends true
    ? CallToolRequestParams
    : Omit<CallToolRequestParams, "name" | "arguments"> & { name: T["name"] } & ({} extends ToolArguments<T>
          ? { arguments?: ToolArguments<T> }
          : { arguments: ToolArguments<T> })
  : never;

/** The fields every tool result has, whatever its `structuredContent`. */
type ResultFields = Pick<CallToolResult, "content" | "_meta">;

/**
 * A tool result whose `structuredContent`, when present, has type `Out`, unless it is an error
 * (`isError: true`), which carries no promise about its content: check `isError` first. Present is
 * not promised: a host may drop `structuredContent` (and the App recovers it only from a JSON text
 * block), so a view handles its absence (see `fetchStructuredContent`).
 */
export type TypedToolResult<Out> =
  (ResultFields & { isError?: false; structuredContent?: Out }) | (ResultFields & { isError: true; structuredContent?: unknown });

/** A tool result whose `structuredContent` was checked against a schema (`validateToolResult`): present, of type `Out`. */
export type CheckedToolResult<Out> =
  (ResultFields & { isError?: false; structuredContent: Out }) | (ResultFields & { isError: true; structuredContent?: unknown });

/** The result of tool `T`: typed from its output schema; a plain `CallToolResult` without one. */
export type ToolResult<T extends ToolTypes> = T extends ToolTypes
  ? IsUntyped<T> extends true
    ? CallToolResult
    : OutputOf<T> extends StandardSchemaV1
      ? TypedToolResult<StandardSchemaV1.InferOutput<OutputOf<T>>>
      : CallToolResult
  : never;

/** The tool input of `T` as the host sends it (`ui/notifications/tool-input`); for `useToolInput`. */
export type ToolInput<T extends ToolTypes> = IsUntyped<T> extends true ? McpUiToolInputParams : { arguments?: ToolArguments<T> };

/**
 * The tool definitions in `M`: `M` itself when it is one, else those among its values
 * (`typeof import("./view-tools")`, an object of definitions or a tuple of them).
 */
export type ToolsOf<M> = M extends ToolTypes ? M : { [K in keyof M]: M[K] extends ToolTypes ? M[K] : never }[keyof M];

/** The definition named `N` among the definitions of `M`. */
export type ToolNamed<M, N extends string> = Extract<ToolsOf<M>, { readonly name: N }>;

/** A typed `callServerTool`: one tool, or every tool of a map picked by name. For `useCallServerTool`. */
export type TypedCallServerTool<M> = <N extends ToolsOf<M>["name"]>(
  params: ToolCallParams<ToolNamed<M, N>> & { name: N },
  options?: RequestOptions,
) => Promise<ToolResult<ToolNamed<M, N>>>;

/**
 * A hook's return `Base` (such as `useCallServerTool`'s) with `call` and `result` typed for the tools
 * of `M` (one definition or a map); `Base` unchanged for the bare {@link ToolTypes}.
 */
export type WithTypedCalls<Base extends { call: unknown; result: unknown }, M> =
  IsUntyped<ToolsOf<M>> extends true
    ? Base
    : Omit<Base, "call" | "result"> & { call: TypedCallServerTool<M>; result: ToolResult<ToolsOf<M>> | undefined };
