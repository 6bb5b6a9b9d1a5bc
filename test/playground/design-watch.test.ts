// The dev host's DesignWatch: what the design probe in a view's frame reported, as the test kit's
// RenderProbe for checkRendered. Here, its part for DESIGN-006: the elements whose height follows the
// frame's, gathered over the layout reports, each once, at most 20.
import { describe, expect, it } from "vitest";
import { DesignWatch } from "../../playground/host/session/design-watch.js";

const layout = (viewportHeights: string[]) => ({ at: "layout" as const, nestedScroll: [], overflow: 0, width: 320, viewportHeights });

describe("DesignWatch", () => {
  it("gathers the elements whose height follows the frame's over the layout reports, each once, at most 20", () => {
    const watch = new DesignWatch();
    expect(watch.probe().viewportHeights).toEqual([]);
    watch.note(layout(["div#root (height: 100vh)"]));
    watch.note(layout(["div#root (height: 100vh)", "main.min-h-screen (min-height: 100vh)"]));
    watch.note(layout([]));
    expect(watch.probe().viewportHeights).toEqual(["div#root (height: 100vh)", "main.min-h-screen (min-height: 100vh)"]);
    watch.note(layout(Array.from({ length: 30 }, (_, i) => `p.n${i} (height: 10vh)`)));
    expect(watch.probe().viewportHeights).toHaveLength(20);
    watch.close();
  });
});
