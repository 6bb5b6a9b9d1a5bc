// ChatGPT's model-context extension ("ui/update-model-context Extensions" of the specification): an
// update answers with its `updateId`, and the host reports the context it holds for the view in
// `hostContext["openai/modelContext"]`, `null` once the user removed it. Gated on
// `hostCapabilities.experimental["openai/modelContext"]`.
import type { App } from "../app/app.js";
import { AppError } from "../errors.js";
import { contexts, forgotten } from "../model-context/registry.js";
import { isObject } from "../protocol/guards.js";
import type { RequestOptions } from "../rpc/pending.js";
import type { OpenAiModelContextParams, OpenAiModelContextState, OpenAiModelContextUpdate } from "./extension-types.js";
import { whenOffered } from "./gate.js";
import { parseModelContext, readKey, watchKey } from "./host-state.js";

const KEY = "openai/modelContext";

/**
 * Replaces this view's model context (`ui/update-model-context`) and resolves with the `updateId`
 * ChatGPT gave it. Rejects with `NOT_SUPPORTED` (nothing sent) on a host without `openai/modelContext`.
 *
 * @example
 * const { updateId } = await updateOpenAiModelContext(app, { content: [{ type: "text", text: "Selected: M6 bolt" }] });
 */
export function updateOpenAiModelContext(
  app: App,
  params: OpenAiModelContextParams,
  options?: RequestOptions,
): Promise<OpenAiModelContextUpdate> {
  return whenOffered(app, KEY, "updateOpenAiModelContext()", async () => {
    const result = await app.updateModelContext(params, options);
    const reported = isObject(result._meta) ? result._meta[KEY] : undefined;
    const updateId = isObject(reported) ? reported.updateId : undefined;
    if (typeof updateId !== "string" || !updateId)
      throw new AppError("INVALID_RESULT", `The host answered ui/update-model-context without _meta["${KEY}"].updateId`, { data: result });
    return { updateId };
  });
}

/** The model context ChatGPT holds for this view: its state, `null` when there is none, `undefined` when the host reports none. */
export function getOpenAiModelContext(app: App): OpenAiModelContextState | undefined {
  return readKey(app, KEY, parseModelContext);
}

/** Calls `listener` with the reported model-context state now (if reported) and on each change. Returns the unsubscribe. */
export function onOpenAiModelContext(app: App, listener: (state: OpenAiModelContextState) => void): () => void {
  return watchKey(app, KEY, parseModelContext, listener);
}

/**
 * Calls `listener` when the user removes the context this view gave the model: the reported state
 * turns `null` after it held an update. Returns the unsubscribe.
 */
export function onModelContextRemoved(app: App, listener: () => void): () => void {
  let held = false;
  return watchKey(app, KEY, parseModelContext, (state) => {
    if (state) held = true;
    else if (held) {
      held = false;
      listener();
    }
  });
}

/**
 * Keeps the keyed model context of `app` (`createModelContext`) in step with ChatGPT: when the user
 * removes the context, its parts are dropped without an update, so that the removal holds until a
 * part is set again, and `onremoved` is called. Returns the unsubscribe.
 *
 * @example
 * const context = createModelContext(app);
 * followOpenAiModelContext(app, () => showNotice("The model no longer sees your selection"));
 */
export function followOpenAiModelContext(app: App, onremoved?: () => void): () => void {
  return onModelContextRemoved(app, () => {
    const context = contexts.get(app);
    if (context) forgotten.get(context)!();
    onremoved?.();
  });
}
