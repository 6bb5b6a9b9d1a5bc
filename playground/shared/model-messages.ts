// The conversation as the model gets it: the tools a host offers the model (those whose
// `_meta.ui.visibility` includes "model"; app-only tools never), and the conversation's entries
// (model-chat.ts) as the messages of the Vercel AI SDK (`ModelMessage`, plain JSON): a view's model
// context goes with the user turn after it, consecutive tool results make one tool message, and a
// result is its `content` as text (with `structuredContent` only where the host passes it, decided
// when the entry was made).
import type { ContentBlock, Tool } from "mcp-view";
import type { ChatEntry, ModelTool, ViewModelContext } from "./model-chat.js";

/** The tools the model is offered: every tool visible to the model (`_meta.ui.visibility` unset, or including "model"). */
export function modelTools(tools: readonly Tool[]): ModelTool[] {
  return tools
    .filter((tool) => {
      const visibility = (tool._meta as { ui?: { visibility?: unknown } } | undefined)?.ui?.visibility;
      return !Array.isArray(visibility) || visibility.includes("model");
    })
    .map((tool) => ({
      name: tool.name,
      ...(tool.description !== undefined && { description: tool.description }),
      inputSchema: tool.inputSchema as Record<string, unknown>,
    }));
}

/** A text part of a message. */
type TextPart = { type: "text"; text: string };
/** A tool's output, as the AI SDK's tool-result part carries it. */
type ToolOutput = { type: "text"; value: string } | { type: "error-text"; value: string };

/** The AI SDK's message shapes this conversation uses. */
export type ModelMessage =
  | { role: "user"; content: TextPart[] }
  | {
      role: "assistant";
      content: Array<TextPart | { type: "tool-call"; toolCallId: string; toolName: string; input: unknown }>;
    }
  | { role: "tool"; content: Array<{ type: "tool-result"; toolCallId: string; toolName: string; output: ToolOutput }> };

/** Content blocks as the model reads them: text verbatim, other blocks named (`[image image/png]`). */
export function blocksText(content: readonly ContentBlock[] | undefined): string {
  return (content ?? [])
    .map((b) => (b.type === "text" ? b.text : `[${b.type}${"mimeType" in b && b.mimeType ? ` ${b.mimeType}` : ""}]`))
    .join("\n");
}

/** A view's model context as the text the model reads with the next user turn. */
export function contextText(view: string, context: ViewModelContext): string {
  const text = blocksText(context.content);
  const data = context.structuredContent ? JSON.stringify(context.structuredContent) : "";
  return [`Context from the view of ${view}:`, text, data].filter(Boolean).join("\n");
}

/** The result's text as the model reads it: its content, then its structuredContent as JSON when the entry kept it. */
function resultText(entry: Extract<ChatEntry, { kind: "tool-result" }>): string {
  const text = blocksText(entry.content);
  const data = entry.structuredContent ? JSON.stringify(entry.structuredContent) : "";
  return [text, data].filter(Boolean).join("\n") || "(no content)";
}

/** The conversation's entries as the AI SDK's messages. */
export function toModelMessages(entries: readonly ChatEntry[]): ModelMessage[] {
  const messages: ModelMessage[] = [];
  let context: TextPart[] = [];
  for (const entry of entries) {
    const last = messages.at(-1);
    if (entry.kind === "context") context.push({ type: "text", text: contextText(entry.view, entry.context) });
    else if (entry.kind === "user") {
      messages.push({ role: "user", content: [...context, { type: "text", text: entry.text }] });
      context = [];
    } else if (entry.kind === "assistant") {
      const calls = entry.calls.map((c) => ({ type: "tool-call" as const, toolCallId: c.id, toolName: c.name, input: c.input }));
      messages.push({ role: "assistant", content: [...(entry.text ? [{ type: "text" as const, text: entry.text }] : []), ...calls] });
    } else {
      const output: ToolOutput =
        entry.kind === "tool-error"
          ? { type: "error-text", value: entry.message }
          : { type: entry.isError ? "error-text" : "text", value: resultText(entry) };
      const part = { type: "tool-result" as const, toolCallId: entry.callId, toolName: entry.tool, output };
      if (last?.role === "tool") last.content.push(part);
      else messages.push({ role: "tool", content: [part] });
    }
  }
  return messages;
}
