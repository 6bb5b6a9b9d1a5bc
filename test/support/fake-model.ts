// A local fake model provider for the tests: one loopback server that speaks both wires the model
// layer uses, as the providers stream them: Anthropic's Messages API (`POST /v1/messages`, server-sent
// events message_start, content_block_start/delta/stop with text_delta and tool_use's
// input_json_delta, message_delta with the stop reason and usage, message_stop) and OpenAI's chat
// completions (`POST /v1/chat/completions`, `data:` chunks with content and tool_calls deltas, the
// finish reason, a usage chunk, `[DONE]`), and each one's errors (401, 429 with retry-after, a body
// of `{ error: { message } }`). It answers from a script: a function of the request, normalised
// across both wires (the tools offered, the turns), returns the reply. The real SDK is pointed at it
// with the base URL settings; every request is kept, headers included, for the tests to read.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Which wire a request came in on. */
export type FakeWire = "anthropic" | "openai";

/** One turn of a request, the same for both wires. */
export interface FakeTurn {
  role: "system" | "user" | "assistant" | "tool";
  /** Its text (a tool result's text, for `tool`). */
  text: string;
  /** The tool calls of an assistant turn. */
  calls?: Array<{ id: string; name: string; input: unknown }>;
  /** The call a tool turn answers. */
  callId?: string;
}

/** A request as the script sees it. */
export interface FakeRequest {
  wire: FakeWire;
  model: string;
  /** The names of the tools offered. */
  tools: string[];
  /** The turns, the system prompt first when there is one. */
  turns: FakeTurn[];
  /** The body as sent. */
  body: Record<string, unknown>;
  headers: IncomingMessage["headers"];
}

/** What the fake answers. */
export type FakeReply =
  /** A streamed message: text (sent in a few deltas, `pace` ms apart when given), then tool calls. */
  | { text?: string; calls?: Array<{ name: string; input: unknown }>; usage?: { input: number; output: number }; pace?: number }
  /** An error status with the provider's error body. */
  | { status: number; message: string; headers?: Record<string, string> }
  /** No answer at all, until the server closes. */
  | { hang: true };

export type FakeScript = (request: FakeRequest) => FakeReply;

export interface FakeModel {
  /** `http://127.0.0.1:<port>`: ANTHROPIC_BASE_URL as is (the SDK's root), OPENAI_BASE_URL with `/v1`. */
  origin: string;
  /** Every request, in order. */
  requests: FakeRequest[];
  /** Replaces the script. */
  script(next: FakeScript): void;
  close(): Promise<void>;
}

/** The last user turn's text. */
export const lastUser = (request: FakeRequest) => request.turns.filter((t) => t.role === "user").at(-1)?.text ?? "";
/** Whether the request ends with tool results (the model is to answer them). */
export const answersTools = (request: FakeRequest) => request.turns.at(-1)?.role === "tool";

/** Starts the fake on a free loopback port, answering with `script`. */
export async function startFakeModel(script: FakeScript): Promise<FakeModel> {
  let current = script;
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const wire: FakeWire | undefined = path === "/v1/messages" ? "anthropic" : path === "/v1/chat/completions" ? "openai" : undefined;
    if (req.method !== "POST" || !wire) return void res.writeHead(404).end(`no route ${req.method} ${path}`);
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      const request: FakeRequest = { wire, model: String(body.model), ...normalise(wire, body), body, headers: req.headers };
      requests.push(request);
      const reply = current(request);
      if ("hang" in reply) return; // answered by nothing; closeAllConnections ends it
      if ("status" in reply) return errorReply(res, wire, reply);
      (wire === "anthropic" ? anthropicStream : openAiStream)(res, request.model, reply, requests.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    script: (next) => void (current = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type Streamed = Extract<FakeReply, { text?: string }>;

/** Splits `text` into a few deltas, as a provider streams it. */
const deltas = (text: string) => text.match(/\S*\s*/g)!.filter(Boolean);

/** The stream's writer: each event written at once, or `pace` ms after the one before (in order); `end()` ends the response after the last. */
function sse(res: ServerResponse, pace = 0): { send: (event: string | undefined, data: unknown) => void; end: () => void } {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  let queue = Promise.resolve();
  const later = (write: () => void) =>
    pace ? void (queue = queue.then(() => new Promise<void>((resolve) => setTimeout(() => (write(), resolve()), pace)))) : write();
  return {
    send: (event, data) =>
      later(() => res.write(`${event ? `event: ${event}\n` : ""}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`)),
    end: () => later(() => res.end()),
  };
}

function anthropicStream(res: ServerResponse, model: string, reply: Streamed, n: number): void {
  const { send, end } = sse(res, reply.pace);
  const usage = reply.usage ?? { input: 100, output: 20 };
  send("message_start", {
    type: "message_start",
    message: {
      id: `msg_${n}`,
      type: "message",
      role: "assistant",
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: usage.input, output_tokens: 1 },
    },
  });
  let index = 0;
  if (reply.text) {
    send("content_block_start", { type: "content_block_start", index, content_block: { type: "text", text: "" } });
    for (const text of deltas(reply.text))
      send("content_block_delta", { type: "content_block_delta", index, delta: { type: "text_delta", text } });
    send("content_block_stop", { type: "content_block_stop", index });
    index++;
  }
  for (const [i, call] of (reply.calls ?? []).entries()) {
    send("content_block_start", {
      type: "content_block_start",
      index,
      content_block: { type: "tool_use", id: `toolu_${n}_${i}`, name: call.name, input: {} },
    });
    const json = JSON.stringify(call.input);
    for (const part of [json.slice(0, Math.ceil(json.length / 2)), json.slice(Math.ceil(json.length / 2))])
      send("content_block_delta", { type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: part } });
    send("content_block_stop", { type: "content_block_stop", index });
    index++;
  }
  const stop = reply.calls?.length ? "tool_use" : "end_turn";
  send("message_delta", {
    type: "message_delta",
    delta: { stop_reason: stop, stop_sequence: null },
    usage: { output_tokens: usage.output },
  });
  send("message_stop", { type: "message_stop" });
  end();
}

function openAiStream(res: ServerResponse, model: string, reply: Streamed, n: number): void {
  const { send, end } = sse(res, reply.pace);
  const usage = reply.usage ?? { input: 100, output: 20 };
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
    id: `chatcmpl-${n}`,
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  send(undefined, chunk({ role: "assistant", content: "" }));
  for (const content of reply.text ? deltas(reply.text) : []) send(undefined, chunk({ content }));
  for (const [i, call] of (reply.calls ?? []).entries()) {
    send(
      undefined,
      chunk({ tool_calls: [{ index: i, id: `call_${n}_${i}`, type: "function", function: { name: call.name, arguments: "" } }] }),
    );
    send(undefined, chunk({ tool_calls: [{ index: i, function: { arguments: JSON.stringify(call.input) } }] }));
  }
  send(undefined, chunk({}, reply.calls?.length ? "tool_calls" : "stop"));
  send(undefined, {
    id: `chatcmpl-${n}`,
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model,
    choices: [],
    usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
  });
  send(undefined, "[DONE]");
  end();
}

function errorReply(res: ServerResponse, wire: FakeWire, reply: Extract<FakeReply, { status: number }>): void {
  const type = reply.status === 401 ? "authentication_error" : reply.status === 429 ? "rate_limit_error" : "api_error";
  const body =
    wire === "anthropic"
      ? { type: "error", error: { type, message: reply.message } }
      : { error: { message: reply.message, type, code: null } };
  res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers }).end(JSON.stringify(body));
}

type Part = { type: string; text?: string; id?: string; name?: string; input?: unknown; tool_use_id?: string; content?: unknown };

/** The text of a content that is a string or a list of parts. */
const textOf = (content: unknown): string =>
  typeof content === "string"
    ? content
    : Array.isArray(content)
      ? (content as Part[]).map((p) => (p.type === "text" ? p.text : p.type === "tool_result" ? textOf(p.content) : "")).join("\n")
      : "";

function normalise(wire: FakeWire, body: Record<string, unknown>): Pick<FakeRequest, "tools" | "turns"> {
  const turns: FakeTurn[] = [];
  if (wire === "anthropic") {
    const tools = ((body.tools as Array<{ name: string }> | undefined) ?? []).map((t) => t.name);
    if (body.system) turns.push({ role: "system", text: textOf(body.system) });
    for (const m of body.messages as Array<{ role: string; content: unknown }>) {
      const parts: Part[] = typeof m.content === "string" ? [{ type: "text", text: m.content }] : (m.content as Part[]);
      const results = parts.filter((p) => p.type === "tool_result");
      for (const r of results) turns.push({ role: "tool", text: textOf(r.content), callId: r.tool_use_id! });
      const text = parts
        .filter((p) => p.type === "text")
        .map((p) => p.text)
        .join("\n");
      const calls = parts.filter((p) => p.type === "tool_use").map((p) => ({ id: p.id!, name: p.name!, input: p.input }));
      if (m.role === "assistant") turns.push({ role: "assistant", text, ...(calls.length && { calls }) });
      else if (text || !results.length) turns.push({ role: "user", text });
    }
    return { tools, turns };
  }
  const tools = ((body.tools as Array<{ function: { name: string } }> | undefined) ?? []).map((t) => t.function.name);
  for (const m of body.messages as Array<{
    role: string;
    content: unknown;
    tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
    tool_call_id?: string;
  }>) {
    if (m.role === "tool") turns.push({ role: "tool", text: textOf(m.content), callId: m.tool_call_id! });
    else if (m.role === "assistant") {
      const calls = (m.tool_calls ?? []).map((c) => ({
        id: c.id,
        name: c.function.name,
        input: JSON.parse(c.function.arguments) as unknown,
      }));
      turns.push({ role: "assistant", text: textOf(m.content), ...(calls.length && { calls }) });
    } else turns.push({ role: m.role === "system" || m.role === "developer" ? "system" : "user", text: textOf(m.content) });
  }
  return { tools, turns };
}
