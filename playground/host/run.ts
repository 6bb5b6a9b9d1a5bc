// One run of a tool, as a host does it: read the tool's `ui://` resource, put it in a sandboxed
// frame on the widget origin, complete the handshake, stream the arguments (optionally), call the
// tool, and hand the view its input and result; then cancel or tear down on demand.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { RESOURCE_MIME_TYPE, type McpUiDisplayMode, type McpUiResourceMeta } from "../../src/protocol.js";
import { NAVIGATED_AWAY } from "../../src/testing/frame-channel.js";
import { growingPartials, REQUIRED_CAPABILITY } from "../../src/testing/index.js";
import { createFrameHost, type FrameHost } from "./bridge.js";
import { allowedModes, buildHostContext, containerFor } from "./context.js";
import { explainViolation, type CspViolation, type Diagnostics } from "./diagnostics.js";
import { h, ms, pretty } from "./dom.js";
import { resultText, wireHandlers, type HandlerDeps } from "./handlers.js";
import { uiResourceUri } from "./mcp.js";
import { profileById } from "./profiles.js";
import type { RpcLog } from "./rpc-log.js";
import type { SettingsStore } from "./settings.js";
import { registerFrame, type Stage } from "./stage.js";
import { readUiResource } from "./resource.js";

/** Where a run stands. */
export type RunState = "loading" | "streaming" | "calling" | "done" | "cancelled" | "failed" | "closed";

/** What a run needs from the page. */
export interface RunDeps extends Omit<HandlerDeps, "allowsMode" | "switchMode" | "onsize" | "onteardownrequest"> {
  client: Client;
  settings: SettingsStore;
  stage: Stage;
  rpcLog: RpcLog;
  diagnostics: Diagnostics;
  onstate(state: RunState): void;
}

/** Seconds without `ui/initialize` before the diagnostics call the view silent. */
export const HANDSHAKE_GRACE_MS = 3000;
const STREAM_STEP_MS = 140;
const STREAM_STEPS = 14;

export class Run {
  readonly tool: Tool;
  readonly args: Record<string, unknown>;
  readonly #deps: RunDeps;
  readonly #abort = new AbortController();
  #frame: FrameHost | undefined;
  #iframe: HTMLIFrameElement | undefined;
  #uri = "";
  #state: RunState = "loading";
  #initialized!: Promise<void>;
  #settled = false;

  constructor(deps: RunDeps, tool: Tool, args: Record<string, unknown>) {
    this.#deps = deps;
    this.tool = tool;
    this.args = args;
  }

  get state(): RunState {
    return this.#state;
  }

  /** The frame's window, to match CSP reports and messages. */
  get frameWindow(): Window | null {
    return this.#iframe?.contentWindow ?? null;
  }

  /** The display modes the view may be switched to now. */
  get modes(): McpUiDisplayMode[] {
    return allowedModes(profileById(this.#deps.settings.value.profile).displayModes, this.#frame?.host.appCapabilities?.availableDisplayModes);
  }

  #set(state: RunState): void {
    this.#state = state;
    this.#deps.onstate(state);
  }

  /** Runs the tool end to end. */
  async start(): Promise<void> {
    const { stage, transcript, diagnostics } = this.#deps;
    diagnostics.clear();
    stage.reset(h("div", { class: "bubble model" }, h("span", { class: "who" }, "Model"), " called ", h("code", {}, this.tool.name)));
    transcript.add("tool-call", `Model called ${this.tool.name}`, pretty(this.args));
    this.#uri = uiResourceUri(this.tool) ?? "";
    try {
      if (this.#uri) await this.#mount();
      else diagnostics.set("resource", "info", `${this.tool.name} has no view`, "It declares no _meta.ui.resourceUri: hosts show only its text result.");
      await this.#deliver();
    } catch (error) {
      if (this.#abort.signal.aborted) return;
      diagnostics.set("run", "error", `The run failed: ${(error as Error).message}`);
      this.#set("failed");
    }
  }

  async #mount(): Promise<void> {
    const { client, settings, stage, diagnostics } = this.#deps;
    const { html, meta, mimeType, bytes } = await readUiResource(client, this.#uri);
    const mimeOk = mimeType === RESOURCE_MIME_TYPE;
    diagnostics.set("resource", mimeOk ? "ok" : "warn", `Read ${this.#uri} (${Math.round(bytes / 102.4) / 10} KB)`, mimeOk ? `MIME type ${mimeType}.` : `MIME type is ${mimeType ?? "missing"}, expected ${RESOURCE_MIME_TYPE}: hosts may refuse it.`);
    const frame = await registerFrame(html, meta.csp);
    diagnostics.set("csp", "info", meta.csp ? "Content-Security-Policy from _meta.ui.csp" : "Default Content-Security-Policy (no _meta.ui.csp: no network)", frame.csp);
    const profile = profileById(settings.value.profile);
    const border = meta.prefersBorder ?? profile.border;
    const mountedAt = performance.now();
    const iframe = stage.mount(frame.url, this.tool.title ?? this.tool.name, meta.permissions, border);
    this.#iframe = iframe;
    this.#applyMode();
    const { host } = (this.#frame = this.#createHost(iframe, meta));
    this.#initialized = host.ready.then(() => {
      const app = host.appInfo;
      diagnostics.set("handshake", "ok", `Handshake complete after ${ms(performance.now() - mountedAt)}`, `${app?.name ?? "?"} ${app?.version ?? ""} sent ui/initialize and ui/notifications/initialized; it declared ${JSON.stringify(host.appCapabilities)}.`);
    }, () => {});
    diagnostics.set("handshake", "pending", "Waiting for ui/initialize…", `Frame on ${new URL(frame.url).origin}, sandbox "allow-scripts allow-same-origin"${meta.permissions ? `, allow "${iframe.allow}"` : ""}.`);
    iframe.addEventListener("load", () => this.#watchHandshake(performance.now() - mountedAt), { once: true });
  }

  #watchHandshake(loadMs: number): void {
    const { diagnostics } = this.#deps;
    if (!this.#frame?.host.initialized) diagnostics.set("handshake", "pending", `Frame loaded in ${ms(loadMs)}; waiting for ui/initialize…`);
    setTimeout(() => {
      if (this.#frame?.host.initialized || this.#state === "closed") return;
      diagnostics.set("handshake", "error", `No ui/initialize ${HANDSHAKE_GRACE_MS / 1000} s after the frame loaded`,
        "The view never connected: does it call app.connect()? Did its script fail to load or throw (see CSP lines here and the browser console)? A view must send ui/initialize first.");
    }, HANDSHAKE_GRACE_MS);
  }

  #createHost(iframe: HTMLIFrameElement, meta: McpUiResourceMeta): FrameHost {
    const { settings, stage, rpcLog, diagnostics } = this.#deps;
    const profile = profileById(settings.value.profile);
    const sandbox = { ...(meta.permissions && { permissions: meta.permissions }), ...(meta.csp && { csp: meta.csp }) };
    const frameHost = createFrameHost(iframe, {
      profile: profile.kit,
      hostCapabilities: { ...profile.kit.hostCapabilities, sandbox },
      hostContext: buildHostContext(settings.value, stage.size, { tool: this.tool }),
      onrecord: (record) => {
        if (record.direction === "ignored") return void (record.note?.startsWith(NAVIGATED_AWAY) && this.#navigated(record.note));
        rpcLog.add("view", record.direction === "sent" ? "out" : "in", record.message);
        if (record.direction === "sent" && record.kind === "error" && (record.params as { code?: number }).code === -32601) this.#missing(record.method ?? "?");
      },
    });
    wireHandlers(frameHost.host, {
      ...this.#deps,
      allowsMode: (mode) => this.modes.includes(mode),
      switchMode: (mode) => settings.set({ displayMode: mode }),
      onsize: (height) => stage.onsizechange(height),
      onteardownrequest: () => {
        diagnostics.set("teardown-request", "info", "The view asked to be closed (ui/notifications/request-teardown)", "The host agrees: it sends ui/resource-teardown, then removes the frame.");
        void this.teardown();
      },
    });
    return frameHost;
  }

  #navigated(note: string): void {
    this.#deps.diagnostics.set("navigated", "error", "The view navigated its frame away, so the host stopped talking to it", `${note}. Hosts bind a view to the document they loaded: use ui/open-link to open pages. Re-run or reload the view.`);
  }

  #missing(method: string): void {
    const cap = REQUIRED_CAPABILITY[method];
    const profile = profileById(this.#deps.settings.value.profile);
    if (cap) {
      this.#deps.diagnostics.set(`cap:${method}`, "warn", `The view called ${method}, but this host lacks hostCapabilities.${cap}`,
        `${profile.label} does not advertise ${cap}, so it answered -32601 Method not found. Check app.getHostCapabilities()?.${cap} before calling, and degrade gracefully.`);
    } else {
      this.#deps.diagnostics.set(`cap:${method}`, "warn", `The view called ${method}, which this host does not implement`, "It was answered -32601 Method not found.");
    }
  }

  /** Streams the arguments (when asked), sends the complete input, calls the tool, sends the result. */
  async #deliver(): Promise<void> {
    const { client, settings, transcript, diagnostics } = this.#deps;
    const signal = this.#abort.signal;
    const host = this.#frame?.host;
    if (settings.value.stream && host) {
      this.#set("streaming");
      await Promise.race([this.#initialized, sleep(HANDSHAKE_GRACE_MS, signal)]);
      for (const partial of growingPartials(this.args, STREAM_STEPS).slice(0, -1)) {
        await sleep(STREAM_STEP_MS, signal);
        quietly(host.sendToolInputPartial({ arguments: partial }));
      }
    }
    signal.throwIfAborted();
    if (host) quietly(host.sendToolInput({ arguments: this.args }));
    this.#set("calling");
    const started = performance.now();
    const result = await client.callTool({ name: this.tool.name, arguments: this.args }, undefined, { signal });
    this.#settled = true;
    transcript.add("tool-result", `${this.tool.name} returned${result.isError ? " an error" : ""} (the model reads this text)`, resultText(result));
    if (result.isError) diagnostics.set("result", "error", `The tool returned isError after ${ms(performance.now() - started)}`, resultText(result));
    else if (!result.structuredContent) diagnostics.set("result", "warn", "The tool result has no structuredContent", "Views usually render from structuredContent (the model reads content). If the view waits for it, it stays blank.");
    else diagnostics.set("result", "ok", `Tool result after ${ms(performance.now() - started)}, with structuredContent`, `Keys: ${Object.keys(result.structuredContent).join(", ")}.`);
    if (host) quietly(host.sendToolResult(result as never));
    this.#set("done");
  }

  /** A CSP violation reported from inside this run's frame. */
  violation(v: CspViolation): void {
    const { key, title, detail } = explainViolation(v, this.#uri);
    this.#deps.diagnostics.set(key, "error", title, detail);
  }

  /** Pushes the current settings to the view (host-context-changed) and the stage. */
  updateContext(): void {
    const { settings, stage } = this.#deps;
    this.#applyMode();
    if (this.#frame) quietly(this.#frame.host.setHostContext(buildHostContext(settings.value, stage.size, { tool: this.tool })));
  }

  #applyMode(): void {
    const { settings, stage } = this.#deps;
    const mode = settings.value.displayMode;
    stage.setMode(mode, containerFor(settings.value, mode, stage.size));
  }

  /** Cancels the call (or the streaming): the view gets tool-cancelled, the server notifications/cancelled. */
  cancel(reason = "Cancelled by the user"): void {
    if (this.#settled || this.#abort.signal.aborted) return;
    this.#abort.abort(reason);
    if (this.#frame) quietly(this.#frame.host.sendToolCancelled({ reason }));
    this.#deps.transcript.add("host", "Tool call cancelled", reason);
    this.#set("cancelled");
  }

  /** Sends ui/resource-teardown, waits (up to 3 s) for the answer, then removes the frame. */
  async teardown(): Promise<void> {
    if (this.#state === "closed") return;
    this.cancel("The view was closed");
    const { diagnostics, stage } = this.#deps;
    const frame = this.#frame;
    if (frame?.host.initialized) {
      const started = performance.now();
      try {
        await frame.host.teardownResource({}, { timeout: 3000 });
        diagnostics.set("teardown", "ok", `The view answered ui/resource-teardown in ${ms(performance.now() - started)}`);
      } catch (error) {
        const e = error as { message: string; rpcCode?: number };
        if (e.rpcCode === -32601) diagnostics.set("teardown", "info", "The view does not answer ui/resource-teardown (-32601)", "It sets no onteardown handler, so it cannot save state before it goes. The frame is removed anyway.");
        else diagnostics.set("teardown", "warn", "ui/resource-teardown failed", `${e.message}. The frame is removed anyway.`);
      }
    }
    frame?.close();
    stage.reset(h("div", { class: "bubble host" }, "The view was torn down. Re-run to show it again."));
    this.#set("closed");
  }
}

/** Host sends fail only when the view is gone (closed): nothing to do then. */
const quietly = (sending: Promise<unknown>) => void sending.catch(() => {});

function sleep(msDelay: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, msDelay);
    signal.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}
