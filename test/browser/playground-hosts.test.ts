// @vitest-environment node
// The playground's profiles for real host behaviours, in Chromium, through deep links: ChatGPT with
// ui/* (its identity, the orders view paging through a server tool), ChatGPT with only window.openai
// (the fake injected into the frame: the orders view renders and pages through window.openai.callTool,
// and so does the board, a plain script tag; the standard bridge never answers, the host page takes
// the fake's envelope from the view's frame only, and a view that did not opt in is told why it stays blank), a host that drops
// structuredContent (the view is told so, and the diagnostics say why it gets no orders), and a host
// on the next wire names (SEP-2133 negotiation, the view's log arriving as ui/log in the Console panel).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground } from "../../playground/start.js";
import { describeBrowser, distFile, launchChromium, patient, serve } from "./support.js";

const WAIT = { timeout: 30_000 };
const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));

describeBrowser("playground host profiles", () => {
  let browser: Browser;
  let playground: Playground;
  let page: Page | undefined;

  beforeAll(async () => {
    [browser, playground] = await Promise.all([launchChromium(), startPlayground({ port: 0 })]);
  });

  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
  });

  /** Opens the deep link (on `base`); `init` runs first in every document of the page (its frames included). */
  async function open(query: string, init?: () => void, base = playground.url): Promise<Page> {
    page = patient(await browser.newPage());
    if (init) await page.addInitScript(init);
    await page.goto(`${base}${query}`);
    await page.locator('#diagnostics li[data-key="handshake"][data-severity="ok"]').waitFor({ state: "attached", ...WAIT });
    return page;
  }

  /** The payload of the first JSON-RPC log row on the view's channel matching `direction` and `method`. */
  const payload = async (p: Page, direction: "in" | "out", method: string) => {
    const row = p.locator(`#rpc-log .rpc-row[data-channel="view"][data-direction="${direction}"][data-method="${method}"] pre`).first();
    await row.waitFor({ state: "attached", ...WAIT });
    return JSON.parse((await row.textContent())!) as Record<string, any>;
  };

  it("offers the kit's real host behaviours in the profile selector, and says which ChatGPT is today's", async () => {
    const p = await open("?tool=show_orders");
    const values = await p.locator("#profile option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual([
      "default",
      "claude",
      "chatgpt",
      "vscode",
      "chatgpt-ui",
      "chatgpt-openai",
      "strips-structured",
      "next-wire",
      "reference",
      "m365-copilot",
      "goose",
      "cursor",
      "inspector",
      "le-chat",
      "slackbot",
      "codex",
      "copilot-studio",
    ]);
    // Which ChatGPT entry is today's: an MCP Apps host; the window.openai-only one is legacy.
    const chatgpt = await p
      .locator('#profile option[value^="chatgpt"]')
      .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent, (o as HTMLOptionElement).title]));
    expect(chatgpt.map(([value, label]) => [value, label])).toEqual([
      ["chatgpt", "ChatGPT-like"],
      ["chatgpt-ui", "ChatGPT today (MCP Apps, ui/*)"],
      ["chatgpt-openai", "ChatGPT, legacy (only window.openai)"],
    ]);
    expect(chatgpt[1]![2]).toMatch(/^Today's ChatGPT: an MCP Apps host, speaking ui\/\* \(and injecting window\.openai beside it/);
    expect(chatgpt[2]![2]).toMatch(/only through window\.openai.*fallback: openAiFallback.*today's ChatGPT needs none/);
    expect(chatgpt[0]![2]).toContain("the same as ChatGPT today");
    await p.locator("#profile").selectOption("chatgpt-openai");
    expect(await p.locator("#profile").getAttribute("title")).toBe(chatgpt[2]![2]);
  });

  it("chatgpt-ui: the view meets ChatGPT over ui/* and pages the orders through the server tool", async () => {
    const p = await open("?tool=show_orders&profile=chatgpt-ui");
    expect((await payload(p, "out", "ui/initialize")).result.hostInfo.name).toBe("chatgpt");
    const orders = p.frameLocator("#view");
    const loaded = () => orders.locator("footer .muted").textContent();
    await expect.poll(loaded, WAIT).toBe("Loaded 40 of 120 orders");
    await orders.getByRole("button", { name: "Load 20 more" }).click();
    await expect.poll(loaded, WAIT).toBe("Loaded 60 of 120 orders");
  });

  /** The view's frame (on the widget origin). */
  async function viewFrame(p: Page): Promise<Frame> {
    return (await (await p.locator("#view").elementHandle())!.contentFrame())!;
  }

  const ordersLoaded = (p: Page) => () => p.frameLocator("#view").locator("footer .muted").textContent();

  it("chatgpt-openai: the orders view renders from window.openai and pages through window.openai.callTool; ui/initialize is never answered", async () => {
    // Every document records the raw JSON-RPC posted to it (the fake's own messages travel in an envelope).
    const p = await open("?tool=show_orders&profile=chatgpt-openai", () => {
      const seen: unknown[] = ((window as unknown as { rawJsonRpc: unknown[] }).rawJsonRpc = []);
      addEventListener("message", (e) => void (e.data?.jsonrpc === "2.0" && seen.push(e.data)));
    });
    await expect.poll(ordersLoaded(p), WAIT).toBe("Loaded 40 of 120 orders");
    const frame = await viewFrame(p);
    await frame.evaluate(() => {
      const openai = (window as any).openai;
      const callTool = openai.callTool;
      (window as any).toolCalls = [];
      openai.callTool = (name: string, args: unknown) => ((window as any).toolCalls.push(name), callTool(name, args));
    });
    await p.frameLocator("#view").getByRole("button", { name: "Load 20 more" }).click();
    await expect.poll(ordersLoaded(p), WAIT).toBe("Loaded 60 of 120 orders");
    expect(await frame.evaluate(() => (window as any).toolCalls)).toEqual(["load_more_orders"]);
    expect((await payload(p, "in", "tools/call")).params).toEqual({ name: "load_more_orders", arguments: { offset: 40, limit: 20 } });
    const toServer = await p
      .locator('#rpc-log .rpc-row[data-channel="server"][data-direction="out"][data-method="tools/call"] pre')
      .allTextContents();
    expect(toServer.map((text) => JSON.parse(text).params.name)).toContain("load_more_orders");
    // The view asked the parent first; nothing answered it there.
    const asked = await p.evaluate(() =>
      (window as any).rawJsonRpc.filter((m: any) => m.method === "ui/initialize").map((m: any) => m.params.appInfo.name),
    );
    expect(asked).toEqual(["orders-table"]);
    expect(await frame.evaluate(() => (window as any).rawJsonRpc)).toEqual([]);
    expect((await payload(p, "out", "ui/initialize")).result.hostInfo.name).toBe("chatgpt");
    const line = p.locator('#diagnostics li[data-key="openai"]');
    expect(await line.getAttribute("data-severity")).toBe("ok");
    expect(await line.locator("p").textContent()).toContain("callTool");
  });

  it("chatgpt-openai: the widget state the view sets shows in the View state panel, and its modelContent, the view's model context, in the Context panel", async () => {
    const p = await open("?tool=show_orders&profile=chatgpt-openai");
    await expect.poll(ordersLoaded(p), WAIT).toBe("Loaded 40 of 120 orders");
    // The orders view sends its model context (updateModelContext) half a second after it rendered;
    // the adapter writes it to the widget state's modelContent.
    const context = p.locator("#model-context");
    await expect.poll(() => context.locator(".meta").textContent(), WAIT).toMatch(/^From show_orders \(the widget state's modelContent\)/);
    expect(await context.locator("pre").first().textContent()).toMatch(/orders/i);
    const state = JSON.parse((await p.locator("#view-state .state-value").textContent())!) as {
      modelContent: { content: { text: string }[] };
    };
    expect(state.modelContent.content[0]!.text).toBe(await context.locator("pre").first().textContent());
    expect(await p.locator("#view-state .meta").textContent()).toMatch(/^Set by the view with window\.openai\.setWidgetState/);
  });

  it("chatgpt-openai: the host page takes the fake's envelope only from the view's frame on the widget origin", async () => {
    const p = await open("?tool=show_orders&profile=chatgpt-openai");
    await expect.poll(ordersLoaded(p), WAIT).toBe("Loaded 40 of 120 orders");
    const forged = (id: string) => ({
      "mcp-view:openai": {
        jsonrpc: "2.0",
        id,
        method: "ui/message",
        params: { role: "user", content: [{ type: "text", text: `forged ${id}` }] },
      },
    });
    // Counts forged envelopes as they reach the page, after the host's own listener (added earlier) saw them.
    await p.evaluate(() => {
      (window as any).forgedSeen = [];
      addEventListener("message", (e) => {
        const id = e.data?.["mcp-view:openai"]?.id;
        if (typeof id === "string" && id.startsWith("forged"))
          (window as any).forgedSeen.push([id, e.source === (document.getElementById("view") as HTMLIFrameElement).contentWindow]);
      });
    });
    // From the host page itself, and from a sibling frame on the widget origin.
    await p.evaluate((message) => postMessage(message, "*"), forged("forged-page"));
    await p.evaluate(async (message) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="mcp-view-token"]')!.content;
      const html = `<script>parent.postMessage(${JSON.stringify(message)}, "*")</script>`;
      const response = await fetch("/api/frames", {
        method: "POST",
        headers: { "content-type": "application/json", "x-mcp-view-token": token },
        body: JSON.stringify({ html }),
      });
      const sibling = document.createElement("iframe");
      sibling.src = (await response.json()).url;
      document.body.append(sibling);
    }, forged("forged-sibling"));
    await expect
      .poll(() => p.evaluate(() => (window as any).forgedSeen), WAIT)
      .toEqual([
        ["forged-page", false],
        ["forged-sibling", false],
      ]);
    // A real call from the view, after them, arrives; they did not.
    await (await viewFrame(p)).evaluate(() => (window as any).openai.sendFollowUpMessage({ prompt: "from the view" }));
    const chat = p.locator("#transcript li.chat.user .text");
    await expect.poll(() => chat.allTextContents(), WAIT).toEqual(["from the view"]);
    // The view's frame itself, navigated to another origin: the right window, the wrong origin.
    const elsewhere = await serve({ "/": `<script>parent.postMessage(${JSON.stringify(forged("forged-elsewhere"))}, "*")</script>` });
    try {
      await (await viewFrame(p)).evaluate((url) => void (location.href = url), `${elsewhere.origin}/`);
      await expect.poll(() => p.evaluate(() => (window as any).forgedSeen.length), WAIT).toBe(3);
      expect(await p.evaluate(() => (window as any).forgedSeen[2])).toEqual(["forged-elsewhere", true]);
    } finally {
      await elsewhere.close();
    }
    expect(await chat.allTextContents()).toEqual(["from the view"]);
    expect(await p.locator('#rpc-log .rpc-row[data-channel="view"][data-method="ui/message"]').count()).toBe(2); // the real request and its answer
    expect(await p.locator("#rpc-log").textContent()).not.toContain("forged");
  });

  it("chatgpt-openai: the board, a plain script tag, renders from window.openai and moves a card through window.openai.callTool", async () => {
    const p = await open("?tool=show_board&profile=chatgpt-openai");
    const board = p.frameLocator("#view");
    const column = (name: string) => board.locator(`section[aria-label="${name}"] .card .title`).allTextContents();
    await expect.poll(() => column("To do"), WAIT).toEqual(["Write release notes", "Invite beta testers"]);
    await board.getByRole("button", { name: "Move Write release notes to In progress" }).click();
    await expect.poll(() => column("In progress"), WAIT).toEqual(["Fix sign-up bug", "Write release notes"]);
    expect((await payload(p, "in", "tools/call")).params).toMatchObject({ name: "move_card", arguments: { toColumnId: "1-in-progress" } });
    const line = p.locator('#diagnostics li[data-key="openai"]');
    expect(await line.getAttribute("data-severity")).toBe("ok");
  });

  it("chatgpt-openai: a view that does not opt in sends ui/initialize, never uses window.openai, and is told to opt in", async () => {
    // A script-tag view on the plain script-tag build, with no fallback, on the small stdio server.
    const dir = mkdtempSync(join(tmpdir(), "mcp-view-no-opt-in-"));
    const file = join(dir, "view.html");
    const runtime = distFile("mcp-view.global.js").replaceAll("</script", "<\\/script");
    writeFileSync(
      file,
      `<!doctype html><html><head><meta charset="utf-8"><script>${runtime}</script></head>
<body><p>No opt-in</p><script>new McpView.App({ name: "no-opt-in", version: "1.0.0" }).connect();</script></body></html>`,
    );
    const tiny = await startPlayground({ port: 0, command: [process.execPath, SERVER, "--stdio", "--html", file] });
    try {
      const p = await open(`?tool=show_weather&args=${encodeURIComponent('{"city":"Oslo"}')}&profile=chatgpt-openai`, undefined, tiny.url);
      const line = p.locator('#diagnostics li[data-key="openai"][data-severity="error"]');
      await line.waitFor({ state: "attached", ...WAIT });
      expect(await line.locator("strong").textContent()).toBe("The view sent ui/initialize and did not switch to window.openai within 4 s");
      expect(await line.locator("p").textContent()).toContain(
        "new App(info, capabilities, { fallback: openAiFallback }) with openAiFallback from mcp-view/openai",
      );
    } finally {
      await page?.close();
      page = undefined;
      await tiny.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("strips-structured: the view gets the result without structuredContent, recovers the orders from its JSON text block, and the diagnostics say so", async () => {
    const p = await open("?tool=show_orders&profile=strips-structured");
    const result = await payload(p, "out", "ui/notifications/tool-result");
    expect(result.params.content.map((block: { type: string }) => block.type)).toEqual(["text", "text"]);
    expect(result.params).not.toHaveProperty("structuredContent");
    const orders = p.frameLocator("#view");
    const loaded = () => orders.locator("footer .muted").textContent();
    await expect.poll(loaded, WAIT).toBe("Loaded 40 of 120 orders");
    await orders.getByRole("button", { name: "Load 20 more" }).click(); // the server tool's answer is stripped too
    await expect.poll(loaded, WAIT).toBe("Loaded 60 of 120 orders");
    const line = p.locator('#diagnostics li[data-key="stripped"]');
    expect(await line.getAttribute("data-severity")).toBe("info");
    expect(await line.locator("strong").textContent()).toBe(
      "This host drops structuredContent; the App recovers it from the JSON text block",
    );
  });

  it("next-wire: the handshake negotiates in capabilities.extensions, and the view's log arrives as ui/log", async () => {
    const p = await open("?tool=show_stats_undeclared&profile=next-wire");
    const answer = (await payload(p, "out", "ui/initialize")).result;
    expect(answer).not.toHaveProperty("hostCapabilities");
    expect(answer.capabilities.extensions["io.modelcontextprotocol/ui"]).toHaveProperty("logging");
    const log = await payload(p, "in", "ui/log");
    expect(log.params).toMatchObject({ level: "error", logger: "server-stats" });
    await expect.poll(() => p.locator("#console li .level").first().textContent(), WAIT).toBe("error");
    expect(await p.locator('#rpc-log .rpc-row[data-channel="view"][data-method="notifications/message"]').count()).toBe(0);
  });
});
