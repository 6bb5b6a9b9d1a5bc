// @vitest-environment node
// The dev host's chat with a model, in Chromium: `npm start` (the dev command from the sources) with
// --model against the local fake provider (Anthropic's streamed wire, through the real AI SDK in the
// dev server), on the small stdio server with a view that, on a click, sets its model context and
// sends a ui/message. A ?prompt= link starts a turn: the model is offered the tools a host offers it
// (no app-only one), calls show_weather, whose view renders inline at the call with the panels on it;
// the answer streams; the step opens to what was sent and what came back. The click's ui/message is
// the next turn and the model sees it with the view's context; on Claude's profile neither reaches
// it, and the chat says why. The transcript survives a reload of the view and of the page, the tool
// not called again. A 401, a 429, a timeout and a made-up tool are each one sentence in the chat,
// and nothing typed or received is lost. The key is in no response, request or log line.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { run, waitForOutput, type Running } from "../playground/support.js";
import { processTree, type ProcessInfo } from "../support/processes.js";
import { stopStarted } from "../support/stop-started.js";
import { answersTools, lastUser, startFakeModel, type FakeModel, type FakeScript } from "../support/fake-model.js";
import { describeBrowser, globalView, launchChromium, patient, WAIT } from "./support.js";

const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
const KEY = "sk-ant-chat-7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d";
const PROMPT = "What is the weather in Oslo?";

/** Shows the weather when asked, books when the view says so, answers a tool's result with its text (streamed slowly). */
const MODEL: FakeScript = (request) => {
  if (answersTools(request)) return { text: `Here it is: ${request.turns.at(-1)!.text}.`, usage: { input: 300, output: 12 }, pace: 120 };
  if (lastUser(request).includes("Book the Oslo trip")) return { text: "Booked your Oslo trip." };
  if (lastUser(request).startsWith(PROMPT)) return { text: "Let me show it.", calls: [{ name: "show_weather", input: { city: "Oslo" } }] };
  return { text: "You are welcome." };
};

describeBrowser("the dev host's chat with a model", () => {
  let dir: string;
  let fake: FakeModel;
  let browser: Browser;
  let dev: Running;
  let url: string;
  const trees: ProcessInfo[] = [];
  const seen: string[] = [];
  const pages: Page[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-chat-"));
    globalView(
      dir,
      "weather",
      `const app = new McpView.App({ name: "weather", version: "1.0.0" });
document.body.insertAdjacentHTML("beforeend", "<button disabled>Book</button>");
const button = document.querySelector("button");
app.ontoolresult = (r) => { document.querySelector("p").textContent = "Weather in " + r.structuredContent.city; button.disabled = false; };
button.onclick = async () => {
  await app.updateModelContext({ content: [{ type: "text", text: "The user is looking at Oslo" }] });
  await app.sendMessage({ role: "user", content: [{ type: "text", text: "Book the Oslo trip" }] });
};
app.connect();`,
    );
    [fake, browser] = await Promise.all([startFakeModel(MODEL), launchChromium()]);
    const server = [
      process.execPath,
      SERVER,
      "--stdio",
      "--tools",
      "risky",
      "--html",
      join(dir, "weather.html"),
      "--calls-file",
      join(dir, "calls"),
    ];
    dev = run([process.execPath, "--import", "tsx", "playground/serve.ts", "--port", "0", "--model", "anthropic:fake-1", "--", ...server], {
      env: { ...process.env, ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.origin, MCP_VIEW_MODEL_TIMEOUT: "3" },
    });
    url = await waitForOutput(dev, /mcp-view playground: (\S+)/);
    trees.push(...processTree(dev.child.pid!));
  }, 120_000);
  afterAll(async () => {
    try {
      for (const page of pages) seen.push(await page.evaluate(() => JSON.stringify(sessionStorage)).catch(() => ""));
      await browser?.close();
      await stopStarted(dev ? [dev] : [], trees);
      seen.push(dev?.output() ?? "");
      // No response, request, log line or stored chat holds the key, nor a part of it.
      for (const text of seen) expect(text).not.toContain(KEY.slice(0, 14));
    } finally {
      await fake?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  async function open(query: string): Promise<Page> {
    const page = patient(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
    pages.push(page);
    page.on("request", (r) => void seen.push(`${r.url()} ${JSON.stringify(r.headers())} ${r.postData() ?? ""}`));
    page.on(
      "response",
      (r) =>
        void r.text().then(
          (body) => seen.push(`${JSON.stringify(r.headers())} ${body}`),
          () => {},
        ),
    );
    // Every text the answer's node shows, to see it stream.
    await page.addInitScript(() => {
      const texts: string[] = ((window as unknown as { __texts: string[] }).__texts = []);
      new MutationObserver(() => {
        for (const node of document.querySelectorAll(".convo-item.assistant .convo-text"))
          if (!texts.includes(node.textContent!)) texts.push(node.textContent!);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${url}?${query}`);
    return page;
  }

  const items = (page: Page) => page.locator("#convo > li").allTextContents();
  const lastAnswer = (page: Page) => page.locator(".convo-item.assistant .convo-text").last();
  const calls = () => readFileSync(join(dir, "calls"), "utf8").trim().split("\n");
  let page: Page;

  it("starts a turn from ?prompt=: the tool call's view renders inline with the panels on it, the answer streams, the step opens to what was sent", async () => {
    const from = fake.requests.length;
    page = await open(`prompt=${encodeURIComponent(PROMPT)}&profile=default`);
    await page.locator('#convo .convo-item.tool-call[data-tool="show_weather"] .convo-view iframe#view').waitFor({ state: "attached" });
    await page.locator('#diagnostics li[data-key="handshake"][data-severity="ok"]').waitFor({ state: "attached" });
    await expect.poll(() => page.locator('#rpc-log .rpc-row[data-channel="view"]').count(), WAIT).toBeGreaterThan(2);
    await expect.poll(() => page.frameLocator("#view").locator("p").textContent(), WAIT).toBe("Weather in Oslo");
    await expect.poll(() => lastAnswer(page).textContent(), WAIT).toBe("Here it is: Oslo: 4 °C.");
    const texts = await page.evaluate(() => (window as unknown as { __texts: string[] }).__texts);
    expect(texts.some((t) => t && t.length < "Here it is: Oslo: 4 °C.".length && "Here it is: Oslo: 4 °C.".startsWith(t))).toBe(true);
    expect(new URL(page.url()).searchParams.has("prompt")).toBe(false); // sent once: a reload does not send it again

    const step = page.locator(".convo-item.assistant details.exchange").last();
    await expect
      .poll(() => step.locator("summary").textContent(), WAIT)
      .toBe("What the model saw: anthropic:fake-1, 300 tokens in, 12 out, stopped: stop");
    const sent = (await step.locator(".exchange-sent").textContent())!;
    expect(sent).toContain('"name": "show_weather"');
    expect(sent).toContain("Oslo: 4 °C");
    expect(sent).not.toContain("book_flight");
    for (const request of fake.requests.slice(from)) expect(request.tools).toEqual(["show_weather", "delete_city", "save_city"]);
    expect(calls()).toEqual(["show_weather"]);
  });

  it("makes the click's ui/message the next turn, with the view's model context, and the model sees both", async () => {
    await page.frameLocator("#view").locator("button").click();
    await page.locator(".convo-item.user.from-view").filter({ hasText: "Book the Oslo trip" }).waitFor();
    expect(await page.locator(".convo-item.user.from-view .convo-context").textContent()).toBe(
      "With the view's model context: The user is looking at Oslo",
    );
    await expect.poll(() => lastAnswer(page).textContent(), WAIT).toBe("Booked your Oslo trip.");
    expect(lastUser(fake.requests.at(-1)!)).toBe("Context from the view of show_weather:\nThe user is looking at Oslo\nBook the Oslo trip");
  });

  it("keeps the transcript through a reload of the view and of the page, showing the last view again without calling the tool", async () => {
    const before = await items(page);
    await page.locator("#reload").click();
    await page.locator('#diagnostics li[data-key="handshake"][data-severity="ok"]').waitFor({ state: "attached" });
    await expect.poll(() => page.frameLocator(".convo-view iframe#view").locator("p").textContent(), WAIT).toBe("Weather in Oslo");
    expect(await items(page)).toEqual(before);
    await page.reload();
    await expect.poll(() => items(page), WAIT).toEqual(before);
    await expect.poll(() => page.frameLocator(".convo-view iframe#view").locator("p").textContent(), WAIT).toBe("Weather in Oslo");
    expect(calls()).toEqual(["show_weather"]);
  });

  it.each([
    [
      "a refused key (401)",
      { status: 401, message: `invalid x-api-key ${KEY.slice(0, 12)}` },
      "The provider refused the key for anthropic:fake-1 (401): check ANTHROPIC_API_KEY",
    ],
    [
      "a rate limit (429)",
      { status: 429, message: "slow down", headers: { "retry-after-ms": "5", "retry-after": "7" } },
      "The provider is rate limiting anthropic:fake-1 (429) (it asks to wait 7 s): wait a moment, then send again.",
    ],
    ["no answer in time", { hang: true as const }, "anthropic:fake-1 did not answer within 3 s: nothing more was received."],
    [
      "a tool the model made up",
      { calls: [{ name: "launch_rockets", input: {} }] },
      'The model called "launch_rockets", which is not a tool it was offered (show_weather, delete_city, save_city): nothing was called.',
    ],
  ])("says %s in one sentence in the chat, and loses nothing typed or received", async (_what, reply, sentence) => {
    fake.script(() => reply);
    const before = await items(page);
    await page.locator("#prompt").fill(`Try again: ${sentence.slice(0, 12)}`);
    await page.locator("#prompt").press("Enter");
    await page.locator(".convo-item.note[data-tone='error']").filter({ hasText: sentence }).waitFor();
    const after = await items(page);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toContain(`YouTry again: ${sentence.slice(0, 12)}`);
    await expect.poll(() => page.locator("#send").isDisabled(), WAIT).toBe(false);
    fake.script(MODEL);
  });

  it("on Claude's profile, whose facts say neither reaches the model, gives the model neither, and says why", async () => {
    const claude = await open(`prompt=${encodeURIComponent(PROMPT)}&profile=claude`);
    await expect.poll(() => claude.frameLocator("#view").locator("p").textContent(), WAIT).toBe("Weather in Oslo");
    await expect.poll(() => lastAnswer(claude).textContent(), WAIT).toBe("Here it is: Oslo: 4 °C.");
    const from = fake.requests.length;
    await claude.frameLocator("#view").locator("button").click();
    await claude
      .locator(".convo-item.note")
      .filter({
        hasText:
          'The view of show_weather sent ui/message "Book the Oslo trip", and the model does not see it: Claude-like answers ui/message with success and never shows it to the model (its host facts).',
      })
      .waitFor();
    await claude.locator("#prompt").fill("Thanks");
    await claude.locator("#prompt").press("Enter");
    await expect.poll(() => lastAnswer(claude).textContent(), WAIT).toBe("You are welcome.");
    await claude
      .locator(".convo-item.note")
      .filter({
        hasText:
          "The view of show_weather set its model context, and the model does not see it: Claude-like answers ui/update-model-context",
      })
      .waitFor();
    const asked = fake.requests.slice(from);
    expect(asked.map(lastUser)).toEqual(["Thanks"]);
    expect(JSON.stringify(asked.map((r) => r.body))).not.toContain("looking at Oslo");
  });
});
