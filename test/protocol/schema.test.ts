// Standard Schema at run time on its own: telling a schema from other values, validating against
// one (the parsed value, or INVALID_PARAMS naming every issue), and describing issues by path.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { AppError } from "../../src/index.js";
import { describeIssues, isStandardSchema, validate } from "../../src/protocol/schema.js";

describe("isStandardSchema", () => {
  it("is true for a zod schema and for any object with a ~standard member", () => {
    expect([isStandardSchema(z.string()), isStandardSchema({ "~standard": {} })]).toEqual([true, true]);
  });

  it.each([
    ["null", null],
    ["a plain object", { validate: () => {} }],
    ["a string", "~standard"],
    ["a function", () => {}],
  ])("is false for %s", (_, value) => {
    expect(isStandardSchema(value)).toBe(false);
  });
});

describe("validate", () => {
  const Point = z.object({ x: z.number(), tags: z.array(z.string()).default([]) });

  it("resolves with the schema's parsed value", async () => {
    await expect(validate(Point, { x: 1 }, "Invalid point")).resolves.toEqual({ x: 1, tags: [] });
  });

  it("rejects INVALID_PARAMS whose message is `what` and every issue with its path, and whose data is the issues", async () => {
    const error = await validate(Point, { x: "1", tags: [2] }, "Invalid point").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      kind: "INVALID_PARAMS",
      message: "Invalid point: x: Invalid input: expected number, received string; tags.0: Invalid input: expected string, received number",
      data: [expect.objectContaining({ path: ["x"] }), expect.objectContaining({ path: ["tags", 0] })],
    });
  });

  it("carries the JSON-RPC code it is given, for the peer's answer", async () => {
    await expect(validate(Point, {}, "Invalid params for x/y", -32602)).rejects.toMatchObject({ kind: "INVALID_PARAMS", code: -32602 });
  });

  it("awaits an asynchronous schema", async () => {
    const later: StandardSchemaV1<unknown, string> = {
      "~standard": { version: 1, vendor: "test", validate: async (value) => ({ value: `got ${String(value)}` }) },
    };
    await expect(validate(later, 1, "Invalid")).resolves.toBe("got 1");
  });
});

describe("describeIssues", () => {
  it("joins each issue as `path: message`, the path's keys joined by dots", () => {
    expect(
      describeIssues([
        { message: "Required", path: ["a", "b"] },
        { message: "Too short", path: ["c", 0] },
      ]),
    ).toBe("a.b: Required; c.0: Too short");
  });

  it("gives an issue without a path as its message alone", () => {
    expect(describeIssues([{ message: "Expected an object" }])).toBe("Expected an object");
  });

  it("reads path segments given as { key } objects", () => {
    expect(describeIssues([{ message: "Bad", path: [{ key: "a" }, { key: 1 }] }])).toBe("a.1: Bad");
  });

  it("starts every path with `root` when given, the root alone for an issue without a path", () => {
    expect(describeIssues([{ message: "Bad", path: ["n"] }, { message: "Expected an object" }], "structuredContent")).toBe(
      "structuredContent.n: Bad; structuredContent: Expected an object",
    );
  });
});
