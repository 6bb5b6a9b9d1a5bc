// What the session tells the page: everything the MCP server, a run and its view did, as typed
// events on the repo's EventDispatcher. The page's widgets (host/ui/) subscribe and render them; the
// session never touches a widget.
import type { Tool } from "@modelcontextprotocol/client";
import { EventDispatcher, type ContentBlock, type McpUiContainerDimensions, type McpUiDisplayMode } from "mcp-view";
import type { ServerInfo } from "../../shared/api.js";
import type { ViewConsoleEntry } from "../../shared/view-console.js";
import type { ViewStateReport } from "../../shared/view-state-report.js";
import type { ServerViewState, ViewStateHomes } from "./server-view-state.js";

/** How a diagnostics line reads: still waiting, fine, a note, a likely problem, a certain one. */
export type Severity = "pending" | "ok" | "info" | "warn" | "error";

/** One "Why is it blank?" line; a later one with the same `key` replaces it. */
export interface Diagnostic {
  key: string;
  severity: Severity;
  title: string;
  detail?: string;
  /** Where the line's facts come from (a dispute's sides), shown as links. */
  links?: Array<{ label: string; href: string }>;
}

/** Where a run stands. */
export type RunState = "loading" | "streaming" | "calling" | "done" | "cancelled" | "failed" | "closed";

/** Which connection a message crossed: host ↔ view, or host ↔ MCP server. */
export type Channel = "view" | "server";

/** Where a JSON-RPC message crossed: a {@link Channel}, or host ↔ the view that renders a server's elicitation. */
export type RpcChannel = Channel | "elicitation";

/** Direction of a message, seen from the host. */
export type Direction = "in" | "out";

/** Who speaks in the chat: the user (through the view), the model calling a tool, the tool's answer, the host. */
export type Speaker = "user" | "tool-call" | "tool-result" | "host";

/** A view's context for the model (`ui/update-model-context`). */
export interface ModelContext {
  content?: ContentBlock[];
  structuredContent?: Record<string, unknown>;
}

/** What the MCP server connection came to. */
export type ServerStatus =
  | { kind: "connected"; info: ServerInfo; name: string; version: string; revision: string }
  | { kind: "failed"; info: ServerInfo; message: string };

/** Every event of the session, by name, with what it carries. */
export interface SessionEvents {
  /** A diagnostics line, added or updated in place. */
  diagnostic: Diagnostic;
  /** The diagnostics start over (a new run, a reload). */
  "diagnostics-cleared": undefined;
  /** The current run of `tool` moved to `state`. */
  "run-state": { tool: string; state: RunState };
  /** A JSON-RPC message crossed a connection. */
  rpc: { channel: RpcChannel; direction: Direction; message: unknown };
  /** A chat entry. */
  chat: { from: Speaker; title: string; text: string };
  /** The view's model context, replacing the last one; `ignoredBy`: the host's label, when its facts say the model never sees it. */
  "model-context": { context: ModelContext; from: string; ignoredBy?: string };
  /**
   * The current view's `ui/message`: accepted by the host (the chat's model gets it as the next turn
   * where the profile delivers it), or `ignored`, answered with success by a host whose facts say it
   * does nothing with it.
   */
  "view-message": { text: string; ignored?: true };
  /** The `modelContent` of a widget state the view set (ChatGPT with only window.openai), which may be any JSON. */
  "model-content": { modelContent: unknown; from: string };
  /** A link the view asked to open (nothing opens by itself). */
  link: { url: string };
  /** A file the view handed over (`url`: a blob: URL this page made) or linked to. */
  download: { name: string; url: string; detail: string };
  /** A log message from the view or the server. */
  log: { source: Channel; level: string; logger: string | undefined; data: unknown };
  /** Something the view of `tool` said where its author does not look, captured in its frame (shared/view-console.ts), or a CSP violation. */
  "view-console": { tool: string; entry: ViewConsoleEntry };
  /**
   * An entry of the current frame, the moment the page takes it: before "view-console", which waits
   * for the server to read it through the view's source maps, by when later size reports are in.
   */
  "view-console-heard": { kind: ViewConsoleEntry["kind"] };
  /** The view read, wrote or removed its stored view state (reported from inside its frame). */
  "view-state": ViewStateReport;
  /** The widget state the view set with `window.openai.setWidgetState` (`undefined`: not JSON). */
  "widget-state": { state: unknown };
  /** What the server keeps for the view, told by the answer to one of its view-state tool calls. */
  "server-view-state": ServerViewState;
  /** A new view: its view state is not known yet, and where it can be kept (beyond memory) is. */
  "view-state-cleared": ViewStateHomes;
  /** The stage starts over: the model called `tool` (which has a view or not), or the view was torn down. */
  stage: { kind: "call"; tool: string; view: boolean } | { kind: "torn-down" };
  /** The view's display mode and container. */
  layout: { mode: McpUiDisplayMode; container: McpUiContainerDimensions };
  /** The height the view reported (`ui/notifications/size-changed`). */
  "view-size": { height: number | undefined };
  /** The MCP server connected, or could not be reached. */
  server: ServerStatus;
  /** The server's tools, listed (again). */
  tools: { tools: Tool[] };
}

/** The session's events. */
export type SessionEmitter = EventDispatcher<SessionEvents>;

/** A new emitter. A listener that throws does not stop the session: its error is thrown again on its own, where the browser reports it. */
export function createSessionEvents(): SessionEmitter {
  return new EventDispatcher<SessionEvents>({
    onError: (cause) =>
      queueMicrotask(() => {
        throw cause;
      }),
  });
}
