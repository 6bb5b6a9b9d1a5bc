// A scripted MCP Apps host for widget tests. It speaks the host side of the protocol over the core's
// JSON-RPC engine: it answers `ui/initialize` with its info, capabilities and context, holds every
// notification and request of its own until the view sends `ui/notifications/initialized` (the
// engine's gate), answers the view's requests with defaults or the test's handlers, and records
// everything both ways. Fault injection bends the answers; `close()` undoes everything it installed.
// The TestHost is the last of a chain of layers, each extending the one before it and owning its
// members: HostRecords (host-records.ts: what crossed, both ways) → TestHostScript
// (test-host-script.ts: what the host sends the view) → HostAnswers (host-answers.ts: what it does
// with what the view sends: answers, faults, the handshake) → TestHost, which wires their shared parts
// and owns the channel to the view (host-channel.ts), the fixture, the conformance watch and the fake
// window.openai.
import { AppError, type AppRequestMap, type Transport } from "../index.js";
import { Rpc } from "../rpc/rpc.js";
import { runAccessibility, type AccessibilityOptions } from "./accessibility-run.js";
import { checkAccessibility } from "./conformance/a11y.js";
import type { Finding } from "./conformance/rules.js";
import { ConformanceWatch } from "./conformance-watch.js";
import { parseFixture, type Fixture } from "./fixture.js";
import { fixtureContext, mockTools } from "./fixture-host.js";
import type { HostRequestHandler } from "./answers.js";
import { BoundApps } from "./bound-apps.js";
import type { Channel } from "./channel.js";
import type { FakeOpenAi } from "./fake-openai.js";
import { Faults } from "./faults.js";
import { Handshake } from "./handshake.js";
import { HostAnswers } from "./host-answers.js";
import { installFakeOpenAi, openHostChannel } from "./host-channel.js";
import { profileContext, resolveProfile } from "./profiles.js";
import { Recorder } from "./recorder.js";
import type { TestHostOptions } from "./test-host-options.js";
import type { ViewStateStore } from "../server/view-state-store.js";
import { viewStateTools } from "./view-state-tools.js";

export type { TestHostOptions } from "./test-host-options.js";

/**
 * A scripted host for one view. Create one per test and `close()` it afterwards.
 *
 * @example
 * const host = createTestHost({ tools: { add: ({ a, b }) => ({ content: [{ type: "text", text: `${Number(a) + Number(b)}` }] }) } });
 * await new App({ name: "w", version: "1" }).connect();
 * await host.sendToolResult({ content: [], structuredContent: { n: 1 } });
 */
export class TestHost extends HostAnswers {
  /** The fake `window.openai` of a profile with the `openai` behaviour (none over a frame channel or a given transport). */
  readonly openai: FakeOpenAi | undefined;
  /** The fixture the host was created with, checked (see {@link TestHost.sendFixture}). */
  readonly fixture: Fixture | undefined;
  /** Where `view_state_set` keeps the states with the `viewStateTools` option: give it to the next host to reload the view. */
  readonly viewStateStore: ViewStateStore | undefined;
  readonly #channel: Channel;
  readonly #bound: BoundApps | undefined;
  readonly #conformance: ConformanceWatch;

  constructor(options: TestHostOptions = {}) {
    const profile = resolveProfile(options.profile);
    const fixture = options.fixture === undefined ? undefined : parseFixture(options.fixture, "createTestHost({ fixture })");
    const viewState = options.viewStateTools ? viewStateTools(options.viewStateTools) : undefined;
    const theme = options.theme ?? options.hostContext?.theme ?? fixture?.hostContext?.theme ?? "light";
    const context = { ...profileContext(profile, theme), ...fixtureContext(fixture), ...structuredClone(options.hostContext) };
    const recorder = new Recorder();
    const rpc = new Rpc({ log: (entry) => entry.type === "error" && void recorder.ignored(entry.error.data, entry.error.message) });
    // Last of what can throw: from here on the channel may have installed itself on the window.
    const { channel, wire } = openHostChannel(options, profile, recorder, rpc);
    super({
      recorder,
      timeout: options.timeout ?? 3000,
      rpc,
      wire,
      profile,
      context,
      handshake: new Handshake(),
      faults: new Faults(),
      hostInfo: options.hostInfo ?? profile.hostInfo,
      hostCapabilities: options.hostCapabilities ?? profile.hostCapabilities,
      protocolVersion: options.protocolVersion,
      files: structuredClone(options.files ?? {}),
    });
    this.fixture = fixture;
    this.#channel = channel;
    this.#conformance = new ConformanceWatch((fn) => this.onRecord(fn), viewDocument(options, channel));
    this.viewStateStore = viewState?.store;
    for (const [name, handler] of Object.entries({ ...mockTools(fixture), ...viewState?.handlers, ...options.tools }))
      this.addServerTool(name, handler);
    for (const [method, handler] of Object.entries(options.handlers ?? {}))
      this.handle(method as keyof AppRequestMap, handler as HostRequestHandler);
    for (const [method, fault] of Object.entries(options.faults ?? {})) this.fault(method, fault);
    rpc.attach(wire).catch((error: Error) => recorder.ignored(undefined, `the channel failed to start: ${error.message}`));
    this.openai = installFakeOpenAi(options, profile, channel, context);
    this.#bound = bindApps(options, channel, this.openai !== undefined);
  }

  /** The view's end of the `"transport"` channel: pass it to `app.connect(host.transport)`. */
  get transport(): Transport {
    const view = this.#channel.view;
    if (!view && this.#channel.kind === "transport")
      throw new AppError(
        "NOT_SUPPORTED",
        "host.transport exists only when the test host makes the transport pair; this host speaks over the transport option, whose other end is the view's",
      );
    if (!view)
      throw new AppError(
        "NOT_SUPPORTED",
        `host.transport exists only with createTestHost({ channel: "transport" }); this host uses the ${this.#channel.kind} channel`,
      );
    return view;
  }

  /** Plays the fixture's call as a host does: its arguments (`tool-input`), then its result (`tool-result`). */
  async sendFixture(): Promise<void> {
    if (!this.fixture) throw new AppError("INVALID_PARAMS", "sendFixture() needs a fixture: createTestHost({ fixture })");
    await this.sendToolInput({ arguments: structuredClone(this.fixture.arguments ?? {}) });
    await this.sendToolResult(structuredClone(this.fixture.result));
  }

  /**
   * The conformance rules (docs/conformance.md) on what the view did so far: the behaviour rules on
   * the wire, the static ones on the fixture, the design rules on the view's document (when it is in
   * this realm). With `settled: false` (a view still running) only what was sent is judged: what the
   * view has not sent yet (ui/initialize, initialized, its size, a tools/list answer) is no finding.
   * See `expectConformance(host)`.
   */
  conformance(options?: { settled?: boolean }): Finding[] {
    return this.#conformance.findings(this.messages, this.fixture, options?.settled ?? true);
  }

  /**
   * The accessibility rules (docs/accessibility.md) on the view's document now, with axe-core given
   * as `{ axe }` (or the page's `window.axe`): in a browser all of them, the contrast under every
   * profile's light and dark look (sent to the view as host-context-changed, the host's own context
   * restored after); in happy-dom the ones that need no layout. Resolves with their findings, which
   * `conformance()` and `expectConformance(host)` then include. Rejects with `NOT_SUPPORTED` without
   * axe-core, or when the view is not in this realm (a frame channel).
   */
  async accessibility(options: AccessibilityOptions = {}): Promise<Finding[]> {
    const doc = this.#conformance.document;
    if (!doc)
      throw new AppError(
        "NOT_SUPPORTED",
        "host.accessibility() reads the view's document, which is in another realm (a frame): run the view in the test's own document",
      );
    const findings = checkAccessibility(await runAccessibility(doc, this, this.#conformance.errorText, options), "view");
    this.#conformance.keepAccessibility(findings);
    return findings;
  }

  /**
   * Releases everything: restores `window.parent.postMessage`, rejects pending requests and waits,
   * stops timers, and closes the Apps connected through this host (made after it was created, in
   * this JavaScript realm): with `connect()` in the window it stands in for, or `connect(host.transport)`.
   * Idempotent.
   */
  override close(): void {
    if (this.closed) return;
    super.close();
    this.openai?.uninstall();
    this.#bound?.close();
  }
}

/** The view's document, when the view runs in this realm (not in a frame, nor at a transport's far end elsewhere). */
function viewDocument(options: TestHostOptions, channel: Channel): Document | undefined {
  if (channel.kind === "frame" || typeof document === "undefined") return undefined;
  return options.window?.document ?? document;
}

/**
 * Watches for the Apps that connect through this host: with no transport, in the window whose
 * parent (or window.openai) the host stands in for, if that is this realm's window; or over the
 * view's end of the host's transport pair. None for a frame, whose Apps run in another document.
 */
function bindApps(options: TestHostOptions, channel: Channel, openai: boolean): BoundApps | undefined {
  const own = typeof window !== "undefined" && (options.window ?? window) === window;
  const byDefault = own && (channel.kind === "window" || openai);
  const view = channel.view;
  if (!byDefault && !view) return undefined;
  return new BoundApps((transport) => (transport === undefined ? byDefault : transport === view));
}

/**
 * Creates a {@link TestHost}. With the default `"window"` channel it takes over `window.parent`
 * until `close()`, so a view calling `connect()` with no arguments talks to it.
 */
export function createTestHost(options: TestHostOptions = {}): TestHost {
  return new TestHost(options);
}
