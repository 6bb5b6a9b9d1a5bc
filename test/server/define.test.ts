// defineAppTool at run time: a plain definition back, and a clear AppError for bad input.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineAppTool, type AppToolDefinitionInit } from "../../src/server/index.js";

type Init = AppToolDefinitionInit<string, undefined, undefined>;
const define = (init: unknown) => () => defineAppTool(init as Init);

describe("defineAppTool", () => {
  it("returns a plain copy of the definition", () => {
    const init = { name: "greet", inputSchema: z.object({ name: z.string() }), ui: { resourceUri: "ui://greeter/view.html" as const } };
    const definition = defineAppTool(init);
    expect(definition).toEqual(init);
    expect(definition).not.toBe(init);
    expect(Object.getPrototypeOf(definition)).toBe(Object.prototype);
  });

  it("throws for a summary that is no function, or one without an outputSchema to summarize", () => {
    const ui = { resourceUri: "ui://a/b" } as const;
    const message = "Tool greet: summary must be a function of the output, beside an outputSchema";
    const output = z.object({ n: z.number() });
    expect(define({ name: "greet", ui, outputSchema: output, summary: "3 items" })).toThrow(
      expect.objectContaining({ kind: "INVALID_PARAMS", message }),
    );
    expect(define({ name: "greet", ui, summary: () => "3 items" })).toThrow(expect.objectContaining({ kind: "INVALID_PARAMS", message }));
    expect(defineAppTool({ name: "greet", ui, outputSchema: output, summary: ({ n }) => `${n} items` }).summary?.({ n: 3 })).toBe(
      "3 items",
    );
  });

  it("throws an AppError for an empty or missing name, and for no definition at all", () => {
    for (const init of [{ name: "", ui: { resourceUri: "ui://a/b" } }, { ui: { resourceUri: "ui://a/b" } }, undefined, null]) {
      expect(define(init), JSON.stringify(init)).toThrow(
        expect.objectContaining({ name: "AppError", kind: "INVALID_PARAMS", message: "defineAppTool() needs a non-empty name" }),
      );
    }
  });

  it("throws for a missing or malformed ui.resourceUri, naming the tool", () => {
    for (const ui of [
      undefined,
      {},
      { resourceUri: 42 },
      { resourceUri: "ui://" },
      { resourceUri: "ui://a/b c" },
      { resourceUri: "http://a/b" },
    ]) {
      expect(define({ name: "greet", ui }), JSON.stringify(ui)).toThrow(
        expect.objectContaining({
          kind: "INVALID_PARAMS",
          message: expect.stringMatching(/^Tool greet: ui\.resourceUri: .* is not a well-formed ui:\/\/ URI/),
        }),
      );
    }
  });

  it("throws for a schema that is not a Standard Schema (a raw zod shape, say)", () => {
    expect(define({ name: "greet", inputSchema: { name: z.string() }, ui: { resourceUri: "ui://a/b" } })).toThrow(
      "Tool greet: inputSchema must be a zod object schema (z.object({ … }))",
    );
    expect(define({ name: "greet", outputSchema: "string", ui: { resourceUri: "ui://a/b" } })).toThrow(/Tool greet: outputSchema must be/);
  });
});
