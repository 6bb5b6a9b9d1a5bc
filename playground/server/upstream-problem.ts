// What is wrong with a `--server` URL, in one plain sentence for the terminal and the page: nothing
// listening there, or an answer that is not MCP (an HTML error page, JSON that is not JSON-RPC); and
// a probe that finds out at start.
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
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
  if (type.endsWith("json") || /^\s*[[{]/.test(body)) return "JSON that is not JSON-RPC";
  return `${type ? `a ${type} body` : "a body with no content type"} instead of JSON-RPC`;
}

/**
 * Asks `target` for a `ping` (which MCP allows before `initialize`), to find out at once whether an
 * MCP server answers there. Resolves with the problem's sentence, or undefined when it is MCP's.
 */
export async function probe(target: URL, signal?: AbortSignal, timeoutMs = 5000): Promise<string | undefined> {
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(target, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      timeout: timeoutMs,
      ...(signal && { signal }),
    });
    request.on("response", (answer) => {
      if (/text\/event-stream/i.test(answer.headers["content-type"] ?? "")) return (answer.destroy(), resolve(undefined));
      readBody(answer).then(
        (body) => resolve(notMcp(target, answer.statusCode ?? 502, answer.headers["content-type"], body)),
        () => resolve(undefined),
      );
    });
    request.on("timeout", () => (request.destroy(), resolve(`${target.href} did not answer within ${timeoutMs / 1000} s.`)));
    request.on("error", (error) => resolve(unreachable(target, error)));
    request.end(JSON.stringify({ jsonrpc: "2.0", id: "mcp-view-probe", method: "ping" }));
  });
}
