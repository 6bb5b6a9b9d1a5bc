// The host page's session: the connection to the MCP server (and one at a profile's own protocol
// revision, for the runs under that profile), the one run at a time (a tool call and its view), the
// server's elicitations (elicitation.ts), and the settings it follows. Everything it does is told on `events` (events.ts), which
// the page's widgets (host/ui/) subscribe to; it knows the stage only as a ViewSpace.
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import type { ElicitResult, McpUiDisplayMode } from "mcp-view";
import type { ServerInfo } from "../../shared/api.js";
import { isCspViolation } from "../../shared/csp-violation.js";
import { entryOf, isViewConsoleMessage, MAX_TEXT } from "../../shared/view-console.js";
import { isDesignReport } from "../../shared/design-probe.js";
import { isViewStateReport } from "../../shared/view-state-report.js";
import { api } from "./api.js";
import { createConsoleFeed } from "./console-feed.js";
import type { ViewSpace } from "./context.js";
import { Elicitor, type ElicitationSpace } from "./elicitation.js";
import { createSessionEvents, type SessionEmitter } from "./events.js";
import { plainErrorText } from "./error-text.js";
import { connectServer, uiResourceUri, type ServerChange, type ServerConnection } from "./mcp.js";
import { Matrix, type MatrixCall, type MatrixCell, type MatrixElicitation, type MatrixHooks, type MatrixRow } from "./matrix.js";
import { Run } from "./run.js";
import { profileById } from "./profiles.js";
import type { Settings, SettingsStore } from "./settings.js";

/** Answers one of the server's elicitations (its params); `signal` aborts when the server cancels it. */
export type ElicitAnswer = (params: Record<string, unknown>, signal: AbortSignal) => Promise<ElicitResult>;

/** The states of a run whose call is still on its way. */
const ON_ITS_WAY: ReadonlySet<string> = new Set(["loading", "streaming", "calling"]);

/** Options of {@link Session}. */
export interface SessionOptions {
  settings: SettingsStore;
  /** The stage: its room, and where a view's frame goes. */
  space: ViewSpace;
  /** Where the server's elicitations are asked. */
  elicitations: ElicitationSpace;
  /** The events to tell (a new emitter by default). */
  events?: SessionEmitter;
}

export class Session {
  readonly events: SessionEmitter;
  readonly settings: SettingsStore;
  readonly #space: ViewSpace;
  readonly #console: ReturnType<typeof createConsoleFeed>;
  readonly #elicitor: Elicitor;
  #server: ServerConnection | undefined;
  /** Connections at a profile's own revision (other than the server's), by revision, made on first use. */
  readonly #pinned = new Map<string, Promise<ServerConnection>>();
  #run: Run | undefined;
  #matrix: Matrix | undefined;
  /** Waits for the current call to be done, to replay its view under the profile chosen meanwhile. */
  #waiting: ((event: { state: string }) => void) | undefined;
  /** Who answers the server's elicitations instead of the page (the headless host), if anyone. */
  #answer: ElicitAnswer | undefined;

  constructor(options: SessionOptions) {
    this.events = options.events ?? createSessionEvents();
    this.settings = options.settings;
    this.#space = options.space;
    this.#console = createConsoleFeed(this.events);
    this.#elicitor = new Elicitor({
      client: () => this.#server!.client,
      tools: () => this.#server?.tools ?? [],
      settings: this.settings,
      space: this.#space,
      events: this.events,
      cards: options.elicitations,
    });
    this.settings.subscribe((_value, changed) => this.#settingsChanged(changed));
  }

  /** The server's tools (none before {@link connect}). */
  get tools(): Tool[] {
    return this.#server?.tools ?? [];
  }

  /** The server's client (none before {@link connect}): for the headless check's own reads. */
  get client(): ServerConnection["client"] | undefined {
    return this.#server?.client;
  }

  /** The current run, if a tool ran. */
  get run(): Run | undefined {
    return this.#run;
  }

  /** The display modes the current view may take (undefined without a run: all of the host's). */
  get modes(): McpUiDisplayMode[] | undefined {
    return this.#run?.modes;
  }

  /** Connects to the MCP server and lists its tools; resolves false when it cannot be reached (the `server` event says why). */
  async connect(): Promise<boolean> {
    const { events } = this;
    const info = (await (await api("/api/info")).json()) as ServerInfo;
    try {
      this.#server = await connectServer(
        {
          onMessage: (direction, message) => events.dispatch("rpc", { channel: "server", direction, message }),
          onLog: (level, logger, data) => events.dispatch("log", { source: "server", level, logger, data }),
          onChange: (change) => this.#serverChanged(change),
          onElicit: (params, signal) => (this.#answer ?? this.#elicitor.handle.bind(this.#elicitor))(params, signal),
        },
        info.revision,
      );
    } catch (error) {
      events.dispatch("server", { kind: "failed", info, message: info.problem ?? plainErrorText(error) });
      return false;
    }
    const version = this.#server.client.getServerVersion();
    events.dispatch("server", {
      kind: "connected",
      info,
      name: version?.name ?? "?",
      version: version?.version ?? "",
      revision: this.#server.revision,
    });
    events.dispatch("tools", { tools: this.#server.tools });
    return true;
  }

  /**
   * The MCP server was restarted (its code changed): connects to the new one, lists its tools, and
   * runs the last tool call again, as the new server answers it (a tool it no longer has is not run).
   * Resolves false when the new server cannot be reached.
   */
  async reconnect(reason: string): Promise<boolean> {
    const old = this.#server;
    this.#server = undefined;
    await old?.close().catch(() => {}); // its session ended with the old process
    const pinned = [...this.#pinned.values()];
    this.#pinned.clear();
    for (const connection of pinned) void connection.then((c) => c.close()).catch(() => {});
    if (!(await this.connect())) return false;
    const run = this.#run;
    const tool = run && run.state !== "closed" ? this.tools.find((t) => t.name === run.tool.name) : undefined;
    this.events.dispatch("chat", {
      from: "host",
      title: `MCP server restarted (${reason})`,
      text: !run
        ? "Its code changed: the next call reaches the new server."
        : tool
          ? "Its code changed: the last tool call runs again against the new server."
          : `Its code changed, and the new server has no tool ${run.tool.name}: nothing runs again.`,
    });
    if (run && tool) await this.start(tool, run.args);
    return true;
  }

  /**
   * The connection a run under the current profile uses: the page's own, or one at exactly the
   * profile's protocol revision when it states another (a Goose view's server speaks 2025-03-26 to
   * it). Undefined when the server refuses that revision: the chat says so, as the host could not
   * use the server at all.
   */
  async #connectionFor(server: ServerConnection): Promise<ServerConnection | undefined> {
    const profile = profileById(this.settings.value.profile);
    const revision = profile.kit.protocolRevision;
    if (!revision || revision === server.revision) return server;
    const { events } = this;
    let pinned = this.#pinned.get(revision);
    if (!pinned) {
      pinned = connectServer(
        {
          onMessage: (direction, message) => events.dispatch("rpc", { channel: "server", direction, message }),
          onLog: (level, logger, data) => events.dispatch("log", { source: "server", level, logger, data }),
          onChange: () => {}, // the page's own connection hears the server's changes
          onElicit: (params, signal) => (this.#answer ?? this.#elicitor.handle.bind(this.#elicitor))(params, signal),
        },
        undefined,
        revision,
      );
      this.#pinned.set(revision, pinned);
      pinned.catch(() => this.#pinned.delete(revision));
    }
    try {
      return await pinned;
    } catch (error) {
      events.dispatch("chat", {
        from: "host",
        title: `The MCP server refuses ${profile.label}'s protocol revision ${revision}`,
        text: `${plainErrorText(error)}. ${profile.label}'s client speaks only ${revision}, so that host could not use this server: nothing runs under this profile.`,
      });
      return undefined;
    }
  }

  /** Runs `tool` with `args`, after tearing the current view down, at the current profile's protocol revision. */
  async start(tool: Tool, args: Record<string, unknown>, { replay }: { replay?: CallToolResult } = {}): Promise<void> {
    const server = this.#server;
    if (!server) return;
    if (this.#run && this.#run.state !== "closed") await this.#run.teardown();
    const connection = await this.#connectionFor(server);
    if (!connection) return;
    const run = new Run(
      {
        client: connection.client,
        revision: connection.revision,
        tools: server.tools,
        settings: this.settings,
        space: this.#space,
        events: this.events,
      },
      tool,
      args,
    );
    this.#run = run;
    const uri = uiResourceUri(tool);
    if (uri) server.watch(uri);
    // `replay`: a call made before (the chat's last, after a reload of the page) shown again, not made again.
    await (replay ? run.replay(replay) : run.start());
  }

  /** Cancels the current call. */
  cancel(): void {
    this.#run?.cancel();
  }

  /** Tears the current view down. */
  async teardown(): Promise<void> {
    await this.#run?.teardown();
  }

  /** Runs the last tool again, with the same arguments. */
  async rerun(): Promise<void> {
    if (this.#run) await this.start(this.#run.tool, this.#run.args);
  }

  /** Reloads the current view with its last tool input and result replayed (a run that has not finished runs again). */
  async reload(reason: string): Promise<void> {
    const run = this.#run;
    if (!run || run.state === "closed") return;
    if (!(await run.reload(reason))) await this.start(run.tool, run.args);
  }

  /**
   * The Hosts matrix: the current run's view under every profile, in frames placed in `space`; the
   * tool is called again only when the run has no result to replay. With `asked` (`mcp-view
   * matrix`), its call in its cells instead. Resolves with the rows.
   */
  async hostsMatrix(space: ViewSpace, hooks: MatrixHooks = {}, asked?: { call: MatrixCall; cells: MatrixCell[] }): Promise<MatrixRow[]> {
    const server = this.#server;
    const run = this.#run;
    const call = asked?.call ?? (run && { tool: run.tool, args: run.args, ...(run.result && { result: run.result }) });
    if (!server || !call) return [];
    this.#matrix?.stop();
    const deps = { client: server.client, tools: server.tools, settings: this.settings };
    const matrix = (this.#matrix = new Matrix(deps, space, asked?.cells));
    try {
      return await matrix.run(call, hooks);
    } finally {
      if (this.#matrix === matrix) this.#matrix = undefined;
    }
  }

  /**
   * Answers the server's elicitations with `answer` instead of asking in the page (`mcp-view matrix`
   * and `check`, where no one is there to answer), until the returned function is called.
   */
  answerElicitations(answer: ElicitAnswer): () => void {
    this.#answer = answer;
    return () => void (this.#answer === answer && (this.#answer = undefined));
  }

  /** The view an elicitation of a tool's call named, under each of `cells`, in frames placed in `space`; resolves with the rows. */
  async elicitationMatrix(space: ViewSpace, hooks: MatrixHooks, asked: MatrixElicitation, cells: MatrixCell[]): Promise<MatrixRow[]> {
    const server = this.#server;
    if (!server) return [];
    this.#matrix?.stop();
    const matrix = (this.#matrix = new Matrix({ client: server.client, tools: server.tools, settings: this.settings }, space, cells));
    try {
      return await matrix.runElicitation(asked, hooks);
    } finally {
      if (this.#matrix === matrix) this.#matrix = undefined;
    }
  }

  /** Pushes the settings and the stage's room to the current view (after the page was resized). */
  updateContext(): void {
    this.#run?.updateContext();
  }

  /**
   * A message posted to the page: the current view's frame reports CSP violations, what its console
   * capture heard (errors, warnings, App errors), its view state and what its design probe saw; anything else, or from elsewhere,
   * is ignored.
   */
  receive(event: MessageEvent): void {
    if (this.#matrix?.receive(event)) return;
    const run = this.#run;
    if (!run?.fromFrame(event)) return;
    const { data } = event;
    if (isCspViolation(data)) {
      const line = run.noteViolation(data);
      if (line) this.#console(run, event.source!, { kind: "csp", text: `${line.title}. ${line.detail ?? ""}`.trim().slice(0, MAX_TEXT) });
    } else if (isViewConsoleMessage(data)) this.#console(run, event.source!, entryOf(data));
    else if (isViewStateReport(data)) this.events.dispatch("view-state", data);
    else if (isDesignReport(data)) run.noteDesign(data);
  }

  #settingsChanged(changed: (keyof Settings)[]): void {
    const run = this.#run;
    // Capabilities and host info are fixed by the handshake: a new profile needs a new view.
    if (changed.includes("profile") && run && run.state !== "closed") this.#replayUnderProfile(run);
    else run?.updateContext();
  }

  /**
   * The view of `run` again under the profile just chosen, with its last tool input and result
   * replayed, as a reload does: the tool is never called again for it (a tool may have side
   * effects). A call still on its way is replayed once it is done; a run that ended without a result
   * has nothing to replay, and Re-run calls the tool under the new profile.
   */
  #replayUnderProfile(run: Run): void {
    const label = profileById(this.settings.value.profile).label;
    const replay = () => {
      if (this.#run !== run || run.state === "closed") return;
      if (run.result) return void run.reload(`the host profile is now ${label}`);
      this.events.dispatch("chat", {
        from: "host",
        title: `The host profile is now ${label}`,
        text: `The view shown was made under the previous profile, and the run has no result to replay (${run.state}): Re-run calls the tool under ${label}.`,
      });
    };
    if (this.#waiting) this.events.removeEventListener("run-state", this.#waiting);
    this.#waiting = undefined;
    if (!ON_ITS_WAY.has(run.state)) return replay();
    const waiting = (this.#waiting = ({ state }: { state: string }) => {
      if (ON_ITS_WAY.has(state)) return;
      this.events.removeEventListener("run-state", waiting);
      this.#waiting = undefined;
      replay();
    });
    this.events.addEventListener("run-state", waiting);
  }

  /** The server's notifications: a changed view reloads, a changed tool list is listed again. */
  #serverChanged(change: ServerChange): void {
    if (change.kind === "tools")
      return void this.#server?.refreshTools().then(
        (tools) => this.events.dispatch("tools", { tools }),
        () => {},
      );
    const run = this.#run;
    if (!run?.uri || (change.kind === "resource" && change.uri !== run.uri)) return;
    void this.reload(
      change.kind === "resource"
        ? "the server sent notifications/resources/updated"
        : "the server sent notifications/resources/list_changed",
    );
  }
}
