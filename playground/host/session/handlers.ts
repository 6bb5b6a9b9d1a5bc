// How the playground host answers a view, on top of the test kit's host: the kit already answers
// -32601 for any request whose capability the profile lacks; these handlers send what it accepts to
// the MCP server, and report it as session events (the chat, the model context, links, logs). A
// request the profile's host carries out only during a gesture is refused without one (gesture.ts).
// On a host that advertises OpenAI's extensions (the ChatGPT profiles), a ui/message's
// `_meta["openai/message"]` (its target and send flag) is told in the chat, and a model-context update
// is answered with its `updateId`, as ChatGPT does (openai/mcp-extensions docs/spec.md).
import type { CallToolResult, Client } from "@modelcontextprotocol/client";
import type { Tool } from "@modelcontextprotocol/client";
import { LOG_METHOD, type EmbeddedResource, type McpUiDisplayMode, type ResourceLink } from "mcp-view";
import { DEFAULT_SAMPLING_RESULT, jsonRpcError, type TestHost } from "mcp-view/testing";
import { contentText } from "./content-text.js";
import { fromBase64, savedFileUrl } from "./downloads.js";
import type { SessionEmitter } from "./events.js";
import type { ViewToolCall } from "./fixture-capture.js";
import { visibility } from "./mcp.js";
import { serverViewState } from "./server-view-state.js";

/** What the handlers need. */
export interface HandlerDeps {
  client: Client;
  tools: Tool[];
  events: SessionEmitter;
  /** Whether the view may be switched to `mode` now. */
  allowsMode(mode: McpUiDisplayMode): boolean;
  /** Switches the display mode (called after the answer went out). */
  switchMode(mode: McpUiDisplayMode): void;
  /** Called when the view asks to be torn down (`ui/notifications/request-teardown`). */
  onTeardownRequest(): void;
  /** Throws the host's refusal when `method` needs a user gesture and there was none (gesture.ts). */
  requireGesture(method: string): void;
  /** Told each server tool call the view made and its answer (the run keeps them for a fixture's mocks). */
  onServerCall?(call: ViewToolCall): void;
}

/** Wires `host` to the MCP client and the session's events. */
export function wireHandlers(host: TestHost, deps: HandlerDeps): void {
  const { events } = deps;
  const app = () => host.appInfo?.name ?? "the view";
  const gate = deps.requireGesture;
  let updates = 0;
  host.handle("ui/message", (params) => {
    gate("ui/message");
    const route = messageRoute(host, params);
    events.dispatch("chat", {
      from: "user",
      title: `User message sent by ${app()} (ui/message${route ? `, ${route}` : ""})`,
      text: contentText(params.content),
    });
    events.dispatch("view-message", { text: contentText(params.content) });
    return {};
  });
  host.handle("ui/open-link", ({ url }) => (gate("ui/open-link"), events.dispatch("link", { url }), {}));
  host.handle("ui/download-file", ({ contents }) => (gate("ui/download-file"), contents.forEach((item) => download(events, item)), {}));
  host.handle("ui/update-model-context", (params) => {
    if (!offers(host, "openai/modelContext")) return (events.dispatch("model-context", { context: params, from: app() }), {});
    // "Context Changed Notifications": ChatGPT names each update; the id comes back in the result's _meta.
    const updateId = `update-${++updates}`;
    events.dispatch("model-context", { context: params, from: `${app()} (updateId ${updateId})` });
    return { _meta: { "openai/modelContext": { updateId } } };
  });
  host.handle("ui/request-display-mode", ({ mode }) => {
    gate("ui/request-display-mode");
    const current = host.hostContext.displayMode ?? "inline";
    if (mode === current || !deps.allowsMode(mode)) return { mode: current };
    setTimeout(() => deps.switchMode(mode));
    return { mode };
  });
  wireServerRequests(host, deps);
  host.handle("sampling/createMessage", (params) => {
    const text = `${contentText(params.messages.flatMap((m) => m.content) as never)}\n→ the playground has no model: canned reply "${DEFAULT_SAMPLING_RESULT.content.text}".`;
    events.dispatch("chat", { from: "host", title: `${app()} asked the model for a completion (sampling/createMessage)`, text });
    return structuredClone(DEFAULT_SAMPLING_RESULT) as never;
  });
  wireNotifications(host, deps);
}

/** What a view's requests to the MCP server need. */
export type ServerRequestDeps = Pick<HandlerDeps, "client" | "tools" | "events" | "onServerCall">;

/**
 * The view's requests that the host relays to the MCP server: `tools/call` of a tool visible to
 * views, `resources/read` and `resources/list`. A tool's view and the view an elicitation names
 * (elicitation.ts) both get them.
 */
export function wireServerRequests(host: TestHost, deps: ServerRequestDeps): void {
  host.handle("tools/call", (params, ctx) => noted(deps, params, ctx.signal));
  host.handle("resources/read", async (params, ctx) => (await deps.client.readResource(params, { signal: ctx.signal })) as never);
  host.handle("resources/list", async (params, ctx) => (await deps.client.listResources(params, { signal: ctx.signal })) as never);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether `host` advertises OpenAI's `extension` (`hostCapabilities.experimental[extension]`), as ChatGPT does. */
const offers = (host: TestHost, extension: string): boolean => isObject(host.hostCapabilities.experimental?.[extension]);

/**
 * Where ChatGPT puts a `ui/message` that carries `_meta["openai/message"]` ("Prompt Target and Send
 * Behavior": target "active" and send true by default), for the chat entry; `undefined` without one,
 * or on a host without the extension. Options outside the specification are answered -32602, as the
 * test kit's host answers them.
 */
function messageRoute(host: TestHost, params: object): string | undefined {
  const meta = (params as { _meta?: unknown })._meta;
  const options = isObject(meta) ? meta["openai/message"] : undefined;
  if (options === undefined || !offers(host, "openai/message")) return undefined;
  const { target, send } = isObject(options) ? options : { target: 0, send: undefined };
  if ((target !== undefined && target !== "new" && target !== "active") || (send !== undefined && typeof send !== "boolean"))
    throw jsonRpcError(-32602, 'ui/message: _meta["openai/message"] must be { target?: "new" | "active", send?: boolean }');
  return `${target === "new" ? "to a new conversation" : "to the active conversation"}, ${send === false ? "as a draft" : "sent at once"}`;
}

/** The view's notifications: its log (today's name, and ui/log on the next wire names), its size, its wish to be closed. */
function wireNotifications(host: TestHost, deps: HandlerDeps): void {
  const { events } = deps;
  for (const method of ["notifications/message", LOG_METHOD]) {
    host.on(method, (params) => {
      events.dispatch("log", {
        source: "view",
        level: String(params?.level),
        logger: params?.logger as string | undefined,
        data: params?.data,
      });
      if (!host.hostCapabilities.logging)
        events.dispatch("diagnostic", {
          key: "cap:logging",
          severity: "warn",
          title: `The view sent ${method}, but this host lacks hostCapabilities.logging`,
          detail: "Hosts without logging may drop these messages.",
        });
    });
  }
  host.on("ui/notifications/size-changed", (params) => {
    const { width, height } = (params ?? {}) as { width?: number; height?: number };
    events.dispatch("view-size", { height });
    events.dispatch("diagnostic", {
      key: "size",
      severity: "info",
      title: `The view reports its size: ${width ?? "?"} × ${height ?? "?"} px`,
      detail: "ui/notifications/size-changed (the host follows the height while the container is flexible).",
    });
  });
  host.on("ui/notifications/request-teardown", () => deps.onTeardownRequest());
}

/**
 * `callTool`, its answer told to `onServerCall` (and, for the view-state tools, what the server keeps to the
 * View state panel); not when the view went away first (nobody got that answer).
 */
async function noted(deps: ServerRequestDeps, params: { name: string; arguments?: Record<string, unknown> }, signal: AbortSignal) {
  const call = { tool: params.name, args: params.arguments ?? {} };
  try {
    const result = await callTool(deps, params, signal);
    deps.onServerCall?.({ ...call, result });
    const kept = serverViewState(call.tool, call.args, result);
    if (kept && !signal.aborted) deps.events.dispatch("server-view-state", kept);
    return result as never;
  } catch (error) {
    if (!signal.aborted) deps.onServerCall?.({ ...call, error: { code: codeOf(error), message: errorMessage(error) } });
    throw error;
  }
}

/** The JSON-RPC code the view is answered with: the error's integer code, else -32603 (what the test kit's host sends). */
const codeOf = (error: unknown): number => {
  const code = (error as { code?: unknown } | null)?.code;
  return Number.isInteger(code) ? (code as number) : -32603;
};

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function callTool(deps: ServerRequestDeps, params: { name: string; arguments?: Record<string, unknown> }, signal: AbortSignal) {
  const tool = deps.tools.find((t) => t.name === params.name);
  if (!tool) throw jsonRpcError(-32602, `Unknown tool ${params.name}`);
  if (!visibility(tool).includes("app")) {
    deps.events.dispatch("diagnostic", {
      key: `visibility:${tool.name}`,
      severity: "warn",
      title: `The view called ${tool.name}, which is not visible to views`,
      detail: `Its _meta.ui.visibility is ${JSON.stringify(visibility(tool))}; hosts must reject it. Add "app" to call it from a view.`,
    });
    throw jsonRpcError(-32000, `Tool ${tool.name} is not available to views (visibility ${JSON.stringify(visibility(tool))})`);
  }
  return (await deps.client.callTool(params, { signal })) as CallToolResult;
}

function download(events: SessionEmitter, item: EmbeddedResource | ResourceLink): void {
  if (item.type === "resource_link")
    return events.dispatch("download", { name: item.name, url: item.uri, detail: `(link, ${item.mimeType ?? "unknown type"})` });
  const { resource } = item;
  const name = resource.uri.split("/").pop() || "download";
  const type = resource.mimeType ?? "application/octet-stream";
  events.dispatch("download", {
    name,
    url: savedFileUrl("text" in resource ? resource.text : fromBase64(resource.blob)),
    detail: `(${type})`,
  });
}
