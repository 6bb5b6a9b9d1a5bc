// close() releases everything the host installed: the patched postMessage, its listeners and timers,
// and settles everything pending; it closes the Apps connected through it (and no other); a fresh
// host per test then starts from nothing.
import { describe, expect, it, vi } from "vitest";
import { AppError, type App } from "../../src/index.js";
import { createTestHost, createTransportPair } from "../../src/testing/index.js";
import { app, connected, host } from "./support.js";

/** Counts message listeners added to and removed from `window` while `fn` runs. */
function countListeners() {
  const add = vi.spyOn(window, "addEventListener");
  const remove = vi.spyOn(window, "removeEventListener");
  const of = (spy: typeof add) => spy.mock.calls.filter(([type]) => type === "message").map(([, fn]) => fn);
  return { added: () => of(add), removed: () => of(remove) };
}

// The window spies are restored between tests by vitest.config.ts (restoreMocks); restoring every
// mock here as well would also take down the console guard of test/setup.ts before it checks.

describe("close()", () => {
  it("restores window.parent.postMessage exactly as it was", () => {
    const before = Object.getOwnPropertyDescriptor(window.parent, "postMessage");
    const h = createTestHost();
    expect(Object.getOwnPropertyDescriptor(window.parent, "postMessage")).not.toEqual(before);
    h.close();
    expect(Object.getOwnPropertyDescriptor(window.parent, "postMessage")).toEqual(before);
  });

  it("removes a postMessage it added where the window had no own one", () => {
    const parent = new (class {
      postMessage() {}
    })();
    const view = { parent, location: { origin: "http://v.example" } } as unknown as Window;
    const h = createTestHost({ window: view });
    expect(Object.hasOwn(parent, "postMessage")).toBe(true);
    h.close();
    expect(Object.keys(parent)).toEqual([]);
  });

  it("adds no message listener on the window channel", () => {
    const listeners = countListeners();
    createTestHost().close();
    expect(listeners.added()).toEqual([]);
  });

  it("removes the message listener of the frame channel", () => {
    const listeners = countListeners();
    const frame = { postMessage() {} } as unknown as Window;
    createTestHost({ channel: frame }).close();
    expect(listeners.added()).toHaveLength(1);
    expect(listeners.removed()).toEqual(listeners.added());
  });

  it("rejects the host's pending requests with CLOSED", async () => {
    const { host: h, app: a } = await connected();
    a.onteardown = () => new Promise(() => {});
    const teardown = h.teardownResource();
    await h.waitFor("ui/initialize");
    h.close();
    await expect(teardown).rejects.toMatchObject({ kind: "CLOSED", message: "ui/resource-teardown: the test host is closed" });
  });

  it("rejects pending waits with CLOSED", async () => {
    const h = host();
    const waiting = h.waitFor("ui/message");
    h.close();
    await expect(waiting).rejects.toEqual(new AppError("CLOSED", "waitFor: the test host was closed while waiting"));
  });

  it("rejects ready when the view never initialized", async () => {
    const h = host();
    h.close();
    await expect(h.ready).rejects.toEqual(new AppError("CLOSED", "The test host closed before the view sent ui/notifications/initialized"));
  });

  it("rejects a notification still held for the handshake, and refuses new ones", async () => {
    const h = host();
    const held = h.sendToolInput({ arguments: {} });
    h.close();
    await expect(held).rejects.toEqual(new AppError("CLOSED", "ui/notifications/tool-input: the test host is closed"));
    await expect(h.sendToolResult({ content: [] })).rejects.toEqual(
      new AppError("CLOSED", "ui/notifications/tool-result: the test host is closed"),
    );
  });

  it("stops the timers of delayed replies and waits", async () => {
    const { host: h, app: a } = await connected();
    vi.useFakeTimers();
    h.fault("ui/open-link", { delay: 10_000 });
    void a.openLink({ url: "https://x.example" }).catch(() => {});
    void h.waitFor("ui/message").catch(() => {});
    await h.waitFor("ui/open-link");
    expect(vi.getTimerCount()).toBe(3);
    h.close();
    await a.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("is idempotent", () => {
    const h = createTestHost();
    h.close();
    expect(() => h.close()).not.toThrow();
    expect(h.closed).toBe(true);
  });

  it("stops taking the view's messages: they reach the real postMessage again", async () => {
    const h = createTestHost();
    h.close();
    const seen = new Promise<unknown>((resolve) => window.addEventListener("message", (e) => resolve(e.data), { once: true }));
    window.parent.postMessage({ jsonrpc: "2.0", method: "x" }, "*");
    expect(await seen).toEqual({ jsonrpc: "2.0", method: "x" });
    expect(h.messages).toEqual([]);
  });
});

describe("a fresh host per test", () => {
  it("connects a new view after the previous host closed", async () => {
    for (const name of ["first", "second"]) {
      const h = createTestHost({ hostInfo: { name, version: "1" } });
      const a = app();
      await a.connect();
      expect(a.getSnapshot().hostInfo?.name).toBe(name);
      await a.close();
      h.close();
    }
  });
});

describe("close() closes the Apps connected through the host", () => {
  it("an App that connected with no transport to the window the host stands in for", async () => {
    const { host: h, app: a } = await connected();
    h.close();
    expect(a.getSnapshot().status).toBe("closed");
  });

  it("an App that connected over host.transport", async () => {
    const h = host({ channel: "transport" });
    const a = app();
    await a.connect(h.transport);
    h.close();
    expect(a.getSnapshot().status).toBe("closed");
  });

  it("an App on window.openai alone, which a profile without ui/* bridges to the host", async () => {
    const { openAiFallback } = await import("../../src/openai/index.js");
    const h = host({ profile: "chatgpt-openai" });
    const a = app({}, { fallback: openAiFallback });
    await a.connect();
    h.close();
    expect(a.getSnapshot().status).toBe("closed");
  });

  it("not an App connected to another host, nor one the host never saw connect", async () => {
    const [view] = createTransportPair();
    const elsewhere = app();
    void elsewhere.connect(view).catch(() => {});
    const { host: h, app: a } = await connected();
    const other = host({ channel: "transport" });
    const onOther = app();
    await onOther.connect(other.transport);
    h.close();
    expect([a, elsewhere, onOther].map((x) => x.getSnapshot().status)).toEqual(["closed", "connecting", "connected"]);
  });

  it("hands every App on to a devtools hook that was there, and puts it back", async () => {
    const scope = globalThis as { __MCP_VIEW_DEVTOOLS__?: unknown };
    const seen: App[] = [];
    const mine = { appCreated: (created: App) => void seen.push(created) };
    scope.__MCP_VIEW_DEVTOOLS__ = mine;
    try {
      const h = createTestHost();
      const a = app();
      expect(seen).toEqual([a]);
      await a.connect();
      h.close();
      expect([a.getSnapshot().status, scope.__MCP_VIEW_DEVTOOLS__]).toEqual(["closed", mine]);
    } finally {
      delete scope.__MCP_VIEW_DEVTOOLS__;
    }
  });
});
