// The playground's host page: the session (session/: the MCP server, one run at a time in a
// sandboxed frame) wired to the page's widgets (ui/: the tool list, the controls, the stage with
// the server's elicitations, and the inspector), which render what the session's events say. A deep link
// (`/?tool=…&args=…&theme=…&profile=…`) calls its tool as soon as the page is ready. With reload on
// save (`--watch`, `--build`), each successful build reloads the view and a failed one shows its output;
// when the stdio server was restarted because its code changed, the page connects again and re-runs the last call.
import type { Tool } from "@modelcontextprotocol/client";
import { uiResourceUri, visibility } from "./session/mcp.js";
import { SaveReloader } from "./session/save-reloader.js";
import { Session } from "./session/session.js";
import { readDeepLink, SettingsStore, writeDeepLink, type Settings } from "./session/settings.js";
import { followWatch } from "./session/watch-feed.js";
import { BuildStatus } from "./ui/build-status.js";
import { Controls } from "./ui/controls.js";
import { byId, h } from "./ui/dom.js";
import { ElicitationDesk } from "./ui/elicitation-desk.js";
import { Inspector } from "./ui/inspector.js";
import { MatrixView } from "./ui/matrix-view.js";
import { FixtureSaver } from "./ui/save-fixture.js";
import { Sidebar } from "./ui/sidebar.js";
import { InspectorResizer } from "./ui/splitter.js";
import { serverProblem } from "./ui/server-problem.js";
import { Stage } from "./ui/stage.js";
import { offerHeadlessMatrix } from "./headless.js";
import { offerHeadlessEval } from "./headless-eval.js";
import { Conversation } from "./session/conversation.js";
import { ChatView } from "./ui/chat-view.js";
import type { ModelInfo } from "../shared/model-chat.js";
import { HEADLESS_QUERY } from "../shared/headless-matrix.js";

const link = readDeepLink(location.search, { prefersDark: matchMedia("(prefers-color-scheme: dark)").matches });
const settings = new SettingsStore(link.settings);
const stage = new Stage();
const elicitations = new ElicitationDesk();
stage.element.append(elicitations.element); // below the conversation and the view, as a chat asks
const session = new Session({ settings, space: stage, elicitations });
const { events } = session;
const inspector = new Inspector(events);
byId("panels").append(inspector.element);
new InspectorResizer(document.querySelector<HTMLElement>(".layout")!, byId("panels"), () => session.updateContext());
byId("stage-slot").append(stage.element);
const buildStatus = new BuildStatus();
byId("stage-slot").before(buildStatus.element);
const controls = new Controls(settings);

const sidebar = new Sidebar({
  run: (tool, args) => void startRun(tool, args),
  cancel: () => session.cancel(),
  teardown: () => void session.teardown(),
  rerun: () => void session.rerun(),
  reload: () => void session.reload("the Reload view button"),
  changed: () => updateUrl(),
});
sidebar.setState(undefined);

const matrix = new MatrixView();
document.body.append(matrix.element);
const hostsButton = byId<HTMLButtonElement>("hosts");
hostsButton.disabled = true;
hostsButton.addEventListener("click", () => void runMatrix());
new FixtureSaver(session);

/** The Hosts matrix of the current run's view. */
async function runMatrix(): Promise<void> {
  const run = session.run;
  if (!run?.uri) return;
  matrix.begin(run.tool.name);
  const rows = await session.hostsMatrix(matrix, { onstart: (profile) => matrix.started(profile), onrow: (row) => matrix.add(row) });
  matrix.done(`${rows.length} profiles ran ${run.tool.name}'s view. Click a host for its log.`);
}

events.addEventListener("run-state", ({ tool, state }) => {
  const run = session.run;
  sidebar.setState(state, tool, { cancellable: !!run?.cancellable, replayable: !!run?.result });
  controls.refresh(session.modes);
  hostsButton.disabled = !run?.uri || !run.result;
});
events.addEventListener("stage", (event) => stage.show(event));
events.addEventListener("layout", ({ mode, container }) => (stage.setMode(mode, container), controls.showContainer(mode, container)));
events.addEventListener("view-size", ({ height }) => stage.followHeight(height));
const headless = new URLSearchParams(location.search).toString().includes(HEADLESS_QUERY);
// The chat with the model: kept in the tab's session storage across reloads (headless, for mcp-view eval, nowhere),
// above the feed on the stage, its own calls' views inline; the composer below the stage.
const conversation = new Conversation(session, headless ? {} : { storage: sessionStorage, key: location.host });
const chatView = new ChatView(conversation, headless ? undefined : sessionStorage);
stage.attachChat(chatView.element, () => (conversation.ownsView ? chatView.slot() : undefined));
byId("stage-slot").after(chatView.composer);
conversation.subscribe(() => conversation.items.length && stage.chatStarted());
if (conversation.items.length) stage.chatStarted();
/** What made the view on the stage: the sidebar's call (or a ?tool= link), or the chat (undefined: nothing yet). */
let madeBy: "sidebar" | "chat" | undefined;
events.addEventListener("stage", (event) => {
  if (event.kind !== "call" || !conversation.ownsView) return;
  madeBy = "chat";
  updateUrl();
});
if (headless) offerHeadlessEval(session, conversation);
if (headless)
  offerHeadlessMatrix(
    session,
    new Promise((resolve) => events.addEventListener("server", (s) => resolve(s.kind === "failed" ? s.message : undefined))),
  );
let target = "";
events.addEventListener("tools", ({ tools }) => (sidebar.setTools(tools), stage.toolsListed(tools.length, target)));
events.addEventListener("server", (status) => {
  const { info } = status;
  target = info.target;
  if (status.kind === "failed") {
    stage.serverFailed(info.target);
    sidebar.noServer("The MCP server cannot be used (the banner above says why): there is nothing to call.");
    return void byId("server-info").replaceChildren(serverProblem(info.target, status.message));
  }
  byId("server-info").replaceChildren(
    h("strong", { id: "server-name" }, `${status.name} ${status.version}`),
    ` · ${info.mode} · `,
    h("code", {}, info.target),
    " · protocol ",
    h("span", { id: "server-revision" }, status.revision),
  );
});

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
  // Once the chat has begun, the link names no tool unless the sidebar's call made the view on the
  // stage: a reload shows the chat's view again from the chat, never by calling the tool.
  const chats = madeBy === "chat" || (madeBy === undefined && conversation.items.length > 0);
  const tool = chats ? null : (sidebar.selected?.name ?? null);
  history.replaceState(null, "", writeDeepLink(settings.value, tool, args));
}

function startRun(tool: Tool, args: Record<string, unknown>): Promise<void> {
  madeBy = "sidebar";
  updateUrl();
  return session.start(tool, args);
}

settings.subscribe((value) => {
  applyPageTheme(value.theme);
  updateUrl();
  controls.refresh(session.modes);
});

addEventListener("message", (event: MessageEvent) => session.receive(event));
stage.onexit = () => settings.set({ displayMode: "inline" });
addEventListener("resize", () => session.updateContext());
addEventListener("keydown", (e) => {
  const typing = (e.target as HTMLElement).closest?.("input, textarea, select, [contenteditable]");
  if (e.key.toLowerCase() !== "r" || e.ctrlKey || e.metaKey || e.altKey || typing || byId<HTMLButtonElement>("reload").disabled) return;
  e.preventDefault();
  void session.reload("the R key");
});
byId("copy-link").addEventListener("click", async () => {
  await navigator.clipboard?.writeText(location.href).catch(() => {});
  byId("copy-link").textContent = "Link copied";
  setTimeout(() => (byId("copy-link").textContent = "Copy link"), 1500);
});

/** Connects, lists the tools, selects the deep link's tool (or the first with a view) and calls it when the link says so. */
async function boot(): Promise<void> {
  applyPageTheme(settings.value.theme);
  const model = conversation.info().then((info) => (chatView.setModel(info), info));
  if (!(await session.connect())) return;
  const tools = session.tools;
  const first = tools.find((t) => uiResourceUri(t) && visibility(t).includes("model")) ?? tools[0];
  if (tools.length && !tools.some((t) => uiResourceUri(t)))
    stage.note(
      "This server has no tool with a view (_meta.ui.resourceUri on the tool): its tools can still be called, and their text results appear in the chat.",
    );
  if (link.tool && !sidebar.select(link.tool, link.args))
    sidebar.showError(`The link names tool ${link.tool}, which this server does not have.`);
  else if (!link.tool && first) sidebar.select(first.name);
  if (link.argsError) sidebar.showError(link.argsError);
  else if (link.tool && sidebar.selected) void startRun(sidebar.selected, link.args ?? JSON.parse(sidebar.argsText));
  else if (!link.tool && !headless) await conversation.showLastView(); // the chat's last view, after a reload of the page
  if (link.prompt) sendLinkPrompt(link.prompt, await model);
  byId("stream").addEventListener("change", (e) => settings.set({ stream: (e.target as HTMLInputElement).checked }));
  (byId("stream") as HTMLInputElement).checked = settings.value.stream;
}

/**
 * `?prompt=`: a chat turn, started once; the address then drops it (the chat keeps the turn across
 * reloads, so a reload does not send it again). With no model it waits in the composer, and the chat says why.
 */
function sendLinkPrompt(prompt: string, info: ModelInfo): void {
  const query = new URLSearchParams(location.search);
  query.delete("prompt");
  history.replaceState(null, "", `?${query}`);
  if (info.configured) return void conversation.send(prompt);
  chatView.draft(prompt);
  conversation.note("warn", `The link's prompt was not sent: ${info.problem}`);
}

void boot();
const saves = new SaveReloader(session);
followWatch({
  onEvent: (event) => {
    buildStatus.show(event);
    if (event.kind === "built" || event.kind === "changed") saves.reload(event.reason);
    if (event.kind === "server-restarted") void session.reconnect(event.reason);
  },
  onGone: () => buildStatus.gone(),
});
