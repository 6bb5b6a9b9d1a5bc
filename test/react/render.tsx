// Mounting for the React suite: every tree is rendered under <StrictMode> (double render, double
// effects), inside act(); the Preact twin is test/preact/render.tsx. Any console output fails the test.
import { act, StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, expect, vi } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Node = ReactNode;

export interface Mounted {
  readonly container: HTMLElement;
  unmount(): void;
}

/** Renders `node` under <StrictMode> into a fresh container. */
export function mount(node: ReactNode): Mounted {
  const container = document.body.appendChild(document.createElement("div"));
  const root = createRoot(container);
  act(() => root.render(<StrictMode>{node}</StrictMode>));
  return {
    container,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Lets every pending message, effect and deferred close run (one macrotask, inside act). */
export async function flush(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Runs `fn` inside act (for state changes a test triggers directly). */
export async function run<T>(fn: () => T | Promise<T>): Promise<T> {
  let value!: T;
  await act(async () => {
    value = await fn();
  });
  return value;
}

/** Fails the test if anything wrote to the console. */
export function forbidConsole(): void {
  const methods = ["log", "info", "warn", "error", "debug"] as const;
  let spies: Array<ReturnType<typeof vi.spyOn>> = [];
  beforeEach(() => {
    spies = methods.map((m) => vi.spyOn(console, m));
  });
  afterEach(() => {
    for (const spy of spies) expect(spy.mock.calls).toEqual([]);
  });
}
