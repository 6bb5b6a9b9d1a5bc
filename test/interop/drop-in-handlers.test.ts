// Drop-in fidelity (issue 11), what the host asks of the view: items 4, 5 and 6. Each assertion runs
// against our App and, as the control, the official 2.0.4 App, both on the official AppBridge 2.0.4
// and 1.7.5; answers are compared on the wire (what the view sent), which the bridge's version does
// not reword. Tests named "ours only" pin a deliberate difference and say what the official does.
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ToolListChangedNotificationSchema,
} from "@modelcontextprotocol/sdk/types.js";
import type { AppBridge } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { HandlerContext, MethodSchema } from "../../src/index.js";
import { OFFICIAL, OURS, SUBJECTS, answers, closeHosts, connectTo, eachApp, rejectionOf } from "./subjects.js";

afterEach(closeHosts);

/** A Standard Schema with no JSON Schema form (no `~standard.jsonSchema`). */
const BARE = { "~standard": { version: 1 as const, vendor: "bare", validate: (value: unknown) => ({ value }) } };
const NO_CTX = {} as HandlerContext;

/** Host → view custom request, as a host calls it with either bridge. */
const hostRequest = (bridge: AppBridge, params: Record<string, unknown>, method = "x/echo") =>
  (bridge as unknown as { request(r: object, s: z.ZodType): Promise<unknown> }).request({ method, params }, z.object({ echo: z.string() }));

describe("4. view tools as the official", () => {
  eachApp(SUBJECTS, ({ flavor, subject }) => {
    it("registerTool with a name already registered throws `Tool <name> is already registered`", () => {
      const app = subject.create();
      app.registerTool("select", {}, () => ({ content: [] }));
      expect(() => app.registerTool("select", {}, () => ({ content: [] }))).toThrowError(/^Tool select is already registered$/);
    });

    it("a handle acts only on its own registration: a stale remove() leaves the tool registered later", async () => {
      const app = subject.create();
      const stale = app.registerTool("select", { description: "old" }, () => ({ content: [{ type: "text", text: "old" }] }));
      stale.remove();
      app.registerTool("select", { description: "new" }, () => ({ content: [{ type: "text", text: "new" }] }));
      const { bridge } = await connectTo(flavor, app);
      stale.remove();
      expect((await bridge.listTools({})).tools.map((tool) => tool.description)).toEqual(["new"]);
      expect(await bridge.callTool({ name: "select" })).toEqual({ content: [{ type: "text", text: "new" }] });
    });

    it("the handler of a disabled tool rejects `Tool <name> is disabled`, and so does the host's tools/call", async () => {
      const app = subject.create();
      const tool = app.registerTool("select", {}, () => ({ content: [] }));
      const { bridge, view } = await connectTo(flavor, app);
      tool.disable();
      await expect(tool.handler({}, NO_CTX)).rejects.toThrowError(/^Tool select is disabled$/);
      await rejectionOf(bridge.callTool({ name: "select" }));
      expect(answers(view).at(-1)).toEqual({ jsonrpc: "2.0", error: { code: -32603, message: "Tool select is disabled" } });
    });

    it("the output schema's parsed value replaces structuredContent in the answer", async () => {
      const app = subject.create();
      const outputSchema = z.object({ count: z.number().default(0), label: z.string() });
      app.registerTool("count", { outputSchema }, () => ({ content: [], structuredContent: { label: "moves", extra: true } as never }));
      const { bridge, view } = await connectTo(flavor, app);
      const expected = { content: [], structuredContent: { count: 0, label: "moves" } };
      expect(await bridge.callTool({ name: "count" })).toEqual(expected);
      expect(answers(view).at(-1)).toEqual({ jsonrpc: "2.0", result: expected });
    });

    it("tools/list for a schema with no JSON Schema form fails with -32603 (the official's message goes on to name libraries, ours names tools/list)", async () => {
      const app = subject.create();
      app.registerTool("bare", { inputSchema: BARE }, () => ({ content: [] }));
      const { bridge, view } = await connectTo(flavor, app);
      await rejectionOf(bridge.listTools({}));
      const problem = "Schema (vendor: bare) does not implement Standard JSON Schema (~standard.jsonSchema)";
      const rest = subject.official
        ? ". Use a library that does (zod v4, ArkType, Valibot) or wrap your schema accordingly."
        : ", so tools/list cannot describe it";
      expect(answers(view).at(-1)).toEqual({ jsonrpc: "2.0", error: { code: -32603, message: problem + rest } });
    });
  });
});

describe("5. answers to the host are checked before they leave", () => {
  const INVALID = [
    {
      handler: "oncalltool",
      defect: "tools/call result from the view's handler: isError must be a boolean",
      ask: (b: AppBridge) => b.callTool({ name: "x" }),
    },
    {
      handler: "onlisttools",
      defect: "tools/list result from the view's handler: tools must be an array",
      ask: (b: AppBridge) => b.listTools({}),
    },
    {
      handler: "onteardown",
      defect: "ui/resource-teardown result from the view's handler: it must be an object",
      ask: (b: AppBridge) => b.teardownResource({}),
    },
  ];

  eachApp([OURS], ({ flavor, subject }) => {
    it.each(INVALID)(
      "ours only: an invalid result from $handler becomes a -32603 answer, and the connection stays",
      async ({ defect, ask }) => {
        const app = subject.create({ tools: {} });
        app.oncalltool = async () => ({ content: [], isError: "yes" }) as never;
        app.onlisttools = async () => ({ tools: "none" }) as never;
        app.onteardown = async () => "nope" as never;
        const { bridge, view } = await connectTo(flavor, app);
        await rejectionOf(ask(bridge));
        expect(answers(view).at(-1)).toEqual({ jsonrpc: "2.0", error: { code: -32603, message: `Invalid ${defect}` } });
        await expect(flavor.ping(bridge)).resolves.toEqual({});
      },
    );
  });

  eachApp([OFFICIAL], ({ flavor, subject }) => {
    it("control: the official App sends an invalid oncalltool result as it is (the host's own check rejects it)", async () => {
      const app = subject.create({ tools: {} });
      app.oncalltool = async () => ({ content: [], isError: "yes" }) as never;
      const { bridge, view } = await connectTo(flavor, app);
      await rejectionOf(bridge.callTool({ name: "x" }));
      expect(answers(view).at(-1)).toEqual({ jsonrpc: "2.0", result: { content: [], isError: "yes" } });
    });
  });
});

describe("6. the SDK Protocol surface that views use", () => {
  eachApp(SUBJECTS, ({ flavor, subject }) => {
    it("setRequestHandler(method, { params }, handler) answers with the validated params; invalid params get -32602", async () => {
      const app = subject.create();
      app.setRequestHandler("x/echo", { params: z.object({ text: z.string() }) }, ({ text }) => ({ echo: text }));
      const { bridge, view } = await connectTo(flavor, app);
      expect(await hostRequest(bridge, { text: "hi" })).toEqual({ echo: "hi" });
      await rejectionOf(hostRequest(bridge, { text: 5 }));
      const message = "Invalid params for x/echo: text: Invalid input: expected string, received number";
      expect(answers(view).at(-1)).toMatchObject({ jsonrpc: "2.0", error: { code: -32602, message } });
    });

    it("the 1.x setRequestHandler(RequestSchema, handler) reads the method off the schema", async () => {
      const app = subject.create();
      const EchoRequest = z.object({ method: z.literal("x/echo"), params: z.object({ text: z.string() }) });
      app.setRequestHandler(EchoRequest, (request) => ({ echo: request.params.text }));
      const { bridge } = await connectTo(flavor, app);
      expect(await hostRequest(bridge, { text: "hi" })).toEqual({ echo: "hi" });
    });

    const LIST_CHANGED = [
      {
        method: "notifications/tools/list_changed",
        schema: ToolListChangedNotificationSchema,
        send: (b: AppBridge) => b.sendToolListChanged(),
      },
      {
        method: "notifications/resources/list_changed",
        schema: ResourceListChangedNotificationSchema,
        send: (b: AppBridge) => b.sendResourceListChanged(),
      },
      {
        method: "notifications/prompts/list_changed",
        schema: PromptListChangedNotificationSchema,
        send: (b: AppBridge) => b.sendPromptListChanged(),
      },
    ];

    it.each(LIST_CHANGED)(
      "host → view $method reaches setNotificationHandler (method name or 1.x schema)",
      async ({ method, schema, send }) => {
        const byName = subject.create();
        const bySchema = subject.create();
        const seen: string[] = [];
        byName.setNotificationHandler(method, (notification) => void seen.push(`name ${notification.method}`));
        bySchema.setNotificationHandler(schema as MethodSchema, (notification) => void seen.push(`schema ${notification.method}`));
        const hosts = [await connectTo(flavor, byName), await connectTo(flavor, bySchema)];
        for (const { bridge } of hosts) await send(bridge);
        await vi.waitFor(() => expect(seen.sort()).toEqual([`name ${method}`, `schema ${method}`]));
      },
    );

    it("a method the App answers itself, or one that has a handler, cannot take another: it throws", () => {
      const app = subject.create({ tools: {} });
      app.oncalltool = async () => ({ content: [] });
      app.onteardown = async () => ({});
      app.setRequestHandler("x/echo", { params: z.object({}) }, () => ({ echo: "" }));
      for (const method of ["ping", "tools/call", "ui/resource-teardown", "x/echo"]) {
        expect(() => app.setRequestHandler(method, () => ({}))).toThrowError(
          `Handler for "${method}" already registered (via setRequestHandler)`,
        );
      }
    });

    it("removeRequestHandler and removeNotificationHandler take a handler out and free its method", async () => {
      const app = subject.create();
      const seen: string[] = [];
      app.setRequestHandler("x/echo", { params: z.object({ text: z.string() }) }, ({ text }) => ({ echo: text }));
      app.setNotificationHandler("notifications/tools/list_changed", () => void seen.push("removed"));
      const { bridge, view } = await connectTo(flavor, app);
      app.removeRequestHandler("x/echo");
      await rejectionOf(hostRequest(bridge, { text: "hi" }));
      expect(answers(view).at(-1)).toMatchObject({ error: { code: -32601, message: "Method not found" } });
      app.removeNotificationHandler("notifications/tools/list_changed");
      app.setNotificationHandler("notifications/tools/list_changed", () => void seen.push("current"));
      await bridge.sendToolListChanged();
      await vi.waitFor(() => expect(seen).toEqual(["current"]));
    });

    it("notification({ method, params }) sends it, and transport is the connected one until close()", async () => {
      const app = subject.create();
      const logs: unknown[] = [];
      const { view } = await connectTo(flavor, app, { before: (bridge) => (bridge.onloggingmessage = (params) => void logs.push(params)) });
      expect(app.transport).toBe(view);
      await app.notification({ method: "notifications/message", params: { level: "info", data: "raw" } });
      await vi.waitFor(() => expect(logs).toEqual([{ level: "info", data: "raw" }]));
      await app.close();
      expect(app.transport).toBeUndefined();
    });
  });
});
