// How many tokens a value handed to the model is, about: a quarter of its JSON's length. What the
// SIZE-002 rule of the conformance checks and the model context's size warning both count.

/** About how many tokens `value` is as JSON (ceil(length / 4)). */
export const estimateTokens = (value: unknown): number => Math.ceil((JSON.stringify(value) ?? "").length / 4);

/** What the model is handed at once, in tokens, past which hosts start to refuse or cut it. */
export const MODEL_CONTEXT_TOKENS = 20000;
