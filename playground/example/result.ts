// Tool results of the example server: the text the model reads next to the data the view renders
// (mcp-view/server sends the JSON as text only when a handler gives no text of its own).

/** A successful result: `text` for the model, `structuredContent` for the view. */
export const result = <T extends Record<string, unknown>>(text: string, structuredContent: T) => ({
  content: [{ type: "text" as const, text }],
  structuredContent,
});

/** An error result the model reads (`isError: true`). */
export const failure = (text: string) => ({ content: [{ type: "text" as const, text }], isError: true as const });
