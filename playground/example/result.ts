// Tool results of the example server: a summary the model reads, the data the view renders, and that
// data's JSON as a second text block, which the MCP specification asks of structured results for
// clients that do not read `structuredContent` (and from which the App recovers it on hosts that drop it).

/** A successful result: `text` for the model, `structuredContent` for the view, and its JSON as text. */
export const result = <T extends Record<string, unknown>>(text: string, structuredContent: T) => ({
  content: [
    { type: "text" as const, text },
    { type: "text" as const, text: JSON.stringify(structuredContent) },
  ],
  structuredContent,
});

/** An error result the model reads (`isError: true`). */
export const failure = (text: string) => ({ content: [{ type: "text" as const, text }], isError: true as const });
