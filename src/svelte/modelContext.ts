// The modelContext action: one keyed part of the App's model context (src/model-context/), given to
// the model while the element is there (`<section use:modelContext={{ app, key, value }}>`).
import { modelContextOf, type App, type ModelContextValue } from "../index.js";
import type { AppSource } from "./app-source.js";
import { followApp, type ViewAction } from "./action.js";

/** What the modelContext action takes: the App (or a store of it), the part's key, and its value (`undefined`: no part). */
export interface ModelContextParameter {
  app: AppSource;
  key: string;
  value: ModelContextValue | undefined;
}

const noop = () => {};

/**
 * Gives the model `value` under `key` while the element is mounted: the parts of every element go to
 * the host merged, one update per tick (see `createModelContext`). A new value replaces the part in
 * place; `undefined`, a new key or App, or the element going away removes it. Actions cannot read
 * the context, so pass `getAppContext()` as `app`.
 */
export const modelContext: ViewAction<Element, ModelContextParameter> = (_node, parameter) => {
  let current = parameter;
  let target: App | null = null;
  const show = () => {
    const context = target && modelContextOf(target);
    if (!context || !current) return;
    if (current.value === undefined) context.delete(current.key);
    else context.set(current.key, current.value);
  };
  const start = () =>
    followApp(current?.app ?? null, (app) => {
      target = app;
      show();
      const key = current?.key;
      return app && key !== undefined ? () => void modelContextOf(app).delete(key) : noop;
    });
  let stop = start();
  return {
    update(next) {
      const moved = next?.app !== current?.app || next?.key !== current?.key;
      current = next;
      if (!moved) return show();
      stop();
      stop = start();
    },
    destroy: () => stop(),
  };
};
