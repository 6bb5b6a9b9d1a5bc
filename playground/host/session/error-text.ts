// Errors as the page shows them: one sentence, never a whole HTTP body. The SDK Client wraps what
// the server says: a Streamable HTTP error quotes the body it got (the playground's own JSON-RPC
// error, naming the server's problem), and an SDK server's McpError message already starts with
// "MCP error <code>: ", which the Client adds again.

const PREFIX = /^(MCP error -?\d+: )(?:MCP error -?\d+: )+/;
const HTTP_BODY = /^Streamable HTTP error: (?:Error POSTing to endpoint|Failed to open SSE stream): ([\s\S]*)$/;

/** The error's message with the "MCP error <code>: " prefix once, and the JSON-RPC message of a quoted HTTP body. */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const body = HTTP_BODY.exec(message)?.[1];
  const quoted = body === undefined ? undefined : rpcMessage(body);
  if (quoted !== undefined) return errorText(quoted);
  if (body !== undefined) return `The answer of /mcp is not JSON-RPC: ${clip(body.replace(/\s+/g, " ").trim())}`;
  return message.replace(PREFIX, "$1");
}

/** The error in one plain sentence, without the "MCP error <code>: " prefix (the page header's line). */
export function plainErrorText(error: unknown): string {
  return errorText(error).replace(/^MCP error -?\d+: /, "");
}

const clip = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text);

function rpcMessage(body: string): string | undefined {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
    return typeof message === "string" ? message : undefined;
  } catch {
    return undefined;
  }
}
