// Auto-resize through the App, with deterministic frames and layout.
import { describe, expect, it, onTestFinished, vi } from "vitest";
import type { AppError } from "../../src/index.js";
import { mockFrames, mockLayout, type Frames } from "../support/frames.js";
import { flush, HOST_RESULT, type ScriptedHost } from "../support/host.js";
import { make as makeView, type View, type ViewSetup } from "./support.js";

const SIZE = "ui/notifications/size-changed";
/** The size-changed params the view sent, in order. */
const sizes = (host: ScriptedHost) => host.messages(SIZE).map((m) => (m as { params: unknown }).params);

/**
 * Deterministic frames and a host with an App on it, auto-resize on unless `setup.app` turns it
 * off. The frames and <html>'s style are undone after the App closed.
 */
function make(setup: ViewSetup = {}): View & { frames: Frames } {
  const frames = mockFrames();
  onTestFinished(() => {
    document.documentElement.removeAttribute("style");
    vi.unstubAllGlobals();
  });
  return { ...makeView({ ...setup, app: { autoResize: true, ...setup.app } }), frames };
}

describe("auto-resize", () => {
  it("sends the first size-changed after initialized, never before", async () => {
    mockLayout(200.7, { width: 320.4, height: 150 });
    let answer!: (v: unknown) => void;
    const { app, host, frames } = make({ host: { initialize: () => new Promise((resolve) => (answer = resolve)) } });
    const connecting = app.connect(host.view);
    await flush();
    expect(frames.pending()).toBe(0);
    answer(structuredClone(HOST_RESULT));
    await connecting;
    frames.run();
    await flush();
    expect(host.methods()).toEqual(["ui/initialize", "ui/notifications/initialized", SIZE]);
    expect(sizes(host)).toEqual([{ width: 321, height: 201 }]);
  });

  it("with autoResize: false sends no size-changed until setupSizeChangedNotifications() is called", async () => {
    mockLayout(100);
    const { app, host, frames } = make({ app: { autoResize: false } });
    await app.connect(host.view);
    frames.run();
    frames.resize();
    frames.run();
    await flush();
    expect(sizes(host)).toEqual([]);
    expect(frames.observers).toHaveLength(0);
    app.setupSizeChangedNotifications();
    frames.run();
    await flush();
    expect(sizes(host)).toEqual([{ width: 320, height: 100 }]);
    expect(frames.observers).toHaveLength(1);
  });

  it("with autoResize: false sends the size given to sendSizeChanged()", async () => {
    const { app, host } = make({ app: { autoResize: false } });
    await app.connect(host.view);
    await app.sendSizeChanged({ height: 480 });
    expect(sizes(host)).toEqual([{ height: 480 }]);
  });

  it("holds a size measured by setupSizeChangedNotifications() before connect() until after initialized", async () => {
    mockLayout(100);
    const { app, host, frames } = make({ app: { autoResize: false } });
    app.setupSizeChangedNotifications();
    frames.run();
    await flush();
    expect(host.sent).toEqual([]);
    await app.connect(host.view);
    await flush();
    expect(host.methods()).toEqual(["ui/initialize", "ui/notifications/initialized", SIZE]);
  });

  it("coalesces several DOM mutations within one animation frame into one size-changed", async () => {
    const layout = mockLayout(100);
    const { app, host, frames } = make();
    await app.connect(host.view);
    frames.run();
    await flush();
    for (const h of [110, 120, 130]) {
      layout.content = h;
      frames.resize();
    }
    expect(frames.pending()).toBe(1);
    frames.run();
    await flush();
    expect(sizes(host)).toEqual([
      { width: 320, height: 100 },
      { width: 320, height: 130 },
    ]);
  });

  it("sends nothing when a measurement equals the last one sent", async () => {
    const { app, host, frames } = make();
    const layout = mockLayout(100);
    await app.connect(host.view);
    frames.run();
    frames.resize();
    frames.run();
    layout.content = 99.6;
    frames.resize();
    frames.run();
    await flush();
    expect(sizes(host)).toEqual([{ width: 320, height: 100 }]);
  });

  it("does not send a first measurement of 0×0", async () => {
    const { app, host, frames } = make();
    const layout = mockLayout(0, { width: 0, height: 0 });
    await app.connect(host.view);
    frames.run();
    await flush();
    expect(sizes(host)).toEqual([]);
    layout.content = 50;
    frames.resize();
    frames.run();
    await flush();
    expect(sizes(host)).toEqual([{ width: 0, height: 50 }]);
  });

  it("reports ceil(innerWidth) and the document's height with <html> at max-content, rounded as the browser rounds it, then restores <html>'s inline style", async () => {
    const { app, host, frames } = make();
    const layout = mockLayout(99.4, { width: 300.5, height: 600 });
    document.documentElement.style.cssText = "height: 42px; color: red";
    await app.connect(host.view);
    frames.run();
    await flush();
    expect(sizes(host)).toEqual([{ width: 301, height: 99 }]);
    expect(layout.seen).toEqual(["max-content"]);
    expect(document.documentElement.style.cssText).toBe("height: 42px; color: red;");
  });

  it("restores an empty inline height as empty", async () => {
    const { app, host, frames } = make();
    mockLayout(10);
    await app.connect(host.view);
    frames.run();
    expect(document.documentElement.getAttribute("style") ?? "").not.toContain("height");
    expect(document.documentElement.style.height).toBe("");
  });

  it("sends nothing more when the host resizes the iframe to the reported height", async () => {
    const { app, host, frames } = make();
    const layout = mockLayout(400, { width: 320, height: 150 });
    await app.connect(host.view);
    frames.run();
    await flush();
    expect(sizes(host)).toEqual([{ width: 320, height: 400 }]);
    layout.viewport = { width: 320, height: 400 };
    frames.resize();
    frames.run();
    layout.viewport = { width: 320, height: 1000 };
    frames.resize();
    frames.run();
    await flush();
    expect(sizes(host)).toEqual([{ width: 320, height: 400 }]);
  });

  it("observes <html> and <body>, and close() disconnects the observer and cancels a scheduled frame", async () => {
    const { app, host, frames } = make();
    mockLayout(10);
    await app.connect(host.view);
    frames.run();
    frames.resize();
    expect(frames.observers).toHaveLength(1);
    expect([...frames.observers[0]!.targets]).toEqual([document.documentElement, document.body]);
    expect(frames.pending()).toBe(1);
    await app.close();
    expect(frames.observers[0]!.disconnected).toBe(true);
    expect(frames.pending()).toBe(0);
    expect(frames.stats.cancelled).toBe(1);
  });

  it("reports an element's own height in element mode, observing only that element", async () => {
    const { app, host, frames } = make({ app: { autoResize: false } });
    mockLayout(999);
    const element = document.createElement("div");
    document.body.appendChild(element);
    vi.spyOn(element, "getBoundingClientRect").mockReturnValue({ height: 57.2 } as DOMRect);
    await app.connect(host.view);
    const stop = app.setupSizeChangedNotifications(element);
    frames.run();
    await flush();
    expect(sizes(host)).toEqual([{ width: 320, height: 58 }]);
    expect([...frames.observers[0]!.targets]).toEqual([element]);
    stop();
    expect(frames.observers[0]!.disconnected).toBe(true);
    element.remove();
  });

  it("stops with the cleanup returned by setupSizeChangedNotifications()", async () => {
    const { app, host, frames } = make({ app: { autoResize: false } });
    const layout = mockLayout(10);
    await app.connect(host.view);
    const stop = app.setupSizeChangedNotifications();
    frames.run();
    stop();
    layout.content = 20;
    frames.resize();
    frames.run();
    await flush();
    expect(sizes(host)).toEqual([{ width: 320, height: 10 }]);
  });

  it("holds a height that follows the frame's (100vh) and tells onerror once, with SIZE_LOOP and the fix", async () => {
    const { app, host, frames } = make();
    const layout = mockLayout(0);
    layout.followsBy = 16;
    const errors: AppError[] = [];
    app.onerror = (error) => void errors.push(error);
    await app.connect(host.view);
    for (let i = 0; i < 6; i++) {
      frames.run();
      await flush();
      const height = (sizes(host).at(-1) as { height: number } | undefined)?.height;
      if (height !== undefined && height !== layout.viewport.height) {
        layout.viewport = { ...layout.viewport, height };
        frames.resize();
      }
    }
    expect(sizes(host)).toEqual([{ width: 320, height: 166 }]);
    expect(errors.map((e) => [e.kind, e.message])).toEqual([["SIZE_LOOP", expect.stringMatching(/100vh.*size it by its content/)]]);
  });
});
