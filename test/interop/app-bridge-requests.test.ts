// Our App against the official reference host (AppBridge 2.0.4 and 1.7.5): host → view requests
// (teardown, the view's own tools, ping), host handler errors as typed AppErrors, abort, and close.
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError, type App } from "../../src/index.js";
import { FLAVORS, closeAll, connectPair, nextCall, type Flavor } from "./flavors.js";

afterEach(closeAll);

/** Registers a zod-typed tool with an output schema; `bad` makes it return output that fails it. */
function registerSelect(app: App, bad = { output: false }) {
  return app.registerTool(
    "select",
    {
      title: "Select",
      description: "Selects a square",
      inputSchema: z.object({ square: z.string(), piece: z.string().optional() }),
      outputSchema: z.object({ selected: z.string() }),
    },
    async ({ square }) => ({
      content: [{ type: "text", text: `selected ${square}` }],
      structuredContent: bad.output ? ({ selected: 7 } as unknown as { selected: string }) : { selected: square },
    }),
  );
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as { code?: unknown; message: string },
  );

describe.each(FLAVORS)("our App against the official AppBridge $name", (flavor: Flavor) => {
  describe("ui/resource-teardown", () => {
    it("teardownResource waits for an async onteardown and resolves with its result", async () => {
      const { app, bridge } = await connectPair(flavor);
      const steps: string[] = [];
      let save!: () => void;
      app.onteardown = async (params) => {
        steps.push(`teardown ${JSON.stringify(params)}`);
        await new Promise<void>((resolve) => (save = resolve));
        steps.push("saved");
        return {};
      };
      const answered = vi.fn();
      const teardown = bridge.teardownResource({}).then((result) => (answered(), result));
      await vi.waitFor(() => expect(steps).toEqual(["teardown {}"]));
      await flavor.ping(bridge);
      expect(answered).not.toHaveBeenCalled();
      save();
      await expect(teardown).resolves.toEqual({});
      expect(steps).toEqual(["teardown {}", "saved"]);
    });

    it("teardownResource without onteardown rejects with -32601 Method not found", async () => {
      const { bridge } = await connectPair(flavor);
      const error = await rejection(bridge.teardownResource({}));
      expect(error?.code).toBe(-32601);
      expect(error?.message).toMatch(/Method not found$/);
    });

    it("runs the whole teardown: requestTeardown → onrequestteardown → teardownResource → onteardown → result", async () => {
      const { app, bridge } = await connectPair(flavor);
      const steps: string[] = [];
      const done = nextCall<void>();
      app.onteardown = async () => (steps.push("view onteardown"), {});
      bridge.onrequestteardown = () => {
        steps.push("host onrequestteardown");
        void bridge.teardownResource({}).then((result) => (steps.push(`host got ${JSON.stringify(result)}`), done.fn()));
      };
      await app.requestTeardown();
      await done.promise;
      expect(steps).toEqual(["host onrequestteardown", "view onteardown", "host got {}"]);
      await bridge.close();
      await app.close();
      expect(app.getSnapshot().status).toBe("closed");
    });
  });

  describe("the view's own tools (host → view tools/list and tools/call)", () => {
    it("listTools lists a zod-typed tool with JSON Schemas derived from its schemas", async () => {
      const { bridge } = await connectPair(flavor, { before: ({ app }) => registerSelect(app) });
      const { tools } = await bridge.listTools({});
      expect(tools).toEqual([
        {
          name: "select",
          title: "Select",
          description: "Selects a square",
          inputSchema: expect.objectContaining({
            type: "object",
            properties: { square: { type: "string" }, piece: { type: "string" } },
            required: ["square"],
          }),
          outputSchema: expect.objectContaining({ type: "object", properties: { selected: { type: "string" } }, required: ["selected"] }),
        },
      ]);
    });

    it("callTool runs the tool with parsed arguments and returns its result", async () => {
      const { bridge } = await connectPair(flavor, { before: ({ app }) => registerSelect(app) });
      const result = await bridge.callTool({ name: "select", arguments: { square: "e4" } });
      expect(result).toEqual({ content: [{ type: "text", text: "selected e4" }], structuredContent: { selected: "e4" } });
    });

    it("callTool with arguments that fail the input schema rejects with -32603 and the issue", async () => {
      const { bridge } = await connectPair(flavor, { before: ({ app }) => registerSelect(app) });
      const error = await rejection(bridge.callTool({ name: "select", arguments: { square: 5 } }));
      expect(error?.code).toBe(-32603);
      expect(error?.message).toMatch(/Invalid input for tool select: square: Invalid input: expected string, received number$/);
    });

    it("callTool whose result fails the output schema rejects with -32603 and the issue", async () => {
      const { bridge } = await connectPair(flavor, { before: ({ app }) => registerSelect(app, { output: true }) });
      const error = await rejection(bridge.callTool({ name: "select", arguments: { square: "e4" } }));
      expect(error?.code).toBe(-32603);
      expect(error?.message).toMatch(/Invalid output for tool select: selected: Invalid input: expected string, received number$/);
    });

    it("disabling a tool tells the bridge (tools/list_changed), hides it from listTools and rejects calls to it", async () => {
      let tool!: ReturnType<typeof registerSelect>;
      const { bridge } = await connectPair(flavor, { before: ({ app }) => (tool = registerSelect(app)) });
      const changed = nextCall<unknown>();
      flavor.onToolListChanged(bridge, changed.fn);
      tool.disable();
      expect(await changed.promise).toEqual({});
      expect((await bridge.listTools({})).tools).toEqual([]);
      const error = await rejection(bridge.callTool({ name: "select", arguments: { square: "e4" } }));
      expect(error?.code).toBe(-32603);
      expect(error?.message).toMatch(/Tool select is disabled$/);
    });

    it("callTool for an unknown tool rejects with -32603 Tool <name> not found", async () => {
      const { bridge } = await connectPair(flavor, { before: ({ app }) => registerSelect(app) });
      const error = await rejection(bridge.callTool({ name: "castle", arguments: {} }));
      expect(error?.code).toBe(-32603);
      expect(error?.message).toMatch(/Tool castle not found$/);
    });

    it("oncalltool and onlisttools, when set, answer instead of the registry", async () => {
      const { app, bridge } = await connectPair(flavor, { appCapabilities: { tools: {} } });
      app.onlisttools = async () => ({ tools: [{ name: "custom", inputSchema: { type: "object" } }] });
      app.oncalltool = async (params) => ({ content: [{ type: "text", text: `custom ${params.name}` }] });
      expect(await bridge.listTools({})).toEqual({ tools: [{ name: "custom", inputSchema: { type: "object" } }] });
      expect(await bridge.callTool({ name: "custom" })).toEqual({ content: [{ type: "text", text: "custom custom" }] });
    });

    it("without the tools capability, tools/list and tools/call reject with -32601", async () => {
      const { bridge } = await connectPair(flavor);
      expect((await rejection(bridge.listTools({})))?.code).toBe(-32601);
      expect((await rejection(bridge.callTool({ name: "select" })))?.code).toBe(-32601);
    });
  });

  it("a host ping is answered with {}", async () => {
    const { bridge } = await connectPair(flavor);
    await expect(flavor.ping(bridge)).resolves.toEqual({});
  });

  describe("errors and cancellation", () => {
    it("a host handler error with a code and data rejects with AppError REMOTE_ERROR keeping both", async () => {
      const { app, bridge } = await connectPair(flavor);
      bridge.onopenlink = async () => {
        throw Object.assign(new Error("Links are disabled by policy"), { code: -32000, data: { policy: "no-links" } });
      };
      const error = await rejection(app.openLink({ url: "https://example.com/" }));
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        kind: "REMOTE_ERROR",
        code: -32000,
        message: "MCP error -32000: Links are disabled by policy",
        data: { policy: "no-links" },
      });
    });

    it("a plain Error thrown by a host handler rejects with REMOTE_ERROR code -32603", async () => {
      const { app, bridge } = await connectPair(flavor);
      bridge.oncalltool = async () => {
        throw new Error("MCP server unreachable");
      };
      const error = await rejection(app.callServerTool({ name: "move" }));
      expect(error).toMatchObject({ kind: "REMOTE_ERROR", code: -32603, message: "MCP error -32603: MCP server unreachable" });
    });

    it("a request the host has no handler for rejects with REMOTE_ERROR code -32601", async () => {
      const { app } = await connectPair(flavor);
      const error = await rejection(app.sendMessage({ role: "user", content: [] }));
      expect(error).toMatchObject({ kind: "REMOTE_ERROR", code: -32601, message: "MCP error -32601: Method not found" });
    });

    it("aborting a request rejects it with ABORTED and aborts the bridge handler's signal", async () => {
      const { app, bridge } = await connectPair(flavor);
      const aborted = nextCall<unknown>();
      const started = nextCall<void>();
      bridge.oncalltool = (_params, extra) =>
        new Promise(() => {
          flavor.signalOf(extra).addEventListener("abort", () => aborted.fn(flavor.signalOf(extra).reason));
          started.fn();
        });
      const controller = new AbortController();
      const call = rejection(app.callServerTool({ name: "slow" }, { signal: controller.signal }));
      await started.promise;
      controller.abort("user left");
      expect(await call).toMatchObject({ kind: "ABORTED", message: "Request tools/call was aborted: user left" });
      expect(String(await aborted.promise)).toContain("user left");
    });

    it("close() rejects a request the host has not answered with CLOSED", async () => {
      const { app, bridge } = await connectPair(flavor);
      const started = nextCall<void>();
      bridge.oncalltool = () => new Promise(() => started.fn());
      const call = rejection(app.callServerTool({ name: "slow" }));
      await started.promise;
      await app.close();
      expect(await call).toMatchObject({ kind: "CLOSED", message: "tools/call: Connection closed" });
    });
  });
});
