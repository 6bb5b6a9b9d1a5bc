// The shape check of the test host's tool-input methods on its own: { arguments: { … } }, and an
// error that says what was given instead.
import { describe, expect, it } from "vitest";
import { checkToolInput } from "../../src/testing/tool-input.js";

const expected = (got: string) => `sendToolInput takes { arguments: { … } }, the tool's arguments under "arguments"; got ${got}`;

describe("checkToolInput", () => {
  it.each([
    ["arguments", { arguments: { a: 1 } }],
    ["arguments and _meta", { arguments: {}, _meta: { k: 1 } }],
    ["no arguments", {}],
  ])("accepts %s", (_, params) => {
    expect(() => checkToolInput("sendToolInput", params)).not.toThrow();
  });

  it.each([
    ["the arguments themselves", { a: 1 }, "an object with keys a"],
    ["an array", [1], "an array"],
    ["null", null, "null"],
    ["undefined", undefined, "undefined"],
    ["a string", "a", "a string"],
    ["arguments that are an array", { arguments: [1] }, "arguments that are an array"],
    ["arguments that are a number", { arguments: 1 }, "arguments that are a number"],
  ])("throws INVALID_PARAMS naming the expected shape for %s", (_, params, got) => {
    expect(() => checkToolInput("sendToolInput", params)).toThrow(
      expect.objectContaining({ name: "AppError", kind: "INVALID_PARAMS", message: expected(got) }),
    );
  });

  it("throws for no arguments when they are required, naming the method", () => {
    expect(() => checkToolInput("streamToolInput", {}, { required: true })).toThrow(
      `streamToolInput takes { arguments: { … } }, the tool's arguments under "arguments"; got no arguments`,
    );
  });
});
