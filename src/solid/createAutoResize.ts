// createAutoResize: report the size of the document, or of the element given, while the owner lives.
import { createEffect, onCleanup, type Accessor } from "solid-js";
import type { MaybeApp } from "./AppProvider.js";
import { resolveApp } from "./useAppContext.js";

/** An element as a value or an accessor (`() => el` for a `ref={el}` variable). */
export type MaybeElement = HTMLElement | null | undefined | Accessor<HTMLElement | null | undefined>;

/**
 * Reports the view's size to the host while the owner lives: the document's, or the element's when
 * given (read after the component mounted, so a `ref` variable is set). `createApp` already reports the
 * document's size unless `autoResize: false`; pass that when you observe an element instead.
 *
 * @example
 * let panel!: HTMLDivElement;
 * createAutoResize(undefined, () => panel);
 * return <div ref={panel}>…</div>;
 */
export function createAutoResize(app?: MaybeApp, element?: MaybeElement): void {
  const target = resolveApp(app);
  createEffect(() => {
    const node = typeof element === "function" ? element() : element;
    const stop = target()?.setupSizeChangedNotifications(node ?? undefined);
    if (stop) onCleanup(stop);
  });
}
