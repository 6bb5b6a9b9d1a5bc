// @vitest-environment node
// The model layer through the real Vercel AI SDK against the local fake provider (test/support/
// fake-model.ts), on both wires: Anthropic's streamed Messages and OpenAI's streamed chat completions.
// A prompt leads to a streamed text and a tool call with its arguments; the tool result goes back and
// the model answers it; the tools offered and the key reach the provider (and nothing else does);
// what was sent and what came back, with the tokens, is the step's exchange. Each failure is one
// sentence of its kind (no key, 401, 429 after the SDK's retries, a timeout, an endpoint not up, a
// tool the model made up), and the key is in none of the events, outcomes or sentences.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ChatEntry, StepEvent, StepRequest } from "../../playground/shared/model-chat.js";
import { loadModel, type LoadedModel } from "../../playground/model/load-model.js";
import { modelSpec, ModelConfigError } from "../../playground/model/model-spec.js";
import { runStep, type StepOutcome } from "../../playground/model/model-step.js";
import { answersTools, lastUser, startFakeModel, type FakeModel, type FakeScript } from "../support/fake-model.js";

const KEY = "sk-test-4f9c2a7e1b3d5f6a8c0e2b4d6f8a1c3e";
const WEATHER = {
  name: "show_weather",
  description: "The weather in a city, in a view",
  inputSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
};
const PROMPT: ChatEntry = { kind: "user", text: "What is the weather in Oslo?", via: "prompt" };

let fake: FakeModel;
const seen: unknown[] = [];

/** The model of most tests: it calls show_weather for a prompt, and answers with the tool's text. */
const WEATHER_MODEL: FakeScript = (request) =>
  answersTools(request)
    ? { text: `It is ${request.turns.at(-1)!.text} there.`, usage: { input: 210, output: 12 } }
    : { text: "Let me look that up.", calls: [{ name: "show_weather", input: { city: "Oslo" } }], usage: { input: 120, output: 30 } };

beforeAll(async () => void (fake = await startFakeModel(WEATHER_MODEL)));
beforeEach(() => fake.script(WEATHER_MODEL));
afterAll(async () => {
  await fake?.close();
  expect(JSON.stringify(seen)).not.toContain(KEY); // no event, outcome or sentence of any test quoted the key
  expect(JSON.stringify(seen)).not.toContain(KEY.slice(0, 12));
});

const env = (wire: "anthropic" | "openai", extra: Record<string, string> = {}) =>
  wire === "anthropic"
    ? { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.origin, ...extra }
    : { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: `${fake.origin}/v1`, ...extra };

async function model(wire: "anthropic" | "openai", extra: Record<string, string> = {}): Promise<LoadedModel> {
  return loadModel(modelSpec(`${wire}:fake-1`, env(wire, extra))!, process.cwd());
}

async function step(loaded: LoadedModel, request: StepRequest, options: { timeoutMs?: number; maxRetries?: number } = {}) {
  const events: StepEvent[] = [];
  const outcome: StepOutcome = await runStep(loaded, request, { ...options, onEvent: (e) => events.push(e) });
  seen.push(events, outcome);
  return { events, outcome };
}

describe.each(["anthropic", "openai"] as const)("on the %s wire", (wire) => {
  it("streams the text and the tool call, then answers the tool's result; the exchange has the tools, the messages and the tokens", async () => {
    const loaded = await model(wire);
    const from = fake.requests.length;
    const first = await step(loaded, { entries: [PROMPT], tools: [WEATHER] });
    expect(first.outcome).toMatchObject({
      ok: true,
      text: "Let me look that up.",
      calls: [{ name: "show_weather", input: { city: "Oslo" } }],
    });
    const texts = first.events.filter((e) => e.type === "text");
    expect(texts.length).toBeGreaterThan(1); // streamed, delta by delta
    expect(first.events.map((e) => e.type).slice(-2)).toEqual(["tool-call", "done"]);
    const done = first.events.at(-1) as Extract<StepEvent, { type: "done" }>;
    expect(done).toMatchObject({ model: `${wire}:fake-1`, usage: { input: 120, output: 30 }, finish: "tool-calls" });
    expect(JSON.stringify(done.sent)).toContain("show_weather");
    expect(JSON.stringify(done.sent)).toContain("What is the weather in Oslo?");
    expect(done.received.length).toBeGreaterThan(3);

    const request = fake.requests[from]!;
    expect(request.wire).toBe(wire);
    expect(request.tools).toEqual(["show_weather"]);
    expect(lastUser(request)).toBe("What is the weather in Oslo?");
    expect(wire === "anthropic" ? request.headers["x-api-key"] : request.headers.authorization).toBe(
      wire === "anthropic" ? KEY : `Bearer ${KEY}`,
    );
    expect(request.body.stream).toBe(true);

    const call = (first.outcome as Extract<StepOutcome, { ok: true }>).calls[0]!;
    const entries: ChatEntry[] = [
      PROMPT,
      { kind: "assistant", text: "Let me look that up.", calls: [call] },
      { kind: "tool-result", callId: call.id, tool: "show_weather", content: [{ type: "text", text: "4 °C in Oslo" }] },
    ];
    const second = await step(loaded, { entries, tools: [WEATHER] });
    expect(second.outcome).toMatchObject({ ok: true, text: "It is 4 °C in Oslo there.", calls: [] });
    const answered = fake.requests.at(-1)!;
    expect(answered.turns.map((t) => t.role)).toEqual(["user", "assistant", "tool"]);
    expect(answered.turns[1]!.calls).toEqual([{ id: call.id, name: "show_weather", input: { city: "Oslo" } }]);
    expect(answered.turns[2]).toMatchObject({ callId: call.id, text: "4 °C in Oslo" });
  });

  it("says in one sentence that the key was refused (401), naming the variable and never the key", async () => {
    fake.script(() => ({ status: 401, message: `Incorrect API key provided: ${KEY.slice(0, 10)}***${KEY.slice(-4)}.` }));
    const { outcome, events } = await step(await model(wire), { entries: [PROMPT], tools: [WEATHER] });
    expect(outcome).toMatchObject({ ok: false, kind: "auth" });
    expect((outcome as { message: string }).message).toMatch(
      new RegExp(
        `^The provider refused the key for ${wire}:fake-1 \\(401\\): check ${wire === "anthropic" ? "ANTHROPIC" : "OPENAI"}_API_KEY`,
      ),
    );
    expect(JSON.stringify(events)).not.toContain(KEY.slice(0, 10));
  });

  it("says the provider is rate limiting (429) after the SDK's retries, with the wait it asked for", async () => {
    const from = fake.requests.length;
    fake.script(() => ({ status: 429, message: "Too many requests", headers: { "retry-after-ms": "5", "retry-after": "7" } }));
    const { outcome } = await step(await model(wire), { entries: [PROMPT], tools: [WEATHER] });
    expect(outcome).toMatchObject({
      ok: false,
      kind: "rate-limit",
      message: `The provider is rate limiting ${wire}:fake-1 (429) (it asks to wait 7 s): wait a moment, then send again.`,
    });
    expect(fake.requests.length - from).toBe(3); // the first try and the SDK's two retries
  });

  it("says so when the model calls a tool it was not offered, and calls nothing", async () => {
    fake.script(() => ({ calls: [{ name: "launch_rockets", input: {} }] }));
    const { outcome, events } = await step(await model(wire), { entries: [PROMPT], tools: [WEATHER] });
    expect(outcome).toMatchObject({
      ok: false,
      kind: "unknown-tool",
      message: 'The model called "launch_rockets", which is not a tool it was offered (show_weather): nothing was called.',
    });
    expect(events.some((e) => e.type === "tool-call")).toBe(false);
  });

  it("stops at its deadline when the provider does not answer", async () => {
    fake.script(() => ({ hang: true }));
    const { outcome } = await step(await model(wire), { entries: [PROMPT], tools: [WEATHER] }, { timeoutMs: 1000 });
    expect(outcome).toMatchObject({
      ok: false,
      kind: "timeout",
      message: `${wire}:fake-1 did not answer within 1 s: nothing more was received.`,
    });
  });
});

describe("before and around the provider", () => {
  it("asks nothing without a key on the provider's own endpoint, and says which variable to set", async () => {
    const loaded = await loadModel(modelSpec("anthropic:claude-x", {})!, process.cwd());
    const { outcome } = await step(loaded, { entries: [PROMPT], tools: [] });
    expect(outcome).toMatchObject({
      ok: false,
      kind: "no-key",
      message: expect.stringMatching(/^No key for anthropic:claude-x: set ANTHROPIC_API_KEY/),
    });
  });

  it("needs no key for a local OpenAI-compatible endpoint", async () => {
    fake.script(() => ({ text: "Hello from a local model." }));
    const loaded = await loadModel(modelSpec("openai:llama3.2", { OPENAI_BASE_URL: `${fake.origin}/v1` })!, process.cwd());
    const { outcome } = await step(loaded, { entries: [PROMPT], tools: [] });
    expect(outcome).toMatchObject({ ok: true, text: "Hello from a local model." });
    expect(fake.requests.at(-1)!.model).toBe("llama3.2");
  });

  it("says it cannot reach an endpoint where nothing listens", async () => {
    const closed = await startFakeModel(() => ({ text: "" }));
    await closed.close();
    const loaded = await loadModel(
      modelSpec("anthropic:claude-x", { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: closed.origin })!,
      process.cwd(),
    );
    const { outcome } = await step(loaded, { entries: [PROMPT], tools: [] }, { maxRetries: 0 });
    expect(outcome).toMatchObject({
      ok: false,
      kind: "network",
      message: expect.stringMatching(new RegExp(`^Cannot reach ${closed.origin}/v1 for anthropic:claude-x`)),
    });
  });

  it("reads --model and the environment as the providers' SDKs do, and refuses a wrong name in one sentence", () => {
    expect(modelSpec("anthropic:claude-sonnet-4-5", { ANTHROPIC_BASE_URL: "http://127.0.0.1:4000/" })).toMatchObject({
      provider: "anthropic",
      model: "claude-sonnet-4-5",
      baseURL: "http://127.0.0.1:4000/v1",
      customEndpoint: true,
    });
    expect(modelSpec(undefined, { MCP_VIEW_MODEL: "openai:gpt-4.1", OPENAI_API_KEY: KEY })).toMatchObject({
      provider: "openai",
      baseURL: "https://api.openai.com/v1",
      apiKey: KEY,
    });
    expect(modelSpec(undefined, {})).toBeUndefined();
    expect(() => modelSpec("gemini:pro", {})).toThrow(ModelConfigError);
    expect(() => modelSpec("claude", {})).toThrow(/^--model must be a provider and a model, anthropic:<model> or openai:<model>/);
    expect(() => modelSpec("openai:x", { OPENAI_BASE_URL: "ftp://x" })).toThrow("OPENAI_BASE_URL must be an http(s) URL");
  });
});
