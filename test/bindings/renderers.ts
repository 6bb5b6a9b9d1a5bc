// The renderers the binding suite runs over (describe.each): React 19 and React 18, every tree under
// <StrictMode> (double render, double effects), and Preact 10 (no StrictMode). Each brings the
// mcp-view hooks built for it (the same source: scripts/renderer-variants.ts) and its own hooks
// for test components. Test files write JSX with the classic runtime and this module's `h`, which
// creates elements of the renderer whose describe block is running (`useRenderer`).
import type { JSX as ReactJSX } from "react";
import * as React19 from "react";
import * as ReactDom19 from "react-dom/client";
import * as React18 from "react18";
import * as ReactDom18 from "react-dom18/client";
import * as Preact from "preact";
import * as PreactHooks from "preact/hooks";
import { act as preactAct } from "preact/test-utils";
import { beforeAll } from "vitest";
import * as ReactBinding from "../../src/react/index.js";
import * as React18Binding from "./react18/index.js";
import * as PreactBinding from "../../src/preact/index.js";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The binding's API: mcp-view/react and mcp-view/preact have the same names and signatures. */
export type Binding = typeof ReactBinding;

/** The framework hooks test components use. */
export interface Framework {
  useEffect: typeof React19.useEffect;
  useLayoutEffect: typeof React19.useLayoutEffect;
  useRef: typeof React19.useRef;
  useState: typeof React19.useState;
}

export interface Mounted {
  readonly container: HTMLElement;
  unmount(): void;
}

export interface Renderer {
  readonly name: string;
  /** Whether trees are rendered under <StrictMode>. */
  readonly strict: boolean;
  /** mcp-view's hooks for this renderer. */
  readonly hooks: Binding;
  readonly framework: Framework;
  createElement(type: unknown, props: unknown, ...children: unknown[]): unknown;
  mount(node: unknown): Mounted;
  act(fn: () => Promise<void>): Promise<void>;
}

type ReactLike = typeof React19;

function react(name: string, lib: ReactLike, dom: typeof ReactDom19, hooks: Binding): Renderer {
  return {
    name,
    strict: true,
    hooks,
    framework: lib,
    createElement: lib.createElement as Renderer["createElement"],
    mount(node) {
      const container = document.body.appendChild(document.createElement("div"));
      const root = dom.createRoot(container);
      lib.act(() => root.render(lib.createElement(lib.StrictMode, null, node as React19.ReactNode)));
      return {
        container,
        unmount() {
          lib.act(() => root.unmount());
          container.remove();
        },
      };
    },
    act: (fn) => lib.act(fn),
  };
}

const preact: Renderer = {
  name: "Preact 10",
  strict: false,
  hooks: PreactBinding as unknown as Binding,
  framework: PreactHooks as unknown as Framework,
  createElement: Preact.createElement as Renderer["createElement"],
  mount(node) {
    const container = document.body.appendChild(document.createElement("div"));
    preactAct(() => Preact.render(node as Preact.ComponentChildren, container));
    return {
      container,
      unmount() {
        preactAct(() => Preact.render(null, container));
        container.remove();
      },
    };
  },
  act: (fn) => preactAct(fn) as Promise<void>,
};

export const RENDERERS: readonly Renderer[] = [
  react("React 19", React19, ReactDom19, ReactBinding),
  react("React 18", React18 as unknown as ReactLike, ReactDom18 as unknown as typeof ReactDom19, React18Binding as unknown as Binding),
  preact,
];

let current: Renderer = RENDERERS[0]!;

/** Makes `renderer` the one `h`, `mount`, `run` and `flush` use, for the tests of the calling describe block. */
export function useRenderer(renderer: Renderer): void {
  beforeAll(() => {
    current = renderer;
  });
}

/**
 * The JSX factory: an element of the current renderer. The compiler's development props (`__self`,
 * `__source`) are dropped: React 19 takes them for an outdated JSX transform and warns.
 */
export function h(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): ReactJSX.Element {
  const { __self, __source, ...rest } = props ?? {};
  return current.createElement(type, rest, ...children) as ReactJSX.Element;
}

/** JSX types for `h`: React's, which the hooks are typed against. */
export declare namespace h {
  export namespace JSX {
    type Element = ReactJSX.Element;
    type IntrinsicElements = ReactJSX.IntrinsicElements;
    type ElementChildrenAttribute = ReactJSX.ElementChildrenAttribute;
    type IntrinsicAttributes = ReactJSX.IntrinsicAttributes;
  }
}

/** The JSX fragment factory: a component that renders its children, in any renderer. */
export function Fragment({ children }: { children?: unknown }): ReactJSX.Element {
  return children as ReactJSX.Element;
}

/** Renders `node` into a fresh container (under <StrictMode> for React). */
export function mount(node: unknown): Mounted {
  return current.mount(node);
}

/** Runs `fn` inside act (for state changes a test triggers directly). */
export async function run<T>(fn: () => T | Promise<T>): Promise<T> {
  let value!: T;
  await current.act(async () => {
    value = await fn();
  });
  return value;
}

/**
 * Lets every pending message, effect and deferred close run (one macrotask, inside act). The
 * registry defers an App's close with `setTimeout(close, 0)`, and timers of the same delay run in
 * the order they were set: once this resolves, a close deferred before it has run.
 */
export function flush(): Promise<void> {
  return run(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
