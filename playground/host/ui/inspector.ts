// The inspector: the tabbed panels beside the stage (the chat, "Why is it blank?", the JSON-RPC log,
// the model context, links, logs, view state), each rendering the session events it is about.
import type { SessionEmitter } from "../session/events.js";
import { DiagnosticsView } from "./diagnostics-view.js";
import { LinksPanel, LogsPanel, ModelContextPanel, Transcript, ViewStatePanel } from "./panels.js";
import { RpcLog } from "./rpc-log.js";
import { Tabs } from "./tabs.js";

export class Inspector {
  readonly transcript = new Transcript();
  readonly diagnostics = new DiagnosticsView();
  readonly rpcLog = new RpcLog();
  readonly modelContext = new ModelContextPanel();
  readonly links = new LinksPanel();
  readonly logs = new LogsPanel();
  readonly viewState = new ViewStatePanel();
  readonly tabs = new Tabs([
    { id: "transcript", label: "Chat", panel: this.transcript.element },
    { id: "diagnostics", label: "Why is it blank?", panel: this.diagnostics.element },
    { id: "rpc", label: "JSON-RPC", panel: this.rpcLog.element },
    { id: "context", label: "Context", panel: this.modelContext.element },
    { id: "links", label: "Links", panel: this.links.element },
    { id: "logs", label: "Logs", panel: this.logs.element },
    { id: "state", label: "View state", panel: this.viewState.element },
  ]);

  get element(): HTMLElement {
    return this.tabs.element;
  }

  constructor(events: SessionEmitter) {
    this.diagnostics.onchange = (problems) => this.tabs.mark("diagnostics", problems, "warn");
    events.addEventListener("diagnostic", (line) => this.diagnostics.set(line));
    events.addEventListener("diagnostics-cleared", () => this.diagnostics.clear());
    events.addEventListener("rpc", ({ channel, direction, message }) => this.rpcLog.add(channel, direction, message));
    events.addEventListener("chat", ({ from, title, text }) => this.transcript.add(from, title, text));
    events.addEventListener("model-context", ({ context, from }) => this.modelContext.set(context, from));
    events.addEventListener("model-content", ({ modelContent, from }) => this.modelContext.setModelContent(modelContent, from));
    events.addEventListener("link", ({ url }) => this.links.addLink(url));
    events.addEventListener("download", ({ name, url, detail }) => this.links.addDownload(name, url, detail));
    events.addEventListener("log", ({ source, level, logger, data }) => this.logs.add(source, level, logger, data));
    events.addEventListener("view-state", (report) => this.viewState.report(report));
    events.addEventListener("widget-state", ({ state }) => this.viewState.widgetState(state));
    events.addEventListener("view-state-cleared", () => this.viewState.clear());
  }
}
