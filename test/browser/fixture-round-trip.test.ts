// @vitest-environment node
// A fixture's round trip, with the built command, in Chromium: a call is saved from `mcp-view dev`
// on the small stdio server (its view calls a server tool, get_time), rendered by
// `mcp-view dev --fixtures` with no server (the view's call answered by the saved mock), run by
// `mcp-view matrix --fixture` (every row passes only if the mock answers), and loaded into the test
// kit here, where its one mock answers the view's call.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { App } from "../../src/index.js";
import { createTestHost, parseFixture } from "../../src/testing/index.js";
import { run, waitForOutput, type Running } from "../playground/support.js";
import { CHROMIUM_PATH, describeBrowser, distFile, launchChromium, patient, SLOW, WAIT } from "./support.js";

const CLI = fileURLToPath(new URL("../../dist/cli/mcp-view.js", import.meta.url));
const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
const SAVE = "#save-fixture";

// The view shows the result's city and the time its own call of get_time returns; a failed call throws.
const VIEW = `const app = new McpView.App({ name: "round-trip", version: "1.0.0" });
app.ontoolresult = async ({ structuredContent }) => {
  const time = await app.callServerTool({ name: "get_time", arguments: { zone: "UTC" } });
  if (time.isError) throw new Error("get_time failed");
  document.getElementById("out").textContent = structuredContent.city + " at " + time.content[0].text;
};
app.connect();`;

describeBrowser("a fixture's round trip", () => {
  let dir: string;
  let browser: Browser;
  const processes: Running[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-round-trip-"));
    const runtime = distFile("mcp-view.global.js").replaceAll("</script", "<\\/script");
    writeFileSync(
      join(dir, "view.html"),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><script>${runtime}</script></head><body><p id="out">waiting</p><script>\n${VIEW}\n</script></body></html>`,
    );
    browser = await launchChromium();
  }, 60_000);
  afterEach(async () => {
    for (const p of processes) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGTERM");
    await Promise.all(processes.splice(0).map((p) => p.exited));
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const start = (argv: string[]) => {
    const cli = run([process.execPath, CLI, ...argv], { cwd: dir, env: { ...process.env, MCP_VIEW_BROWSER: CHROMIUM_PATH } });
    processes.push(cli);
    return cli;
  };

  /** Opens `url` and resolves with what the view shows once it shows the time. */
  async function shown(url: string): Promise<string> {
    const page = patient(await (await browser.newContext()).newPage());
    await page.goto(url);
    const out = page.frameLocator("#view").locator("#out");
    await expect.poll(() => out.textContent(), WAIT).toMatch(/ at /);
    const text = (await out.textContent())!;
    await page.context().close();
    return text;
  }

  it(
    "saved from dev, rendered by dev --fixtures with no server, run by matrix --fixture, loaded by the test kit",
    async () => {
      const calls = join(dir, "calls.txt");
      writeFileSync(calls, "");
      // 1. Saved from the dev host on the real server.
      const live = start([
        "dev",
        "--port",
        "0",
        "--fixtures",
        "fixtures",
        "--",
        process.execPath,
        SERVER,
        "--stdio",
        "--tools",
        "more",
        "--html",
        "view.html",
        "--calls-file",
        calls,
      ]);
      const url = await waitForOutput(live, /mcp-view playground: (\S+)/);
      const page = patient(await (await browser.newContext({ acceptDownloads: true })).newPage());
      await page.goto(`${url}?tool=show_weather&args=${encodeURIComponent('{"city":"Oslo"}')}&theme=dark&locale=nb-NO`);
      await expect.poll(() => page.frameLocator("#view").locator("#out").textContent(), WAIT).toBe("Oslo at 12:00");
      await page.locator(SAVE).click();
      const saved = await waitForOutput(live, /Saved the fixture (\S+)/);
      expect(saved).toBe(join("fixtures", "show_weather.fixture.json"));
      await page.context().close();
      live.child.kill("SIGTERM");
      await live.exited;
      expect(readFileSync(calls, "utf8").trim().split("\n")).toEqual(["show_weather", "get_time"]);

      const file = join(dir, saved);
      const fixture = parseFixture(JSON.parse(readFileSync(file, "utf8")), saved);
      expect(fixture).toMatchObject({
        tool: { name: "show_weather", _meta: { ui: { resourceUri: "ui://tiny/weather.html" } } },
        arguments: { city: "Oslo" },
        result: { structuredContent: { city: "Oslo", celsius: 4 } },
        hostContext: { theme: "dark", locale: "nb-NO" },
        resource: { uri: "ui://tiny/weather.html", text: expect.stringContaining("round-trip") },
        mocks: [{ tool: "get_time", when: { zone: "UTC" }, result: { content: [{ type: "text", text: "12:00" }] } }],
      });
      expect(fixture.mocks).toHaveLength(1);

      // 2. Rendered with no server: the fixture's deep link, its result, its mock.
      writeFileSync(calls, "");
      const replay = start(["dev", "--port", "0", "--fixtures", "fixtures"]);
      const link = await waitForOutput(replay, /show_weather\.fixture\.json: (\S+)/);
      expect(replay.output()).toContain("MCP server: none, the fixtures answer");
      expect(new URL(link).searchParams.get("theme")).toBe("dark");
      expect(await shown(link)).toBe("Oslo at 12:00");
      replay.child.kill("SIGTERM");
      await replay.exited;

      // 3. The matrix on the fixture: every row passes only if the mock answers get_time.
      const matrix = start(["matrix", "--fixture", saved, "--profiles", "default,claude", "--themes", "light"]);
      expect([await matrix.exited, matrix.output()]).toEqual([
        0,
        expect.stringContaining("2 rows of 1 tool (each called once): 2 passed, 0 failed, 0 skipped."),
      ]);
      expect(readFileSync(calls, "utf8")).toBe(""); // no server was there to call

      // 4. The test kit: the fixture's call played, its one mock answering the view's call.
      const host = createTestHost({ fixture: JSON.parse(readFileSync(file, "utf8")) });
      const app = new App({ name: "round-trip", version: "1.0.0" }, {}, { autoResize: false });
      const results: unknown[] = [];
      app.ontoolresult = (result) => void results.push(result.structuredContent);
      await app.connect(host.transport);
      await host.ready;
      expect(app.getHostContext()?.theme).toBe("dark");
      await host.sendFixture();
      expect(results).toEqual([{ city: "Oslo", celsius: 4 }]);
      expect(await app.callServerTool({ name: "get_time", arguments: { zone: "UTC" } })).toEqual({
        content: [{ type: "text", text: "12:00" }],
      });
      await expect(app.callServerTool({ name: "get_time", arguments: { zone: "CET" } })).rejects.toMatchObject({ code: -32602 });
      await app.close();
      host.close();
    },
    SLOW * 2,
  );
});
