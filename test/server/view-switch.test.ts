// @vitest-environment node
// registerAppTool's view switch on a real McpServer of each SDK generation, seen from a client of its
// own: `view: false` (in the official config, and as the definition form's fourth argument) lists the
// tool without the keys that name its view and nothing else changed; the tool answers on, off and
// switched; setView switches it at run time with notifications/tools/list_changed (over a connection;
// a server made per request of the 2026-07-28 revision reads its switch when it is made); the view's
// resource stays readable; and the handler's extra.ui says how each result is shown: in the view, as
// the text fallback, or as text to a client without MCP Apps.
import { describe, expect, it, vi } from "vitest";
import {
  EXTENSION_ID,
  RESOURCE_MIME_TYPE,
  RESOURCE_URI_META_KEY,
  registerAppTool,
  registerWidgetResource,
  type AppToolRegistered,
  type AppToolUiContext,
} from "../../src/server/index.js";
import { itWhere } from "../support/applies.js";
import { GREETER_URI, greet, reset } from "./fixtures/tools.js";
import { GENERATIONS, type AnyMcpServer, type ConnectOptions, type Generation } from "./generations.js";

/** A client that renders MCP Apps views, as a host declares it. */
const APPS_HOST: ConnectOptions = { capabilities: { extensions: { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } } } };
const META = {
  ui: { resourceUri: GREETER_URI },
  "openai/outputTemplate": GREETER_URI,
  "openai/ui": { entrypoints: [{ type: "thread" as const }] },
  "example.com/owner": "team-a",
};
const VIEW_KEYS = ["ui", RESOURCE_URI_META_KEY, "openai/outputTemplate"];

/** `_meta` without the keys that name a view. */
const withoutViewKeys = (meta: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(meta ?? {}).filter(([key]) => !VIEW_KEYS.includes(key)));

const greeting = ({ name }: { name: string }) => ({ structuredContent: { greeting: `Hello, ${name}!`, length: name.length } });

/** Registers on `server` the official form's tool `name` with `view`, answering "text of <name>". */
const official = (server: AnyMcpServer, name: string, view?: boolean) =>
  registerAppTool(server, name, { description: "Says hello", annotations: { readOnlyHint: true }, _meta: META, view }, () => ({
    content: [{ type: "text" as const, text: `text of ${name}` }],
  }));

describe.each(GENERATIONS)("registerAppTool's view switch on $name", (generation: Generation) => {
  it("lists a tool with view: false without _meta.ui, the flat URI and openai/outputTemplate, and otherwise the same", async () => {
    const client = await generation.connect((server) => {
      official(server, "shown");
      official(server, "hidden", false);
      registerAppTool(server, greet, greeting);
      registerAppTool(server, { ...greet, name: "greet_hidden" }, greeting, { view: false });
    });
    const listed = Object.fromEntries((await client.listTools()).tools.map((tool) => [tool.name, tool]));
    expect(listed.shown?._meta).toEqual({ ...META, [RESOURCE_URI_META_KEY]: GREETER_URI });
    expect(listed.hidden?._meta).toEqual({ "openai/ui": META["openai/ui"], "example.com/owner": "team-a" });
    expect(listed.greet_hidden?._meta ?? {}).toEqual({});
    for (const [on, off] of [
      ["shown", "hidden"],
      ["greet", "greet_hidden"],
    ] as const) {
      const { name: _on, _meta: onMeta, ...shown } = listed[on]!;
      const { name: _off, _meta: offMeta, ...hidden } = listed[off]!;
      expect(hidden).toEqual(shown); // title, description, both schemas, annotations
      expect(withoutViewKeys(offMeta)).toEqual(withoutViewKeys(onMeta));
    }
  });

  it("keeps an app-only tool's visibility when its view is off, so that the model still does not see it", async () => {
    const client = await generation.connect((server) => {
      registerAppTool(server, reset, () => ({ content: [] }), { view: false });
    });
    expect((await client.listTools()).tools[0]?._meta).toEqual({ ui: { visibility: ["app"] } });
  });

  it("answers the same on and off, and keeps the view's resource readable for hosts that cached it", async () => {
    const client = await generation.connect((server) => {
      registerAppTool(server, greet, greeting);
      registerAppTool(server, { ...greet, name: "greet_hidden" }, greeting, { view: false });
      registerWidgetResource(server, GREETER_URI, { html: "<p>the greeter</p>" });
    });
    const on = await client.callTool({ name: "greet", arguments: { name: "Ada" } });
    expect(on).toEqual({
      structuredContent: { greeting: "Hello, Ada!", length: 3 },
      content: [{ type: "text", text: "Greeted: Hello, Ada!" }],
    });
    expect(await client.callTool({ name: "greet_hidden", arguments: { name: "Ada" } })).toEqual(on);
    const read = await client.readResource({ uri: GREETER_URI });
    expect(read.contents).toEqual([
      expect.objectContaining({ uri: GREETER_URI, mimeType: RESOURCE_MIME_TYPE, text: "<p>the greeter</p>" }),
    ]);
  });

  it("tells the handler how its result is shown: in the view, as the text fallback, or as text to a client without MCP Apps", async () => {
    const heard: Record<string, AppToolUiContext> = {};
    const setup = (server: AnyMcpServer) => {
      for (const view of [true, false]) {
        registerAppTool(server, `tool_${view}`, { _meta: { ui: { resourceUri: GREETER_URI } }, view }, (extra) => {
          heard[`${view}`] = extra.ui;
          return { content: [{ type: "text", text: "ok" }] };
        });
      }
    };
    const shownAs = async (options: ConnectOptions) => {
      const client = await generation.connect(setup, options);
      await client.callTool({ name: "tool_true" });
      await client.callTool({ name: "tool_false" });
      return [heard.true, heard.false];
    };
    const capability = { mimeTypes: [RESOURCE_MIME_TYPE] };
    expect(await shownAs(APPS_HOST)).toEqual([
      { capability, viewOn: true, shownAs: "view" },
      { capability, viewOn: false, shownAs: "text" },
    ]);
    expect(await shownAs({})).toEqual([
      { capability: undefined, viewOn: true, shownAs: "unsupported" },
      { capability: undefined, viewOn: false, shownAs: "unsupported" },
    ]);
    const otherTypes = { mimeTypes: ["text/html"] };
    expect(await shownAs({ capabilities: { extensions: { [EXTENSION_ID]: otherTypes } } })).toEqual([
      { capability: otherTypes, viewOn: true, shownAs: "unsupported" },
      { capability: otherTypes, viewOn: false, shownAs: "unsupported" },
    ]);
  });

  itWhere(generation.sessions)(
    "switches the view at run time: the listing follows, connected clients are told, the tool answers throughout",
    async () => {
      let tool: AppToolRegistered<AnyMcpServer> | undefined;
      let notified = 0;
      const client = await generation.connect((server) => void (tool = official(server, "switched")), {
        ...APPS_HOST,
        onToolListChanged: () => notified++,
      });
      const listing = async () => (await client.listTools()).tools[0]?._meta;
      const answer = () => client.callTool({ name: "switched" });
      const text = { content: [{ type: "text", text: "text of switched" }] };
      expect([tool!.view, await listing(), await answer()]).toEqual([true, { ...META, [RESOURCE_URI_META_KEY]: GREETER_URI }, text]);

      tool!.setView(false);
      await vi.waitFor(() => expect(notified).toBe(1));
      expect([tool!.view, await listing(), await answer()]).toEqual([false, withoutViewKeys(META), text]);
      tool!.setView(false); // already off: nothing to tell
      tool!.setView(true);
      await vi.waitFor(() => expect(notified).toBe(2));
      expect([tool!.view, await listing(), await answer()]).toEqual([true, { ...META, [RESOURCE_URI_META_KEY]: GREETER_URI }, text]);
    },
  );

  itWhere(!generation.sessions)("serves each request's server with the switch as the factory reads it", async () => {
    let on = true;
    const client = await generation.connect((server) => void official(server, "switched", on), APPS_HOST);
    expect((await client.listTools()).tools[0]?._meta).toHaveProperty("ui", { resourceUri: GREETER_URI });
    on = false;
    expect((await client.listTools()).tools[0]?._meta).toEqual(withoutViewKeys(META));
    expect(await client.callTool({ name: "switched" })).toEqual({ content: [{ type: "text", text: "text of switched" }] });
  });
});

describe("registerAppTool's view switch, refused", () => {
  const server = { registerTool: () => ({}) };

  it("refuses a view that is not a boolean, in either form, and a setView without one", () => {
    const handler = () => ({ content: [] });
    expect(() => registerAppTool(server, "t", { _meta: META, view: "no" as never }, handler)).toThrow(
      expect.objectContaining({ kind: "INVALID_PARAMS", message: 'Tool t: view must be true or false, not "no"' }),
    );
    expect(() => registerAppTool(server, greet, greeting, { view: 0 as never })).toThrow(
      expect.objectContaining({ kind: "INVALID_PARAMS", message: "Tool greet: view must be true or false, not a number" }),
    );
    const tool = registerAppTool(server, "t", { _meta: META }, handler);
    for (const [on, what] of [
      [undefined, "nothing"],
      [null, "null"],
      ["off", '"off"'],
    ] as const) {
      expect(() => tool.setView(on as never)).toThrow(
        expect.objectContaining({ kind: "INVALID_PARAMS", message: `Tool t: setView() takes true or false, not ${what}` }),
      );
    }
    expect(tool.view).toBe(true);
  });
});
