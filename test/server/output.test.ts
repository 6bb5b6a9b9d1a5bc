// checkToolOutput: a tool's structuredContent checked against its output schema, an error result
// for anything that does not match.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkToolOutput, toolError } from "../../src/server/output.js";

const Output = z.object({ greeting: z.string(), unit: z.string().default("x") });

describe("checkToolOutput", () => {
  it("gives a valid result the schema's output (defaults applied) and that JSON as text when it had no content", async () => {
    const result = await checkToolOutput("greet", Output, { structuredContent: { greeting: "hi" } } as never);
    expect(result).toEqual({
      structuredContent: { greeting: "hi", unit: "x" },
      content: [{ type: "text", text: '{"greeting":"hi","unit":"x"}' }],
    });
  });

  it("gives a valid result without content the summary of the schema's output as its one text block", async () => {
    const summary = (output: Record<string, unknown>) => `${String(output.greeting)} (${String(output.unit)})`;
    const result = await checkToolOutput("greet", Output, { structuredContent: { greeting: "hi" } } as never, summary);
    expect(result).toEqual({ structuredContent: { greeting: "hi", unit: "x" }, content: [{ type: "text", text: "hi (x)" }] });
  });

  it("keeps the content a valid result came with", async () => {
    const content = [{ type: "text" as const, text: "Hello!" }];
    const result = await checkToolOutput("greet", Output, { content, structuredContent: { greeting: "hi", unit: "y" } });
    expect(result).toEqual({ content, structuredContent: { greeting: "hi", unit: "y" } });
  });

  it("drops the keys the schema drops", async () => {
    const result = await checkToolOutput("greet", Output, { content: [], structuredContent: { greeting: "hi", extra: 1 } });
    expect(result.structuredContent).toEqual({ greeting: "hi", unit: "x" });
  });

  it("turns structuredContent that does not match into an error result naming every failing path", async () => {
    const result = await checkToolOutput("greet", Output, { content: [], structuredContent: { greeting: 1, unit: 2 } });
    expect(result).toEqual(
      toolError(
        "Tool greet returned invalid structuredContent: structuredContent.greeting: Invalid input: expected string, received number; structuredContent.unit: Invalid input: expected string, received number",
      ),
    );
  });

  it("turns a result without structuredContent into an error result", async () => {
    expect(await checkToolOutput("greet", Output, { content: [] })).toEqual(
      toolError("Tool greet has an output schema but returned no structuredContent"),
    );
  });

  it("passes an error result unchecked", async () => {
    const error = { content: [{ type: "text" as const, text: "failed" }], isError: true };
    expect(await checkToolOutput("greet", Output, error)).toBe(error);
  });

  it("passes a 2.x input_required result unchecked: the call is not answered yet (2026-07-28's multi-round-trip request)", async () => {
    const asking = { resultType: "input_required", inputRequests: { name: { method: "elicitation/create", params: {} } } };
    expect(await checkToolOutput("greet", Output, asking as never)).toBe(asking);
  });
});

describe("toolError", () => {
  it("is an error result with one text block, as the MCP SDK makes them", () => {
    expect(toolError("no")).toEqual({ content: [{ type: "text", text: "no" }], isError: true });
  });
});
