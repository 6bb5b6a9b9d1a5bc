// The shape of a host profile: what the test kit and the playground read to play a host.
import type { Implementation, McpUiHostCapabilities, McpUiHostContext, McpUiStyles, McpUiTheme } from "../../index.js";
import type { HostFacts } from "../host-facts.js";

/** A host's identity, capabilities and context, with a variable set per theme. */
export interface HostProfile {
  hostInfo: Implementation;
  hostCapabilities: McpUiHostCapabilities;
  /** The context without `theme` and `styles`, which come from {@link HostProfile.variables}. */
  hostContext: McpUiHostContext;
  /** The `styles.variables` sent for each theme. */
  variables: Record<McpUiTheme, McpUiStyles>;
  /** Font CSS sent as `styles.css.fonts`, if any. */
  fonts?: string;
  /** How the host departs from the standard bridge; absent for a standard host. */
  behaviour?: HostBehaviour;
  /** What is known of the real host: its frame, CSP, gestures, refusals and quirks, with sources (host-facts.ts). */
  facts?: HostFacts;
  /**
   * The MCP protocol revision the host's client speaks to MCP servers (`"2025-03-26"`, `"2025-06-18"`,
   * `"2025-11-25"`, `"2026-07-28"`), which shapes what the server sends and so what the view gets. Not
   * the MCP Apps version of `ui/initialize`. The dev host connects to the server at exactly this
   * revision under the profile; absent where no public source says, and the dev host then offers
   * every revision it speaks, newest first.
   */
  protocolRevision?: string;
}

/** Real hosts' departures from the standard bridge, as the test host can play them. */
export interface HostBehaviour {
  /**
   * ChatGPT's `window.openai` in the view's window: `"alongside"` the `ui/*` bridge, or `"only"`, with
   * no `ui/*` bridge at all (the view's `ui/initialize` goes unanswered; the fake `window.openai` talks
   * to the test host instead, so the test host still records and answers everything).
   */
  openai?: "alongside" | "only";
  /** Drops `structuredContent` from every tool result it delivers, keeping the content blocks. */
  stripsStructuredContent?: boolean;
  /**
   * Negotiates in `capabilities.extensions["io.modelcontextprotocol/ui"]` (SEP-2133) and calls the
   * view's tools with `ui/call-view-tool` and `ui/list-view-tools`.
   */
  nextWireNames?: boolean;
}

/** The names of the built-in profiles. */
export type ProfileName =
  | "default"
  | "claude"
  | "chatgpt"
  | "vscode"
  | "chatgpt-ui"
  | "chatgpt-openai"
  | "strips-structured"
  | "next-wire"
  | "reference"
  | "m365-copilot"
  | "goose"
  | "cursor"
  | "inspector"
  | "le-chat"
  | "slackbot"
  | "codex"
  | "copilot-studio";
