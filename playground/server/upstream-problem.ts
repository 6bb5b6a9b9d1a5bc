// What is wrong with a `--server` URL, in one plain sentence for the terminal and the page: nothing
// listening there, or an answer that is not MCP (an HTML error page, JSON that is not JSON-RPC); and
// a probe that finds out at start, as a client would (a `ping`, then an `initialize` when needed).
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { LATEST_PROTOCOL_VERSION } from "@modelcontextprotocol/sdk/types.js";
import { readBody } from "./http.js";

/** The sentence for a request to `target` that failed before any answer (`error` from node:http). */
export function unreachable(target: URL, error: NodeJS.ErrnoException): string {
  if (error.code === "ECONNREFUSED")
    return `Nothing is listening at ${target.href} (connection refused): start your MCP server there, or pass its URL with --server.`;
  if (error.code === "ENOTFOUND") return `Cannot reach ${target.href}: the host name ${target.hostname} is not found.`;
  return `Cannot reach ${target.href}: ${error.message}.`;
}

/** Whether `body` is a JSON-RPC message or a batch of them. */
export function isJsonRpc(body: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return false;
  }
  const messages = Array.isArray(value) ? value : [value];
  return (
    messages.length > 0 && messages.every((m) => typeof m === "object" && m !== null && (m as { jsonrpc?: unknown }).jsonrpc === "2.0")
  );
}

/**
 * The sentence for an answer of `target` that no MCP server gives (undefined when it is MCP's): a
 * body that is not JSON-RPC, or an empty error answer. Event streams are not looked at.
 */
export function notMcp(target: URL, status: number, contentType: string | undefined, body: string): string | undefined {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "text/event-stream") return undefined;
  if (!body.trim())
    return status < 400 || status === 405
      ? undefined
      : `${target.href} is not an MCP endpoint: it answered HTTP ${status} with an empty body.`;
  if (isJsonRpc(body)) return undefined;
  return `${target.href} is not an MCP endpoint: it answered HTTP ${status} with ${what(type, body)}.`;
}

function what(type: string, body: string): string {
  if (type === "text/html" || /^\s*</.test(body)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(body)?.[1]?.replace(/\s+/g, " ").trim();
    return `${title ? `an HTML page ("${title.slice(0, 80)}")` : "an HTML page"} instead of JSON-RPC`;
  }
  if (type.endsWith("json") || /^\s*[[{]/.test(body)) return `JSON that is not JSON-RPC: ${quote(body)}`;
  return `${type ? `a ${type} body` : "a body with no content type"} instead of JSON-RPC: ${quote(body)}`;
}

/** How much of a body a sentence quotes. */
const QUOTED = 200;

/** A body as the sentence quotes it, since a short one often says what is wrong: on one line, clipped. */
function quote(body: string): string {
  const line = body.replace(/\s+/g, " ").trim();
  return JSON.stringify(line.length > QUOTED ? `${line.slice(0, QUOTED)}…` : line);
}

/** What `probe` sends: a `ping`, which MCP allows before `initialize` and which leaves nothing behind; then, when needed, the `initialize` a client opens with. */
const PING = { jsonrpc: "2.0", id: "mcp-view-probe", method: "ping" };
const INITIALIZE = {
  jsonrpc: "2.0",
  id: "mcp-view-probe",
  method: "initialize",
  params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: "mcp-view-probe", version: "1.0.0" } },
};

/** How `target` answered one message of the probe: the problem's sentence (none when it is MCP's), whether it answered at all, the session it opened. */
interface Answer {
  sentence: string | undefined;
  answered: boolean;
  session?: string;
}

/**
 * Finds out at start whether an MCP server answers at `target`. It asks for a `ping` first. A
 * stateful server wants a session first and may refuse a session-less request in words of its own
 * (the templates' server answers 400 "Send initialize first"), so an answer to the ping that is not
 * MCP's is checked again with an `initialize`, as a client opens; a session that opens is ended at
 * once (DELETE). The ping comes first because a server with a single session (one transport for
 * all) would give the page none after a probe's `initialize`. Resolves with the problem's sentence, or undefined when it is MCP's.
 */
export async function probe(target: URL, signal?: AbortSignal, timeoutMs = 5000): Promise<string | undefined> {
  const ping = await ask(target, PING, signal, timeoutMs);
  if (!ping.answered || ping.sentence === undefined) return ping.sentence;
  const initialize = await ask(target, INITIALIZE, signal, timeoutMs);
  if (initialize.session) endSession(target, initialize.session, signal);
  return initialize.sentence;
}

/** Posts `message` to `target`; an event stream is MCP's, and is not read. */
function ask(target: URL, message: object, signal: AbortSignal | undefined, timeoutMs: number): Promise<Answer> {
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(target, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      timeout: timeoutMs,
      ...(signal && { signal }),
    });
    request.on("response", (answer) => {
      const session = answer.headers["mcp-session-id"];
      const answered = (sentence: string | undefined) =>
        resolve({ sentence, answered: true, ...(typeof session === "string" && { session }) });
      if (/text\/event-stream/i.test(answer.headers["content-type"] ?? "")) return (answer.destroy(), answered(undefined));
      readBody(answer).then(
        (body) => answered(notMcp(target, answer.statusCode ?? 502, answer.headers["content-type"], body)),
        () => answered(undefined),
      );
    });
    request.on("timeout", () => {
      request.destroy();
      resolve({ sentence: `${target.href} did not answer within ${timeoutMs / 1000} s.`, answered: false });
    });
    request.on("error", (error) => resolve({ sentence: unreachable(target, error), answered: false }));
    request.end(JSON.stringify(message));
  });
}

/** Ends a session the start-up check opened (what the server answers does not matter). */
export function endSession(target: URL, session: string, signal?: AbortSignal): void {
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  const request = send(target, { method: "DELETE", headers: { "mcp-session-id": session }, timeout: 5000, ...(signal && { signal }) });
  request.on("response", (answer) => answer.resume());
  request.on("timeout", () => request.destroy());
  request.on("error", () => {});
  request.end();
}
