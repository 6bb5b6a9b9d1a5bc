// @vitest-environment node
// View state kept on the view's own MCP server, in real Chromium, where the browser blocks
// third-party storage: a default browser context (as an incognito window), the host page on
// localhost and the widget frame on 127.0.0.1, another site, so the frame's localStorage throws. The
// host page runs the official AppBridge 2.x and relays the view's tools/call to a real McpServer in
// this process (registerViewStateTools and one app tool whose results carry a viewUUID); the widget
// keeps its state with createViewState(app, { storage: serverViewStateStorage(app, { debounce: 0 }) }).
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { VIEW_STATE_GET_TOOL, VIEW_STATE_SET_TOOL } from "../../src/server/index.js";
import type { OpenOptions, ViewStateServerHost } from "./fixtures/view-state-server/host.js";
import { startViewServer, type ViewServer } from "./fixtures/view-state-server/servers.js";
import type { SetOutcome, Unsendable, ViewStateServerWidget } from "./fixtures/view-state-server/widget.js";
import { bundleScript, describeBrowser, launchChromium, patient, serve, WAIT, type TestServer } from "./support.js";

const html = (body: string) => `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;
const bundle = (file: string) => bundleScript(new URL(`./fixtures/view-state-server/${file}`, import.meta.url).pathname);
const WIDGET_BODY = `<p id="state"></p><p id="where"></p><input id="note"><button id="save">Save</button>`;
type W = { __widget: ViewStateServerWidget };
const viewUUIDOf = (result: CallToolResult) => result._meta!.viewUUID as string;

describeBrowser("view state on the server's view-state tools, where third-party storage is blocked (Chromium)", () => {
  let browser: Browser;
  const servers: TestServer[] = [];
  /** The MCP servers by name: with the tools, with a 100-character limit, and without the tools. */
  const mcp = new Map<string, ViewServer>();
  let hostUrl = "";
  let widgetUrl = "";
  let context: BrowserContext | undefined;
  let page: Page;
  let loads = 0;

  beforeAll(async () => {
    const [hostScript, widgetScript] = await Promise.all([bundle("host.ts"), bundle("widget.ts")]);
    const widgetServer = await serve({ "/widget.html": html(`${WIDGET_BODY}<script type="module">${widgetScript}</script>`) });
    const hostServer = await serve({ "/": html(`<script type="module">${hostScript}</script>`) });
    servers.push(widgetServer, hostServer);
    widgetUrl = `${widgetServer.origin}/widget.html`;
    hostUrl = `${hostServer.origin.replace("127.0.0.1", "localhost")}/`;
    const [main, small, bare] = await Promise.all([startViewServer(), startViewServer({ maxLength: 100 }), startViewServer(false)]);
    mcp.set("main", main).set("small", small).set("bare", bare);
    browser = await launchChromium();
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  afterAll(async () => {
    await browser?.close();
    for (const server of mcp.values()) await server.close();
    for (const server of servers.splice(0)) await server.close();
  });

  /** A fresh default context (third-party storage blocked) showing the host page, whose relay reaches the MCP servers. */
  async function openHost(): Promise<void> {
    context = patient(await browser.newContext());
    page = await context.newPage();
    await page.exposeBinding("__mcpCall", ({ frame }, server: string, params) => {
      if (frame !== page.mainFrame()) throw new Error("only the host page relays tool calls");
      return mcp.get(server)!.call(params);
    });
    await page.goto(hostUrl);
    await page.waitForFunction(() => "__host" in window, undefined, WAIT);
  }

  /** (Re)loads frame `id` as a new document showing `result` from `server`; waits until the view has it. */
  async function load(id: string, result: CallToolResult, server = "main"): Promise<Frame> {
    const url = `${widgetUrl}?load=${++loads}`;
    const options: OpenOptions = { id, url, server, result };
    await page.evaluate((o) => (window as unknown as { __host: ViewStateServerHost }).__host.open(o), options);
    const frame = page.frames().find((f) => f.url() === url)!;
    await frame.evaluate(() => (window as unknown as W).__widget.connected);
    await frame.waitForFunction(() => (window as unknown as W).__widget.hasResult(), undefined, WAIT);
    return frame;
  }

  /** Waits until `server` has answered `count` reads of the view's state. */
  const readsAnswered = (result: CallToolResult, count: number, server = "main") =>
    expect.poll(() => mcp.get(server)!.calls(VIEW_STATE_GET_TOOL, viewUUIDOf(result)).length, WAIT).toBe(count);

  const set = (frame: Frame, value: unknown): Promise<SetOutcome> => frame.evaluate((v) => (window as unknown as W).__widget.set(v), value);
  const setUnsendable = (frame: Frame, kind: Unsendable) => frame.evaluate((k) => (window as unknown as W).__widget.setUnsendable(k), kind);
  const read = (frame: Frame) =>
    frame.evaluate(() => {
      const { __widget: w } = window as unknown as W;
      return { state: w.get() ?? null, where: w.where(), errors: w.errors };
    });
  const shows = (frame: Frame, state: unknown) => frame.locator("#state", { hasText: JSON.stringify(state) }).waitFor(WAIT);

  it("gets the state back from the server after a reload with the same viewUUID, where the frame's localStorage throws", async () => {
    await openHost();
    const result = await mcp.get("main")!.openView();
    const first = await load("widget", result);
    await readsAnswered(result, 1);
    await first.locator("#note").fill("call Ada");
    await first.locator("#save").click();
    await expect.poll(() => first.evaluate(() => (window as unknown as W).__widget.outcomes), WAIT).toEqual([{ ok: true }]);

    const reloaded = await load("widget", result);
    await shows(reloaded, { note: "call Ada" });
    expect(await read(reloaded)).toEqual({ state: { note: "call Ada" }, where: "server", errors: [] });
    expect(await reloaded.locator("#where").textContent()).toBe("server");
    const touched = await reloaded.evaluate(() => {
      try {
        return `no error: ${typeof window.localStorage}`;
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
    });
    expect(touched).toBe("SecurityError: Failed to read the 'localStorage' property from 'Window': Access is denied for this document.");
  });

  it("starts empty for a tool result with a different viewUUID", async () => {
    await openHost();
    const result = await mcp.get("main")!.openView();
    const frame = await load("widget", result);
    await readsAnswered(result, 1);
    expect(await set(frame, { tab: "done" })).toEqual({ ok: true });

    const other = await mcp.get("main")!.openView();
    expect(viewUUIDOf(other)).not.toBe(viewUUIDOf(result));
    const reloaded = await load("widget", other);
    await readsAnswered(other, 1);
    expect(await read(reloaded)).toEqual({ state: null, where: "server", errors: [] });
    expect(await reloaded.locator("#state").textContent()).toBe("null");
  });

  it("refuses a stale write: the frame with the older version shows the stored state, with one CONFLICT", async () => {
    await openHost();
    const result = await mcp.get("main")!.openView();
    const a = await load("a", result);
    const b = await load("b", result);
    await readsAnswered(result, 2); // both read version 0

    expect(await set(a, { owner: "A" })).toEqual({ ok: true });
    expect(await set(b, { owner: "B" })).toEqual({ ok: true });
    await shows(b, { owner: "A" });
    expect(await read(b)).toEqual({
      state: { owner: "A" },
      where: "server",
      errors: [
        {
          kind: "CONFLICT",
          message:
            "View state was not written: it changed in server storage meanwhile (another copy of this view?), and is now what is stored there",
        },
      ],
    });
    expect(await read(a)).toEqual({ state: { owner: "A" }, where: "server", errors: [] });
    const writes = mcp.get("main")!.calls(VIEW_STATE_SET_TOOL, viewUUIDOf(result));
    expect(writes.map((w) => [w.arguments.baseVersion, w.result.isError ?? false])).toEqual([
      [0, false],
      [0, true],
    ]);
  });

  it("refuses a function or a BigInt in the view with INVALID_PARAMS, sending nothing", async () => {
    await openHost();
    const result = await mcp.get("main")!.openView();
    const frame = await load("widget", result);
    await readsAnswered(result, 1);

    expect(await setUnsendable(frame, "function")).toEqual({
      thrown: { kind: "INVALID_PARAMS", message: 'View state must be plain JSON: "onClick" is function' },
    });
    expect(await setUnsendable(frame, "bigint")).toEqual({
      thrown: { kind: "INVALID_PARAMS", message: 'View state must be plain JSON: "count" is bigint' },
    });
    expect(await read(frame)).toEqual({ state: null, where: "server", errors: [] });
    expect(mcp.get("main")!.calls(VIEW_STATE_SET_TOOL, viewUUIDOf(result))).toEqual([]);
  });

  it("rejects a state longer than the server's maxLength with INVALID_PARAMS carrying the server's message, and keeps the server storage", async () => {
    await openHost();
    const result = await mcp.get("small")!.openView();
    const frame = await load("widget", result, "small");
    await readsAnswered(result, 1, "small");

    const long = "x".repeat(198); // 200 characters of JSON
    const message = `View state for "${viewUUIDOf(result)}" is 200 characters of JSON, over the 100 this server takes`;
    expect(await set(frame, long)).toEqual({ rejected: { kind: "INVALID_PARAMS", message } });
    expect(await frame.evaluate(() => (window as unknown as W).__widget.where())).toBe("server");
    expect(await set(frame, { short: true })).toEqual({ ok: true });
    expect(await read(frame)).toEqual({ state: { short: true }, where: "server", errors: [] });
    const writes = mcp.get("small")!.calls(VIEW_STATE_SET_TOOL, viewUUIDOf(result));
    expect(writes.map((w) => w.result.isError ?? false)).toEqual([true, false]);
  });

  it("falls back to memory quietly on a server without the tools, its reason naming the server's answer", async () => {
    await openHost();
    const result = await mcp.get("bare")!.openView();
    const frame = await load("widget", result, "bare");
    await readsAnswered(result, 1, "bare");
    await expect.poll(() => frame.evaluate(() => (window as unknown as W).__widget.where()), WAIT).toBe("memory");

    expect(await set(frame, { kept: "here" })).toEqual({ ok: true });
    expect(await read(frame)).toEqual({ state: { kept: "here" }, where: "memory", errors: [] });
    expect(await frame.evaluate(() => (window as unknown as W).__widget.reason())).toMatch(
      /^its server storage failed \(the server's view-state tools did not answer \(view_state_get failed: MCP error -32602: Tool view_state_get not found\)\); localStorage is not available in this frame \(.+\)$/,
    );
    expect(mcp.get("bare")!.calls(VIEW_STATE_SET_TOOL)).toEqual([]);
  });

  // Two faults of src/view-state/view-state.ts these flows show: both tests fail until it is fixed.

  it("shows the stored state again after the server refuses a value, as a reload would show it", async () => {
    await openHost();
    const result = await mcp.get("small")!.openView();
    const frame = await load("widget", result, "small");
    await readsAnswered(result, 1, "small");
    expect(await set(frame, { short: true })).toEqual({ ok: true });
    expect(await set(frame, "x".repeat(198))).toMatchObject({ rejected: { kind: "INVALID_PARAMS" } });

    const stored = await mcp.get("small")!.call({ name: VIEW_STATE_GET_TOOL, arguments: { viewUUID: viewUUIDOf(result) } });
    expect(stored.structuredContent).toEqual({ version: 1, state: { short: true } });
    expect(await read(frame)).toEqual({ state: { short: true }, where: "server", errors: [] });
    expect(await frame.locator("#state").textContent()).toBe('{"short":true}');
  });

  it("reports a server that fails after its tools answered, with the server's failure as the cause", async () => {
    const flaky = await startViewServer();
    mcp.set("flaky", flaky);
    await openHost();
    const result = await flaky.openView();
    const frame = await load("widget", result, "flaky");
    await readsAnswered(result, 1, "flaky");
    expect(await set(frame, { before: 1 })).toEqual({ ok: true });
    await flaky.close(); // the relay's calls fail from now on
    mcp.delete("flaky");
    expect(await set(frame, { after: 2 })).toEqual({ ok: true });
    expect(await read(frame)).toEqual({
      state: { after: 2 },
      where: "memory",
      errors: [
        {
          kind: "STORAGE_UNAVAILABLE",
          message: expect.stringMatching(/^View state is kept in memory only: its server storage failed \(.+\)$/),
        },
      ],
    });
    expect(await frame.evaluate(() => (window as unknown as W).__widget.causes)).toEqual([expect.stringMatching(/^AppError: /)]);
  });
});
