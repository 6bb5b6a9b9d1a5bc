// @vitest-environment node
// ChatGPT's `_meta["openai/ui"]` (openai/mcp-extensions docs/spec.md) on a real McpServer of each SDK
// generation, seen from a client of its own: tools keep theirs beside `_meta.ui`, UI resources list
// and read theirs; malformed metadata throws when the tool is defined or registered, naming the field.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  defineAppTool,
  registerAppResource,
  registerAppTool,
  registerWidgetResource,
  RESOURCE_MIME_TYPE,
  RESOURCE_URI_META_KEY,
  type OpenAiUiResourceMeta,
  type OpenAiUiToolMeta,
} from "../../src/server/index.js";
import { GENERATIONS } from "./generations.js";

const URI = "ui://cad/library.html";
const HTML = "<!doctype html><p>library</p>";
const toolMeta: OpenAiUiToolMeta = {
  entrypoints: [
    {
      type: "global",
      quickAction: {
        title: "New part",
        icons: [{ src: "https://cad.example/part.svg", mimeType: "image/svg+xml", theme: "light" }],
        target: { type: "tool", name: "cad.new", arguments: { kind: "bolt" } },
      },
    },
    { type: "thread" },
    { type: "file", extensions: [".stl", ".step"] },
    { type: "settings", searchTerms: ["units"] },
  ],
  preferredModelDisplayMode: "fullscreen",
};
const resourceMeta: OpenAiUiResourceMeta = { availableDisplayModes: ["inline", "fullscreen"], preferredDisplayMode: "inline" };
const noServer = { registerTool: () => ({}) as never, registerResource: () => ({}) as never };
const handler = () => ({ content: [] });
const read = () => ({ contents: [] });

/** Defines a tool whose `_meta["openai/ui"]` is `meta`, as JavaScript or a bad cast could. */
const defining = (meta: unknown) => () =>
  defineAppTool({ name: "cad.library", ui: { resourceUri: URI }, _meta: { "openai/ui": meta as never } });

describe.each(GENERATIONS)('tools: _meta["openai/ui"] on $name', (generation) => {
  it("lists the tool's entrypoints unchanged beside _meta.ui, from a definition and from the official form", async () => {
    const library = defineAppTool({
      name: "cad.library",
      inputSchema: z.object({}),
      ui: { resourceUri: URI },
      _meta: { "openai/ui": toolMeta },
    });
    const client = await generation.connect((server) => {
      registerAppTool(server, library, () => ({ content: [] }));
      registerAppTool(
        server,
        "cad.tray",
        { _meta: { ui: { resourceUri: URI }, "openai/ui": { entrypoints: [{ type: "thread" }] } } },
        handler,
      );
    });
    const metas = Object.fromEntries((await client.listTools()).tools.map((tool) => [tool.name, tool._meta]));
    expect(metas).toEqual({
      "cad.library": { ui: { resourceUri: URI }, [RESOURCE_URI_META_KEY]: URI, "openai/ui": toolMeta },
      "cad.tray": { ui: { resourceUri: URI }, [RESOURCE_URI_META_KEY]: URI, "openai/ui": { entrypoints: [{ type: "thread" }] } },
    });
  });
});

describe('tools: _meta["openai/ui"]', () => {
  it("throws for a file entrypoint extension that does not start with a dot, naming the field", () => {
    expect(defining({ entrypoints: [{ type: "thread" }, { type: "file", extensions: [".stl", "step"] }] })).toThrow(
      expect.objectContaining({
        name: "AppError",
        kind: "INVALID_PARAMS",
        message:
          'Tool cad.library: _meta["openai/ui"].entrypoints[1].extensions[1]: "step" is not a file extension starting with "." (such as ".stl")',
      }),
    );
  });

  it("throws for a file entrypoint without extensions and for an unknown entrypoint type", () => {
    expect(defining({ entrypoints: [{ type: "file" }] })).toThrow(
      'Tool cad.library: _meta["openai/ui"].entrypoints[0].extensions: undefined is not an array of file extensions',
    );
    expect(defining({ entrypoints: [{ type: "sidebar" }] })).toThrow(
      'Tool cad.library: _meta["openai/ui"].entrypoints[0].type: "sidebar" is not an entrypoint type ("global", "thread", "file" or "settings")',
    );
  });

  it("throws for the pip display mode, which ChatGPT does not support", () => {
    expect(defining({ preferredModelDisplayMode: "pip" })).toThrow(
      'Tool cad.library: _meta["openai/ui"].preferredModelDisplayMode: "pip" is not a ChatGPT display mode ("inline" or "fullscreen")',
    );
  });

  it("throws for entrypoints that are not an array and for metadata that is not an object", () => {
    expect(defining({ entrypoints: { type: "thread" } })).toThrow(
      'Tool cad.library: _meta["openai/ui"].entrypoints: {"type":"thread"} is not an array of entrypoints',
    );
    expect(defining("global")).toThrow('Tool cad.library: _meta["openai/ui"]: "global" is not an object');
  });

  it("throws for a quick action without icons, or whose target is not a named tool", () => {
    const global = (quickAction: unknown) => defining({ entrypoints: [{ type: "global", quickAction }] });
    const target = { type: "tool", name: "cad.new" };
    expect(global({ title: "New part", icons: [], target })).toThrow(
      'Tool cad.library: _meta["openai/ui"].entrypoints[0].quickAction.icons: [] is not an array of at least one icon',
    );
    expect(global({ title: "New part", icons: [{ href: "x" }], target })).toThrow(
      'Tool cad.library: _meta["openai/ui"].entrypoints[0].quickAction.icons[0].src: undefined is not a non-empty string',
    );
    expect(global({ title: " ", icons: [{ src: "x" }], target })).toThrow(/quickAction\.title: " " is not a non-empty string$/);
    expect(global({ title: "New part", icons: [{ src: "x" }], target: { type: "url", name: "x" } })).toThrow(
      /quickAction\.target\.type: "url" is not "tool"$/,
    );
    expect(global({ title: "New part", icons: [{ src: "x" }], target: { type: "tool" } })).toThrow(
      /quickAction\.target\.name: undefined is not a non-empty string$/,
    );
  });

  it("throws at registration too, in both the definition and the official form", () => {
    const bad = { "openai/ui": { entrypoints: [{ type: "settings", searchTerms: [""] }] } };
    expect(() => registerAppTool(noServer, "a", { _meta: { ui: { resourceUri: URI }, ...bad } as never }, handler)).toThrow(
      'Tool a: _meta["openai/ui"].entrypoints[0].searchTerms[0]: "" is not a non-empty string',
    );
    const definition = { name: "b", ui: { resourceUri: URI }, _meta: bad } as never;
    expect(() => registerAppTool(noServer, definition, handler)).toThrow(
      /^Tool b: _meta\["openai\/ui"\]\.entrypoints\[0\]\.searchTerms\[0\]/,
    );
  });

  it("lets keys it does not know through, for what ChatGPT adds later", () => {
    expect(defining({ entrypoints: [{ type: "thread", later: 1 }], later: true })).not.toThrow();
  });
});

describe.each(GENERATIONS)('UI resources: _meta["openai/ui"] on $name', (generation) => {
  it('registerWidgetResource lists and reads the openai option as _meta["openai/ui"] beside _meta.ui', async () => {
    const client = await generation.connect((server) =>
      registerWidgetResource(server, URI, { html: HTML, prefersBorder: true, openai: resourceMeta }),
    );
    const _meta = { ui: { prefersBorder: true }, "openai/ui": resourceMeta };
    expect((await client.listResources()).resources).toEqual([{ name: URI, uri: URI, mimeType: RESOURCE_MIME_TYPE, _meta }]);
    expect((await client.readResource({ uri: URI })).contents).toEqual([{ uri: URI, mimeType: RESOURCE_MIME_TYPE, text: HTML, _meta }]);
  });

  it("registerAppResource lists the config's _meta[\"openai/ui\"], and reads the content item's", async () => {
    const _meta = { "openai/ui": { availableDisplayModes: ["fullscreen"] } satisfies OpenAiUiResourceMeta };
    const client = await generation.connect((server) =>
      registerAppResource(server, "Library", URI, { _meta }, (uri) => ({ contents: [{ uri: uri.href, text: HTML, _meta }] })),
    );
    expect((await client.listResources()).resources).toEqual([{ name: "Library", uri: URI, mimeType: RESOURCE_MIME_TYPE, _meta }]);
    expect((await client.readResource({ uri: URI })).contents).toEqual([{ uri: URI, mimeType: RESOURCE_MIME_TYPE, text: HTML, _meta }]);
  });
});

describe('UI resources: _meta["openai/ui"]', () => {
  it("throws at registration for the pip display mode or a display mode list that is not one, naming the field", () => {
    const openai = { availableDisplayModes: ["inline", "pip"] } as never;
    expect(() => registerWidgetResource(noServer, URI, { html: HTML, openai })).toThrow(
      expect.objectContaining({
        kind: "INVALID_PARAMS",
        message: `Resource ${URI}: openai.availableDisplayModes[1]: "pip" is not a ChatGPT display mode ("inline" or "fullscreen")`,
      }),
    );
    expect(() =>
      registerAppResource(noServer, "R", URI, { _meta: { "openai/ui": { preferredDisplayMode: "pip" } as never } }, read),
    ).toThrow('Resource R: _meta["openai/ui"].preferredDisplayMode: "pip" is not a ChatGPT display mode ("inline" or "fullscreen")');
    expect(() => registerWidgetResource(noServer, URI, { html: HTML, openai: { availableDisplayModes: "inline" } as never })).toThrow(
      `Resource ${URI}: openai.availableDisplayModes: "inline" is not an array of display modes`,
    );
  });
});
