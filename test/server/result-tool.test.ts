// @vitest-environment node
// Results kept for views on hosts that drop structuredContent: registerAppTool's `results` names an id
// in each successful result's _meta, and the app-only view_result_get gives the data back by it, on a
// real McpServer of each SDK generation (the 2026-07-28 one makes a server per request: the store is shared).
import { describe, expect, it } from "vitest";
import { memoryResultStore, registerAppTool, registerResultTool, RESULT_GET_TOOL, RESULT_ID_META_KEY } from "../../src/server/index.js";
import { greet } from "./fixtures/tools.js";
import { GENERATIONS } from "./generations.js";

describe.each(GENERATIONS)("registerAppTool's results and view_result_get on $name", (generation) => {
  async function serve() {
    const results = memoryResultStore();
    return generation.connect((server) => {
      registerAppTool(server, greet, ({ name }) => ({ structuredContent: { greeting: `Hello, ${name}!`, length: name.length } }), {
        results,
      });
      registerResultTool(server, results);
    });
  }

  it("names the kept result's id in _meta, beside the summary, and gives its structuredContent back by that id", async () => {
    const client = await serve();
    const shown = await client.callTool({ name: "greet", arguments: { name: "Ada" } });
    const id = shown._meta?.[RESULT_ID_META_KEY];
    expect([shown.content, typeof id]).toEqual([[{ type: "text", text: "Greeted: Hello, Ada!" }], "string"]);
    expect(await client.callTool({ name: RESULT_GET_TOOL, arguments: { id: id as string } })).toEqual({
      content: [{ type: "text", text: '{"greeting":"Hello, Ada!","length":3}' }],
      structuredContent: { greeting: "Hello, Ada!", length: 3 },
    });
  });

  it("lists view_result_get as app-only, and answers an id it does not keep with an error result", async () => {
    const client = await serve();
    const listed = (await client.listTools()).tools.find((t) => t.name === RESULT_GET_TOOL);
    expect(listed?._meta).toEqual({ ui: { visibility: ["app"] } });
    expect(await client.callTool({ name: RESULT_GET_TOOL, arguments: { id: "nope" } })).toEqual({
      content: [{ type: "text", text: "No result nope is kept (it was dropped, or never kept)" }],
      isError: true,
    });
  });
});

describe("memoryResultStore", () => {
  it("keeps the newest max results and drops the oldest", () => {
    const store = memoryResultStore({ max: 2 });
    const [a, b, c] = [{ n: 1 }, { n: 2 }, { n: 3 }].map((value) => store.put(value));
    expect([store.get(a!), store.get(b!), store.get(c!)]).toEqual([undefined, { n: 2 }, { n: 3 }]);
  });

  it("throws an AppError for a max that is not a positive integer", () => {
    for (const max of [0, -1, 1.5, Number.NaN])
      expect(() => memoryResultStore({ max }), String(max)).toThrow(
        expect.objectContaining({
          kind: "INVALID_PARAMS",
          message: `memoryResultStore() needs max to be a positive integer, not ${String(max)}`,
        }),
      );
  });
});
