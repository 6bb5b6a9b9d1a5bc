// The design probe the widget origin injects (playground/server/design-probe.ts), run in a
// happy-dom window: one line, valid JavaScript whatever transform the measure's source went through
// (a line comment there would swallow the rest), that posts the layout once started. What it tells
// of a real view in Chromium: test/browser/conformance-cases.test.ts.
import { afterEach, describe, expect, it } from "vitest";
import { DESIGN_PROBE } from "../../playground/server/design-probe.js";
import { isDesignReport, type DesignReport } from "../../playground/shared/design-probe.js";

const SOURCE = DESIGN_PROBE.replace(/^<script>/, "").replace(/<\/script>$/, "");

/** Runs the probe in this window, with `parent.postMessage` caught; returns what it posted. */
function runProbe(): DesignReport[] {
  const posted: DesignReport[] = [];
  const fake = new Proxy(window, {
    get: (target, key) =>
      key === "parent" ? { postMessage: (m: unknown) => isDesignReport(m) && posted.push(m) } : Reflect.get(target, key, target),
  });
  new Function("window", SOURCE)(fake); // a test's own evaluation of the injected text
  return posted;
}

afterEach(() => document.body.replaceChildren());

describe("the design probe", () => {
  it("is one line of valid JavaScript", () => {
    expect(DESIGN_PROBE).not.toContain("\n");
    expect(() => new Function("window", SOURCE)).not.toThrow();
  });

  it("posts the layout once started", async () => {
    document.body.innerHTML = "<script>var x = 1</script>";
    const posted = runProbe();
    await expect.poll(() => posted.filter((r) => r.at === "layout").length).toBe(1);
    expect(posted[0]).toEqual({
      type: "mcp-view-playground:design",
      at: "layout",
      nestedScroll: [],
      overflow: 0,
      width: expect.any(Number),
      viewportHeights: [],
    });
    expect(posted.length).toBe(1);
  });

  it("tells the elements whose height follows the frame's", async () => {
    document.body.innerHTML = '<div class="screen" style="min-height: 100vh">a</div>';
    const posted = runProbe();
    await expect.poll(() => posted.filter((r) => r.at === "layout").length).toBe(1);
    expect(posted[0]).toMatchObject({ at: "layout", viewportHeights: ["div.screen (min-height: 100vh)"] });
  });
});
