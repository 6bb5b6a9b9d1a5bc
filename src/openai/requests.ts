// The App's requests, answered with `window.openai` methods. What ChatGPT resolves with is checked
// here; whatever a method throws is turned into a JSON-RPC error by `callOpenAi`.
import { AppError } from "../errors.js";
import { isObject } from "../protocol/guards.js";
import * as M from "../protocol/methods.js";
import { isStructuredWidgetState } from "../view-state/storage.js";
import { callOpenAi } from "../protocol/openai.js";
import type { OpenAi } from "../protocol/openai.js";

type Params = Record<string, unknown>;

/** The result of the App's `method` request, from `window.openai`; `-32601` for a method it has no counterpart for. */
export async function answerRequest(openai: OpenAi | undefined, method: string, params: Params): Promise<Params> {
  switch (method) {
    case "ping":
      return {};
    case "tools/call":
      return toCallToolResult(await callOpenAi(openai, "callTool", params.name, params.arguments ?? {}));
    case M.MESSAGE_METHOD:
      await callOpenAi(openai, "sendFollowUpMessage", { prompt: textOf(params.content) });
      return {};
    case M.OPEN_LINK_METHOD:
      await callOpenAi(openai, "openExternal", { href: params.url });
      return {};
    case M.REQUEST_DISPLAY_MODE_METHOD: {
      const answer = await callOpenAi(openai, "requestDisplayMode", { mode: params.mode });
      return { mode: isObject(answer) && typeof answer.mode === "string" ? answer.mode : params.mode };
    }
    case M.UPDATE_MODEL_CONTEXT_METHOD:
      await callOpenAi(openai, "setWidgetState", withModelContent(openai?.widgetState, params));
      return {};
    default:
      throw new AppError("NOT_SUPPORTED", `${method} has no window.openai counterpart`, { code: -32601 });
  }
}

/**
 * The widget state with `context` as what the model sees. ChatGPT shows the model a structured widget
 * state's `modelContent` and hides its `privateContent`, where the view state lives: both are kept.
 * A widget state in no structured shape (written by other code) moves to `privateContent`, where the
 * view state reads it as before.
 */
function withModelContent(widgetState: unknown, context: Params): Params {
  if (isStructuredWidgetState(widgetState)) return { ...widgetState, modelContent: context };
  return widgetState == null ? { modelContent: context } : { privateContent: widgetState, modelContent: context };
}

/** The text of a `ui/message`'s content blocks, one block a line. */
function textOf(content: unknown): string {
  if (!Array.isArray(content)) return "";
  return content.flatMap((block) => (isObject(block) && typeof block.text === "string" ? [block.text] : [])).join("\n");
}

/**
 * `callTool`'s answer as a CallToolResult: one that already is one passes (the App checks it), and a
 * `{ result: string }` becomes a text block. Anything else is an error.
 */
function toCallToolResult(answer: unknown): Params {
  if (isObject(answer) && (Array.isArray(answer.content) || "structuredContent" in answer || "isError" in answer))
    return { content: [], ...answer };
  if (isObject(answer) && typeof answer.result === "string") return { content: [{ type: "text", text: answer.result }] };
  throw new AppError("INVALID_RESULT", "window.openai.callTool resolved with something that is not a tool result", {
    code: -32603,
    data: answer,
  });
}
