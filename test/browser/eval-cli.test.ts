// @vitest-environment node
// `mcp-view eval` in Chromium against the local fake provider (Anthropic's streamed wire, through the
// real AI SDK), on the small stdio server of test/playground/fixtures with a view that, on a click,
// sets its model context and sends a ui/message. On the test host the model is offered the tools a
// host offers it (no app-only one), calls show_weather, the view renders, the click's ui/message
// becomes the next turn and the model sees it with the view's context: every run passes, exit 0,
// JUnit and the tokens. On Claude's profile, whose facts say neither reaches the model, the same file
// fails (exit 1) and says why, and the model never got them. A scripted wrong tool choice exits 1 and
// the report names the scenario, the tool chosen and the tool expected. The key is in no output.
import { Writable } from "node:stream";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runEval } from "../../playground/cli/eval.js";
import { sourceAssets } from "../../playground/server/source-assets.js";
import { answersTools, lastUser, startFakeModel, type FakeModel, type FakeScript } from "../support/fake-model.js";
import { CHROMIUM_PATH, describeBrowser, globalView } from "./support.js";

const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
const KEY = "sk-ant-test-0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e";
const assets = sourceAssets();

/** The model: shows the weather when asked, books when the view says so, answers a tool's result with its text. */
const MODEL: FakeScript = (request) => {
  if (answersTools(request)) return { text: `Here it is: ${request.turns.at(-1)!.text}.`, usage: { input: 300, output: 12 } };
  if (lastUser(request).includes("Book the Oslo trip")) return { text: "Booked your Oslo trip.", usage: { input: 400, output: 8 } };
  return { text: "Let me show it.", calls: [{ name: "show_weather", input: { city: "Oslo" } }], usage: { input: 200, output: 20 } };
};

const SCENARIOS = {
  scenarios: [
    {
      name: "shows the weather, then books",
      prompt: "What is the weather in Oslo?",
      tool: "show_weather",
      arguments: { city: "Oslo" },
      steps: [{ click: "button", expect: { message: { contains: "Book the Oslo trip" }, context: { contains: "looking at Oslo" } } }],
      answer: { contains: "Booked" },
    },
  ],
};

describeBrowser("mcp-view eval, against the fake provider", () => {
  let dir: string;
  let fake: FakeModel;
  const outputs: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-eval-"));
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
    writeFileSync(join(dir, "weather.eval.json"), JSON.stringify(SCENARIOS));
    fake = await startFakeModel(MODEL);
  });
  afterAll(async () => {
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
    for (const output of outputs) expect(output).not.toContain(KEY.slice(0, 16)); // no output, report or log holds the key
  });

  async function evaluate(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    let stdout = "";
    let stderr = "";
    const sink = (add: (s: string) => void) => new Writable({ write: (chunk, _e, done) => (add(String(chunk)), done()) });
    const code = await runEval(
      [...args, "--", process.execPath, SERVER, "--stdio", "--tools", "risky", "--html", join(dir, "weather.html")],
      {
        assets,
        cwd: dir,
        stdout: sink((s) => (stdout += s)),
        stderr: sink((s) => (stderr += s)),
        env: { MCP_VIEW_BROWSER: CHROMIUM_PATH, ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.origin },
      },
    );
    outputs.push(stdout, stderr);
    return { code, stdout, stderr };
  }

  it("passes every run on the test host: the tool is called, the click's ui/message and the view's context reach the model, JUnit and tokens", async () => {
    fake.script(MODEL);
    const from = fake.requests.length;
    const junit = join(dir, "out", "eval.xml");
    const ran = await evaluate([join(dir, "weather.eval.json"), "--model", "anthropic:fake-1", "--runs", "2", "--junit", junit]);
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(ran.stdout).toContain("PASS  shows the weather, then books: 2/2 runs passed (100%)");
    expect(ran.stdout).toMatch(/Tokens: 1,800 in, 80 out \(1,880 in all\)\. Time: \d+\.\d s\./);
    const requests = fake.requests.slice(from);
    expect(requests).toHaveLength(6); // per run: the prompt, the tool's result, the view's message
    // What a host offers the model: no app-only tool (book_flight, the view-state tools).
    for (const request of requests) expect(request.tools).toEqual(["show_weather", "delete_city", "save_city"]);
    const booked = requests.filter((r) => lastUser(r).includes("Book the Oslo trip"));
    expect(booked).toHaveLength(2);
    for (const request of booked) {
      expect(lastUser(request)).toBe("Context from the view of show_weather:\nThe user is looking at Oslo\nBook the Oslo trip");
      expect(request.turns.map((t) => t.role)).toEqual(["user", "assistant", "tool", "assistant", "user"]);
      expect(request.turns[2]!.text).toBe("Oslo: 4 °C"); // the result's content, not its structuredContent
    }
    const xml = readFileSync(junit, "utf8");
    expect(xml.match(/<testcase /g)).toHaveLength(2);
    expect(xml).not.toContain("<failure");
    outputs.push(xml);
  });

  it("fails on Claude's profile, whose facts say neither the message nor the context reaches the model, and says why", async () => {
    fake.script(MODEL);
    const from = fake.requests.length;
    const ran = await evaluate([join(dir, "weather.eval.json"), "--model", "anthropic:fake-1", "--runs", "1", "--profile", "claude"]);
    expect(ran.code, ran.stdout + ran.stderr).toBe(1);
    expect(ran.stdout).toContain(
      'FAIL  shows the weather, then books · run 1/1: after the click on "button", the view sent ui/message "Book the Oslo trip", and the model does not see it: Claude-like answers ui/message with success and never shows it to the model (its host facts)',
    );
    expect(ran.stdout).toContain("FAIL  shows the weather, then books: 0/1 runs passed (0%)");
    const requests = fake.requests.slice(from);
    expect(requests).toHaveLength(2); // the prompt and the tool's result: the view's message never became a turn
    expect(JSON.stringify(requests.map((r) => r.body))).not.toContain("looking at Oslo");
  });

  it("exits 1 on a scripted wrong tool choice, naming the scenario, the tool chosen and the tool expected", async () => {
    // It picks save_city for the prompt; the rest of the scenario goes as it should.
    fake.script((request) =>
      lastUser(request).startsWith("What is the weather") && !answersTools(request)
        ? { calls: [{ name: "save_city", input: { city: "Oslo" } }] }
        : MODEL(request),
    );
    const ran = await evaluate([join(dir, "weather.eval.json"), "--model", "anthropic:fake-1", "--runs", "1", "--min-pass-rate", "0.5"]);
    expect(ran.code, ran.stdout + ran.stderr).toBe(1);
    expect(ran.stdout).toContain("FAIL  shows the weather, then books · run 1/1: the model called save_city, expected show_weather\n");
    expect(ran.stdout).toContain(
      "FAIL  shows the weather, then books: 0/1 runs passed (0%); run 1: the model called save_city, expected show_weather\n",
    );
  });
});
