// The Apps of the view-state tests: each named "view" (auto-resize off), its errors recorded, its view
// state made with `createViewState`; all closed, localStorage emptied and replaced globals put back
// around every test. Also a scripted host to connect them to, and Map-backed storages.
import { afterEach, beforeEach } from "vitest";
import { App, createViewState, type AppError, type ViewState, type ViewStateOptions } from "../../src/index.js";
import { createHost, HOST_RESULT, type ScriptedHost } from "../support/host.js";

export const RESULT = "ui/notifications/tool-result";
export const INPUT = "ui/notifications/tool-input";
/**
 * An initialize result whose host context names the tool "board" and, unless `id` is undefined, the
 * call's id. Its host offers no server tools, so the default chain skips the server's view-state tools
 * (test/view-state/view-state-chain.test.ts has the hosts that offer them), and takes the model's
 * context (a summary is sent to it; the chain's tests have a host that does not).
 */
export const toolContext = (id: string | number | undefined) => ({
  ...HOST_RESULT,
  hostCapabilities: { openLinks: {}, serverResources: {}, logging: {}, updateModelContext: {} },
  hostContext: {
    ...HOST_RESULT.hostContext,
    toolInfo: { ...(id === undefined ? {} : { id }), tool: { name: "board", inputSchema: { type: "object" } } },
  },
});
/** An initialize result whose host context names the tool call (id 7, tool "board"). */
export const TOOL_CONTEXT = toolContext(7);
/** The localStorage key of the view with `uuid` of the App "view" and the tool "board". */
export const KEY = (uuid: string) => `mcp-view:view:board:uuid:${uuid}`;

export interface ViewStateApps {
  /** A new App (nothing of view state made for it). */
  app(): App;
  /** A new App and its view state, made with `options` once the App's onerror records. */
  make<T = unknown>(options?: ViewStateOptions<T>): { app: App; state: ViewState<T> };
  /** What the Apps' onerror saw, in order. */
  readonly errors: AppError[];
  /** Defines `globalThis[name]` for this test only (a blocked localStorage, a fake window.openai). */
  replaceGlobal(name: string, descriptor: PropertyDescriptor): void;
  /** Counts, for this test, every read of `globalThis.localStorage` and `globalThis.sessionStorage` (`window`'s: the same object). */
  watchStorage(): { accesses: string[] };
}

/** Registers the hooks of a view-state test file. */
export function viewStateApps(): ViewStateApps {
  let apps: App[] = [];
  const errors: AppError[] = [];
  const restores: Array<() => void> = [];
  beforeEach(() => {
    errors.length = 0;
    localStorage.clear();
  });
  afterEach(async () => {
    for (const restore of restores.splice(0).reverse()) restore();
    for (const app of apps) await app.close();
    apps = [];
    localStorage.clear();
  });
  const replaceGlobal = (name: string, descriptor: PropertyDescriptor) => {
    const saved = Object.getOwnPropertyDescriptor(globalThis, name);
    Object.defineProperty(globalThis, name, { configurable: true, ...descriptor });
    restores.push(() => (saved ? Object.defineProperty(globalThis, name, saved) : delete (globalThis as Record<string, unknown>)[name]));
  };
  const app = () => {
    const made = new App({ name: "view", version: "1.0.0" }, {}, { autoResize: false });
    made.onerror = (error) => void errors.push(error);
    apps.push(made);
    return made;
  };
  return {
    errors,
    app,
    make<T>(options?: ViewStateOptions<T>) {
      const made = app();
      return { app: made, state: createViewState<T>(made, options) };
    },
    replaceGlobal,
    watchStorage() {
      const accesses: string[] = [];
      for (const name of ["localStorage", "sessionStorage"]) {
        const storage = (globalThis as Record<string, unknown>)[name];
        replaceGlobal(name, { get: () => (accesses.push(name), storage) });
      }
      return { accesses };
    },
  };
}

/** A Map-backed Storage that records what was written; `failSet` makes its setItem throw it. */
export function memoryStorage(entries: Record<string, string> = {}, failSet?: Error): Storage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (failSet) throw failSet;
      map.set(k, v);
    },
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

/** A scripted host per test: `connect(app)` connects to a new one, `sendResult` sends it a tool result. */
export function scriptedHosts(): {
  connect(app: App, result?: Record<string, unknown>): Promise<ScriptedHost>;
  sendResult(meta?: Record<string, unknown>, text?: string): Promise<void>;
  host(): ScriptedHost;
} {
  let current: ScriptedHost | undefined;
  const host = () => {
    if (!current) throw new Error("connect() first");
    return current;
  };
  return {
    host,
    async connect(app, result = TOOL_CONTEXT) {
      current = createHost({ result });
      await app.connect(current.view);
      return current;
    },
    async sendResult(meta, text = "ok") {
      host().notify(RESULT, { content: [{ type: "text", text }], ...(meta ? { _meta: meta } : {}) });
      await host().ping();
    },
  };
}
