// The playground's host page: connects to the MCP server, lists its tools, and runs one at a time
// in a sandboxed frame, with the controls, panels and diagnostics around it. A deep link
// (`/?tool=…&args=…&theme=…&profile=…`) calls its tool as soon as the page is ready.
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { CSP_VIOLATION_MESSAGE } from "../server/csp.js";
import { api } from "./api.js";
import { Controls } from "./controls.js";
import { Diagnostics, type CspViolation } from "./diagnostics.js";
import { byId, h } from "./dom.js";
import { connectServer, uiResourceUri, visibility, type ServerChange, type ServerConnection } from "./mcp.js";
import { isViewStateReport } from "../server/storage-watch.js";
import { LinksPanel, LogsPanel, ModelContextPanel, Transcript, ViewStatePanel } from "./panels.js";
import { RpcLog } from "./rpc-log.js";
import { Run } from "./run.js";
import { readDeepLink, SettingsStore, writeDeepLink, type Settings } from "./settings.js";
import { Sidebar } from "./sidebar.js";
import { Stage } from "./stage.js";
import { Tabs } from "./tabs.js";

const link = readDeepLink(location.search, { prefersDark: matchMedia("(prefers-color-scheme: dark)").matches });
const settings = new SettingsStore(link.settings);
const transcript = new Transcript();
const modelContext = new ModelContextPanel();
const links = new LinksPanel();
const logs = new LogsPanel();
const viewState = new ViewStatePanel();
const rpcLog = new RpcLog();
const diagnostics = new Diagnostics();
const stage = new Stage();
const tabs = new Tabs([
  { id: "transcript", label: "Chat", panel: transcript.element },
  { id: "diagnostics", label: "Why is it blank?", panel: diagnostics.element },
  { id: "rpc", label: "JSON-RPC", panel: rpcLog.element },
  { id: "context", label: "Context", panel: modelContext.element },
  { id: "links", label: "Links", panel: links.element },
  { id: "logs", label: "Logs", panel: logs.element },
  { id: "state", label: "View state", panel: viewState.element },
]);
diagnostics.onchange = (problems) => tabs.mark("diagnostics", problems, "warn");
byId("panels").append(tabs.element);
byId("stage-slot").append(stage.element);
const controls = new Controls(settings);
let server: ServerConnection | undefined;
let run: Run | undefined;

const sidebar = new Sidebar({
  run: (tool, args) => void startRun(tool, args),
  cancel: () => run?.cancel(),
  teardown: () => void run?.teardown(),
  rerun: () => run && void startRun(run.tool, run.args),
  reload: () => void reloadView("the Reload view button"),
  changed: () => updateUrl(),
});
sidebar.setState(undefined);

function applyPageTheme(theme: Settings["theme"]): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

function updateUrl(): void {
  let args: string | null = null;
  try {
    args = JSON.stringify(JSON.parse(sidebar.argsText));
  } catch {
    args = null;
  }
  history.replaceState(null, "", writeDeepLink(settings.value, sidebar.selected?.name ?? null, args));
}

async function startRun(tool: Tool, args: Record<string, unknown>): Promise<void> {
  if (!server) return;
  if (run && run.state !== "closed") await run.teardown();
  viewState.clear();
  run = new Run({ client: server.client, tools: server.tools, settings, stage, transcript, modelContext, links, logs, rpcLog, diagnostics, viewState,
    onState: (state) => (sidebar.setState(state, tool.name), controls.refresh(run?.modes)) }, tool, args);
  updateUrl();
  const uri = uiResourceUri(tool);
  if (uri) server.watch(uri);
  await run.start();
}

/** Reloads the current view with its last tool input and result replayed (a run that has not finished runs again). */
async function reloadView(reason: string): Promise<void> {
  if (!run || run.state === "closed") return;
  if (!(await run.reload(reason))) await startRun(run.tool, run.args);
}

/** The server's notifications: a changed view reloads, a changed tool list is listed again. */
function serverChanged(change: ServerChange): void {
  if (change.kind === "tools") return void server?.refreshTools().then((tools) => sidebar.setTools(tools), () => {});
  if (!run?.uri || (change.kind === "resource" && change.uri !== run.uri)) return;
  void reloadView(change.kind === "resource" ? "the server sent notifications/resources/updated" : "the server sent notifications/resources/list_changed");
}

settings.subscribe((value, changed) => {
  applyPageTheme(value.theme);
  updateUrl();
  if (changed.includes("profile") && run && run.state !== "closed") {
    // Capabilities and host info are fixed by the handshake: a new profile needs a new view.
    void startRun(run.tool, run.args);
  } else run?.updateContext();
  controls.refresh(run?.modes);
});

addEventListener("message", (event: MessageEvent) => {
  const data = event.data as (CspViolation & { type?: unknown }) | undefined;
  if (data?.type === CSP_VIOLATION_MESSAGE && run?.fromFrame(event)) run.violation(data);
  if (isViewStateReport(event.data) && run?.fromFrame(event)) viewState.report(event.data);
});
stage.onexit = () => settings.set({ displayMode: "inline" });
addEventListener("resize", () => run?.updateContext());
addEventListener("keydown", (e) => {
  const typing = (e.target as HTMLElement).closest?.("input, textarea, select, [contenteditable]");
  if (e.key.toLowerCase() !== "r" || e.ctrlKey || e.metaKey || e.altKey || typing || byId<HTMLButtonElement>("reload").disabled) return;
  e.preventDefault();
  void reloadView("the R key");
});
byId("copy-link").addEventListener("click", async () => {
  await navigator.clipboard?.writeText(location.href).catch(() => {});
  byId("copy-link").textContent = "Link copied";
  setTimeout(() => (byId("copy-link").textContent = "Copy link"), 1500);
});

async function boot(): Promise<void> {
  applyPageTheme(settings.value.theme);
  const info = (await (await api("/api/info")).json()) as { mode: string; target: string };
  try {
    server = await connectServer({
      onMessage: (direction, message) => rpcLog.add("server", direction, message),
      onLog: (level, logger, data) => logs.add("server", level, logger, data),
      onChange: serverChanged,
    });
  } catch (error) {
    byId("server-info").replaceChildren(h("strong", { class: "error" }, `Cannot connect to ${info.target}: ${(error as Error).message}`));
    return;
  }
  const version = server.client.getServerVersion();
  byId("server-info").replaceChildren(h("strong", { id: "server-name" }, `${version?.name ?? "?"} ${version?.version ?? ""}`), ` · ${info.mode} · `, h("code", {}, info.target));
  sidebar.setTools(server.tools);
  const first = server.tools.find((t) => uiResourceUri(t) && visibility(t).includes("model")) ?? server.tools[0];
  if (!server.tools.some((t) => uiResourceUri(t))) stage.note("This server has no tool with a view (_meta.ui.resourceUri on the tool): its tools can still be called, and their text results appear in the chat.");
  if (link.tool && !sidebar.select(link.tool, link.args)) sidebar.showError(`The link names tool ${link.tool}, which this server does not have.`);
  else if (!link.tool && first) sidebar.select(first.name);
  if (link.argsError) sidebar.showError(link.argsError);
  else if (link.tool && sidebar.selected) void startRun(sidebar.selected, link.args ?? JSON.parse(sidebar.argsText));
  byId("stream").addEventListener("change", (e) => settings.set({ stream: (e.target as HTMLInputElement).checked }));
  (byId("stream") as HTMLInputElement).checked = settings.value.stream;
}

void boot();
