// A view on the stage, as a host shows it: the tool's `ui://` resource read, handed to the widget
// origin, put in a sandboxed frame, and spoken to by the test kit's host over real postMessage (or,
// under ChatGPT with only window.openai, through the fake window.openai in the frame), with the
// handshake, missing capabilities and a navigated-away frame reported in the diagnostics.
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { RESOURCE_MIME_TYPE, type McpUiResourceMeta } from "../../src/protocol/shapes.js";
import { isStructuredWidgetState } from "../../src/view-state/storage.js";
import { NAVIGATED_AWAY } from "../../src/testing/frame-channel.js";
import { REQUIRED_CAPABILITY, type TestHost } from "../../src/testing/index.js";
import type { Transport } from "../../src/rpc/transport.js";
import { createFrameHost, type FrameHost } from "./bridge.js";
import { buildHostContext } from "./context.js";
import { ms } from "./dom.js";
import { wireHandlers, type HandlerDeps } from "./handlers.js";
import { profileById } from "./profiles.js";
import { readUiResource } from "./resource.js";
import type { RunDeps } from "./run.js";
import { linkOpenAiView } from "./openai-view.js";
import { registerFrame } from "./stage.js";

/** Milliseconds without `ui/initialize` (after the frame loaded) before the diagnostics call the view silent. */
export const HANDSHAKE_GRACE_MS = 3000;

/** What the run decides for the view. */
export interface ViewHooks extends Pick<HandlerDeps, "allowsMode" | "onTeardownRequest"> {
  /** Applies the display mode and container to the stage (the frame is there, the host not yet). */
  layout(): void;
}

/** A mounted view. */
export interface ViewFrame {
  host: TestHost;
  iframe: HTMLIFrameElement;
  /** The origin the frame was loaded from. */
  origin: string;
  /** Resolves when the view completed the handshake (never rejects). */
  initialized: Promise<void>;
  /** Stops the host and its feed (the stage removes the frame). */
  close(): void;
}

/** Reads `uri` and mounts it for `tool`. */
export async function mountView(deps: RunDeps, tool: Tool, uri: string, hooks: ViewHooks): Promise<ViewFrame> {
  const { client, settings, stage, diagnostics } = deps;
  const { html, meta, mimeType, bytes } = await readUiResource(client, uri);
  const mimeOk = mimeType === RESOURCE_MIME_TYPE;
  diagnostics.set("resource", mimeOk ? "ok" : "warn", `Read ${uri} (${Math.round(bytes / 102.4) / 10} KB)`, mimeOk ? `MIME type ${mimeType}.` : `MIME type is ${mimeType ?? "missing"}, expected ${RESOURCE_MIME_TYPE}: hosts may refuse it.`);
  // ChatGPT with only window.openai: the frame gets the fake, with this context's globals.
  const onlyOpenAi = profileById(settings.value.profile).kit.behaviour?.openai === "only";
  const frame = await registerFrame(html, meta.csp, onlyOpenAi ? { context: buildHostContext(settings.value, stage, { tool }) } : undefined);
  diagnostics.set("csp", "info", meta.csp ? "Content-Security-Policy from _meta.ui.csp" : "Default Content-Security-Policy (no _meta.ui.csp: no network)", frame.csp);
  const border = meta.prefersBorder ?? profileById(settings.value.profile).border;
  const mountedAt = performance.now();
  const iframe = stage.mount(frame.url, { title: tool.title ?? tool.name, permissions: meta.permissions, border });
  hooks.layout();
  const origin = new URL(frame.url).origin;
  const waitingFor = onlyOpenAi ? "Waiting for the injected window.openai to connect…" : "Waiting for ui/initialize…";
  diagnostics.set("handshake", "pending", waitingFor, `Frame on ${origin}, sandbox "allow-scripts allow-same-origin"${meta.permissions ? `, allow "${iframe.allow}"` : ""}.`);
  const openai = onlyOpenAi ? linkOpenAiView(iframe, origin, diagnostics, (state) => showWidgetState(deps, tool, state)) : undefined;
  const frameHost = createHost(deps, tool, iframe, meta, hooks, openai?.transport);
  const { host } = frameHost;
  const initialized = host.ready.then(() => {
    const after = ms(performance.now() - mountedAt);
    if (openai) return diagnostics.set("handshake", "ok", `The injected window.openai connected after ${after}`, OPENAI_CONNECTED);
    const app = host.appInfo;
    diagnostics.set("handshake", "ok", `Handshake complete after ${after}`, `${app?.name ?? "?"} ${app?.version ?? ""} sent ui/initialize and ui/notifications/initialized; it declared ${JSON.stringify(host.appCapabilities)}.`);
  }, () => {});
  iframe.addEventListener("load", () => {
    openai?.loaded(HANDSHAKE_GRACE_MS);
    watchHandshake(deps, frameHost, performance.now() - mountedAt, !!openai);
  }, { once: true });
  return { host, iframe, origin, initialized, close: () => (openai?.close(), frameHost.close()) };
}

/** The widget state a view set under ChatGPT with only window.openai: in the View state panel, and its modelContent in the Context panel. */
function showWidgetState(deps: RunDeps, tool: Tool, state: unknown): void {
  deps.viewState.widgetState(state);
  if (isStructuredWidgetState(state) && state.modelContent !== undefined) deps.modelContext.setModelContent(state.modelContent, tool.name);
}

const OPENAI_CONNECTED = "The fake window.openai in the view's frame completed the handshake with this host. It turns the view's calls into requests to this host, and this host's tool data and context into its globals and openai:set_globals events, in messages of their own; the view's own ui/initialize gets no answer.";

/** Reports a handshake (the view's, or the injected window.openai's) that has not completed after the grace. */
function watchHandshake(deps: RunDeps, frame: FrameHost, loadMs: number, openai: boolean): void {
  const { diagnostics } = deps;
  if (!frame.host.initialized) diagnostics.set("handshake", "pending", `Frame loaded in ${ms(loadMs)}; waiting for ${openai ? "the injected window.openai" : "ui/initialize"}…`);
  setTimeout(() => {
    if (frame.host.initialized || frame.host.closed) return;
    if (openai) return diagnostics.set("handshake", "error", `The injected window.openai did not connect ${HANDSHAKE_GRACE_MS / 1000} s after the frame loaded`, "The widget origin puts it before the view's scripts: see the browser console of the view's frame.");
    diagnostics.set("handshake", "error", `No ui/initialize ${HANDSHAKE_GRACE_MS / 1000} s after the frame loaded`,
      "The view never connected: does it call app.connect()? Did its script fail to load or throw (see CSP lines here and the browser console)? A view must send ui/initialize first.");
  }, HANDSHAKE_GRACE_MS);
}

function createHost(deps: RunDeps, tool: Tool, iframe: HTMLIFrameElement, meta: McpUiResourceMeta, hooks: ViewHooks, transport: Transport | undefined): FrameHost {
  const { settings, stage, rpcLog } = deps;
  const profile = profileById(settings.value.profile);
  const sandbox = { ...(meta.permissions && { permissions: meta.permissions }), ...(meta.csp && { csp: meta.csp }) };
  const frameHost = createFrameHost(iframe, {
    transport,
    profile: profile.kit,
    hostCapabilities: { ...profile.kit.hostCapabilities, sandbox },
    hostContext: buildHostContext(settings.value, stage, { tool }),
    onRecord: (record) => {
      if (record.direction === "ignored") return void (record.note?.startsWith(NAVIGATED_AWAY) && navigated(deps, record.note));
      rpcLog.add("view", record.direction === "sent" ? "out" : "in", record.message);
      if (record.direction === "sent" && record.kind === "error" && (record.params as { code?: number }).code === -32601) missing(deps, record.method ?? "?");
    },
  });
  wireHandlers(frameHost.host, {
    ...deps,
    ...hooks,
    switchMode: (mode) => settings.set({ displayMode: mode }),
    onSize: (height) => stage.followHeight(height),
  });
  return frameHost;
}

function navigated(deps: RunDeps, note: string): void {
  deps.diagnostics.set("navigated", "error", "The view navigated its frame away, so the host stopped talking to it", `${note}. Hosts bind a view to the document they loaded: use ui/open-link to open pages. Reload or re-run the view.`);
}

function missing(deps: RunDeps, method: string): void {
  const cap = REQUIRED_CAPABILITY[method];
  const profile = profileById(deps.settings.value.profile);
  if (cap) {
    deps.diagnostics.set(`cap:${method}`, "warn", `The view called ${method}, but this host lacks hostCapabilities.${cap}`,
      `${profile.label} does not advertise ${cap}, so it answered -32601 Method not found. Check app.getHostCapabilities()?.${cap} before calling, and degrade gracefully.`);
  } else {
    deps.diagnostics.set(`cap:${method}`, "warn", `The view called ${method}, which this host does not implement`, "It was answered -32601 Method not found.");
  }
}
