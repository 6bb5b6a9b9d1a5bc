// View state kept on the server, as the dev host sees it pass: the view keeps its state with the
// view-state tools of mcp-view/server (the contract is src/protocol/view-state-tools.ts), calling
// `view_state_get` and `view_state_set` through the host, and each answer says what the server keeps
// for the view's viewUUID, and its version. So the View state panel learns it from the view's own
// calls and needs no call of its own. And, as a view starts, where its state can be kept at all: a
// host without server tools, a server without the view-state tools and a frame whose storage throws
// leave it in the frame's memory only.
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import type { HostProfile } from "mcp-view/testing";

/** The names of the view-state tools (VIEW_STATE_GET_TOOL and VIEW_STATE_SET_TOOL of mcp-view/server). */
const GET = "view_state_get";
const SET = "view_state_set";

/** What the server keeps for one view, as the answer to one of the view's calls shows it. */
export interface ServerViewState {
  viewUUID: string;
  /** The view read it, wrote it, removed it, or wrote on an older version and was refused (`stale`: the server's own is shown). */
  op: "read" | "write" | "remove" | "stale";
  version: number;
  /** Whether a state is stored (version 0, or a removal, stores none); `state` is it. */
  stored: boolean;
  state?: unknown;
}

/** Where a new view's state can be kept: each storage the view state's default chain would pass over, with why. */
export interface ViewStateHomes {
  /** The host keeps it: ChatGPT with only window.openai, in its widget state. */
  host?: true;
  /** Why not on the server; undefined when the host has server tools and the server the view-state tools. */
  server?: string;
  /** Why not in the frame's localStorage; undefined when it works there. */
  local?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The stored state a `{ version, state? }` shows; undefined when it is no such thing. */
function stored(viewUUID: string, op: ServerViewState["op"], answer: unknown): ServerViewState | undefined {
  if (!isObject(answer) || !Number.isInteger(answer.version)) return undefined;
  const state = "state" in answer && answer.state !== undefined;
  return { viewUUID, op, version: answer.version as number, stored: state, ...(state && { state: answer.state }) };
}

/**
 * What the server keeps, from a call of the view and its result: a read's answer, a write's new
 * version with the state the view sent, or a stale refusal's `current`. Undefined for any other call,
 * or an answer that is not the tools' (another error, malformed arguments).
 */
export function serverViewState(name: string, args: Record<string, unknown>, result: CallToolResult): ServerViewState | undefined {
  const { viewUUID } = args;
  if ((name !== GET && name !== SET) || typeof viewUUID !== "string") return undefined;
  const answer = result.structuredContent;
  if (result.isError) return isObject(answer) && answer.reason === "stale" ? stored(viewUUID, "stale", answer.current) : undefined;
  if (name === GET) return stored(viewUUID, "read", answer);
  const written = "state" in args && args.state !== undefined;
  return stored(viewUUID, written ? "write" : "remove", isObject(answer) && { version: answer.version, state: args.state });
}

/** Where the state of a view of this host, on a server with these tools, can be kept (beyond memory). */
export function viewStateHomes(profile: HostProfile, tools: readonly Tool[]): ViewStateHomes {
  if (profile.behaviour?.openai === "only") return { host: true };
  const names = new Set(tools.map((t) => t.name));
  const frame = profile.facts?.frame ?? {};
  const sameOrigin = frame.origin !== "opaque" && (frame.sandbox === undefined || frame.sandbox.split(/\s+/).includes("allow-same-origin"));
  const server = !profile.hostCapabilities.serverTools
    ? "this host offers no server tools"
    : !names.has(GET) || !names.has(SET)
      ? `the server has no ${GET} and ${SET} tools (registerViewStateTools of mcp-view/server)`
      : undefined;
  const local =
    frame.storage === "blocked"
      ? "this host's frame blocks localStorage"
      : !sameOrigin
        ? "this host's frame has no allow-same-origin"
        : undefined;
  return { ...(server && { server }), ...(local && { local }) };
}
