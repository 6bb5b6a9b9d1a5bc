// Type-level tests of ChatGPT's `_meta["openai/ui"]` on tools and UI resources (checked by
// `tsc -p tsconfig.json`: each line marked to expect an error must fail to compile).
import { describe, expectTypeOf, it } from "vitest";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Icon } from "@modelcontextprotocol/sdk/types.js";
import {
  defineAppTool,
  registerAppResource,
  registerAppTool,
  registerWidgetResource,
  type AppToolMeta,
  type OpenAiUiEntrypoint,
  type OpenAiUiResourceMeta,
  type OpenAiUiToolMeta,
} from "../../src/server/index.js";

/** Type-checks `fn` without running it. */
const typeOnly = (_fn: () => unknown): void => {};
const server = new McpServer({ name: "types", version: "1.0.0" });
const ui = { resourceUri: "ui://cad/library.html" } as const;
const handler = () => ({ content: [] });
const read = () => ({ contents: [] });

describe("OpenAiUiToolMeta", () => {
  it('is the tool\'s _meta["openai/ui"], and its entrypoints are told apart by type', () => {
    expectTypeOf<AppToolMeta["openai/ui"]>().toEqualTypeOf<OpenAiUiToolMeta | undefined>();
    expectTypeOf<OpenAiUiToolMeta["preferredModelDisplayMode"]>().toEqualTypeOf<"inline" | "fullscreen" | undefined>();
    expectTypeOf<OpenAiUiEntrypoint["type"]>().toEqualTypeOf<"global" | "thread" | "file" | "settings">();
    expectTypeOf<Extract<OpenAiUiEntrypoint, { type: "file" }>>().toEqualTypeOf<{ type: "file"; extensions: string[] }>();
    expectTypeOf<NonNullable<Extract<OpenAiUiEntrypoint, { type: "global" }>["quickAction"]>["icons"][number]>().toEqualTypeOf<Icon>();
  });

  it("is taken by defineAppTool, with every entrypoint", () => {
    typeOnly(() =>
      defineAppTool({
        name: "cad.library",
        ui,
        _meta: {
          "openai/ui": {
            entrypoints: [
              {
                type: "global",
                quickAction: { title: "New", icons: [{ src: "https://a/i.svg" }], target: { type: "tool", name: "cad.new" } },
              },
              { type: "thread" },
              { type: "file", extensions: [".stl"] },
              { type: "settings", searchTerms: ["units"] },
            ],
            preferredModelDisplayMode: "fullscreen",
          },
          other: 1,
        },
      }),
    );
  });

  it("makes a wrong entrypoint type, a file entrypoint without extensions and pip compile errors in defineAppTool", () => {
    typeOnly(() => {
      // @ts-expect-error no entrypoint is of type "sidebar"
      defineAppTool({ name: "a", ui, _meta: { "openai/ui": { entrypoints: [{ type: "sidebar" }] } } });
      // @ts-expect-error a file entrypoint needs its extensions
      defineAppTool({ name: "a", ui, _meta: { "openai/ui": { entrypoints: [{ type: "file" }] } } });
      // @ts-expect-error ChatGPT has no pip display mode
      defineAppTool({ name: "a", ui, _meta: { "openai/ui": { preferredModelDisplayMode: "pip" } } });
    });
  });

  it("makes a quick action without icons a compile error", () => {
    const target = { type: "tool", name: "cad.new" } as const;
    // @ts-expect-error a quick action has at least one icon
    const entrypoint: OpenAiUiEntrypoint = { type: "global", quickAction: { title: "New", icons: [], target } };
    void entrypoint;
  });

  it("makes the same misuses compile errors in registerAppTool's official form", () => {
    typeOnly(() => {
      registerAppTool(server, "ok", { _meta: { ui, "openai/ui": { entrypoints: [{ type: "thread" }] } } }, handler);
      registerAppTool(
        server,
        "legacy",
        { _meta: { "ui/resourceUri": ui.resourceUri, "openai/ui": { preferredModelDisplayMode: "inline" } } },
        handler,
      );
      // @ts-expect-error no entrypoint is of type "sidebar"
      registerAppTool(server, "a", { _meta: { ui, "openai/ui": { entrypoints: [{ type: "sidebar" }] } } }, handler);
      // @ts-expect-error a file entrypoint needs its extensions
      registerAppTool(server, "a", { _meta: { ui, "openai/ui": { entrypoints: [{ type: "file" }] } } }, handler);
      // @ts-expect-error ChatGPT has no pip display mode
      registerAppTool(server, "a", { _meta: { ui, "openai/ui": { preferredModelDisplayMode: "pip" } } }, handler);
    });
  });
});

describe("OpenAiUiResourceMeta", () => {
  it("is registerWidgetResource's openai option and registerAppResource's _meta[\"openai/ui\"]", () => {
    expectTypeOf<OpenAiUiResourceMeta>().toEqualTypeOf<{
      availableDisplayModes?: ("inline" | "fullscreen")[];
      preferredDisplayMode?: "inline" | "fullscreen";
    }>();
    typeOnly(() => {
      registerWidgetResource(server, ui.resourceUri, { html: "", openai: { availableDisplayModes: ["inline", "fullscreen"] } });
      registerAppResource(server, "R", ui.resourceUri, { _meta: { "openai/ui": { preferredDisplayMode: "fullscreen" } } }, read);
    });
  });

  it("makes pip a compile error in either", () => {
    typeOnly(() => {
      // @ts-expect-error ChatGPT has no pip display mode
      registerWidgetResource(server, ui.resourceUri, { html: "", openai: { availableDisplayModes: ["pip"] } });
      // @ts-expect-error ChatGPT has no pip display mode
      registerWidgetResource(server, ui.resourceUri, { html: "", openai: { preferredDisplayMode: "pip" } });
      // @ts-expect-error ChatGPT has no pip display mode
      registerAppResource(server, "R", ui.resourceUri, { _meta: { "openai/ui": { preferredDisplayMode: "pip" } } }, read);
    });
  });
});
