// @vitest-environment node
// Auto-resize measured from outside, in Chromium: each sizing layout (bench/lib/sizingLayouts.ts) as
// a view on another site, in the frame of a host page that applies every reported height (and of one
// that caps it at 240 px), with classic scrollbars and with overlay ones (bench/lib/sizingRun.ts). The
// reports must stop (no loop), the frame must end within 2 px of the content wherever the layout does
// not itself depend on the frame's height (no collapse, no clipped dropdown), and a layout whose
// height follows the frame's (100vh) must be held and told to the view's onerror.
import type { ServerResponse } from "node:http";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bundle, ROOT } from "../../bench/lib/bundle.js";
import { LATE_PICTURE, SIZING_LAYOUTS, sizingPage, sizingWidget, type SizingLayout } from "../../bench/lib/sizingLayouts.js";
import { runSizing, sizingHostPage, type ScrollbarKind, type SizingOutcome, type SizingScenario } from "../../bench/lib/sizingRun.js";
import { describeBrowser, launchChromium, onAnotherSite, patient, serve, type TestServer } from "./support.js";

const CAP = 240;
const SCROLLBARS: readonly ScrollbarKind[] = ["classic", "overlay"];
/** The frame's height before any report: an iframe's default. */
const INITIAL = 150;

/** Every layout under both scrollbar kinds, under a host that applies every height, and under one that caps it where the cap matters (a taller layout, or one that grows). */
const scenarios: SizingScenario[] = SIZING_LAYOUTS.flatMap((layout) =>
  SCROLLBARS.flatMap((scrollbars) => [
    { layout, scrollbars },
    ...(layout.loops || (layout.content ?? 0) > CAP ? [{ layout, scrollbars, cap: CAP }] : []),
  ]),
);
const named = (s: SizingScenario) =>
  `${s.layout.id}, ${s.scrollbars} scrollbars, ${s.cap ? `capped at ${s.cap} px` : "every height applied"}`;

describeBrowser(
  "auto-resize in real layouts, under hosts that apply or cap each height, with classic and overlay scrollbars (Chromium)",
  () => {
    let browser: Browser;
    let views: TestServer;
    let host: TestServer;
    /** Late loads held back, by run: answered when the run releases them. */
    const held = new Map<string, ServerResponse>();
    const released = new Set<string>();
    const outcomes = new Map<SizingScenario, SizingOutcome>();

    beforeAll(async () => {
      const pages = new Map<string, string>();
      for (const layout of SIZING_LAYOUTS)
        pages.set(layout.id, sizingPage(layout, await bundle(sizingWidget(`${ROOT}src/index.ts`, layout))));
      const answerLate = (run: string) => {
        const res = held.get(run);
        if (!res || !released.has(run)) return;
        held.delete(run);
        res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "no-store" }).end(LATE_PICTURE);
      };
      views = await serve({
        "/blank.html": "<!doctype html><title>blank</title>",
        ...Object.fromEntries(
          SIZING_LAYOUTS.map((layout) => [
            `/${layout.id}.html`,
            (req, res) => {
              // Each run its own late load, so that runs side by side release their own.
              const run = new URL(req.url ?? "/", "http://x").searchParams.get("run") ?? "";
              const html = pages.get(layout.id)!.replace(/src="(\/late\.svg)"/, `src="$1?run=${run}"`);
              res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(html);
            },
          ]),
        ),
        "/late.svg": (req, res) => {
          const run = new URL(req.url ?? "/", "http://x").searchParams.get("run") ?? "";
          held.set(run, res);
          answerLate(run);
        },
      });
      host = await serve({ "/sizing-host.html": await sizingHostPage() });
      browser = await launchChromium([], { classicScrollbars: true });
      const sites = { host: `${onAnotherSite(host.origin)}/sizing-host.html`, view: views.origin };
      const queue = scenarios.map((scenario, index) => ({ scenario, run: String(index) }));
      // Two pages side by side, each running scenarios one after the other.
      await Promise.all(
        Array.from({ length: 2 }, async () => {
          const page = patient(await browser.newPage());
          try {
            for (let next = queue.shift(); next; next = queue.shift()) {
              const { scenario, run } = next;
              const release = () => {
                released.add(run);
                answerLate(run);
              };
              outcomes.set(scenario, await runSizing(page, sites, `/${scenario.layout.id}.html?run=${run}`, scenario, release));
            }
          } finally {
            await page.close();
          }
        }),
      );
    });
    afterAll(async () => {
      await browser?.close();
      for (const res of held.values()) res.destroy();
      await Promise.all([views?.close(), host?.close()]);
    });

    const content = (layout: SizingLayout, cap: number | undefined) => Math.min(layout.content!, cap ?? Infinity);

    it("never loops: every layout's reports stop, after at most three heights (four with a late load)", () => {
      const runaway = scenarios.flatMap((s) => {
        const { settled, reports } = outcomes.get(s)!;
        return settled && reports.length <= (s.layout.late ? 4 : 3)
          ? []
          : [`${named(s)}: ${reports.join(", ")}${settled ? "" : " and more"}`];
      });
      expect(runaway).toEqual([]);
    });

    it("ends within 2 px of the content (or the cap) in every layout whose height is not the frame's own, and tells onerror nothing", () => {
      const off = scenarios.flatMap((s) => {
        if (s.layout.content === undefined) return [];
        const { frame, errors } = outcomes.get(s)!;
        const want = content(s.layout, s.cap);
        return Math.abs(frame - want) <= 2 && !errors.length
          ? []
          : [`${named(s)}: ${frame} px for ${want} px, errors ${JSON.stringify(errors)}`];
      });
      expect(off).toEqual([]);
    });

    it("holds a height that follows the frame's (100vh) at its first report, below any cap, and tells onerror once with the fix", () => {
      const looping = scenarios.filter((s) => s.layout.loops);
      expect(looping.length).toBe(4);
      for (const s of looping) {
        const { frame, reports, errors } = outcomes.get(s)!;
        expect({ scenario: named(s), frame, reports, errors }).toEqual({
          scenario: named(s),
          // The body's margins (16 px) on the frame's first height, once: the report that followed it was held.
          frame: INITIAL + 16,
          reports: [INITIAL + 16],
          errors: [{ kind: "SIZE_LOOP", message: expect.stringMatching(/100vh.*size it by its content/) }],
        });
      }
    });

    it("reports the late picture and the rows added after the first render, beneath html, body { height: 100% }", () => {
      for (const id of ["late-image", "full-height-rows"]) {
        for (const s of scenarios.filter((scenario) => scenario.layout.id === id)) {
          const { reports } = outcomes.get(s)!;
          // First the page without them (40 px of text for the picture, 20 px of heading for the rows), then with them.
          expect({ scenario: named(s), reports }).toEqual({
            scenario: named(s),
            reports: [id === "late-image" ? 40 : 20, s.layout.content],
          });
        }
      }
    });
  },
);
