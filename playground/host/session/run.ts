// One run of a tool, as a host does it: mount the tool's view (view-frame.ts), complete the
// handshake, stream the arguments (optionally), call the tool, and hand the view its input and
// result; then cancel, tear down, or reload the view with the last input and result replayed. A
// cancel is possible at any time, as the user of a host can stop a turn at any time: after the
// result too, when only the view is told (the server has nothing left to cancel), so that how a
// view leaves its state on toolcancelled (DESIGN-002) can be seen without a slow tool. What
// happens is told on the session's events; the run knows no widget.
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import type { McpUiDisplayMode } from "mcp-view";
import { checkServer, growingPartials, viewOf, type Fixture } from "mcp-view/testing";
import type { DesignReport } from "../../shared/design-probe.js";
import type { CspViolation } from "../../shared/csp-violation.js";
import type { ViewConsoleEntry } from "../../shared/view-console.js";
import { checksFeed } from "./checks-feed.js";
import { resultText } from "./content-text.js";
import { allowedModes, buildHostContext, containerFor } from "./context.js";
import { errorText } from "./error-text.js";
import type { Diagnostic, RunState } from "./events.js";
import { captureFixture, type ViewToolCall } from "./fixture-capture.js";
import { ms, pretty } from "./format.js";
import { uiResourceUri } from "./mcp.js";
import { hostSends, profileLines } from "./profile-lines.js";
import { profileById } from "./profiles.js";
import { viewStateHomes } from "./server-view-state.js";
import { explainStripped } from "./stripped.js";
import { tearDownView } from "./teardown.js";
import { HANDSHAKE_GRACE_MS, mountView, type ViewDeps, type ViewFrame } from "./view-frame.js";

/** The states of a run whose call is still on its way. */
const ON_ITS_WAY: ReadonlySet<RunState> = new Set(["loading", "streaming", "calling"]);

const TOOL_CANCELLED = "ui/notifications/tool-cancelled";

const STREAM_STEP_MS = 140;
const STREAM_STEPS = 14;
/** How long the tool call may take: long enough for the user to answer the server's elicitations on the way (not the SDK's 60 s). */
const CALL_TIMEOUT_MS = 10 * 60_000;

export class Run {
  readonly tool: Tool;
  readonly args: Record<string, unknown>;
  readonly #deps: ViewDeps;
  readonly #abort = new AbortController();
  #view: ViewFrame | undefined;
  #uri = "";
  #state: RunState = "loading";
  #result: CallToolResult | undefined;
  /** Milliseconds the tool call took (for the result's line, again after a reload). */
  #took = 0;
  /** Why the run failed, in one sentence (the chat's model reads it as the tool's error). */
  #failure: string | undefined;
  /** The server tool calls its view made (through every reload of it): a saved fixture's mocks. */
  readonly #viewCalls: ViewToolCall[] = [];

  constructor(deps: ViewDeps, tool: Tool, args: Record<string, unknown>) {
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

  /** Whether `event` comes from this run's frame, as loaded (CSP and view-state reports). */
  fromFrame(event: MessageEvent): boolean {
    return !!this.#view && event.source === this.#view.iframe.contentWindow && event.origin === this.#view.origin;
  }

  /** The URL of the current frame. */
  get frameUrl(): string | undefined {
    return this.#view?.url;
  }

  /** An entry the console capture of the frame at `frameUrl` sent, noted while that frame is the current one. */
  noteConsole(entry: ViewConsoleEntry, frameUrl: string | undefined): void {
    if (this.#view?.url === frameUrl) this.#view?.noteConsole(entry);
  }

  /** A CSP violation the current frame reported: its diagnostics line, the first time it is heard. */
  noteViolation(v: CspViolation): Diagnostic | undefined {
    return this.#view?.noteViolation(v);
  }

  /** A report of the current frame's design probe. */
  noteDesign(report: DesignReport): void {
    this.#view?.noteDesign(report);
  }

  /** The tool's input and result once the call returned (what a reload, or the Hosts matrix, replays), also when cancelled after it. */
  get result(): CallToolResult | undefined {
    return this.#state === "done" || this.#state === "cancelled" ? this.#result : undefined;
  }

  /** Whether {@link cancel} does something now: the call is on its way, or it returned and its view may still be told. */
  get cancellable(): boolean {
    if (this.#abort.signal.aborted || this.#state === "cancelled") return false;
    return ON_ITS_WAY.has(this.#state) || (this.#state === "done" && !!this.#view && !this.#view.host.closed);
  }

  /**
   * The run as a fixture, once it is done: the view's resource as last read, its host context now,
   * and its server tool calls so far (undefined before the run has a result).
   */
  fixture(savedAt = new Date()): Fixture | undefined {
    const result = this.result;
    if (!result) return undefined;
    const { settings, space } = this.#deps;
    const view = this.#view;
    return captureFixture({
      tool: this.tool,
      args: this.args,
      result,
      hostContext: view?.host.hostContext ?? buildHostContext(settings.value, space, { tool: this.tool }),
      ...(view && { resource: { uri: this.#uri, read: view.resource } }),
      calls: this.#viewCalls,
      savedAt,
    });
  }

  /** Why the run failed (the call ended without a result), once it has. */
  get failure(): string | undefined {
    return this.#failure;
  }

  /** The display modes the view may be switched to now. */
  get modes(): McpUiDisplayMode[] {
    return allowedModes(
      profileById(this.#deps.settings.value.profile).displayModes,
      this.#view?.host.appCapabilities?.availableDisplayModes,
    );
  }

  #set(state: RunState): void {
    this.#state = state;
    this.#deps.events.dispatch("run-state", { tool: this.tool.name, state });
  }

  #report(line: Diagnostic): void {
    this.#deps.events.dispatch("diagnostic", line);
  }

  /** The current profile's revision, what its host never sends, and its disputed facts, in the diagnostics. */
  #profileLines(): void {
    const profile = profileById(this.#deps.settings.value.profile);
    for (const line of profileLines(profile.kit, profile.label, this.#deps.revision)) this.#report(line);
  }

  /** Whether the current profile's host sends `what` to a view (its facts' `neverSends`). */
  #sends(what: string): boolean {
    return hostSends(profileById(this.#deps.settings.value.profile).kit, what);
  }

  /** Runs the tool end to end. */
  async start(): Promise<void> {
    const { events } = this.#deps;
    events.dispatch("view-state-cleared", viewStateHomes(profileById(this.#deps.settings.value.profile).kit, this.#deps.tools));
    events.dispatch("diagnostics-cleared", undefined);
    this.#profileLines();
    this.#uri = uiResourceUri(this.tool) ?? "";
    events.dispatch("stage", { kind: "call", tool: this.tool.name, view: !!this.#uri });
    events.dispatch("chat", { from: "tool-call", title: `Model called ${this.tool.name}`, text: pretty(this.args) });
    try {
      if (this.#uri) await this.#mount();
      else if (viewOf(this.tool) !== undefined) checksFeed(events).judged(checkServer({ tools: [this.tool], reads: {} }));
      else
        this.#report({
          key: "resource",
          severity: "info",
          title: `${this.tool.name} has no view`,
          detail: "It declares no _meta.ui.resourceUri: hosts show only its text result.",
        });
      await this.#deliver();
    } catch (error) {
      if (this.#abort.signal.aborted) return;
      // The call ended without a result (a JSON-RPC error, or a 2026-07-28 input_required the page
      // cannot meet): the specification's host sends tool-cancelled "for any reason", so the view leaves its loading state.
      if (this.#view && this.#sends(TOOL_CANCELLED))
        quietly(this.#view.host.sendToolCancelled({ reason: `The tool call failed: ${errorText(error)}` }));
      this.#failure = errorText(error);
      this.#report({ key: "run", severity: "error", title: `The run failed: ${this.#failure}` });
      this.#set("failed");
    }
  }

  /** Shows the view with `result` as its tool's answer, without calling the tool: a call made before, shown again (the chat's last, after a reload of the page). */
  async replay(result: CallToolResult): Promise<void> {
    this.#uri = uiResourceUri(this.tool) ?? "";
    this.#result = result;
    this.#set("done");
    this.#deps.events.dispatch("stage", { kind: "call", tool: this.tool.name, view: !!this.#uri });
    await this.reload("the page was reloaded: the chat's last call is shown again");
  }

  /**
   * Loads the view again (a new frame, a new handshake) and replays the last tool input and result,
   * without calling the tool again. Resolves false when there is nothing to replay (the run has not
   * finished): re-run it instead.
   */
  async reload(reason: string): Promise<boolean> {
    const result = this.result;
    if (!this.#uri || !result) return false;
    const { events } = this.#deps;
    this.#view?.close();
    events.dispatch("diagnostics-cleared", undefined);
    this.#profileLines();
    events.dispatch("chat", {
      from: "host",
      title: `View reloaded (${reason})`,
      text: "The last tool input and result were replayed; the tool was not called again.",
    });
    try {
      const view = await this.#mount();
      quietly(view.host.sendToolInput({ arguments: this.args }));
      this.#resultLines(result);
      quietly(view.host.sendToolResult(result as never));
      if (this.#state === "cancelled") this.#set("done"); // the new view heard the result, and no cancel
    } catch (error) {
      this.#report({ key: "run", severity: "error", title: `The reload failed: ${errorText(error)}` });
    }
    return true;
  }

  async #mount(): Promise<ViewFrame> {
    this.#view = await mountView(this.#deps, this.tool, this.#uri, {
      layout: () => this.#applyMode(),
      allowsMode: (mode) => this.modes.includes(mode),
      judgesAccessibility: true,
      onServerCall: (call) => this.#viewCalls.push(call),
      onTeardownRequest: () => {
        this.#report({
          key: "teardown-request",
          severity: "info",
          title: "The view asked to be closed (ui/notifications/request-teardown)",
          detail: "The host agrees: it sends ui/resource-teardown, then removes the frame.",
        });
        void this.teardown();
      },
    });
    return this.#view;
  }

  /** Streams the arguments (when asked), sends the complete input, calls the tool, sends the result. */
  async #deliver(): Promise<void> {
    const signal = this.#abort.signal;
    const host = this.#view?.host;
    if (this.#deps.settings.value.stream && host && this.#sends("ui/notifications/tool-input-partial")) {
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
    const call = { name: this.tool.name, arguments: this.args };
    const result = (await this.#deps.client.callTool(call, { signal, timeout: CALL_TIMEOUT_MS })) as CallToolResult;
    this.#result = result;
    this.#took = performance.now() - started;
    this.#reportResult(result);
    if (host) quietly(host.sendToolResult(result as never));
    this.#set("done");
  }

  /** The result in the chat (what the model reads), and what it means for the view in the diagnostics. */
  #reportResult(result: CallToolResult): void {
    this.#deps.events.dispatch("chat", {
      from: "tool-result",
      title: `${this.tool.name} returned${result.isError ? " an error" : ""} (the model reads this text)`,
      text: resultText(result),
    });
    this.#resultLines(result);
  }

  /** What the result means for the view under the current profile, in the diagnostics (again after each reload). */
  #resultLines(result: CallToolResult): void {
    const took = this.#took;
    const text = resultText(result);
    if (result.isError)
      this.#report({ key: "result", severity: "error", title: `The tool returned isError after ${ms(took)}`, detail: text });
    else if (!this.#uri)
      this.#report({
        key: "result",
        severity: "ok",
        title: `Tool result after ${ms(took)}`,
        detail: "The model reads its text; no view shows it.",
      });
    else if (!result.structuredContent)
      this.#report({
        key: "result",
        severity: "warn",
        title: "The tool result has no structuredContent",
        detail: "Views usually render from structuredContent (the model reads content). If the view waits for it, it stays blank.",
      });
    else
      this.#report({
        key: "result",
        severity: "ok",
        title: `Tool result after ${ms(took)}, with structuredContent`,
        detail: `Keys: ${Object.keys(result.structuredContent).join(", ")}.`,
      });
    const stripped =
      this.#uri && profileById(this.#deps.settings.value.profile).kit.behaviour?.stripsStructuredContent
        ? explainStripped(result)
        : undefined;
    if (stripped) this.#report({ key: "stripped", ...stripped });
  }

  /** Pushes the current settings to the view (host-context-changed) and the stage. */
  updateContext(): void {
    const { settings, space } = this.#deps;
    this.#applyMode();
    if (this.#view && this.#sends("ui/notifications/host-context-changed"))
      quietly(this.#view.host.setHostContext(buildHostContext(settings.value, space, { tool: this.tool })));
  }

  #applyMode(): void {
    const { settings, space, events } = this.#deps;
    const mode = settings.value.displayMode;
    events.dispatch("layout", { mode, container: containerFor(settings.value, mode, space) });
  }

  /**
   * Cancels the call (or the streaming): the view gets tool-cancelled, the server
   * notifications/cancelled. After the result, only the view is told: the call has returned, so
   * the server has nothing left to cancel.
   */
  cancel(reason = "Cancelled by the user"): void {
    if (!this.cancellable) return;
    const returned = this.#state === "done";
    // A call that returned has nothing left to abort: the server is not told.
    if (!returned) this.#abort.abort(reason);
    if (this.#view && this.#sends(TOOL_CANCELLED)) quietly(this.#view.host.sendToolCancelled({ reason }));
    this.#deps.events.dispatch("chat", {
      from: "host",
      title: returned ? "Tool call cancelled after its result" : "Tool call cancelled",
      text: returned
        ? `${reason}. The call had already returned, so only the view is told (ui/notifications/tool-cancelled); the server has nothing left to cancel.`
        : reason,
    });
    this.#set("cancelled");
  }

  /** Sends ui/resource-teardown, waits (a while) for the answer, then removes the frame. */
  async teardown(): Promise<void> {
    if (this.#state === "closed") return;
    if (ON_ITS_WAY.has(this.#state)) this.cancel("The view was closed"); // a call that returned is not cancelled by closing its view
    const frame = this.#view;
    if (frame?.host.initialized && this.#sends("ui/resource-teardown")) this.#report(await tearDownView(frame.host));
    else if (frame?.host.initialized)
      this.#report({
        key: "teardown",
        severity: "info",
        title: "No ui/resource-teardown: this host never sends one; the frame is removed",
      });
    frame?.close();
    this.#deps.events.dispatch("stage", { kind: "torn-down" });
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
