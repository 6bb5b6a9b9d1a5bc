// One run of a tool, as a host does it: mount the tool's view (view-frame.ts), complete the
// handshake, stream the arguments (optionally), call the tool, and hand the view its input and
// result; then cancel, tear down, or reload the view with the last input and result replayed.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import type { McpUiDisplayMode } from "../../src/protocol/shapes.js";
import { growingPartials } from "../../src/testing/index.js";
import { allowedModes, buildHostContext, containerFor } from "./context.js";
import { explainViolation, type CspViolation, type Diagnostics } from "./diagnostics.js";
import type { ViewStatePanel } from "./panels.js";
import { h, ms, pretty } from "./dom.js";
import { resultText, type HandlerDeps } from "./handlers.js";
import { uiResourceUri } from "./mcp.js";
import { profileById } from "./profiles.js";
import type { RpcLog } from "./rpc-log.js";
import type { SettingsStore } from "./settings.js";
import type { Stage } from "./stage.js";
import { explainStripped } from "./stripped.js";
import { HANDSHAKE_GRACE_MS, mountView, type ViewFrame } from "./view-frame.js";

/** Where a run stands. */
export type RunState = "loading" | "streaming" | "calling" | "done" | "cancelled" | "failed" | "closed";

/** What a run needs from the page. */
export interface RunDeps extends Omit<HandlerDeps, "allowsMode" | "switchMode" | "onSize" | "onTeardownRequest"> {
  client: Client;
  settings: SettingsStore;
  stage: Stage;
  rpcLog: RpcLog;
  diagnostics: Diagnostics;
  /** The View state panel (it also shows the widget state a view sets under ChatGPT with only window.openai). */
  viewState: ViewStatePanel;
  onState(state: RunState): void;
}

const STREAM_STEP_MS = 140;
const STREAM_STEPS = 14;

export class Run {
  readonly tool: Tool;
  readonly args: Record<string, unknown>;
  readonly #deps: RunDeps;
  readonly #abort = new AbortController();
  #view: ViewFrame | undefined;
  #uri = "";
  #state: RunState = "loading";
  #result: CallToolResult | undefined;

  constructor(deps: RunDeps, tool: Tool, args: Record<string, unknown>) {
    this.#deps = deps;
    this.tool = tool;
    this.args = args;
  }

  get state(): RunState {
    return this.#state;
  }

  /** The view's `ui://` resource ("" for a tool without a view). */
  get uri(): string {
    return this.#uri;
  }

  /** Whether `event` comes from this run's frame, as loaded (CSP reports). */
  fromFrame(event: MessageEvent): boolean {
    return !!this.#view && event.source === this.#view.iframe.contentWindow && event.origin === this.#view.origin;
  }

  /** The display modes the view may be switched to now. */
  get modes(): McpUiDisplayMode[] {
    return allowedModes(profileById(this.#deps.settings.value.profile).displayModes, this.#view?.host.appCapabilities?.availableDisplayModes);
  }

  #set(state: RunState): void {
    this.#state = state;
    this.#deps.onState(state);
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

  /**
   * Loads the view again (a new frame, a new handshake) and replays the last tool input and result,
   * without calling the tool again. Resolves false when there is nothing to replay (the run has not
   * finished): re-run it instead.
   */
  async reload(reason: string): Promise<boolean> {
    const result = this.#result;
    if (!this.#uri || this.#state !== "done" || !result) return false;
    const { diagnostics, transcript } = this.#deps;
    this.#view?.close();
    diagnostics.clear();
    transcript.add("host", `View reloaded (${reason})`, "The last tool input and result were replayed; the tool was not called again.");
    try {
      const view = await this.#mount();
      quietly(view.host.sendToolInput({ arguments: this.args }));
      quietly(view.host.sendToolResult(result as never));
    } catch (error) {
      diagnostics.set("run", "error", `The reload failed: ${(error as Error).message}`);
    }
    return true;
  }

  async #mount(): Promise<ViewFrame> {
    this.#view = await mountView(this.#deps, this.tool, this.#uri, {
      layout: () => this.#applyMode(),
      allowsMode: (mode) => this.modes.includes(mode),
      onTeardownRequest: () => {
        this.#deps.diagnostics.set("teardown-request", "info", "The view asked to be closed (ui/notifications/request-teardown)", "The host agrees: it sends ui/resource-teardown, then removes the frame.");
        void this.teardown();
      },
    });
    return this.#view;
  }

  /** Streams the arguments (when asked), sends the complete input, calls the tool, sends the result. */
  async #deliver(): Promise<void> {
    const { client, settings, transcript, diagnostics } = this.#deps;
    const signal = this.#abort.signal;
    const host = this.#view?.host;
    if (settings.value.stream && host) {
      this.#set("streaming");
      await Promise.race([this.#view!.initialized, sleep(HANDSHAKE_GRACE_MS, signal)]);
      for (const partial of growingPartials(this.args, STREAM_STEPS).slice(0, -1)) {
        await sleep(STREAM_STEP_MS, signal);
        quietly(host.sendToolInputPartial({ arguments: partial }));
      }
    }
    signal.throwIfAborted();
    if (host) quietly(host.sendToolInput({ arguments: this.args }));
    this.#set("calling");
    const started = performance.now();
    const result = (await client.callTool({ name: this.tool.name, arguments: this.args }, undefined, { signal })) as CallToolResult;
    this.#result = result;
    transcript.add("tool-result", `${this.tool.name} returned${result.isError ? " an error" : ""} (the model reads this text)`, resultText(result));
    if (result.isError) diagnostics.set("result", "error", `The tool returned isError after ${ms(performance.now() - started)}`, resultText(result));
    else if (!result.structuredContent) diagnostics.set("result", "warn", "The tool result has no structuredContent", "Views usually render from structuredContent (the model reads content). If the view waits for it, it stays blank.");
    else diagnostics.set("result", "ok", `Tool result after ${ms(performance.now() - started)}, with structuredContent`, `Keys: ${Object.keys(result.structuredContent).join(", ")}.`);
    const stripped = profileById(settings.value.profile).kit.behaviour?.stripsStructuredContent ? explainStripped(result) : undefined;
    if (stripped) diagnostics.set("stripped", stripped.severity, stripped.title, stripped.detail);
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
    if (this.#view) quietly(this.#view.host.setHostContext(buildHostContext(settings.value, stage, { tool: this.tool })));
  }

  #applyMode(): void {
    const { settings, stage } = this.#deps;
    const mode = settings.value.displayMode;
    stage.setMode(mode, containerFor(settings.value, mode, stage));
  }

  /** Cancels the call (or the streaming): the view gets tool-cancelled, the server notifications/cancelled. */
  cancel(reason = "Cancelled by the user"): void {
    if (this.#result || this.#abort.signal.aborted) return;
    this.#abort.abort(reason);
    if (this.#view) quietly(this.#view.host.sendToolCancelled({ reason }));
    this.#deps.transcript.add("host", "Tool call cancelled", reason);
    this.#set("cancelled");
  }

  /** Sends ui/resource-teardown, waits (up to 3 s) for the answer, then removes the frame. */
  async teardown(): Promise<void> {
    if (this.#state === "closed") return;
    this.cancel("The view was closed");
    const { diagnostics, stage } = this.#deps;
    const frame = this.#view;
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
