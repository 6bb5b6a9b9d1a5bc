// Which App has a model context, for the modules that meet it: view state hands its summary to it
// as a part rather than replacing the whole context, and mcp-view/openai tells it when the user
// removed the context in ChatGPT. Kept apart so that those modules do not carry the model context.
import type { ModelContext } from "./types.js";

/** App → its model context (createModelContext). */
export const contexts = /* @__PURE__ */ new WeakMap<object, ModelContext>();

/** Model context → drops its parts without an update: the host holds nothing now. */
export const forgotten = /* @__PURE__ */ new WeakMap<ModelContext, () => void>();
