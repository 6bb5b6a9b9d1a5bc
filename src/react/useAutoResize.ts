// useAutoResize: report the size of the document, or of the element given, while mounted.
import { useEffect } from "react";
import type { App } from "../index.js";
import { useResolvedApp } from "./useAppContext.js";

/** A ref to an element: React's and Preact's `RefObject` both fit. */
export interface ElementRef {
  readonly current: HTMLElement | null;
}

/**
 * Reports the view's size to the host while mounted: the document's, or `elementRef.current`'s
 * when given (unlike the official hook, which ignores it). `useApp` already reports the document's
 * size unless `autoResize: false`; pass that when you observe an element instead.
 *
 * @example
 * const ref = useRef<HTMLDivElement>(null);
 * useAutoResize(app, ref);
 */
export function useAutoResize(app?: App | null, elementRef?: ElementRef): void {
  const target = useResolvedApp(app);
  useEffect(() => target?.setupSizeChangedNotifications(elementRef?.current ?? undefined), [target, elementRef]);
}
