/** @jsxImportSource preact */
// Mounting for the Preact suite, the twin of test/react/render.tsx. Preact has no <StrictMode>: the
// same trees are rendered as they are (no double render, no double effects). Any console output
// fails the test.
import { render, type ComponentChildren } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, expect, vi } from "vitest";

export type Node = ComponentChildren;

export interface Mounted {
  readonly container: HTMLElement;
  unmount(): void;
}

/** Renders `node` into a fresh container (Preact has no StrictMode to wrap it in). */
export function mount(node: ComponentChildren): Mounted {
  const container = document.body.appendChild(document.createElement("div"));
  act(() => render(<>{node}</>, container));
  return {
    container,
    unmount() {
      act(() => render(null, container));
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
