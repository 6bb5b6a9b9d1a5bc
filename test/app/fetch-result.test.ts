// fetchStructuredContent: a result that came without structuredContent gets it from view_result_get by
// the id in its _meta; any other result is given back as it came, and a failed fetch is a clear error.
import { describe, expect, it, vi } from "vitest";
import { fetchStructuredContent, type CallToolResult } from "../../src/index.js";
import { RESULT_GET_TOOL, RESULT_ID_META_KEY } from "../../src/protocol/result-tool.js";

const caller = (answer: CallToolResult) => ({ callServerTool: vi.fn(async () => answer) });
const stripped = { content: [{ type: "text" as const, text: "12 °C in Oslo" }], _meta: { [RESULT_ID_META_KEY]: "r-1" } };

describe("fetchStructuredContent", () => {
  it("fetches the structuredContent of a result that came without it, by the id in its _meta", async () => {
    const app = caller({ content: [], structuredContent: { city: "Oslo" } });
    expect(await fetchStructuredContent(app, stripped)).toEqual({ ...stripped, structuredContent: { city: "Oslo" } });
    expect(app.callServerTool).toHaveBeenCalledWith({ name: RESULT_GET_TOOL, arguments: { id: "r-1" } }, undefined);
  });

  it("gives back a result with structuredContent, an error result and one naming no id as they came, calling nothing", async () => {
    const app = caller({ content: [] });
    const results: CallToolResult[] = [
      { ...stripped, structuredContent: { city: "Oslo" } },
      { ...stripped, isError: true },
      { content: [] },
    ];
    for (const result of results) expect(await fetchStructuredContent(app, result)).toBe(result);
    expect(app.callServerTool).not.toHaveBeenCalled();
  });

  it("rejects with INVALID_RESULT, the server's words and its answer as data, when the server keeps no such result", async () => {
    const answer = { content: [{ type: "text" as const, text: "No result r-1 is kept" }], isError: true };
    await expect(fetchStructuredContent(caller(answer), stripped)).rejects.toMatchObject({
      kind: "INVALID_RESULT",
      message: "view_result_get gave no structuredContent for result r-1: No result r-1 is kept",
      data: answer,
    });
  });
});
