// createModelContextPart: one keyed part of the App's model context (src/model-context/), given to
// the model while its owner lives and removed when the owner is disposed.
import { createMemo, createRenderEffect, createSignal, onCleanup, untrack, type Accessor } from "solid-js";
import { modelContextOf, type ModelContextStatus, type ModelContextValue } from "../index.js";
import type { MaybeApp } from "./AppProvider.js";
import { resolveApp } from "./useAppContext.js";

const read = <T>(value: T | Accessor<T>): T => (typeof value === "function" ? (value as Accessor<T>)() : value);

/**
 * Gives the model `value` under `key` while the owner (the component) lives: the parts of every
 * component go to the host merged, one update per tick (see the core's `createModelContext`). A new
 * value (an accessor may change) replaces the part in place; `undefined`, a new key, or disposal
 * removes it. Returns where the model context stands (`undefined` without an App). Without `app`,
 * the nearest `AppProvider`'s.
 *
 * @example
 * createModelContextPart("selection", () => (selected() ? `Selected: ${selected()!.name}` : undefined));
 */
export function createModelContextPart(
  key: string | Accessor<string>,
  value: ModelContextValue | undefined | Accessor<ModelContextValue | undefined>,
  app?: MaybeApp,
): Accessor<ModelContextStatus | undefined> {
  const target = resolveApp(app);
  const context = createMemo(() => {
    const current = target();
    return current ? modelContextOf(current) : undefined;
  });
  const [status, setStatus] = createSignal<ModelContextStatus>();
  // The context and the key: the part leaves when either changes, or the owner is disposed.
  createRenderEffect(() => {
    const current = context();
    const name = read(key);
    const update = () => setStatus(current?.status);
    update();
    if (!current) return;
    onCleanup(current.subscribe(update));
    onCleanup(() => void current.delete(name));
  });
  createRenderEffect(() => {
    const current = context();
    const name = read(key);
    const part = read(value);
    if (current) untrack(() => (part === undefined ? current.delete(name) : current.set(name, part)));
  });
  return status;
}
