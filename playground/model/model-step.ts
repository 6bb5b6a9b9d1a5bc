// One step of the model: the conversation and the tools go to the provider through the AI SDK's
// `streamText`, with no tool executed there (a host runs the tools: the dev host's page, or `mcp-view
// eval`'s headless page), so the step ends at the model's tool calls or its answer. Its text is told
// as it streams, each tool call once it is complete, and at the end what was sent (the HTTP body the
// SDK built) and what came back (the provider's events, the tokens). A failure is one sentence
// (provider-error.ts); a tool the model was not offered is one too, and nothing is called.
import {
  MAX_RAW_EVENTS,
  type ModelProblemKind,
  type ModelToolCall,
  type StepEvent,
  type StepExchange,
  type StepRequest,
} from "../shared/model-chat.js";
import { toModelMessages } from "../shared/model-messages.js";
import type { LoadedModel } from "./load-model.js";
import { missingKey, modelName } from "./model-spec.js";
import { modelProblem, redact, unknownToolProblem, type ModelProblem } from "./provider-error.js";

/** How long a step may take by default, from the request to its last event. */
export const STEP_TIMEOUT_MS = 120_000;

/** Options of {@link runStep}. */
export interface StepOptions {
  /** Told each event as it comes (the text's deltas, each tool call, then `done` or `error`). */
  onEvent(event: StepEvent): void;
  /** Stops the step (the page went away). */
  signal?: AbortSignal;
  /** @default STEP_TIMEOUT_MS */
  timeoutMs?: number;
  /** How many times the SDK tries again after a 429 or a 5xx. @default 2 */
  maxRetries?: number;
}

/** What a step came to: its text and tool calls and exchange, or its problem. */
export type StepOutcome =
  | { ok: true; text: string; calls: ModelToolCall[]; exchange: StepExchange }
  | { ok: false; kind: ModelProblemKind; message: string; text: string; exchange?: StepExchange };

/** Asks `loaded`'s model for one step of `request`; resolves with the outcome (never rejects), having told every event. */
export async function runStep(loaded: LoadedModel, request: StepRequest, options: StepOptions): Promise<StepOutcome> {
  const { spec, ai } = loaded;
  const fail = (problem: ModelProblem, text = "", exchange?: StepExchange): StepOutcome => {
    const message = redact(problem.message, [spec.apiKey]);
    options.onEvent({ type: "error", kind: problem.kind, message, ...(exchange && { exchange }) });
    return { ok: false, kind: problem.kind, message, text, ...(exchange && { exchange }) };
  };
  const noKey = missingKey(spec);
  if (noKey) return fail({ kind: "no-key", message: noKey });
  const timeoutMs = options.timeoutMs ?? STEP_TIMEOUT_MS;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  const offered = request.tools.map((t) => t.name);
  const tools = Object.fromEntries(
    request.tools.map((t) => [
      t.name,
      ai.tool({ ...(t.description && { description: t.description }), inputSchema: ai.jsonSchema(t.inputSchema) }),
    ]),
  );
  const received: unknown[] = [];
  let text = "";
  const calls: ModelToolCall[] = [];
  let finish = "unknown";
  let usage: StepExchange["usage"] = {};
  let failure: unknown;
  let unknownTool: string | undefined;
  let sent: unknown;
  try {
    const result = ai.streamText({
      model: loaded.model,
      ...(request.system && { system: request.system }),
      messages: toModelMessages(request.entries) as never,
      tools,
      maxRetries: options.maxRetries ?? 2,
      abortSignal: signal,
      includeRawChunks: true,
      onError: () => {}, // told below, as a part of the stream
    });
    for await (const part of result.fullStream) {
      if (part.type === "raw") {
        if (received.length < MAX_RAW_EVENTS) received.push(part.rawValue);
      } else if (part.type === "start-step") sent = part.request.body;
      else if (part.type === "text-delta") {
        text += part.text;
        options.onEvent({ type: "text", delta: part.text });
      } else if (part.type === "tool-call") {
        if (!offered.includes(part.toolName)) unknownTool ??= part.toolName;
        else {
          const call = { id: part.toolCallId, name: part.toolName, input: part.input };
          calls.push(call);
          options.onEvent({ type: "tool-call", call });
        }
      } else if (part.type === "finish-step") {
        finish = part.finishReason;
        usage = {
          ...(part.usage.inputTokens !== undefined && { input: part.usage.inputTokens }),
          ...(part.usage.outputTokens !== undefined && { output: part.usage.outputTokens }),
        };
      } else if (part.type === "error") failure ??= part.error;
    }
  } catch (error) {
    failure ??= error;
  } finally {
    clearTimeout(timer);
  }
  const exchange: StepExchange = { model: modelName(spec), sent: sent ?? null, received, usage, finish };
  if (failure !== undefined || (deadline.signal.aborted && !options.signal?.aborted)) {
    const timedOut = deadline.signal.aborted ? { seconds: Math.round(timeoutMs / 1000) } : undefined;
    return fail(modelProblem(failure, spec, timedOut), text, exchange);
  }
  if (unknownTool !== undefined) return fail(unknownToolProblem(unknownTool, offered), text, exchange);
  options.onEvent({ type: "done", ...exchange });
  return { ok: true, text, calls, exchange };
}
