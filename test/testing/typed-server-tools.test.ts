// The test kit's server tools typed from the server's own tool definitions: `addServerTool(greet, …)`,
// `addServerTool<typeof greet>("greet", …)` and `tools<typeof import("./tools")>({ … })` type each
// handler's arguments from the tool's input schema and its result from the output schema (the lines
// marked to expect an error must fail to compile, else `tsc -p tsconfig.json` reports the unused
// directive), and at run time answer the view's calls by the definition's name.
import { describe, expect, expectTypeOf, it } from "vitest";
import { AppError, type CallToolResult } from "../../src/index.js";
import type { TestToolHandler } from "../../src/testing/index.js";
import * as tools from "../server/fixtures/tools.js";
import { greet, history, reset } from "../server/fixtures/tools.js";
import { connected, host } from "./support.js";

/** Type-checks `fn` without running it. */
const typeOnly = (_fn: () => unknown): void => {};

describe("typed server tools in the test kit", () => {
  it("types a handler's arguments and result from the definition it is given", () => {
    typeOnly(() => {
      const h = host();
      h.addServerTool(greet, (args) => {
        expectTypeOf(args).toEqualTypeOf<{ name: string; times?: number | undefined }>();
        return { content: [], structuredContent: { greeting: `Hello, ${args.name}`, length: 5 } };
      });
      // @ts-expect-error the output schema has no field `wrong`, and `length` is missing
      h.addServerTool(greet, () => ({ content: [], structuredContent: { greeting: "x", wrong: 1 } }));
      h.addServerTool(greet, (args) => {
        // @ts-expect-error greet takes no argument `age`
        void args.age;
        return { content: [], isError: true };
      });
      h.addServerTool<typeof history>("history", ({ limit }) => {
        expectTypeOf(limit).toEqualTypeOf<number | undefined>();
        return { content: [], structuredContent: { names: [] } };
      });
      // @ts-expect-error the name must be the definition's
      h.addServerTool<typeof history>("histories", () => ({ content: [], structuredContent: { names: [] } }));
      h.addServerTool(reset, (args) => {
        expectTypeOf(args).toEqualTypeOf<Record<string, never>>();
        return { content: [] };
      });
    });
  });

  it("types each handler of a tools() map by its tool's name, and refuses names that are no tool", () => {
    typeOnly(() => {
      const h = host();
      h.tools<typeof tools>({
        greet: ({ name }) => ({ content: [], structuredContent: { greeting: name, length: name.length } }),
        history: () => ({ content: [], structuredContent: { names: ["a"] } }),
      });
      h.tools<typeof tools>({
        // @ts-expect-error names must be strings
        history: () => ({ content: [], structuredContent: { names: [1] } }),
      });
      // @ts-expect-error there is no tool `greeet`
      h.tools<typeof tools>({ greeet: () => ({ content: [] }) });
    });
  });

  it("leaves untyped handlers as they were: any arguments, any result", () => {
    typeOnly(() => {
      const untyped: TestToolHandler = (args) => {
        expectTypeOf(args).toEqualTypeOf<Record<string, unknown>>();
        return { content: [], structuredContent: { anything: true } } satisfies CallToolResult;
      };
      host().addServerTool("anything", untyped);
      host().tools({ a: untyped, b: untyped });
    });
  });

  it("answers the view's call by the definition's name", async () => {
    const { host: h, app } = await connected();
    h.addServerTool(greet, ({ name }) => ({ content: [], structuredContent: { greeting: `Hello, ${name}`, length: 5 + name.length } }));
    const result = await app.callServerTool({ name: "greet", arguments: { name: "Ada" } });
    expect(result.structuredContent).toEqual({ greeting: "Hello, Ada", length: 8 });
  });

  it("answers by name from a typed tools() map", async () => {
    const { host: h, app } = await connected();
    h.tools<typeof tools>({ history: ({ limit }) => ({ content: [], structuredContent: { names: ["a", "b", "c"].slice(0, limit) } }) });
    const result = await app.callServerTool({ name: "history", arguments: { limit: 2 } });
    expect(result.structuredContent).toEqual({ names: ["a", "b"] });
  });

  it("refuses a definition without a name and a handler that is no function, with a typed error", () => {
    const h = host();
    expect(() => h.addServerTool({} as typeof greet, () => ({ content: [] }) as never)).toThrow(AppError);
    expect(() => h.addServerTool({} as typeof greet, () => ({ content: [] }) as never)).toThrow(/tool name or a tool definition/);
    expect(() => h.addServerTool("greet", undefined as never)).toThrow(/needs a handler function/);
  });
});
