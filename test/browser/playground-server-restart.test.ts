// @vitest-environment node
// Server code reload (`mcp-view dev --watch … -- <command…>`), end to end in Chromium: a stdio
// server in a project of its own (server.mjs, which imports src/answer.mjs and starts a helper
// process of its own) answers get_answer from the imported file. Editing that file restarts the
// server without restarting the dev host: the old server and its helper are stopped, the page
// (not reloaded) connects again and runs the last tool call against the new server, whose answer
// changed; the terminal says "server code changed", and the page shows a notice and a chat line.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground } from "../../playground/start.js";
import { listProcesses } from "../support/processes.js";
import { describeBrowser, launchChromium, patient, WAIT } from "./support.js";

/** A stdio MCP server without an SDK: one tool, get_answer, whose text comes from ./src/answer.mjs. */
const SERVER = `import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { ANSWER } from "./src/answer.mjs";
const helper = spawn(process.execPath, ["-e", "setInterval(() => {}, 1e9)"], { stdio: "ignore" });
appendFileSync(process.argv[2], process.pid + " " + helper.pid + "\\n");
const write = (message) => process.stdout.write(JSON.stringify(message) + "\\n");
const TOOL = { name: "get_answer", inputSchema: { type: "object", properties: {} } };
createInterface({ input: process.stdin }).on("line", (line) => {
  const { id, method, params } = JSON.parse(line);
  if (id === undefined) return;
  const ok = (result) => write({ jsonrpc: "2.0", id, result });
  if (method === "initialize")
    ok({ protocolVersion: params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "answers", version: "1.0.0" } });
  else if (method === "ping") ok({});
  else if (method === "tools/list") ok({ tools: [TOOL] });
  else if (method === "tools/call") ok({ content: [{ type: "text", text: "The answer is " + ANSWER }] });
  else write({ jsonrpc: "2.0", id, error: { code: -32601, message: "Method not found: " + method } });
});
`;

describeBrowser("server code reload", () => {
  let dir: string;
  let browser: Browser;
  let playground: Playground;
  let page: Page;
  const lines: string[] = [];
  const answer = (n: number) => writeFileSync(join(dir, "src", "answer.mjs"), `export const ANSWER = ${n};\n`);
  /** Each server's pid and its helper's, in the order they started. */
  const started = () =>
    readFileSync(join(dir, "pids"), "utf8")
      .trim()
      .split("\n")
      .map((line) => line.split(" ").map(Number));
  const results = () => page.locator("#transcript .chat.tool-result .text").allTextContents();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-server-restart-"));
    mkdirSync(join(dir, "src"));
    answer(41);
    writeFileSync(join(dir, "server.mjs"), SERVER);
    [browser, playground] = await Promise.all([
      launchChromium(),
      startPlayground({
        port: 0,
        command: [process.execPath, join(dir, "server.mjs"), join(dir, "pids")],
        watch: [join(dir, "src")],
        onWatchLine: (line) => lines.push(line),
      }),
    ]);
    page = patient(await browser.newPage());
    await page.goto(`${playground.url}?tool=get_answer&args=${encodeURIComponent("{}")}`);
    await page.locator("#transcript .chat.tool-result .text", { hasText: "The answer is 41" }).waitFor(WAIT);
    await page.locator('#build-status[data-state="watching"]').waitFor({ state: "attached", ...WAIT });
  });

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
    const running = new Set(listProcesses().map((p) => p.pid));
    for (const pid of started()
      .flat()
      .filter((p) => running.has(p)))
      process.kill(pid, "SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("restarts the server when a file it imports changes, and runs the last call again on the same page", async () => {
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    expect(await results()).toEqual(["The answer is 41"]);
    const [[oldServer, oldHelper]] = started() as [[number, number]];
    expect(playground.serverPid).toBe(oldServer);
    answer(42);
    await expect.poll(results, WAIT).toEqual(["The answer is 41", "The answer is 42"]);
    const source = relative(process.cwd(), join(dir, "src", "answer.mjs"));
    const [, [newServer]] = started() as [unknown, [number, number]];
    expect(playground.serverPid).toBe(newServer);
    expect(lines).toContain(
      `server code changed (${source} changed): restarted ${process.execPath} ${join(dir, "server.mjs")} ${join(dir, "pids")} (pid ${newServer})`,
    );
    // The old server and the helper it started are gone: no orphan is left.
    const running = new Set(listProcesses().map((p) => p.pid));
    expect([running.has(oldServer), running.has(oldHelper)]).toEqual([false, false]);
    // The same page, told in a notice and in the chat.
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    const notice = page.locator('#build-status[data-state="server-restarted"]');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toBe(
      `Server code changed (${source} changed): the MCP server was restarted, and the last tool call runs again.`,
    );
    expect(await page.locator("#transcript .chat.host strong").allTextContents()).toContain(`MCP server restarted (${source} changed)`);
  });
});
