// ToolRegistry: the tools a view offers to its host, with Standard Schema validation.
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { HandlerContext } from "../../src/index.js";
import { ToolRegistry } from "../../src/app/view-tools.js";

const signal = new AbortController().signal;
const ctx: HandlerContext = { requestId: 1, signal, mcpReq: { id: 1, signal } };

describe("ToolRegistry", () => {
  it("lists enabled tools with their metadata and an empty object schema by default", () => {
    const registry = new ToolRegistry(() => {});
    registry.register("a", { title: "A", description: "d", annotations: { readOnlyHint: true }, _meta: { k: 1 } }, () => ({ content: [] }));
    registry.register("b", {}, () => ({ content: [] })).disable();
    expect(registry.list()).toEqual({
      tools: [
        {
          name: "a",
          title: "A",
          description: "d",
          annotations: { readOnlyHint: true },
          _meta: { k: 1 },
          inputSchema: { type: "object", properties: {} },
        },
      ],
    });
    // The disabled tool is still registered: its name is taken.
    expect(() => registry.register("b", {}, () => ({ content: [] }))).toThrow("Tool b is already registered");
  });

  it("derives draft-2020-12 JSON Schemas from zod input and output schemas", () => {
    const registry = new ToolRegistry(() => {});
    registry.register("t", { inputSchema: z.object({ n: z.number() }), outputSchema: z.object({ s: z.string() }) }, () => ({
      content: [],
      structuredContent: { s: "" },
    }));
    const [tool] = registry.list().tools;
    expect(tool!.inputSchema).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { n: { type: "number" } },
      required: ["n"],
    });
    expect(tool!.outputSchema).toMatchObject({ type: "object", properties: { s: { type: "string" } } });
  });

  it("calls a schema-less tool with the context only", async () => {
    const registry = new ToolRegistry(() => {});
    const cb = vi.fn(() => ({ content: [] }));
    registry.register("t", {}, cb);
    await registry.call({ name: "t", arguments: { ignored: 1 } }, ctx);
    expect(cb.mock.calls).toEqual([[ctx]]);
  });

  it("calls a tool with its parsed input and the context", async () => {
    const registry = new ToolRegistry(() => {});
    const cb = vi.fn((args: { n: number }) => ({ content: [], structuredContent: { double: args.n * 2 } }));
    registry.register("t", { inputSchema: z.object({ n: z.coerce.number() }) }, cb);
    await expect(registry.call({ name: "t", arguments: { n: "21" } }, ctx)).resolves.toEqual({
      content: [],
      structuredContent: { double: 42 },
    });
    expect(cb.mock.calls).toEqual([[{ n: 21 }, ctx]]);
  });

  it("validates missing arguments as {}", async () => {
    const registry = new ToolRegistry(() => {});
    registry.register("t", { inputSchema: z.object({ n: z.number() }) }, () => ({ content: [] }));
    await expect(registry.call({ name: "t" }, ctx)).rejects.toThrow(/^Invalid input for tool t: n: /);
  });

  it("throws the official messages for unknown and disabled tools", async () => {
    const registry = new ToolRegistry(() => {});
    const tool = registry.register("t", {}, () => ({ content: [] }));
    tool.disable();
    expect(() => registry.call({ name: "nope" }, ctx)).toThrow("Tool nope not found");
    await expect(registry.call({ name: "t" }, ctx)).rejects.toThrow("Tool t is disabled");
    await expect(tool.handler({}, ctx)).rejects.toThrow("Tool t is disabled");
  });

  it("refuses a name that is already registered, as the official does", () => {
    const registry = new ToolRegistry(() => {});
    registry.register("t", {}, () => ({ content: [] }));
    expect(() => registry.register("t", {}, () => ({ content: [] }))).toThrow("Tool t is already registered");
  });

  it("lets a handle act only on its own registration: a stale remove() leaves a later tool of the same name", () => {
    const changed = vi.fn();
    const registry = new ToolRegistry(changed);
    const old = registry.register("t", { description: "old" }, () => ({ content: [] }));
    old.remove();
    registry.register("t", { description: "new" }, () => ({ content: [] }));
    changed.mockClear();
    old.remove();
    expect(registry.list().tools.map((t) => t.description)).toEqual(["new"]);
    expect(changed).not.toHaveBeenCalled();
  });

  it("answers with the output schema's parsed value as structuredContent", async () => {
    const registry = new ToolRegistry(() => {});
    const outputSchema = z.object({ n: z.coerce.number(), tag: z.string().default("x") });
    registry.register("t", { outputSchema }, () => ({ content: [], structuredContent: { n: "5" } }));
    await expect(registry.call({ name: "t" }, ctx)).resolves.toEqual({ content: [], structuredContent: { n: 5, tag: "x" } });
  });

  it("fails tools/list for a schema that cannot give a JSON Schema, as the official does", () => {
    const registry = new ToolRegistry(() => {});
    const bare = { "~standard": { version: 1, vendor: "bare", validate: (value: unknown) => ({ value }) } } as const;
    registry.register("t", { inputSchema: bare }, () => ({ content: [] }));
    expect(() => registry.list()).toThrow(
      "Schema (vendor: bare) does not implement Standard JSON Schema (~standard.jsonSchema), so tools/list cannot describe it",
    );
  });

  it("skips output validation for an isError result", async () => {
    const registry = new ToolRegistry(() => {});
    registry.register("t", { outputSchema: z.object({ s: z.string() }) }, () => ({
      content: [{ type: "text", text: "failed" }],
      isError: true as const,
    }));
    await expect(registry.call({ name: "t" }, ctx)).resolves.toEqual({ content: [{ type: "text", text: "failed" }], isError: true });
  });

  it("reports every enable, disable, update and remove to its changed callback", () => {
    const changed = vi.fn();
    const registry = new ToolRegistry(changed);
    const tool = registry.register("t", {}, () => ({ content: [] }));
    expect(changed).not.toHaveBeenCalled();
    tool.disable();
    tool.enable();
    tool.update({ description: "x" });
    tool.remove();
    tool.remove();
    expect(changed).toHaveBeenCalledTimes(4);
    expect(registry.list()).toEqual({ tools: [] });
  });
});
