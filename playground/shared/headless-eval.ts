// The contract between `mcp-view eval` (Node, through playwright-core) and the host page opened
// headless (`?headless=matrix`, as the matrix opens it): the page's conversation with the model (the
// dev host's chat without its widgets: host/session/conversation.ts), started under a host profile,
// sent the scenario's prompts, and asked what the views said to the model after each click in the
// view's frame. The model is asked by the dev server eval starts, which holds the key.
import type { ModelInfo, TokenUsage } from "./model-chat.js";

/** The page's entry point: `window[EVAL_GLOBAL]`. */
export const EVAL_GLOBAL = "__mcpViewEval";

/** The id of the frame of the current view, on the page's stage (where eval's steps click). */
export const VIEW_FRAME_ID = "view";

/** What one turn came to: the model's last words, every tool it called in order, the tokens, or the sentence of what failed. */
export interface TurnOutcome {
  answer: string;
  calls: Array<{ name: string; input: unknown }>;
  usage: Required<TokenUsage>;
  error?: { kind: string; message: string };
}

/** Something a view sent for the model: a `ui/message` or a model context, whether it reached the model, and if not, why. */
export interface ViewSaid {
  kind: "message" | "context";
  view: string;
  text: string;
  reaches: boolean;
  why?: string;
}

/** What the page's entry point offers. */
export interface HeadlessEval {
  /** Whether the dev host has a model. */
  model(): Promise<ModelInfo>;
  /** The names of the tools the model is offered (visible to the model). */
  tools(): string[];
  /** Starts a new conversation under `profile` (the view on the stage torn down), with the host's instructions. */
  start(spec: { profile: string; system?: string }): Promise<void>;
  /** Sends a prompt; resolves with the turn's outcome (and that of turns a view's message started meanwhile). */
  send(text: string): Promise<TurnOutcome>;
  /** Resolves when no turn is under way: with the outcome of the turns since the last call (undefined: none ran). */
  idle(): Promise<TurnOutcome | undefined>;
  /** What the views sent for the model since the last call. */
  said(): ViewSaid[];
}
