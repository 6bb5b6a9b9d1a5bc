// How the playground host answers a view, on top of the test kit's host: the kit already answers
// -32601 for any request whose capability the profile lacks; these handlers route what it accepts
// to the panels and to the MCP server.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { DEFAULT_SAMPLING_RESULT, jsonRpcError, type TestHost } from "../../src/testing/index.js";
import { LOG_METHOD } from "../../src/index.js";
import type { EmbeddedResource, McpUiDisplayMode, ResourceLink } from "../../src/protocol/shapes.js";
import type { Diagnostics } from "./diagnostics.js";
import { fromBase64, savedFileUrl } from "./downloads.js";
import { visibility } from "./mcp.js";
import { contentText, type LinksPanel, type LogsPanel, type ModelContextPanel, type Transcript } from "./panels.js";

/** What the handlers report to. */
export interface HandlerDeps {
  client: Client;
  tools: Tool[];
  transcript: Transcript;
  modelContext: ModelContextPanel;
  links: LinksPanel;
  logs: LogsPanel;
  diagnostics: Diagnostics;
  /** Whether the view may be switched to `mode` now. */
  allowsMode(mode: McpUiDisplayMode): boolean;
  /** Switches the display mode (called after the answer went out). */
  switchMode(mode: McpUiDisplayMode): void;
  /** Called with the height the view reports in `ui/notifications/size-changed`. */
  onSize(height: number | undefined): void;
  /** Called when the view asks to be torn down (`ui/notifications/request-teardown`). */
  onTeardownRequest(): void;
}

/** Wires `host` to the panels and the MCP client. */
export function wireHandlers(host: TestHost, deps: HandlerDeps): void {
  const app = () => host.appInfo?.name ?? "the view";
  host.handle("ui/message", (params) => {
    deps.transcript.add("user", `User message sent by ${app()} (ui/message)`, contentText(params.content));
    return {};
  });
  host.handle("ui/open-link", ({ url }) => (deps.links.addLink(url), {}));
  host.handle("ui/download-file", ({ contents }) => (contents.forEach((item) => download(deps.links, item)), {}));
  host.handle("ui/update-model-context", (params) => (deps.modelContext.set(params, app()), {}));
  host.handle("ui/request-display-mode", ({ mode }) => {
    const current = host.hostContext.displayMode ?? "inline";
    if (mode === current || !deps.allowsMode(mode)) return { mode: current };
    setTimeout(() => deps.switchMode(mode));
    return { mode };
  });
  host.handle("tools/call", (params, ctx) => callTool(deps, params, ctx.signal));
  host.handle("resources/read", async (params, ctx) => (await deps.client.readResource(params, { signal: ctx.signal })) as never);
  host.handle("resources/list", async (params, ctx) => (await deps.client.listResources(params, { signal: ctx.signal })) as never);
  host.handle("sampling/createMessage", (params) => {
    deps.transcript.add("host", `${app()} asked the model for a completion (sampling/createMessage)`, `${contentText(params.messages.flatMap((m) => m.content) as never)}\n→ the playground has no model: canned reply "${DEFAULT_SAMPLING_RESULT.content.text}".`);
    return structuredClone(DEFAULT_SAMPLING_RESULT) as never;
  });
  // Today's name, and ui/log on the next wire names.
  for (const method of ["notifications/message", LOG_METHOD]) {
    host.on(method, (params) => {
      deps.logs.add("view", String(params?.level), params?.logger as string | undefined, params?.data);
      if (!host.hostCapabilities.logging) deps.diagnostics.set("cap:logging", "warn", `The view sent ${method}, but this host lacks hostCapabilities.logging`, "Hosts without logging may drop these messages.");
    });
  }
  host.on("ui/notifications/size-changed", (params) => {
    const { width, height } = (params ?? {}) as { width?: number; height?: number };
    deps.onSize(height);
    deps.diagnostics.set("size", "info", `The view reports its size: ${width ?? "?"} × ${height ?? "?"} px`, "ui/notifications/size-changed (the host follows the height while the container is flexible).");
  });
  host.on("ui/notifications/request-teardown", () => deps.onTeardownRequest());
}

async function callTool(deps: HandlerDeps, params: { name: string; arguments?: Record<string, unknown> }, signal: AbortSignal) {
  const tool = deps.tools.find((t) => t.name === params.name);
  if (!tool) throw jsonRpcError(-32602, `Unknown tool ${params.name}`);
  if (!visibility(tool).includes("app")) {
    deps.diagnostics.set(`visibility:${tool.name}`, "warn", `The view called ${tool.name}, which is not visible to views`, `Its _meta.ui.visibility is ${JSON.stringify(visibility(tool))}; hosts must reject it. Add "app" to call it from a view.`);
    throw jsonRpcError(-32000, `Tool ${tool.name} is not available to views (visibility ${JSON.stringify(visibility(tool))})`);
  }
  return (await deps.client.callTool(params, undefined, { signal })) as never;
}

function download(links: LinksPanel, item: EmbeddedResource | ResourceLink): void {
  if (item.type === "resource_link") return links.addDownload(item.name, item.uri, `(link, ${item.mimeType ?? "unknown type"})`);
  const { resource } = item;
  const name = resource.uri.split("/").pop() || "download";
  const type = resource.mimeType ?? "application/octet-stream";
  links.addDownload(name, savedFileUrl("text" in resource ? resource.text : fromBase64(resource.blob)), `(${type})`);
}

/** The tool result's text for the transcript (what the model reads). */
export const resultText = (result: object): string => contentText((result as { content?: never }).content) || "(no text content)";
