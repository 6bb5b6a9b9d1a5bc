// @vitest-environment node
// Reloading a view: when the server says its resource changed (notifications/resources/updated), and
// from the Reload view button or the R key, the view loads again with its last tool input and result
// replayed, and the tool is not called again (nor when another host profile is chosen: the server
// counts its tools/call); torn down, the view (which sets no onteardown) is said
// not to answer ui/resource-teardown. The server is the small stdio server of
// test/playground/fixtures (SIGUSR2 makes it bump its view's version and send the notification),
// started once for the playground.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground } from "../../playground/start.js";
import { describeBrowser, distFile, launchChromium } from "./support.js";

const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
const VIEW = (runtime: string) => `<!doctype html><html><head><meta charset="utf-8"><script>${runtime}</script></head>
<body><p id="version">v{{version}}</p><h1 id="weather">Waiting…</h1><script>
  const app = new McpView.App({ name: "tiny-weather-view", version: "1.0.0" });
  app.ontoolresult = ({ structuredContent: w }) => (document.getElementById("weather").textContent = w.city + ": " + w.celsius + " °C");
  app.connect();
</script></body></html>`;
const WAIT = { timeout: 30_000 };

describeBrowser("reloading a view", () => {
  let dir: string;
  let browser: Browser;
  let playground: Playground;
  let page: Page;
  const view = () => page.frameLocator("#view");
  const count = (channel: string, method: string) =>
    page.locator(`#rpc-log .rpc-row[data-channel="${channel}"][data-method="${method}"][data-kind="request"]`).count();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-reload-"));
    writeFileSync(join(dir, "view.html"), VIEW(distFile("mcp-view.global.js").replaceAll("</script", "<\\/script")));
    [browser, playground] = await Promise.all([
      launchChromium(),
      startPlayground({
        port: 0,
        command: [
          process.execPath,
          SERVER,
          "--stdio",
          "--html",
          join(dir, "view.html"),
          "--pid-file",
          join(dir, "pid"),
          "--calls-file",
          join(dir, "calls"),
        ],
      }),
    ]);
    page = await browser.newPage();
    await page.goto(`${playground.url}?tool=show_weather&args=${encodeURIComponent('{"city":"Oslo"}')}`);
    await view().locator("#weather", { hasText: "Oslo: 4 °C" }).waitFor(WAIT);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("subscribes to the view's resource, and reloads it with the result replayed when the server says it changed", async () => {
    expect(await view().locator("#version").textContent()).toBe("v1");
    await expect.poll(() => count("server", "resources/subscribe"), WAIT).toBe(1);
    process.kill(Number(readFileSync(join(dir, "pid"), "utf8").trim()), "SIGUSR2");
    await expect.poll(() => view().locator("#version").textContent(), WAIT).toBe("v2");
    await expect.poll(() => view().locator("#weather").textContent(), WAIT).toBe("Oslo: 4 °C");
    expect(await count("server", "tools/call")).toBe(1);
    expect(await page.locator("#transcript .chat.host strong").allTextContents()).toContain(
      "View reloaded (the server sent notifications/resources/updated)",
    );
  }, 60_000);

  it("reloads from the Reload view button and the R key, without calling the tool again", async () => {
    const before = await count("view", "ui/initialize");
    await page.locator("#reload").click();
    await expect.poll(() => count("view", "ui/initialize"), WAIT).toBe(before + 1);
    await expect.poll(() => view().locator("#weather").textContent(), WAIT).toBe("Oslo: 4 °C");
    await page.locator("#run-state").click(); // focus on the page, not in a field
    await page.keyboard.press("r");
    await expect.poll(() => count("view", "ui/initialize"), WAIT).toBe(before + 2);
    await expect.poll(() => view().locator("#weather").textContent(), WAIT).toBe("Oslo: 4 °C");
    await page.locator("#args").press("r"); // typing in the arguments is not a shortcut (a reload notes itself in the chat at once)
    expect(await page.locator("#transcript .chat.host strong").allTextContents()).toEqual([
      "View reloaded (the server sent notifications/resources/updated)",
      "View reloaded (the Reload view button)",
      "View reloaded (the R key)",
    ]);
    expect(await count("server", "tools/call")).toBe(1);
  }, 60_000);

  it("replays the view under each host profile chosen in the selector, without calling the tool again", async () => {
    const serverCalls = () => readFileSync(join(dir, "calls"), "utf8").split("\n").filter(Boolean);
    expect(serverCalls()).toEqual(["show_weather"]);
    const hostName = async () => {
      const answers = await page
        .locator('#rpc-log .rpc-row[data-channel="view"][data-method="ui/initialize"][data-kind="response"] pre')
        .allTextContents();
      return (JSON.parse(answers.at(-1)!) as { result: { hostInfo: { name: string } } }).result.hostInfo.name;
    };
    for (const [profile, name, label] of [
      ["claude", "Claude", "Claude-like"],
      ["chatgpt", "chatgpt", "ChatGPT-like"],
    ] as const) {
      const before = await count("view", "ui/initialize");
      await page.locator("#profile").selectOption(profile);
      await expect.poll(() => count("view", "ui/initialize"), WAIT).toBe(before + 1);
      await expect.poll(hostName, WAIT).toBe(name);
      await expect.poll(() => view().locator("#weather").textContent(), WAIT).toBe("Oslo: 4 °C");
      expect(serverCalls(), `calls after choosing ${profile}`).toEqual(["show_weather"]);
      expect(await page.locator("#transcript .chat.host strong").last().textContent()).toBe(
        `View reloaded (the host profile is now ${label})`,
      );
    }
    expect(await count("server", "tools/call")).toBe(1);
    expect(serverCalls()).toEqual(["show_weather"]);
    // Asked for, the tool runs again.
    await page.locator("#rerun").click();
    await expect.poll(serverCalls, WAIT).toEqual(["show_weather", "show_weather"]);
    await expect.poll(() => page.locator("#run-state").textContent(), WAIT).toBe("show_weather: done");
  }, 60_000);

  // Last: it ends the view.
  it("says, when the view is torn down, that it does not answer ui/resource-teardown: it sets no onteardown", async () => {
    await page.locator("#teardown").click();
    const line = page.locator('#diagnostics li[data-key="teardown"]');
    await line.waitFor({ state: "attached", ...WAIT });
    expect([await line.getAttribute("data-severity"), await line.locator("strong").textContent()]).toEqual([
      "info",
      "The view does not answer ui/resource-teardown (-32601)",
    ]);
    await expect.poll(() => page.locator("#run-state").textContent(), WAIT).toBe("show_weather: closed");
    expect(await page.locator("#view").count()).toBe(0);
  }, 60_000);
});
