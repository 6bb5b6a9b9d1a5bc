// The inspector: the tabbed panels beside the stage (the chat, "Why is it blank?", the JSON-RPC log,
// the model context, links, the Console, view state), each rendering the session events it is about.
// The labels are short so the seven tabs stay on one row in a 380 px inspector; each tab's title
// (its tooltip) is the panel's full name.
import type { SessionEmitter } from "../session/events.js";
import { DiagnosticsView } from "./diagnostics-view.js";
import { ConsolePanel } from "./console-panel.js";
import { LinksPanel, ModelContextPanel, Transcript } from "./panels.js";
import { RpcLog } from "./rpc-log.js";
import { Tabs } from "./tabs.js";
import { ViewStatePanel } from "./view-state-panel.js";

export class Inspector {
  readonly transcript = new Transcript();
  readonly diagnostics = new DiagnosticsView();
  readonly rpcLog = new RpcLog();
  readonly modelContext = new ModelContextPanel();
  readonly links = new LinksPanel();
  readonly console = new ConsolePanel();
  readonly viewState = new ViewStatePanel();
  readonly tabs = new Tabs([
    { id: "transcript", label: "Chat", title: "Chat transcript", panel: this.transcript.element },
    { id: "diagnostics", label: "Why blank?", title: "Why is it blank? Checks on the current view", panel: this.diagnostics.element },
    { id: "rpc", label: "RPC", title: "JSON-RPC log", panel: this.rpcLog.element },
    { id: "context", label: "Context", title: "Model context", panel: this.modelContext.element },
    { id: "links", label: "Links", title: "Opened links and downloads", panel: this.links.element },
    { id: "console", label: "Console", title: "Console: errors, warnings and logs of the view", panel: this.console.element },
    { id: "state", label: "State", title: "View state", panel: this.viewState.element },
  ]);

  get element(): HTMLElement {
    return this.tabs.element;
  }

  constructor(events: SessionEmitter) {
    this.diagnostics.onchange = (problems) => this.tabs.mark("diagnostics", problems, "warn");
    this.console.onchange = ({ errors, warnings }) => this.tabs.mark("console", errors + warnings, errors ? "error" : "caution");
    events.addEventListener("diagnostic", (line) => this.diagnostics.set(line));
    events.addEventListener("diagnostics-cleared", () => this.diagnostics.clear());
    events.addEventListener("rpc", ({ channel, direction, message }) => this.rpcLog.add(channel, direction, message));
    events.addEventListener("chat", ({ from, title, text }) => this.transcript.add(from, title, text));
    events.addEventListener("model-context", ({ context, from, ignoredBy }) => this.modelContext.set(context, from, ignoredBy));
    events.addEventListener("model-content", ({ modelContent, from }) => this.modelContext.setModelContent(modelContent, from));
    events.addEventListener("link", ({ url }) => this.links.addLink(url));
    events.addEventListener("download", ({ name, url, detail }) => this.links.addDownload(name, url, detail));
    events.addEventListener("log", ({ source, level, logger, data }) => this.console.add(source, level, logger, data));
    events.addEventListener("view-console", ({ entry }) => this.console.addEntry(entry));
    events.addEventListener("stage", (stage) => stage.kind === "call" && stage.view && this.console.newView(stage.tool));
    events.addEventListener("diagnostics-cleared", () => this.console.resetCounts());
    events.addEventListener("view-state", (report) => this.viewState.report(report));
    events.addEventListener("widget-state", ({ state }) => this.viewState.widgetState(state));
    events.addEventListener("server-view-state", (kept) => this.viewState.server(kept));
    events.addEventListener("view-state-cleared", (homes) => this.viewState.clear(homes));
  }
}
