// The fake window.openai on its own: globals from a host context, every call recorded, set_globals
// announced, uninstall; and with a bridge to a test host, its methods as the host's requests.
import { describe, expect, it, onTestFinished, vi } from "vitest";
import type { Transport } from "../../src/index.js";
import { createTestHost, createTransportPair, FakeOpenAi, globalsOf } from "../../src/testing/index.js";

/** A window-like event target to install the fake on. */
const fakeWindow = () => new EventTarget() as unknown as Window & { openai?: unknown };

/** A fake installed on a fresh window, uninstalled after the test. */
function installed(context = {}, bridge?: Transport) {
  const target = fakeWindow();
  const fake = new FakeOpenAi(target, context, bridge);
  onTestFinished(() => fake.uninstall());
  return { target, fake };
}

describe("globalsOf", () => {
  it("maps theme, locale, displayMode, maxHeight and safe-area insets to ChatGPT's globals", () => {
    const insets = { top: 1, right: 0, bottom: 2, left: 0 };
    expect(
      globalsOf({ theme: "dark", locale: "de-DE", displayMode: "pip", containerDimensions: { maxHeight: 500 }, safeAreaInsets: insets }),
    ).toEqual({
      theme: "dark",
      locale: "de-DE",
      displayMode: "pip",
      maxHeight: 500,
      safeArea: { insets },
    });
  });

  it("describes the platform and device capabilities as a userAgent", () => {
    expect(globalsOf({ platform: "mobile", deviceCapabilities: { touch: true } })).toEqual({
      userAgent: { device: { type: "mobile" }, capabilities: { touch: true } },
    });
    expect(globalsOf({ platform: "web" })).toEqual({ userAgent: { device: { type: "desktop" }, capabilities: {} } });
  });

  it("is empty for an empty context", () => {
    expect(globalsOf({})).toEqual({});
  });
});

describe("FakeOpenAi without a bridge", () => {
  it("installs window.openai with empty tool data and the context's globals", () => {
    const { target, fake } = installed({ theme: "dark" });
    expect(target.openai).toBe(fake.openai);
    expect(fake.openai).toMatchObject({ toolInput: {}, toolOutput: null, toolResponseMetadata: null, widgetState: null, theme: "dark" });
  });

  it("records every method call with its arguments, in order", async () => {
    const { fake } = installed();
    await (fake.openai.requestModal as () => Promise<void>)();
    await (fake.openai.uploadFile as (file: unknown) => Promise<unknown>)("blob");
    expect(fake.calls).toEqual([
      { method: "requestModal", args: [] },
      { method: "uploadFile", args: ["blob"] },
    ]);
  });

  it("answers the window.openai-only methods itself", async () => {
    const { fake } = installed();
    await expect((fake.openai.getFileDownloadUrl as (a: unknown) => Promise<unknown>)({ fileId: "f1" })).resolves.toEqual({
      downloadUrl: "https://files.example/f1",
    });
  });

  it("rejects a method that needs a host, naming it", async () => {
    const { fake } = installed();
    await expect((fake.openai.callTool as (n: string, a: unknown) => Promise<unknown>)("t", {})).rejects.toThrow(
      "this fake window.openai has no host behind it (tools/call)",
    );
  });

  it("setGlobals() sets the globals and announces them with openai:set_globals", () => {
    const { target, fake } = installed();
    const seen = vi.fn();
    target.addEventListener("openai:set_globals", (event) => seen((event as CustomEvent).detail));
    fake.setGlobals({ theme: "light" });
    expect([fake.openai.theme, seen.mock.calls]).toEqual(["light", [[{ globals: { theme: "light" } }]]]);
  });

  it("setWidgetState() stores the state as the widgetState global", () => {
    const { fake } = installed();
    (fake.openai.setWidgetState as (s: unknown) => void)({ tab: 1 });
    expect(fake.openai.widgetState).toEqual({ tab: 1 });
  });

  it("uninstall() removes window.openai, and leaves one that another fake installed since", () => {
    const target = fakeWindow();
    const first = new FakeOpenAi(target, {});
    first.uninstall();
    expect(target.openai).toBeUndefined();
    const second = new FakeOpenAi(target, {});
    first.uninstall();
    expect(target.openai).toBe(second.openai);
    second.uninstall();
  });
});

describe("FakeOpenAi bridged to a test host", () => {
  it("completes a handshake with the host and sends its method calls as the host's requests", async () => {
    const [viewEnd, hostEnd] = createTransportPair();
    const host = createTestHost({
      transport: hostEnd,
      tools: { add: ({ a }) => ({ content: [], structuredContent: { sum: Number(a) + 1 } }) },
    });
    onTestFinished(() => host.close());
    const { fake } = installed({}, viewEnd);
    await host.ready;
    expect(host.appInfo).toEqual({ name: "window.openai", version: "1.0.0" });
    await expect((fake.openai.callTool as (n: string, a: unknown) => Promise<unknown>)("add", { a: 1 })).resolves.toEqual({
      content: [],
      structuredContent: { sum: 2 },
    });
    expect(host.received("tools/call")).toEqual([{ name: "add", arguments: { a: 1 } }]);
  });

  it("turns the host's tool result into the toolOutput global", async () => {
    const [viewEnd, hostEnd] = createTransportPair();
    const host = createTestHost({ transport: hostEnd });
    onTestFinished(() => host.close());
    const { fake } = installed({}, viewEnd);
    await host.ready;
    await host.sendToolResult({ content: [], structuredContent: { n: 1 }, _meta: { k: 2 } });
    expect([fake.openai.toolOutput, fake.openai.toolResponseMetadata]).toEqual([{ n: 1 }, { k: 2 }]);
  });
});
