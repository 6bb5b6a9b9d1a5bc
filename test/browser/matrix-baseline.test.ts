// @vitest-environment node
// Visual baselines: `mcp-view matrix --baseline`, the built command, in Chromium, on the small
// stdio server of test/playground/fixtures, one tool under two profiles in one theme, with a view
// that animates, transitions and holds a focused input's caret. --update-baseline writes both
// baselines; a run against them passes; after a one-colour change (one baseline broken besides) both
// rows fail, the colour's with its diff image written, attached in JUnit and shown in the report,
// the broken one saying its baseline is not a PNG; --update-baseline writes them again, each the
// screenshot that run took (the second run showed a run takes the same bytes again). Then the settling itself, in a page of its own: before the shot, the view's
// animations and transitions are over and its carets transparent, under a Content-Security-Policy
// that allows no inline style, and the shot waits for the view's fonts.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Window } from "happy-dom";
import type { Browser } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { settleView } from "../../playground/cli/matrix-settle.js";
import { CHROMIUM_PATH, describeBrowser, globalView, launchChromium, patient, serve, SLOW, type TestServer } from "./support.js";

const CLI = fileURLToPath(new URL("../../dist/cli/mcp-view.js", import.meta.url));
const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));

/** Runs the command to its end (it stops its stdio server itself); killed if it outlives `SLOW`. */
function matrix(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, "matrix", ...args],
      { timeout: SLOW, env: { ...process.env, MCP_VIEW_BROWSER: CHROMIUM_PATH }, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The view: a block of `color`, a spinner that never stops, a fade that takes a minute, and a focused input with its caret (in a document the accessibility rules pass). */
const VIEW = (color: string) => `document.documentElement.lang = "en";
document.body.style.margin = "0";
document.body.innerHTML = '<style>@keyframes spin{to{transform:rotate(360deg)}}#spin{width:30px;height:30px;background:#888;animation:spin 2s linear infinite}#fade{transition:opacity 60s linear}</style>' +
  '<div id="block" style="width:120px;height:40px;background:${color}"></div><div id="spin"></div><p id="fade">Oslo</p><input id="field" aria-label="City" value="caret">';
document.getElementById("field").focus();
requestAnimationFrame(() => requestAnimationFrame(() => (document.getElementById("fade").style.opacity = "0.2")));
new McpView.App({ name: "looks", version: "1.0.0" }).connect();`;

const ROWS = ["show_weather--default--light--inline", "show_weather--claude--light--inline"];

describeBrowser("mcp-view matrix --baseline, the built command", () => {
  let dir: string;
  let html: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-matrix-baseline-"));
    html = globalView(dir, "looks", VIEW("#c00"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    "passes against its baselines, fails after a one-colour change with the diff image written, passes after --update-baseline",
    async () => {
      const baseline = join(dir, "baseline");
      const shots = join(dir, "shots");
      const server = ["--", process.execPath, SERVER, "--stdio", "--html", html];
      const rows = ["--profiles", "default,claude", "--themes", "light", "--screenshots", shots, "--baseline", baseline];
      const png = (folder: string, name: string) => readFileSync(join(folder, `${name}.png`));

      const written = await matrix([...rows, "--update-baseline", ...server]);
      expect([written.code, written.stderr]).toEqual([0, ""]);
      for (const row of ROWS)
        expect(written.stdout).toContain(`its baseline was written, ${join(baseline, `${row}.png`)} (it was missing)`);
      expect(written.stdout).toContain(`Baselines in ${baseline}: 2 written.\n`);
      for (const row of ROWS) expect(png(baseline, row)).toEqual(png(shots, row));

      const same = await matrix([...rows, ...server]);
      expect([same.code, same.stderr]).toEqual([0, ""]);
      expect(same.stdout.match(/; matches its baseline: no pixel differs\n/g)).toHaveLength(2);
      expect(same.stdout).toContain("2 rows of 1 tool (each called once): 2 passed, 0 failed, 0 skipped.\nBaselines in");

      // One colour changes; Claude's baseline is broken besides.
      writeFileSync(html, readFileSync(html, "utf8").replace("background:#c00", "background:#00c"));
      writeFileSync(join(baseline, `${ROWS[1]}.png`), "not a picture");
      const junit = join(dir, "out", "junit.xml");
      const report = join(dir, "out", "report.html");
      const changed = await matrix([...rows, "--threshold", "0.01", "--junit", junit, "--report", report, ...server]);
      expect([changed.code, changed.stderr]).toEqual([1, ""]);
      const diff = join(shots, `${ROWS[0]}.diff.png`);
      expect(changed.stdout).toMatch(
        new RegExp(
          `FAIL {2}show_weather · Test host \\(every capability\\) · light · inline: the screenshot differs from its baseline in [\\d,]+ of [\\d,]+ pixels \\([\\d.]+ %\\), over --threshold 0\\.01; the diff image: ${diff}\n {6}fix: If the change is intended, run again with --update-baseline`,
        ),
      );
      expect(changed.stdout).toContain(
        `FAIL  show_weather · Claude-like · light · inline: its baseline ${join(baseline, `${ROWS[1]}.png`)} is not a PNG\n`,
      );
      expect(changed.stdout).toContain("Baselines in " + baseline + ": 1 differed, 1 could not be read.\n");
      expect(readdirSync(shots).filter((f) => f.endsWith(".diff.png"))).toEqual([`${ROWS[0]}.diff.png`]);
      // The diff image: red where the block changed colour, and not beside it.
      const image = PNG.sync.read(readFileSync(diff));
      const at = (x: number, y: number) => [...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3)];
      expect(at(60, 20)).toEqual([255, 0, 0]);
      expect(at(200, 20)).not.toEqual([255, 0, 0]);
      const doc = (text: string, type: "application/xml" | "text/html") => new new Window().DOMParser().parseFromString(text, type);
      const testcases = [...doc(readFileSync(junit, "utf8"), "application/xml").querySelectorAll("testcase")];
      expect(testcases.map((c) => c.querySelector("failure")?.getAttribute("message")?.split(";")[0])).toEqual([
        expect.stringMatching(/^the screenshot differs from its baseline in /),
        `its baseline ${join(baseline, `${ROWS[1]}.png`)} is not a PNG`,
      ]);
      expect(testcases[0]!.querySelector("system-out")!.textContent).toBe(
        `[[ATTACHMENT|../shots/${ROWS[0]}.png]]\n[[ATTACHMENT|../shots/${ROWS[0]}.diff.png]]`,
      );
      const page = doc(readFileSync(report, "utf8"), "text/html");
      expect(
        [...page.querySelectorAll("section > .grid > figure")].map((f) => [f.className, f.querySelectorAll(".compare img").length]),
      ).toEqual([
        ["failed", 2],
        ["failed", 0],
      ]);
      // Beside the screenshot, its baseline (as it was before the change) and the diff image.
      expect([...page.querySelectorAll(".compare img")].map((img) => img.getAttribute("src"))).toEqual(
        [png(baseline, ROWS[0]!), readFileSync(diff)].map((bytes) => `data:image/png;base64,${bytes.toString("base64")}`),
      );

      const updated = await matrix([...rows, "--update-baseline", ...server]);
      expect([updated.code, updated.stderr]).toEqual([0, ""]);
      expect(updated.stdout).toContain(`its baseline was written, ${join(baseline, `${ROWS[0]}.png`)} (the old one differed)`);
      expect(updated.stdout).toContain(`its baseline was written, ${join(baseline, `${ROWS[1]}.png`)} (the old one could not be read)`);
      expect(existsSync(diff)).toBe(false);

      // Each baseline is now this run's screenshot, byte for byte; the second run showed that a run reproduces those bytes.
      for (const row of ROWS) expect(png(baseline, row)).toEqual(png(shots, row));
      expect(updated.stdout).toContain(`Baselines in ${baseline}: 2 written.\n`);
    },
    4 * SLOW,
  );
});

describeBrowser("the view settled before its screenshot", () => {
  let browser: Browser;
  let host: TestServer;
  let view: TestServer;
  let release!: () => void;
  let fontAsked!: () => void;
  const asked = new Promise<void>((resolve) => (fontAsked = resolve));
  const held = new Promise<void>((resolve) => (release = resolve));

  beforeAll(async () => {
    // The view on another site than the page, as the matrix serves it; its styles from a file, under a policy with no inline style.
    view = await serve({
      "/view": {
        body: `<!doctype html><link rel="stylesheet" href="/view.css"><p id="text">Slow font</p><div id="spin"></div><p id="fade">fade</p><input id="field" value="caret"><div id="host"></div><script src="/view.js"></script>`,
        headers: { "Content-Security-Policy": "default-src 'none'; style-src 'self'; script-src 'self'; font-src 'self'" },
      },
      "/view.css": {
        type: "text/css",
        body: `@font-face{font-family:Slow;src:url(/slow.woff2)}#text{font-family:Slow,monospace}
@keyframes spin{to{transform:rotate(360deg)}}#spin{width:20px;height:20px;animation:spin 2s linear infinite}#fade{transition:opacity 60s linear}`,
      },
      "/view.js": {
        type: "text/javascript",
        // Styles set through the CSSOM, which the policy allows: a caret colour of their own, and a transition in a shadow root.
        body: `const field = document.getElementById("field");
field.style.caretColor = "red";
field.focus();
const shadow = document.getElementById("host").attachShadow({ mode: "open" });
shadow.innerHTML = '<span id="inner" contenteditable>inner</span>';
Object.assign(shadow.getElementById("inner").style, { transition: "opacity 60s linear", caretColor: "red" });
window.scripted = document.getElementById("text").animate([{ opacity: 0 }, { opacity: 1 }], { duration: 60000 });
requestAnimationFrame(() => requestAnimationFrame(() => {
  document.getElementById("fade").style.opacity = "0.2";
  shadow.getElementById("inner").style.opacity = "0.3";
}));`,
      },
      // The font is held until the test lets it go; its bytes are not a font, so it ends in an error, which is still an end.
      "/slow.woff2": (_req, res) => {
        fontAsked();
        void held.then(() => res.writeHead(200, { "Content-Type": "font/woff2" }).end("not a font"));
      },
    });
    host = await serve({
      "/": `<!doctype html><iframe id="headless-frame" src="${view.origin.replace("127.0.0.1", "localhost")}/view"></iframe>`,
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    release();
    await browser?.close();
    await Promise.all([host?.close(), view?.close()]);
  });

  it("ends animations and transitions, hides carets, and waits for the view's fonts", async () => {
    const page = patient(await browser.newPage());
    // Not until "load": the font held back holds the view's load event too.
    await page.goto(host.origin, { waitUntil: "domcontentloaded" });
    const frame = await (await page.waitForSelector("#headless-frame")).contentFrame();
    // The spin, the fade and the script's animation; the shadow root's transition.
    await frame!.waitForFunction(
      () => document.getAnimations().length === 3 && document.getElementById("host")!.shadowRoot!.getAnimations().length === 1,
    );
    await asked;
    const settled = settleView(page).then(() => "settled");
    await frame!.waitForFunction(() => document.adoptedStyleSheets.length === 1);
    // Past the style sheet, a settling that did not wait for the fonts would be done within these frames.
    const frames = frame!.evaluate(
      () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve("waiting"))))),
    );
    expect(await Promise.race([settled, frames])).toBe("waiting");
    release();
    expect(await settled).toBe("settled");
    expect(
      await frame!.evaluate(() => {
        const style = (id: string, root: Document | ShadowRoot = document) => getComputedStyle(root.getElementById(id)!);
        const shadow = document.getElementById("host")!.shadowRoot!;
        return {
          fonts: [document.fonts.status, [...document.fonts].map((f) => f.status)],
          running: [...document.getAnimations(), ...shadow.getAnimations()].filter((a) => a.playState === "running").length,
          scripted: (window as unknown as { scripted: Animation }).scripted.playState,
          spin: style("spin").transform,
          fade: style("fade").opacity,
          inner: style("inner", shadow).opacity,
          carets: [style("field").caretColor, style("text").caretColor, style("inner", shadow).caretColor],
        };
      }),
    ).toEqual({
      fonts: ["loaded", ["error"]],
      running: 0,
      scripted: "finished",
      spin: "none",
      fade: "0.2",
      inner: "0.3",
      carets: Array(3).fill("rgba(0, 0, 0, 0)"),
    });
  });
});
