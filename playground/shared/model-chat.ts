// The contract of the model in the loop, shared by the host page's chat, the dev host's server and
// `mcp-view eval`: the conversation as the model gets it (what the user and the views said, the
// model's answers and tool calls, the tools' results), the tools offered, and one step of the model
// as the server streams it to the page (its text, its tool calls, then what was sent and what came
// back, or one sentence saying what went wrong). The key never crosses this contract: the server
// holds it and the page asks for steps.
import type { ContentBlock } from "mcp-view";

/** `GET`: whether a model is configured ({@link ModelInfo}). */
export const MODEL_API = "/api/model";
/** `POST` a {@link StepRequest}: the step, as JSON lines of {@link StepEvent}. */
export const MODEL_STEP_API = "/api/model/step";

/** A tool as the model is offered it: the MCP tool's name, description and input schema, nothing else. */
export interface ModelTool {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
}

/** A tool call the model made. */
export interface ModelToolCall {
  id: string;
  name: string;
  input: unknown;
}

/** A view's context for the model, as `ui/update-model-context` carries it. */
export interface ViewModelContext {
  content?: ContentBlock[];
  structuredContent?: Record<string, unknown>;
}

/**
 * One entry of the conversation, as the model gets it: only what reaches the model is here (a view's
 * `ui/message` that the host drops is not).
 */
export type ChatEntry =
  /** A user turn: typed (`prompt`), or sent by a view (`ui/message`, from the view of `view`). */
  | { kind: "user"; text: string; via: "prompt" | "ui/message"; view?: string }
  /** The view's latest model context, given to the model with the user turn after it. */
  | { kind: "context"; view: string; context: ViewModelContext }
  /** What the model said, and the tools it called. */
  | { kind: "assistant"; text: string; calls: ModelToolCall[] }
  /** A tool's result, as the host hands it to the model (`structuredContent` only where the host passes it). */
  | {
      kind: "tool-result";
      callId: string;
      tool: string;
      content: ContentBlock[];
      structuredContent?: Record<string, unknown>;
      isError?: boolean;
    }
  /** A tool call that ended without a result (a JSON-RPC error): the model reads the error. */
  | { kind: "tool-error"; callId: string; tool: string; message: string };

/** The body of `POST /api/model/step`. */
export interface StepRequest {
  entries: ChatEntry[];
  tools: ModelTool[];
  /** The host's instructions to the model, if any. */
  system?: string;
}

/** Tokens, as the provider counted them (undefined where it did not say). */
export interface TokenUsage {
  input?: number;
  output?: number;
}

/** What crossed the wire in one step, for the turn's "what the model saw" view. */
export interface StepExchange {
  /** The model, as `provider:model`. */
  model: string;
  /** The body of the HTTP request the SDK sent the provider (the tool list and the messages; never the key, which travels in a header). */
  sent: unknown;
  /** What came back: the provider's streamed events as the SDK parsed them (at most {@link MAX_RAW_EVENTS}). */
  received: unknown[];
  usage: TokenUsage;
  /** Why the model stopped: `stop`, `tool-calls`, `length`, … */
  finish: string;
}

/** The most streamed events a step keeps for its exchange. */
export const MAX_RAW_EVENTS = 2000;

/** What went wrong with a step, by kind (each said in one sentence). */
export type ModelProblemKind =
  "no-model" | "no-key" | "auth" | "rate-limit" | "timeout" | "network" | "unknown-tool" | "provider" | "no-sdk" | "bad-request";

/** One line of the step's stream. */
export type StepEvent =
  | { type: "text"; delta: string }
  | { type: "tool-call"; call: ModelToolCall }
  | ({ type: "done" } & StepExchange)
  | { type: "error"; kind: ModelProblemKind; message: string; exchange?: StepExchange };

/** The answer to `GET /api/model`. */
export type ModelInfo =
  /** `model`: `provider:model`; `endpoint`: where it is asked (the provider's, or the base URL given). */
  | { configured: true; model: string; endpoint: string }
  /** No model, and the one sentence saying how to configure one. */
  | { configured: false; problem: string };

/** Whether `value` is a {@link StepRequest} (the server's check of the page's body). */
export function stepRequestProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return "The body must be a JSON object { entries, tools }";
  const { entries, tools, system } = value as Partial<StepRequest>;
  if (!Array.isArray(entries)) return '"entries" must be an array of the conversation\'s entries';
  const kinds = new Set(["user", "context", "assistant", "tool-result", "tool-error"]);
  const bad = entries.findIndex((e) => typeof e !== "object" || e === null || !kinds.has((e as { kind?: string }).kind ?? ""));
  if (bad >= 0) return `"entries[${bad}]" must be an entry of kind ${[...kinds].join(", ")}`;
  if (!Array.isArray(tools)) return '"tools" must be an array of { name, description?, inputSchema }';
  const tool = tools.findIndex((t) => typeof t?.name !== "string" || typeof t.inputSchema !== "object" || t.inputSchema === null);
  if (tool >= 0) return `"tools[${tool}]" must have a string name and an object inputSchema`;
  if (system !== undefined && typeof system !== "string") return '"system" must be a string';
  return undefined;
}
