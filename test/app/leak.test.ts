// 1,000 connect/close cycles over the real PostMessageTransport leave nothing behind: no window
// `message` listener, no live ResizeObserver, no timer, no animation frame, no host style.
import { afterEach, describe, expect, it, vi } from "vitest";
import { App, syncHostStyles } from "../../src/index.js";
import { mockFrames, mockLayout } from "../support/frames.js";
import { flush, HOST_RESULT } from "../support/host.js";
import { HOST_ORIGIN, post, spyParent } from "../support/window.js";

const CYCLES = 1000;
const hostContext = { theme: "dark", styles: { variables: { "--color-text-primary": "red" }, css: { fonts: "@import url(a.css);" } } };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute("style");
  document.documentElement.removeAttribute("data-theme");
});

describe("connect/close cycles", () => {
  it(`leave no listener, observer, timer, frame or style behind after ${CYCLES} cycles`, async () => {
    vi.useFakeTimers();
    const frames = mockFrames();
    const layout = mockLayout(100);
    const parent = spyParent({ origin: HOST_ORIGIN, result: { ...HOST_RESULT, hostContext } });
    const live = new Set<unknown>();
    let added = 0;
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    vi.spyOn(window, "addEventListener").mockImplementation((type: string, listener: unknown, options?: unknown) => {
      if (type === "message") (added++, live.add(listener));
      add(type, listener as EventListener, options as AddEventListenerOptions);
    });
    vi.spyOn(window, "removeEventListener").mockImplementation((type: string, listener: unknown, options?: unknown) => {
      if (type === "message") live.delete(listener);
      remove(type, listener as EventListener, options as EventListenerOptions);
    });

    const outcomes = { connected: 0, closedWhileConnecting: 0, pendingRejected: 0 };
    for (let i = 0; i < CYCLES; i++) {
      const app = new App({ name: "cycle", version: String(i) });
      syncHostStyles(app);
      app.ontoolresult = () => {};
      app.on("toolinput", () => {});
      app.subscribe(() => {});
      if (i % 10 === 9) {
        // Close during the handshake: the parent never gets to answer.
        const connecting = app.connect().catch((e: { kind: string }) => e.kind);
        await app.close();
        if ((await connecting) === "CLOSED") outcomes.closedWhileConnecting++;
        continue;
      }
      await app.connect();
      outcomes.connected++;
      if (i % 2) frames.run();
      layout.content = 100 + (i % 7);
      frames.resize();
      post({ jsonrpc: "2.0", method: "ui/notifications/tool-result", params: { content: [] } });
      const pending = i % 3 === 0 ? app.openLink({ url: "https://a.example" }).catch((e: { kind: string }) => e.kind) : undefined;
      await app.close();
      if (pending && (await pending) === "CLOSED") outcomes.pendingRejected++;
      await flush(5);
    }

    expect(outcomes).toEqual({ connected: 900, closedWhileConnecting: 100, pendingRejected: 300 });
    expect(added).toBe(CYCLES);
    expect(live.size).toBe(0);
    expect(frames.observers).toHaveLength(900);
    expect(frames.observers.filter((o) => !o.disconnected)).toEqual([]);
    expect(frames.pending()).toBe(0);
    expect(frames.stats.cancelled).toBeGreaterThan(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(document.querySelectorAll("style[data-mcp-host-fonts]")).toHaveLength(0);
    expect(document.documentElement.style.getPropertyValue("--color-text-primary")).toBe("");
    expect(parent.methods().filter((m) => m === "ui/initialize")).toHaveLength(900);
  });
});
