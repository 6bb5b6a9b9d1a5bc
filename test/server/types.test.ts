// Type-level tests of typed app tools, server and view (checked by `tsc -p tsconfig.json`: each line
// marked to expect an error must fail to compile, else tsc reports the unused directive).
import { describe, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult as SdkCallToolResult } from "@modelcontextprotocol/sdk/types.js";
import {
  App,
  validateToolResult,
  type CallToolResult,
  type ContentBlock,
  type McpUiToolInputParams,
  type ToolArguments,
  type ToolInput,
  type ToolResult,
  type ToolsOf,
  type ToolTypes,
  type TypedApp,
  type TypedCallServerTool,
  type WithTypedCalls,
} from "../../src/index.js";
import { defineAppTool, registerAppTool, type AppToolDefinition } from "../../src/server/index.js";
import type * as tools from "./fixtures/tools.js";
import type { greet, history, reset } from "./fixtures/tools.js";

/** Type-checks `fn` without running it. */
const typeOnly = (_fn: () => unknown): void => {};
const server = new McpServer({ name: "types", version: "1.0.0" });
const app = new App({ name: "types", version: "1.0.0" }, {}, { autoResize: false });
const input = z.object({ name: z.string() });
const output = z.object({ greeting: z.string() });

describe("defineAppTool", () => {
  it("keeps the literal name and the schemas in the definition's type", () => {
    const def = defineAppTool({ name: "hello", inputSchema: input, outputSchema: output, ui: { resourceUri: "ui://a/b.html" } });
    expectTypeOf(def).toEqualTypeOf<AppToolDefinition<"hello", typeof input, typeof output, undefined>>();
    expectTypeOf(def.name).toEqualTypeOf<"hello">();
  });

  it("refuses a definition without ui.resourceUri, with a non-ui:// URI or with a schema that is not an object", () => {
    typeOnly(() => {
      // @ts-expect-error ui is required
      defineAppTool({ name: "a", inputSchema: input });
      // @ts-expect-error ui.resourceUri is required
      defineAppTool({ name: "a", ui: { visibility: ["app"] } });
      // @ts-expect-error the URI must use the ui:// scheme
      defineAppTool({ name: "a", ui: { resourceUri: "https://a.example/view.html" } });
      // @ts-expect-error an input schema is a z.object()
      defineAppTool({ name: "a", inputSchema: z.string(), ui: { resourceUri: "ui://a/b" } });
      // @ts-expect-error visibility is "model" or "app"
      defineAppTool({ name: "a", ui: { resourceUri: "ui://a/b", visibility: ["user"] } });
    });
  });
});

describe("a typed tool's text for the model", () => {
  const bare = defineAppTool({ name: "bare", outputSchema: output, ui: { resourceUri: "ui://a/b.html" } });
  const summarized = defineAppTool({
    name: "summarized",
    outputSchema: output,
    summary: (out) => {
      expectTypeOf(out).toEqualTypeOf<{ greeting: string }>();
      return out.greeting;
    },
    ui: { resourceUri: "ui://a/b.html" },
  });

  it("is the handler's content when the definition has no summary: a result of structuredContent alone does not compile", () =>
    typeOnly(() => {
      // @ts-expect-error a typed tool without a summary needs content for the model
      registerAppTool(server, bare, () => ({ structuredContent: { greeting: "hi" } }));
      registerAppTool(server, bare, () => ({ content: [{ type: "text", text: "Said hi" }], structuredContent: { greeting: "hi" } }));
    }));

  it("may be left to the definition's summary, typed from the output schema", () =>
    typeOnly(() => {
      expectTypeOf(summarized.summary).toEqualTypeOf<(out: { greeting: string }) => string>();
      registerAppTool(server, summarized, () => ({ structuredContent: { greeting: "hi" } }));
      // @ts-expect-error a summary returns a string
      defineAppTool({ name: "a", outputSchema: output, summary: () => 3, ui: { resourceUri: "ui://a/b" } });
      // @ts-expect-error without an output schema there is nothing to summarize
      defineAppTool({ name: "a", summary: () => "hi", ui: { resourceUri: "ui://a/b" } });
    }));
});

describe("registerAppTool, server side", () => {
  it("types the handler's arguments from the input schema (after parsing: defaults applied)", () => {
    typeOnly(() =>
      registerAppTool(server, {} as typeof greet, (args, extra) => {
        expectTypeOf(args).toEqualTypeOf<{ name: string; times: number }>();
        expectTypeOf(extra.signal).toEqualTypeOf<AbortSignal>();
        return { structuredContent: { greeting: args.name, length: args.name.length } };
      }),
    );
  });

  it("takes (extra) without an input schema, and any CallToolResult without an output schema", () => {
    typeOnly(() =>
      registerAppTool(server, {} as typeof reset, (extra) => {
        expectTypeOf(extra.requestId).not.toBeAny();
        return { content: [{ type: "text", text: "cleared" }] };
      }),
    );
  });

  it("refuses a wrong or missing structuredContent, but takes an error result", () => {
    typeOnly(() => {
      // @ts-expect-error greeting must be a string
      registerAppTool(server, {} as typeof greet, () => ({ structuredContent: { greeting: 1, length: 1 } }));
      // @ts-expect-error length is missing
      registerAppTool(server, {} as typeof greet, () => ({ structuredContent: { greeting: "hi" } }));
      // @ts-expect-error a successful result needs structuredContent
      registerAppTool(server, {} as typeof greet, () => ({ content: [{ type: "text" as const, text: "hi" }] }));
      // @ts-expect-error args has no field "nom"
      registerAppTool(server, {} as typeof greet, ({ nom }) => ({ structuredContent: { greeting: nom, length: 0 } }));
      registerAppTool(server, {} as typeof greet, async () => ({
        content: [{ type: "text" as const, text: "no" }],
        isError: true as const,
      }));
    });
  });

  it("keeps the official form: (server, name, config, handler) with _meta.ui or the legacy key", () => {
    typeOnly(() => {
      registerAppTool(server, "official", { inputSchema: input, _meta: { ui: { resourceUri: "ui://a/b" } } }, (args) => {
        expectTypeOf(args).toEqualTypeOf<{ name: string }>();
        return { content: [] } satisfies SdkCallToolResult;
      });
      registerAppTool(server, "legacy", { _meta: { "ui/resourceUri": "ui://a/b" } }, () => ({ content: [] }));
      // @ts-expect-error the official form needs _meta
      registerAppTool(server, "no-meta", { description: "x" }, () => ({ content: [] }));
    });
  });
});

describe("callServerTool<typeof tool>, view side", () => {
  it("checks the name and the arguments, and types structuredContent from the output schema", () => {
    typeOnly(async () => {
      const result = await app.callServerTool<typeof greet>({ name: "greet", arguments: { name: "Ada" } });
      expectTypeOf(result).toEqualTypeOf<ToolResult<typeof greet>>();
      if (result.isError) {
        expectTypeOf(result.structuredContent).toEqualTypeOf<unknown>();
        return;
      }
      expectTypeOf(result.structuredContent).toEqualTypeOf<{ greeting: string; length: number } | undefined>();
      expectTypeOf(result.content).toEqualTypeOf<ContentBlock[]>();
    });
  });

  it("makes a wrong name, wrong or missing arguments and a wrong use of the result compile errors", () => {
    typeOnly(async () => {
      // @ts-expect-error the tool is greet
      void app.callServerTool<typeof greet>({ name: "greeet", arguments: { name: "Ada" } });
      // @ts-expect-error name must be a string
      void app.callServerTool<typeof greet>({ name: "greet", arguments: { name: 1 } });
      // @ts-expect-error greet needs arguments
      void app.callServerTool<typeof greet>({ name: "greet" });
      // @ts-expect-error greet has no argument "nme"
      void app.callServerTool<typeof greet>({ name: "greet", arguments: { nme: "Ada" } });
      const result = await app.callServerTool<typeof greet>({ name: "greet", arguments: { name: "Ada", times: 2 } });
      // @ts-expect-error structuredContent is undefined on an error result: check isError first
      void result.structuredContent.greeting;
      if (!result.isError) {
        // @ts-expect-error a host may drop structuredContent: a successful result may have none
        void result.structuredContent.greeting;
        // @ts-expect-error greeting is a string
        result.structuredContent?.greeting.toFixed();
        // @ts-expect-error there is no "count" in the output
        void result.structuredContent?.count;
      }
    });
  });

  it("lets arguments be left out when the tool needs none, and keeps the plain result without an output schema", () => {
    typeOnly(async () => {
      expectTypeOf(await app.callServerTool<typeof reset>({ name: "reset" })).toEqualTypeOf<CallToolResult>();
      expectTypeOf(await app.callServerTool<typeof history>({ name: "history" })).toEqualTypeOf<ToolResult<typeof history>>();
      void app.callServerTool<typeof history>({ name: "history", arguments: { limit: 3 } });
      // @ts-expect-error reset takes no arguments
      void app.callServerTool<typeof reset>({ name: "reset", arguments: { all: true } });
    });
  });

  it("leaves the untyped call exactly as it was", () => {
    typeOnly(() => {
      expectTypeOf(app.callServerTool({ name: "anything", arguments: { x: 1 } })).toEqualTypeOf<Promise<CallToolResult>>();
      expectTypeOf(app.callServerTool({ name: "anything" }, { timeout: 5 })).toEqualTypeOf<Promise<CallToolResult>>();
      // @ts-expect-error still not a bare tool name
      void app.callServerTool("anything");
    });
  });
});

describe("TypedApp<typeof tools>: every tool of a server", () => {
  it("picks the tool by name: its arguments and its result", () => {
    expectTypeOf<ToolsOf<typeof tools>>().toEqualTypeOf<typeof greet | typeof reset | typeof history>();
    typeOnly(async () => {
      const typed = app as TypedApp<typeof tools>;
      expectTypeOf(await typed.callServerTool({ name: "greet", arguments: { name: "Ada" } })).toEqualTypeOf<ToolResult<typeof greet>>();
      expectTypeOf(await typed.callServerTool({ name: "reset" })).toEqualTypeOf<CallToolResult>();
      // @ts-expect-error no tool is named VERSION
      void typed.callServerTool({ name: "VERSION" });
      // @ts-expect-error greet's arguments, not history's
      void typed.callServerTool({ name: "greet", arguments: { limit: 1 } });
      // a TypedApp is still an App
      const plain: App = typed;
      void plain;
    });
  });
});

describe("the types the hooks take", () => {
  it("types a tool input, a tool result and a typed call function", () => {
    expectTypeOf<ToolInput<typeof greet>>().toEqualTypeOf<{ arguments?: { name: string; times?: number | undefined } }>();
    expectTypeOf<ToolArguments<typeof greet>>().toEqualTypeOf<{ name: string; times?: number | undefined }>();
    typeOnly(async () => {
      const call = {} as TypedCallServerTool<typeof greet>;
      expectTypeOf(await call({ name: "greet", arguments: { name: "Ada" } })).toEqualTypeOf<ToolResult<typeof greet>>();
      // @ts-expect-error name must be a string
      void call({ name: "greet", arguments: { name: 1 } });
    });
  });

  it("types useCallServerTool's return for one tool or a map, and leaves it as it is for the bare ToolTypes", () => {
    type Base = {
      call: (params: { name: string }) => Promise<CallToolResult>;
      result: CallToolResult | undefined;
      status: "idle" | "pending";
    };
    expectTypeOf<WithTypedCalls<Base, ToolTypes>>().toEqualTypeOf<Base>();
    expectTypeOf<WithTypedCalls<Base, typeof greet>["call"]>().toEqualTypeOf<TypedCallServerTool<typeof greet>>();
    expectTypeOf<WithTypedCalls<Base, typeof greet>["result"]>().toEqualTypeOf<ToolResult<typeof greet> | undefined>();
    expectTypeOf<WithTypedCalls<Base, typeof tools>["result"]>().toEqualTypeOf<
      ToolResult<typeof greet> | CallToolResult | ToolResult<typeof history> | undefined
    >();
    expectTypeOf<WithTypedCalls<Base, typeof greet>["status"]>().toEqualTypeOf<"idle" | "pending">();
  });

  it("gives the untyped shapes for the bare ToolTypes (the hooks' default)", () => {
    expectTypeOf<ToolInput<ToolTypes>>().toEqualTypeOf<McpUiToolInputParams>();
    expectTypeOf<ToolResult<ToolTypes>>().toEqualTypeOf<CallToolResult>();
    expectTypeOf<ToolArguments<ToolTypes>>().toEqualTypeOf<Record<string, unknown>>();
  });
});

describe("validateToolResult", () => {
  it("types the checked result from the schema it was given", () => {
    typeOnly(async () => {
      const checked = await validateToolResult({ content: [] }, output);
      if (!checked.isError) expectTypeOf(checked.structuredContent).toEqualTypeOf<{ greeting: string }>();
    });
  });
});
