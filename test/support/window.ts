// Helpers for tests of the real PostMessageTransport in happy-dom, where the top window is its own
// parent: `post()` dispatches a message event on window, `spyParent()` captures what the view posts.
import { expect, vi } from "vitest";
import type { JSONRPCMessage } from "../../src/index.js";
import { HOST_RESULT, until } from "./host.js";

export const HOST_ORIGIN = "https://host.example";

/** A window-like object that is not the parent (a sibling frame). */
export const stranger = { postMessage: vi.fn() } as unknown as Window;

/** Dispatches a `message` event on window, from the parent (by default) and the host's origin. */
export function post(data: unknown, from: { source?: MessageEventSource | null; origin?: string } = {}): void {
  const source = from.source === undefined ? window : from.source;
  window.dispatchEvent(new MessageEvent("message", { data, source, origin: from.origin ?? HOST_ORIGIN }));
}

export interface ParentSpy {
  /** `[message, targetOrigin]` for each postMessage to the parent. */
  readonly posts: Array<[JSONRPCMessage, string]>;
  readonly messages: () => JSONRPCMessage[];
  readonly methods: () => string[];
}

/**
 * Spies on `window.parent.postMessage`. With `answer`, replies to `ui/initialize` (in a microtask)
 * from the parent at `origin` with the given result.
 */
export function spyParent(answer?: { origin?: string; result?: Record<string, unknown> }): ParentSpy {
  const posts: Array<[JSONRPCMessage, string]> = [];
  vi.spyOn(window.parent, "postMessage").mockImplementation(((message: JSONRPCMessage, targetOrigin: string) => {
    posts.push([message, targetOrigin]);
    if (answer && "method" in message && message.method === "ui/initialize" && "id" in message) {
      const reply = { jsonrpc: "2.0", id: message.id, result: structuredClone(answer.result ?? HOST_RESULT) };
      queueMicrotask(() => post(reply, { origin: answer.origin ?? HOST_ORIGIN }));
    }
  }) as typeof window.postMessage);
  return {
    posts,
    messages: () => posts.map(([m]) => m),
    methods: () => posts.map(([m]) => ("method" in m ? m.method : "response")),
  };
}

/**
 * Posts a ping from the parent and waits for the view's answer: the view has handled everything
 * posted before it. Await it before asserting that a message had no effect.
 */
export async function pingFromParent(parent: ParentSpy, id: string | number = "probe"): Promise<void> {
  post({ jsonrpc: "2.0", id, method: "ping" });
  await until(() => expect(parent.messages()).toContainEqual({ jsonrpc: "2.0", id, result: {} }));
}
