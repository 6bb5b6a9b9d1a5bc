// @vitest-environment node
// The dev server's model routes, without a browser: GET /api/model names the model and its endpoint
// (never the key), or says how to configure one; POST /api/model/step refuses what is not a step
// (400, one sentence) and a dev host without a model (409), needs the page's token like every API
// call, and streams a step's failure as a JSON line: here, no key on the provider's own endpoint, so
// nothing is asked of the internet.
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modelSpec } from "../../playground/model/model-spec.js";
import { MODEL_API, MODEL_STEP_API, type ModelInfo, type StepEvent } from "../../playground/shared/model-chat.js";
import { sourceAssets } from "../../playground/server/source-assets.js";
import { startPlayground, type Playground } from "../../playground/start.js";
import { pageToken } from "./support.js";

const SERVER = fileURLToPath(new URL("fixtures/tiny-server.mjs", import.meta.url));
const KEY = "sk-route-5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b";

describe("the model routes", () => {
  let keyed: Playground;
  let keyless: Playground;
  let none: Playground;

  beforeAll(async () => {
    // One build of the page for the three, and the tiny stdio server (no example views to build).
    const common = { port: 0, assets: sourceAssets(), command: [process.execPath, SERVER, "--stdio"] };
    [keyed, keyless, none] = await Promise.all([
      startPlayground({
        ...common,
        model: modelSpec("openai:gpt-x", { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: "http://127.0.0.1:9/v1?api-key=secret" })!,
      }),
      startPlayground({ ...common, model: modelSpec("anthropic:claude-x", {})! }),
      startPlayground(common),
    ]);
    await pageToken(keyed.url); // the page is built once, here
  }, 60_000);
  afterAll(async () => void (await Promise.all([keyed, keyless, none].map((p) => p?.close()))));

  const call = async (playground: Playground, path: string, init: RequestInit = {}) =>
    fetch(new URL(path, playground.url), { ...init, headers: { "x-mcp-view-token": await pageToken(playground.url), ...init.headers } });

  it("names the model and its endpoint, never the key nor the endpoint's query; or says how to configure one", async () => {
    const answer = await call(keyed, MODEL_API);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ configured: true, model: "openai:gpt-x", endpoint: "http://127.0.0.1:9/v1" } satisfies ModelInfo);
    expect(text).not.toContain(KEY.slice(0, 10));
    expect(await (await call(none, MODEL_API)).json()).toEqual({
      configured: false,
      problem: expect.stringMatching(/^No model is configured: set MCP_VIEW_MODEL=anthropic:<model> with ANTHROPIC_API_KEY/),
    });
  });

  it("refuses a call without the page's token, a body that is not a step, and a step with no model", async () => {
    expect((await fetch(new URL(MODEL_API, keyed.url))).status).toBe(403);
    const post = (playground: Playground, body: string) =>
      call(playground, MODEL_STEP_API, { method: "POST", headers: { "content-type": "application/json" }, body });
    const notJson = await post(keyed, "{");
    expect([notJson.status, (await notJson.json()).error]).toEqual([400, expect.stringMatching(/^The step's body is not JSON: /)]);
    const noEntries = await post(keyed, JSON.stringify({ tools: [] }));
    expect([noEntries.status, await noEntries.json()]).toEqual([
      400,
      { error: '"entries" must be an array of the conversation\'s entries' },
    ]);
    const badTool = await post(keyed, JSON.stringify({ entries: [], tools: [{ name: "t" }] }));
    expect(await badTool.json()).toEqual({ error: '"tools[0]" must have a string name and an object inputSchema' });
    const noModel = await post(none, JSON.stringify({ entries: [], tools: [] }));
    expect(noModel.status).toBe(409);
  });

  it("streams a failed step as one JSON line of its kind: no key, asking nothing", async () => {
    const answer = await call(keyless, MODEL_STEP_API, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ entries: [{ kind: "user", text: "Hi", via: "prompt" }], tools: [] }),
    });
    expect(answer.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    const lines = (await answer.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as StepEvent);
    expect(lines).toEqual([
      {
        type: "error",
        kind: "no-key",
        message:
          "No key for anthropic:claude-x: set ANTHROPIC_API_KEY in the environment of mcp-view (it stays in the dev server, never in the page).",
      },
    ]);
  });
});
