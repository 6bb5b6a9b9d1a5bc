// @vitest-environment node
// The Hosts matrix and the truth about CSP, in Chromium at 1280×900. The example server's orders view
// runs under every profile from the Hosts button: one row per profile, each with its handshake, and a
// row's log shown when its host is clicked; the tool is called once. On the small stdio server of
// test/playground/fixtures (--html): a view as a fresh template makes one gets its failing rows'
// fixes (the window.openai-only row marked legacy), its columns explained, and links only where a
// cell leads to the log; a view that probes new Function inside a try and renders gets a
// quiet note on "Why is it blank?" and no badge, and a view whose script needs eval gets an error that
// names the directive.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { PROFILES } from "../../playground/host/session/profiles.js";
import { startPlayground, type Playground } from "../../playground/start.js";
import { describeBrowser, distFile, launchChromium, patient, WAIT } from "./support.js";

const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
const WEATHER = `?tool=show_weather&args=${encodeURIComponent('{"city":"Oslo"}')}`;

/** The fixture views: the runtime, a paragraph, then the view's script. */
const VIEWS = {
  // A view as a fresh template makes one (no window.openai opt-in) on a tool result without a JSON
  // text block, which fails under Claude on purpose.
  fresh: `const app = new McpView.App({ name: "fresh", version: "1.0.0" });
app.ontoolresult = ({ structuredContent }) => {
  if (app.getHostVersion()?.name === "Claude") throw new Error("no Claude here");
  document.body.append(structuredContent.city);
};
app.connect();`,
  probe: `try { new Function("return 1")(); } catch { /* no eval here: the library goes on without it */ }
new McpView.App({ name: "probe", version: "1.0.0" }).connect();`,
  needsEval: `const render = eval("(weather) => weather.city");
new McpView.App({ name: "needs-eval", version: "1.0.0" }).connect();`,
};
type ViewName = keyof typeof VIEWS;

describeBrowser("the Hosts matrix and CSP violations in the playground", () => {
  let dir: string;
  let browser: Browser;
  let examples: Playground;
  const fixtures = {} as Record<ViewName, Playground>;
  const pages: Page[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-matrix-"));
    const runtime = distFile("mcp-view.global.js").replaceAll("</script", "<\\/script");
    const started = Object.entries(VIEWS).map(async ([name, script]) => {
      const file = join(dir, `${name}.html`);
      writeFileSync(
        file,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><script>${runtime}</script></head>
<body><p>The ${name} view</p><script>\n${script}\n</script></body></html>`,
      );
      fixtures[name as ViewName] = await startPlayground({ port: 0, command: [process.execPath, SERVER, "--stdio", "--html", file] });
    });
    [browser, examples] = await Promise.all([launchChromium(), startPlayground({ port: 0 }), ...started]);
  }, 60_000);

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([examples, ...Object.values(fixtures)].map((p) => p?.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  async function open(url: string): Promise<Page> {
    const page = patient(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
    pages.push(page);
    await page.goto(url);
    return page;
  }

  const line = (page: Page, key: string) => page.locator(`#diagnostics li[data-key="${key}"]`);
  const toolCalls = (page: Page, name: string) =>
    page
      .locator('#rpc-log .rpc-row[data-channel="server"][data-direction="out"][data-method="tools/call"]')
      .evaluateAll((rows, tool) => rows.filter((row) => row.textContent?.includes(tool)).length, name);

  it.each(["show_board", "quote_shipment", "show_stats"])(
    "runs the %s example view under every profile, rendered, calling the tool once",
    async (tool) => {
      const page = await open(`${examples.url}?tool=${tool}`);
      await line(page, "handshake").and(page.locator('[data-severity="ok"]')).waitFor({ state: "attached" });
      await expect.poll(() => page.locator("#hosts").isEnabled(), WAIT).toBe(true);
      const calls = await toolCalls(page, tool);
      await page.locator("#hosts").click();
      await expect.poll(() => page.locator("#matrix-status").textContent(), WAIT).toMatch(new RegExp(`^\\d+ profiles ran ${tool}'s view`));
      const rows = page.locator("#matrix-table tbody tr");
      expect(await rows.count()).toBe(PROFILES.length);
      const table = await rows.evaluateAll((trs) =>
        trs.map((tr) => [(tr as HTMLElement).dataset.profile!, ...[...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")]),
      );
      // The board, a plain script tag, opts in to window.openai too: it renders where only that speaks.
      for (const [profile, , handshake, rendered] of table)
        expect([handshake, rendered], profile).toEqual([expect.stringMatching(/^ok, \d+ ms$/), "yes"]);
      expect(await toolCalls(page, tool)).toBe(calls);
    },
  );

  it("runs the orders view under every profile, one row each with the handshake ok, calling the tool once", async () => {
    const page = await open(`${examples.url}?tool=show_orders`);
    await line(page, "handshake").and(page.locator('[data-severity="ok"]')).waitFor({ state: "attached" });
    await expect.poll(() => page.locator("#hosts").isEnabled(), WAIT).toBe(true);
    const calls = await toolCalls(page, "show_orders");
    await page.locator("#hosts").click();
    const rows = page.locator("#matrix-table tbody tr");
    await expect.poll(() => page.locator("#matrix-status").textContent(), WAIT).toMatch(/^\d+ profiles ran show_orders's view/);
    expect(await rows.evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.profile))).toEqual(PROFILES.map((p) => p.id));
    const table = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")));
    for (const [host, handshake, rendered] of table) {
      expect(handshake, host).toMatch(/^ok, \d+ ms$/);
      expect(rendered, host).toBe("yes");
    }
    expect(await toolCalls(page, "show_orders")).toBe(calls);
    // A row's host links to its run's log.
    await rows.nth(1).locator('td[data-cell="host"] a').click();
    const log = page.locator("#matrix-log");
    await expect.poll(() => log.getAttribute("data-profile"), WAIT).toBe(PROFILES[1]!.id);
    const entries = await log.locator("li").allTextContents();
    expect(entries.filter((e) => /^view → host ui\/initialize #/.test(e))).toHaveLength(1);
    expect(entries).toContain("host → view ui/notifications/tool-result");
  });

  it("gives each failing row its fix, marks the window.openai-only row legacy, explains every column, and links only what leads somewhere", async () => {
    const page = await open(`${fixtures.fresh.url}${WEATHER}`);
    await expect.poll(() => page.locator("#hosts").isEnabled(), WAIT).toBe(true);
    await page.locator("#hosts").click();
    await expect.poll(() => page.locator("#matrix-status").textContent(), WAIT).toMatch(/^\d+ profiles ran show_weather's view/);
    const rows = await page.locator("#matrix-table tbody tr").evaluateAll((trs) =>
      trs.map((tr) => ({
        profile: (tr as HTMLElement).dataset.profile!,
        state: tr.className,
        host: tr.querySelector('[data-cell="host"]')!.textContent,
        fix: tr.querySelector('[data-cell="fix"]')!.textContent,
        links: [...tr.querySelectorAll("td")].filter((td) => td.querySelector("a")).map((td) => (td as HTMLElement).dataset.cell),
      })),
    );
    const failing = rows.filter((r) => r.state !== "ok");
    expect(failing.map((r) => [r.profile, r.state])).toEqual([
      ["claude", "problem"],
      ["chatgpt-openai", "legacy"],
      ["strips-structured", "problem"],
    ]);
    const [claude, legacy, strips] = failing;
    expect(strips!.fix).toMatch(/^This host drops structuredContent, and this result's text is not its JSON: /);
    expect(claude!.fix).toBe("Fix the error it reported: App error: A toolresult handler threw: no Claude here.");
    expect(claude!.links).toEqual(["host", "errors"]);
    expect(legacy!.host).toBe("ChatGPT, legacy (only window.openai)legacy");
    expect(legacy!.fix).toMatch(
      /^Legacy host: it answers only through window\.openai\. To support it, opt in with new App\(info, capabilities, \{ fallback: openAiFallback \}\)/,
    );
    expect(legacy!.fix).toContain("today's ChatGPT speaks ui/* and needs none");
    for (const row of rows.filter((r) => r.state === "ok")) expect([row.profile, row.fix, row.links]).toEqual([row.profile, "", ["host"]]);
    // Every column is explained: a tooltip on its header, and a line of the legend.
    const headers = await page
      .locator("#matrix-table th")
      .evaluateAll((ths) => ths.map((th) => [th.textContent, (th as HTMLElement).title]));
    expect(headers.map(([name]) => name)).toEqual(["Host", "Handshake", "Rendered", "Errors", "CSP", "Refused", "Size", "Checks", "Fix"]);
    expect(headers.filter(([, title]) => !title)).toEqual([]);
    expect(headers.find(([name]) => name === "Refused")![1]).toMatch(/refused \(an error answer\) or ignored/);
    expect(await page.locator("#matrix-legend dt").allTextContents()).toEqual(headers.map(([name]) => name));
    // A count leads to its part of the run's log.
    await page.locator('#matrix-table tr[data-profile="claude"] td[data-cell="errors"] a').click();
    const log = page.locator("#matrix-log");
    await expect.poll(() => log.getAttribute("data-profile"), WAIT).toBe("claude");
    expect(await log.getAttribute("data-section")).toBe("console");
    expect(await log.locator("#matrix-log-console + ul li").allTextContents()).toEqual([
      "App error: A toolresult handler threw: no Claude here",
    ]);
  });

  it("keeps a new Function probe inside a try a quiet note, with no badge on “Why is it blank?”", async () => {
    const page = await open(`${fixtures.probe.url}${WEATHER}`);
    const csp = line(page, "csp:script-src:eval");
    await csp.waitFor({ state: "attached", ...WAIT });
    await line(page, "size").waitFor({ state: "attached", ...WAIT });
    await line(page, "result").waitFor({ state: "attached", ...WAIT });
    expect(await csp.getAttribute("data-severity")).toBe("info");
    expect(await csp.locator("strong").textContent()).toBe("CSP blocked eval (script-src)");
    expect(await csp.locator("p").textContent()).not.toMatch(/never allow/);
    expect(await page.locator("#tab-diagnostics .badge").isHidden()).toBe(true);
    expect(await page.locator("#tab-console .badge.error").count()).toBe(0);
  });

  it("makes eval an error naming the directive when the view needs it to run", async () => {
    const page = await open(`${fixtures.needsEval.url}${WEATHER}`);
    const csp = line(page, "csp:script-src:eval");
    await expect.poll(() => csp.getAttribute("data-severity"), WAIT).toBe("error");
    expect(await csp.locator("strong").textContent()).toBe("CSP blocked eval (script-src)");
    expect(await csp.locator("p").textContent()).toMatch(/^The view then failed: it threw EvalError/);
    await expect.poll(() => page.locator("#tab-diagnostics .badge").textContent(), WAIT).toMatch(/^\d+$/);
  });
});
