// How the test host answers the view's requests by default: the handshake, server tools by name,
// display modes that honour availableDisplayModes, `{}` for messages and links, a canned sampling
// reply, and "not supported" for whatever the host's capabilities do not advertise.
import {
  AppError,
  LATEST_PROTOCOL_VERSION,
  type AppRequestMap,
  type HandlerContext,
  type Implementation,
  type McpUiAppCapabilities,
  type McpUiHostCapabilities,
  type McpUiHostContext,
  type ToolArguments,
  type ToolNamed,
  type ToolResult,
  type ToolsOf,
  type ToolTypes,
} from "../index.js";
import { openAiAnswers, type TestFile } from "./openai-answers.js";

/** Answers one of the view's requests; a thrown error becomes a JSON-RPC error (see {@link jsonRpcError}). */
export type HostRequestHandler<M extends keyof AppRequestMap = keyof AppRequestMap> = (
  params: AppRequestMap[M]["params"],
  ctx: HandlerContext,
) => AppRequestMap[M]["result"] | Promise<AppRequestMap[M]["result"]>;

/**
 * Answers the view's `tools/call` for one server tool, given the call's `arguments` (`{}` when absent).
 * Typed from a tool definition (`TestToolHandler<typeof greet>`), `args` is what its input schema
 * accepts and the result must fit its output schema; untyped, any arguments and any result.
 */
export type TestToolHandler<T extends ToolTypes = ToolTypes> = (
  args: ToolArguments<T>,
  params: AppRequestMap["tools/call"]["params"],
  ctx: HandlerContext,
) => ToolResult<T> | Promise<ToolResult<T>>;

/**
 * Handlers for server tools by name. Typed from tool definitions `M` (one definition, or a module or
 * object of them: `typeof import("./tools")`), only their names are allowed and each handler is
 * typed for its tool; untyped (`ToolTypes`), any names.
 */
export type TestToolHandlers<M = ToolTypes> = [ToolsOf<M>] extends [never]
  ? Record<string, TestToolHandler>
  : string extends ToolsOf<M>["name"]
    ? Record<string, TestToolHandler>
    : { [N in ToolsOf<M>["name"]]?: TestToolHandler<ToolNamed<M, N>> };

/** A handler-shaped view of every default answer, keyed by method. */
export type AnyHandler = (params: Record<string, unknown>, ctx: HandlerContext) => unknown;

/** What the default answers read from and do to the host. */
export interface AnswerContext {
  readonly hostInfo: Implementation;
  readonly hostCapabilities: McpUiHostCapabilities;
  readonly hostContext: McpUiHostContext;
  readonly protocolVersion: string | undefined;
  tool(name: string): TestToolHandler | undefined;
  appCapabilities(): McpUiAppCapabilities | undefined;
  /** Runs `fn` once the response to request `id` has been handed to the view. */
  afterReply(id: HandlerContext["requestId"], fn: () => void): void;
  changeDisplayMode(mode: McpUiHostContext["displayMode"]): void;
  /** Files opened by a file entrypoint, by `resourceUri` (OpenAI's extension; openai-answers.ts). */
  readonly files: Record<string, TestFile>;
}

/** A JSON-RPC error to throw from a handler: the view receives `{ code, message, data }`. */
export function jsonRpcError(code: number, message: string, data?: unknown): AppError {
  return new AppError("REMOTE_ERROR", message, { code, data });
}

/** The host capability each view request needs; without it the host answers -32601. */
export const REQUIRED_CAPABILITY: Readonly<Record<string, keyof McpUiHostCapabilities>> = {
  "ui/open-link": "openLinks",
  "ui/download-file": "downloadFile",
  "ui/message": "message",
  "ui/update-model-context": "updateModelContext",
  "tools/call": "serverTools",
  "resources/read": "serverResources",
  "resources/list": "serverResources",
  "resources/templates/list": "serverResources",
  "sampling/createMessage": "sampling",
};

/** The reply to `sampling/createMessage` when no handler is set. */
export const DEFAULT_SAMPLING_RESULT = Object.freeze({
  role: "assistant",
  content: { type: "text", text: "Sampled reply from the test host" },
  model: "mcp-view-test-host",
  stopReason: "endTurn",
});

/** The default answer for every view request the test host knows. */
export function defaultAnswers(host: AnswerContext): Record<string, AnyHandler> {
  const base = standardAnswers(host);
  return { ...base, ...openAiAnswers(host.hostCapabilities, host.files, base) };
}

/** The answers of a host following the MCP Apps specification alone. */
function standardAnswers(host: AnswerContext): Record<string, AnyHandler> {
  const empty = () => ({});
  return {
    // The reference host echoes a supported version and otherwise answers its latest; it supports one.
    "ui/initialize": () => ({
      protocolVersion: host.protocolVersion ?? LATEST_PROTOCOL_VERSION,
      hostInfo: host.hostInfo,
      hostCapabilities: host.hostCapabilities,
      hostContext: host.hostContext,
    }),
    ping: empty,
    "ui/open-link": empty,
    "ui/message": empty,
    "ui/download-file": empty,
    "ui/update-model-context": empty,
    "ui/request-display-mode": (params, ctx) => {
      const { mode } = params as unknown as AppRequestMap["ui/request-display-mode"]["params"];
      const context = host.hostContext;
      const current = context.displayMode ?? "inline";
      const declared = host.appCapabilities()?.availableDisplayModes;
      const allowed = (context.availableDisplayModes ?? ["inline"]).includes(mode) && (!declared || declared.includes(mode));
      if (!allowed || mode === current) return { mode: current };
      host.afterReply(ctx.requestId, () => host.changeDisplayMode(mode));
      return { mode };
    },
    "tools/call": (params, ctx) => {
      const p = params as unknown as AppRequestMap["tools/call"]["params"];
      const handler = host.tool(p.name);
      if (!handler)
        throw jsonRpcError(
          -32602,
          `Tool ${p.name} not found: the test host has no handler for it (add one with host.addServerTool("${p.name}", handler))`,
        );
      return handler(p.arguments ?? {}, p, ctx);
    },
    "resources/read": (params) => {
      throw jsonRpcError(
        -32002,
        `Resource ${String(params.uri)} not found: the test host has no resources/read handler (add one with host.handle("resources/read", handler))`,
      );
    },
    "resources/list": () => ({ resources: [] }),
    "sampling/createMessage": () => structuredClone(DEFAULT_SAMPLING_RESULT),
  };
}
