// observeSize, the measuring half of auto-resize, on its own: at most one report per animation
// frame, only when the size changed, measured at max-content so the host's resizing cannot feed back.
import { afterEach, describe, expect, it, vi } from "vitest";
import { observeSize } from "../../src/index.js";
import { mockFrames, mockLayout } from "../support/frames.js";

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute("style");
});

/**
 * Resolves once a MutationObserver made now has been told of a change of `target`. Observers are
 * told in the order they were made, so every observer made before it (observeSize's) has been told
 * of that change by then: what it did not do by then, it does not do for that change.
 */
function mutationNoticed(target: Node, options: MutationObserverInit): Promise<void> {
  return new Promise((resolve) => {
    const probe = new MutationObserver(() => {
      probe.disconnect();
      resolve();
    });
    probe.observe(target, options);
  });
}

describe("observeSize", () => {
  it("measures once in the first frame, not synchronously", () => {
    const frames = mockFrames();
    mockLayout(80);
    const send = vi.fn();
    const stop = observeSize(send);
    expect(send).not.toHaveBeenCalled();
    frames.run();
    expect(send.mock.calls).toEqual([[{ width: 320, height: 80 }]]);
    stop();
  });

  it("requests at most one frame however often the observer fires", () => {
    const frames = mockFrames();
    mockLayout(80);
    const stop = observeSize(vi.fn());
    for (let i = 0; i < 5; i++) frames.resize();
    expect(frames.stats.requested).toBe(1);
    frames.run();
    frames.resize();
    frames.resize();
    expect(frames.stats.requested).toBe(2);
    stop();
  });

  it("reports a width change even when the height is unchanged", () => {
    const frames = mockFrames();
    const layout = mockLayout(80);
    const send = vi.fn();
    const stop = observeSize(send);
    frames.run();
    layout.viewport = { width: 500, height: 150 };
    frames.resize();
    frames.run();
    expect(send.mock.calls).toEqual([[{ width: 320, height: 80 }], [{ width: 500, height: 80 }]]);
    stop();
  });

  it("restores <html>'s inline height after measuring even when it was set", () => {
    const frames = mockFrames();
    const layout = mockLayout(80);
    document.documentElement.style.height = "100%";
    const stop = observeSize(vi.fn());
    frames.run();
    expect(layout.seen).toEqual(["max-content"]);
    expect(document.documentElement.style.height).toBe("100%");
    stop();
  });

  it("measures once without ResizeObserver, and its cleanup still cancels the frame", () => {
    const frames = mockFrames();
    vi.stubGlobal("ResizeObserver", undefined);
    mockLayout(80);
    const send = vi.fn();
    const stop = observeSize(send);
    stop();
    expect(frames.pending()).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it("has a cleanup that can run twice and stops everything", () => {
    const frames = mockFrames();
    mockLayout(80);
    const send = vi.fn();
    const stop = observeSize(send);
    stop();
    stop();
    frames.resize();
    frames.run();
    expect(send).not.toHaveBeenCalled();
    expect(frames.observers[0]!.disconnected).toBe(true);
    expect(frames.stats.cancelled).toBe(1);
  });

  it("schedules a measurement when <body>'s content changes even if no observed box resized", async () => {
    const frames = mockFrames();
    mockLayout(80);
    const stop = observeSize(vi.fn());
    frames.run();
    const noticed = mutationNoticed(document.body, { childList: true, subtree: true });
    document.body.appendChild(document.createElement("p")).textContent = "more";
    await noticed;
    expect(frames.stats.requested).toBe(2);
    stop();
    document.body.replaceChildren();
  });

  it("does not schedule another measurement because measuring rewrote <html>'s inline height", async () => {
    const frames = mockFrames();
    mockLayout(80);
    const stop = observeSize(vi.fn());
    const noticed = mutationNoticed(document.documentElement, { attributes: true, attributeFilter: ["style"] });
    frames.run();
    await noticed;
    expect(frames.stats.requested).toBe(1);
    stop();
  });

  it("stops watching <body>'s content after its cleanup", async () => {
    const frames = mockFrames();
    mockLayout(80);
    const stop = observeSize(vi.fn());
    frames.run();
    stop();
    const noticed = mutationNoticed(document.body, { childList: true, subtree: true });
    document.body.appendChild(document.createElement("p"));
    await noticed;
    expect(frames.stats.requested).toBe(1);
    document.body.replaceChildren();
  });
});
