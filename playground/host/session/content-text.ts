// Content blocks as the chat and the Context panel show them: what the model would read.
import type { ContentBlock } from "mcp-view";

/** Content blocks as readable text (text blocks verbatim, others summarised). */
export function contentText(content: ContentBlock[] | undefined): string {
  return (content ?? [])
    .map((b) => (b.type === "text" ? b.text : `[${b.type}${"mimeType" in b && b.mimeType ? ` ${b.mimeType}` : ""}]`))
    .join("\n");
}

/** The tool result's text for the transcript (what the model reads). */
export const resultText = (result: object): string => contentText((result as { content?: never }).content) || "(no text content)";
