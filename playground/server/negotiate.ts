// Which protocol revision the dev host and the MCP server agree on, found at start-up the way the
// page's client (the MCP SDK 2.x Client in its "auto" mode) will find it: a `server/discover` first,
// and the 2026-07-28 revision if it is answered as a 2026-07-28 server answers it; else the 2025
// `initialize` handshake. A server that refuses every revision offered gets one sentence naming
// both sides' versions. The messages are sent by an `Ask`: over HTTP here, through the stdio relay's
// multiplexer there.
import { CLIENT_CAPABILITIES, CLIENT_INFO, LEGACY_REVISION, MODERN_REVISION } from "../shared/mcp-client.js";
import { endSession } from "./upstream-problem.js";

/** Every revision the dev host speaks, newest first (the 2025 ones are the SDK's). */
export const OFFERED_REVISIONS: readonly string[] = [
  MODERN_REVISION,
  LEGACY_REVISION,
  "2025-06-18",
  "2025-03-26",
  "2024-11-05",
  "2024-10-07",
];

/** The start-up check's finding: the revision agreed on, or the sentence saying why there is none. */
export type Negotiated = { revision: string } | { problem: string };

/** A JSON-RPC answer, as far as negotiation reads it. */
export interface Answer {
  result?: { supportedVersions?: unknown; protocolVersion?: unknown };
  error?: { code?: unknown; message?: unknown; data?: { supported?: unknown } };
}

/** Sends one request to the server; resolves with its answer, or undefined when none came. */
export type Ask = (message: { id: string; method: string; params: object }) => Promise<Answer | undefined>;

/** The `_meta` envelope of a 2026-07-28 request. */
const ENVELOPE = {
  "io.modelcontextprotocol/protocolVersion": MODERN_REVISION,
  "io.modelcontextprotocol/clientInfo": CLIENT_INFO,
  "io.modelcontextprotocol/clientCapabilities": CLIENT_CAPABILITIES,
};

/**
 * Negotiates through `ask` with the server that `who` names ("The MCP server (…)"): 2026-07-28 when
 * `server/discover` lists it; else the 2025 `initialize` (an unanswered or refused discover is a
 * 2025-era server's), unless the server refused every revision offered.
 */
export async function negotiate(ask: Ask, who: string): Promise<Negotiated> {
  const discover = await ask({ id: "mcp-view-discover", method: "server/discover", params: { _meta: ENVELOPE } });
  const versions = discover?.result?.supportedVersions;
  if (Array.isArray(versions) && versions.includes(MODERN_REVISION)) return { revision: MODERN_REVISION };
  const theirs = supportedIn(discover?.error);
  if (theirs && !theirs.some((v) => OFFERED_REVISIONS.includes(v))) return { problem: refusal(who, theirs) };
  const params = { protocolVersion: LEGACY_REVISION, capabilities: CLIENT_CAPABILITIES, clientInfo: CLIENT_INFO };
  const init = await ask({ id: "mcp-view-initialize", method: "initialize", params });
  const agreed = init?.result?.protocolVersion;
  if (typeof agreed === "string" && OFFERED_REVISIONS.includes(agreed)) return { revision: agreed };
  if (init?.result) return { problem: refusal(who, [String(agreed)]) };
  const refused = supportedIn(init?.error);
  if (refused) return { problem: refusal(who, refused) };
  if (init?.error) return { problem: `${who} refused initialize: ${String(init.error.message ?? JSON.stringify(init.error))}` };
  return { problem: `${who} answered neither server/discover nor initialize.` };
}

/** The revisions a -32022 "unsupported protocol version" error lists, if `error` is one. */
function supportedIn(error: Answer["error"]): string[] | undefined {
  const supported = error?.code === -32022 ? error.data?.supported : undefined;
  return Array.isArray(supported) ? supported.filter((v): v is string => typeof v === "string") : undefined;
}

/** The sentence for a server that supports only `theirs`. */
function refusal(who: string, theirs: readonly string[]): string {
  const supports = theirs.length ? theirs.join(", ") : "none it names";
  return `${who} refuses every protocol revision mcp-view dev speaks: it supports ${supports}; mcp-view dev speaks ${OFFERED_REVISIONS.join(", ")}.`;
}

/**
 * Asks the Streamable HTTP server at `target`, as a client does: a 2026-07-28 request carries the
 * revision and the method in headers too; the answer is JSON or the first matching event of a
 * stream; a session an `initialize` opened is ended at once (DELETE). Undefined when no answer came
 * within `timeoutMs`.
 */
export const askHttp =
  (target: URL, timeoutMs = 10_000): Ask =>
  async (message) => {
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json, text/event-stream" };
    if (message.method === "server/discover")
      Object.assign(headers, { "mcp-protocol-version": MODERN_REVISION, "mcp-method": message.method });
    try {
      const body = JSON.stringify({ jsonrpc: "2.0", ...message });
      const response = await fetch(target, { method: "POST", headers, body, signal: AbortSignal.timeout(timeoutMs) });
      const session = response.headers.get("mcp-session-id");
      const answer = await readAnswer(response, message.id);
      if (session) endSession(target, session);
      return answer;
    } catch {
      return undefined;
    }
  };

/** The answer to request `id` in `response`: its JSON body, or the event of its stream that carries it. */
async function readAnswer(response: Response, id: string): Promise<Answer | undefined> {
  const parse = (text: string) => {
    try {
      const value = JSON.parse(text) as (Answer & { id?: unknown }) | undefined;
      return value?.id === id ? value : undefined;
    } catch {
      return undefined;
    }
  };
  if (!/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) return parse(await response.text());
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffered += read.value;
    const events = buffered.split(/\r?\n\r?\n/);
    buffered = events.pop()!;
    for (const event of events) {
      const data = event
        .split(/\r?\n/)
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).trimStart())
        .join("\n");
      const answer = data && parse(data);
      if (answer) return (void reader.cancel().catch(() => {}), answer);
    }
  }
  return undefined;
}
