// How the playground host answers a view: one handler per view request, set only when the host
// profile has the capability (otherwise the bridge answers -32601, as a host without it would).
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { AppError } from "../../src/errors.js";
import type { EmbeddedResource, McpUiDisplayMode, ResourceLink } from "../../src/protocol.js";
import type { HostBridge } from "./bridge.js";
import type { Diagnostics } from "./diagnostics.js";
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
  /** Switches the display mode if allowed; returns the mode in effect. */
  requestMode(mode: McpUiDisplayMode): McpUiDisplayMode;
  onsize(height: number | undefined): void;
  onteardownrequest(): void;
}

const denied = (message: string) => new AppError("REMOTE_ERROR", message, { rpcCode: -32000 });

/** Wires `bridge` to the panels and the MCP client, for the capabilities the host advertises. */
export function wireHandlers(bridge: HostBridge, deps: HandlerDeps): void {
  const caps = bridge.getCapabilities();
  const app = () => bridge.getAppVersion()?.name ?? "the view";
  if (caps.message) {
    bridge.onmessage = (params) => {
      deps.transcript.add("user", `User message sent by ${app()} (ui/message)`, contentText(params.content));
      return {};
    };
  }
  if (caps.openLinks) bridge.onopenlink = ({ url }) => (deps.links.addLink(url), {});
  if (caps.downloadFile) bridge.ondownloadfile = ({ contents }) => (contents.forEach((item) => download(deps.links, item)), {});
  if (caps.updateModelContext) bridge.onupdatemodelcontext = (params) => (deps.modelContext.set(params, app()), {});
  bridge.onrequestdisplaymode = ({ mode }) => ({ mode: deps.requestMode(mode) });
  if (caps.serverTools) bridge.oncalltool = (params, ctx) => callTool(deps, params, ctx.signal);
  if (caps.serverResources) {
    bridge.onreadresource = async (params, ctx) => (await deps.client.readResource(params, { signal: ctx.signal })) as never;
    bridge.onlistresources = async (params, ctx) => (await deps.client.listResources(params, { signal: ctx.signal })) as never;
  }
  bridge.onloggingmessage = ({ level, logger, data }) => {
    deps.logs.add("view", level, logger, data);
    if (!caps.logging) deps.diagnostics.set("cap:logging", "warn", "The view sent notifications/message without hostCapabilities.logging", "This host does not advertise logging; such messages may be dropped.");
  };
  bridge.onsizechange = ({ width, height }) => {
    deps.onsize(height);
    deps.diagnostics.set("size", "info", `The view reports its size: ${width ?? "?"} × ${height ?? "?"} px`, "ui/notifications/size-changed (the host follows the height while the container is flexible).");
  };
  bridge.onrequestteardown = () => deps.onteardownrequest();
}

async function callTool(deps: HandlerDeps, params: { name: string; arguments?: Record<string, unknown> }, signal: AbortSignal) {
  const tool = deps.tools.find((t) => t.name === params.name);
  if (!tool) throw new AppError("INVALID_PARAMS", `Unknown tool ${params.name}`, { rpcCode: -32602 });
  if (!visibility(tool).includes("app")) {
    deps.diagnostics.set(`visibility:${tool.name}`, "warn", `The view called ${tool.name}, which is not visible to views`, `Its _meta.ui.visibility is ${JSON.stringify(visibility(tool))}; hosts must reject it. Add "app" to call it from a view.`);
    throw denied(`Tool ${tool.name} is not available to views (visibility ${JSON.stringify(visibility(tool))})`);
  }
  return (await deps.client.callTool(params, undefined, { signal })) as never;
}

function download(links: LinksPanel, item: EmbeddedResource | ResourceLink): void {
  if (item.type === "resource_link") return links.addDownload(item.name, item.uri, `(link, ${item.mimeType ?? "unknown type"})`);
  const { resource } = item;
  const name = resource.uri.split("/").pop() || "download";
  const type = resource.mimeType ?? "application/octet-stream";
  const href = "text" in resource ? URL.createObjectURL(new Blob([resource.text], { type })) : `data:${type};base64,${resource.blob}`;
  links.addDownload(name, href, `(${type})`);
}

/** The tool result's text for the transcript (what the model reads). */
export const resultText = (result: object): string => contentText((result as { content?: never }).content) || "(no text content)";
