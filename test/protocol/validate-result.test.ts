// validateToolResult on its own: a tool result's structuredContent checked against a schema the
// view passes in, INVALID_RESULT naming every failing path, error results passed unchecked.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, validateToolResult, type CallToolResult } from "../../src/index.js";

const Output = z.object({ greeting: z.string(), length: z.number().default(0) });

describe("validateToolResult", () => {
  it("resolves with the result carrying the schema's output", async () => {
    const result: CallToolResult = { content: [], structuredContent: { greeting: "hi" } };
    await expect(validateToolResult(result, Output)).resolves.toEqual({ content: [], structuredContent: { greeting: "hi", length: 0 } });
  });

  it("rejects INVALID_RESULT naming the tool and every failing path, with the result as data", async () => {
    const result: CallToolResult = { content: [], structuredContent: { greeting: 1, length: "x" } };
    const error = await validateToolResult(result, Output, "greet").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      kind: "INVALID_RESULT",
      message:
        "Invalid result from tool greet: structuredContent.greeting: Invalid input: expected string, received number; structuredContent.length: Invalid input: expected number, received string",
      data: result,
    });
  });

  it("names no tool when given none", async () => {
    await expect(validateToolResult({ content: [] }, Output)).rejects.toMatchObject({
      message: "Invalid result: structuredContent: Invalid input: expected object, received undefined",
    });
  });

  it("passes an error result unchecked", async () => {
    const result: CallToolResult = { content: [{ type: "text", text: "failed" }], isError: true };
    await expect(validateToolResult(result, Output)).resolves.toBe(result);
  });
});
