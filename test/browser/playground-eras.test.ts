// @vitest-environment node
// `mcp-view dev` in Chromium on both protocol eras. Against an MCP SDK 2.x server that serves only the
// 2026-07-28 revision (`legacy: "reject"`), over Streamable HTTP and over stdio: a deep link renders
// the tool's view with its result, the page names the revision, and a tools/call from the view
// reaches the server. Against a 2025-only server it works as it always has, on 2025-11-25.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground, type SourcePlaygroundOptions } from "../../playground/start.js";
import { run, waitForOutput, type Running } from "../playground/support.js";
import { describeBrowser, launchChromium, patient, WAIT } from "./support.js";

const fixture = (name: string) => fileURLToPath(new URL(`../playground/fixtures/${name}`, import.meta.url));
const MODERN = fixture("modern-only.mjs");
const TINY = fixture("tiny-server.mjs");

describeBrowser("the playground on both protocol eras", () => {
  let browser: Browser;
  let dir: string;
  const started: Playground[] = [];
  const servers: Running[] = [];
  const pages: Page[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-eras-"));
    browser = await launchChromium();
  });

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.close()));
    await Promise.all(started.splice(0).map((p) => p.close()));
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill("SIGTERM");
    await Promise.all(servers.splice(0).map((s) => s.exited));
  });

  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A playground on `options` and a page on a deep link to `tool` with `args`. */
  async function open(options: SourcePlaygroundOptions, tool: string, args: object): Promise<Page> {
    const playground = await startPlayground({ port: 0, ...options });
    started.push(playground);
    const page = patient(await browser.newPage());
    pages.push(page);
    await page.goto(`${playground.url}?tool=${tool}&args=${encodeURIComponent(JSON.stringify(args))}`);
    return page;
  }

  async function httpServer(argv: string[]): Promise<string> {
    const server = run([process.execPath, ...argv]);
    servers.push(server);
    return waitForOutput(server, /MCP server: (\S+)/);
  }

  const calls = (name: string) => readFileSync(join(dir, name), { encoding: "utf8", flag: "a+" }).split("\n").filter(Boolean);

  /** The modern-only server's view, rendered from the deep link; then its Echo button's tools/call. */
  async function expectModernView(page: Page, callsFile: string): Promise<void> {
    await expect.poll(() => page.locator("#server-revision").textContent(), WAIT).toBe("2026-07-28");
    const view = page.frameLocator("#view");
    await expect.poll(() => view.locator("#status").textContent(), WAIT).toBe('result: {"text":"hi","era":"2026-07-28"}');
    await view.locator("#echo").click();
    await expect.poll(() => view.locator("#echoed").textContent(), WAIT).toBe("echoed: from the view");
    expect(calls(callsFile)).toEqual(["show_echo", "echo"]);
  }

  it("renders a 2026-07-28-only server's view over Streamable HTTP, and the view's tools/call reaches it", async () => {
    const server = await httpServer([MODERN, "--calls-file", join(dir, "http-calls")]);
    await expectModernView(await open({ server }, "show_echo", { text: "hi" }), "http-calls");
  });

  it("renders a 2026-07-28-only server's view over stdio, and the view's tools/call reaches it", async () => {
    const command = [process.execPath, MODERN, "--stdio", "--calls-file", join(dir, "stdio-calls")];
    await expectModernView(await open({ command }, "show_echo", { text: "hi" }), "stdio-calls");
  });

  it("forwards a 2026-07-28 result's structuredContent that is not an object to the view as it came", async () => {
    const command = [process.execPath, MODERN, "--stdio", "--calls-file", join(dir, "words-calls")];
    const page = await open({ command }, "show_words", { text: "two words" });
    await expect.poll(() => page.frameLocator("#view").locator("#status").textContent(), WAIT).toBe('result: ["two","words"]');
  });

  it("sends the view tool-cancelled when a 2026-07-28 call ends without a result (input_required the page cannot meet)", async () => {
    const command = [process.execPath, MODERN, "--stdio", "--calls-file", join(dir, "confirm-calls")];
    const page = await open({ command }, "show_confirm", { text: "x" });
    await expect
      .poll(() => page.frameLocator("#view").locator("#status").textContent(), WAIT)
      .toMatch(/^cancelled: The tool call failed: ./);
    expect(calls("confirm-calls")).toEqual(["show_confirm"]);
  });

  it.each(["http", "stdio"] as const)(
    "hears a 2026-07-28 server's changes over %s on its subscriptions/listen stream: reloads the view, lists the new tool",
    async (transport) => {
      const calls = join(dir, `listen-${transport}`);
      const http = transport === "http" ? run([process.execPath, MODERN, "--calls-file", calls]) : undefined;
      if (http) servers.push(http);
      const options = http
        ? { server: await waitForOutput(http, /MCP server: (\S+)/) }
        : { command: [process.execPath, MODERN, "--stdio", "--calls-file", calls] };
      const page = await open(options, "show_echo", { text: "hi" });
      const view = page.frameLocator("#view");
      await expect.poll(() => view.locator("#status").textContent(), WAIT).toBe('result: {"text":"hi","era":"2026-07-28"}');
      expect(await view.locator("#version").textContent()).toBe("v1");
      // The stream is opened again once the view's resource is watched: wait for the server's second acknowledgement.
      const acknowledged = page.locator('#rpc-log .rpc-row[data-method="notifications/subscriptions/acknowledged"]');
      await expect.poll(() => acknowledged.count(), WAIT).toBe(2);
      const pid = http ? http.child.pid! : started.at(-1)!.serverPid!;
      process.kill(pid, "SIGUSR2");
      await expect.poll(() => view.locator("#version").textContent(), WAIT).toBe("v2");
      await expect.poll(() => view.locator("#status").textContent(), WAIT).toBe('result: {"text":"hi","era":"2026-07-28"}');
      await expect.poll(() => page.locator("#tools").textContent(), WAIT).toContain("late_tool");
      expect(readFileSync(calls, "utf8")).toBe("show_echo\n"); // replayed, not called again
    },
  );

  it.each(["http", "stdio"] as const)("renders a 2025-only server's view over %s, on 2025-11-25", async (transport) => {
    const options =
      transport === "http" ? { server: await httpServer([TINY, "--http"]) } : { command: [process.execPath, TINY, "--stdio"] };
    const page = await open(options, "show_weather", { city: "Oslo" });
    await expect.poll(() => page.locator("#server-revision").textContent(), WAIT).toBe("2025-11-25");
    await expect.poll(() => page.frameLocator("#view").locator("p").textContent(), WAIT).toBe("Tiny weather v1");
  });
});
