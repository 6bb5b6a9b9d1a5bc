// useAutoResize: report the size of the document, or of the element given, while mounted.
import { useEffect, type RefObject } from "react";
import type { App } from "../index.js";
import { useResolvedApp } from "./AppProvider.js";

/**
 * Reports the view's size to the host while mounted: the document's, or `elementRef.current`'s
 * when given (unlike the official hook, which ignores it). `useApp` already reports the document's
 * size unless `autoResize: false`; pass that when you observe an element instead.
 *
 * @example
 * const ref = useRef<HTMLDivElement>(null);
 * useAutoResize(app, ref);
 */
export function useAutoResize(app?: App | null, elementRef?: RefObject<HTMLElement | null>): void {
  const target = useResolvedApp(app);
  useEffect(() => target?.setupSizeChangedNotifications(elementRef?.current ?? undefined), [target, elementRef]);
}
