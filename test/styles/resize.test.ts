// observeSize, the measuring half of auto-resize, on its own: at most one report per animation
// frame, only when the size changed, measured at max-content so the host's resizing cannot feed back;
// what overflows <html> counted, loads and fonts measured, and a height that follows the frame held.
import { afterEach, describe, expect, it, vi } from "vitest";
import { observeSize } from "../../src/index.js";
import { mockFrames, mockLayout, type Frames, type Layout } from "../support/frames.js";

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute("style");
  document.body.replaceChildren();
});

/** A host that applies each reported height to the frame, as the frame's resize reaches the view: the viewport takes it and the observers fire. */
function applyEach(frames: Frames, layout: Layout, send: ReturnType<typeof vi.fn>): void {
  const last = send.mock.calls.at(-1)?.[0] as { height: number } | undefined;
  if (!last || last.height === layout.viewport.height) return;
  layout.viewport = { ...layout.viewport, height: last.height };
  frames.resize();
}

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

  it("counts what overflows <html>, such as an open dropdown that is position: absolute", () => {
    const frames = mockFrames();
    const layout = mockLayout(80);
    const send = vi.fn();
    const stop = observeSize(send);
    frames.run();
    layout.overflow = 260.4;
    frames.resize();
    frames.run();
    layout.overflow = 0;
    frames.resize();
    frames.run();
    expect(send.mock.calls.map(([size]) => size.height)).toEqual([80, 260, 80]);
    stop();
  });

  it("measures again when something in the document loads, or web fonts do, and not after its cleanup", () => {
    const frames = mockFrames();
    const fonts = new EventTarget();
    vi.stubGlobal("document", Object.assign(document, { fonts }));
    mockLayout(80);
    const stop = observeSize(vi.fn());
    frames.run();
    const image = document.body.appendChild(document.createElement("img"));
    image.dispatchEvent(new Event("load"));
    expect(frames.stats.requested).toBe(2);
    frames.run();
    fonts.dispatchEvent(new Event("loadingdone"));
    expect(frames.stats.requested).toBe(3);
    frames.run();
    stop();
    image.dispatchEvent(new Event("load"));
    fonts.dispatchEvent(new Event("loadingdone"));
    expect(frames.stats.requested).toBe(3);
    delete (document as { fonts?: unknown }).fonts;
  });

  it("holds a height that follows the frame's (100vh) at the first report that followed it, and says so once", () => {
    const frames = mockFrames();
    const layout = mockLayout(0);
    layout.followsBy = 16;
    const send = vi.fn();
    const onLoop = vi.fn();
    const stop = observeSize(send, undefined, onLoop);
    for (let i = 0; i < 10; i++) {
      frames.run();
      applyEach(frames, layout, send);
    }
    expect(send.mock.calls.map(([size]) => size.height)).toEqual([166]);
    expect(layout.viewport.height).toBe(166);
    expect(onLoop).toHaveBeenCalledTimes(1);
    // Held from then on, whatever else changes; a new width is still reported.
    layout.viewport = { width: 400, height: 182 };
    document.body.appendChild(document.createElement("p"));
    frames.resize();
    frames.run();
    expect(send.mock.calls.map(([size]) => size)).toEqual([
      { width: 320, height: 166 },
      { width: 400, height: 166 },
    ]);
    expect(onLoop).toHaveBeenCalledTimes(1);
    stop();
  });

  it("says nothing when a measurement finds the frame and the content as they were", () => {
    const frames = mockFrames();
    mockLayout(298);
    const send = vi.fn();
    const onLoop = vi.fn();
    const stop = observeSize(send, undefined, onLoop);
    frames.run();
    frames.resize();
    frames.run();
    expect([send.mock.calls.length, onLoop.mock.calls.length]).toEqual([1, 0]);
    stop();
  });

  it("reports content that grows as the frame does when the DOM changed each time (streamed rows), and says nothing", async () => {
    const frames = mockFrames();
    const layout = mockLayout(100);
    const send = vi.fn();
    const onLoop = vi.fn();
    const stop = observeSize(send, undefined, onLoop);
    frames.run();
    for (let i = 0; i < 4; i++) {
      applyEach(frames, layout, send);
      const noticed = mutationNoticed(document.body, { childList: true });
      document.body.appendChild(document.createElement("p"));
      await noticed;
      layout.content += 20;
      frames.run();
    }
    expect(send.mock.calls.map(([size]) => size.height)).toEqual([100, 120, 140, 160, 180]);
    expect(onLoop).not.toHaveBeenCalled();
    stop();
  });

  it("reports content that grows as the frame does while an animation runs (a transition), and says nothing", () => {
    const frames = mockFrames();
    const layout = mockLayout(100);
    vi.stubGlobal("document", Object.assign(document, { getAnimations: () => [{}] }));
    const send = vi.fn();
    const onLoop = vi.fn();
    const stop = observeSize(send, undefined, onLoop);
    frames.run();
    for (let i = 0; i < 4; i++) {
      applyEach(frames, layout, send);
      layout.content += 20;
      frames.resize();
      frames.run();
    }
    expect(send.mock.calls.map(([size]) => size.height)).toEqual([100, 120, 140, 160, 180]);
    expect(onLoop).not.toHaveBeenCalled();
    stop();
    delete (document as { getAnimations?: unknown }).getAnimations;
  });
});
