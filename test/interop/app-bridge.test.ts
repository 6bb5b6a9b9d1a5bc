// Our App against the official reference host (AppBridge 2.0.4 and 1.7.5): the handshake and every
// view → host request and notification, answered by the bridge's own handlers.
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError, LATEST_PROTOCOL_VERSION } from "../../src/index.js";
import {
  APP_INFO,
  FLAVORS,
  HOST_CAPABILITIES,
  HOST_CONTEXT,
  HOST_INFO,
  closeAll,
  connectBridge,
  connectPair,
  createPair,
  nextCall,
} from "./flavors.js";

afterEach(closeAll);

describe.each(FLAVORS)("our App against the official AppBridge $name", (flavor) => {
  describe("handshake", () => {
    it("hands the host's info, capabilities and context to the App", async () => {
      const { app } = await connectPair(flavor);
      expect(app.getHostVersion()).toEqual(HOST_INFO);
      expect(app.getHostCapabilities()).toEqual(HOST_CAPABILITIES);
      expect(app.getHostContext()).toEqual(HOST_CONTEXT);
      expect(app.getSnapshot()).toMatchObject({ status: "connected", protocolVersion: LATEST_PROTOCOL_VERSION });
    });

    it("hands the App's info and capabilities to the bridge and fires oninitialized", async () => {
      const initialized = nextCall<unknown>();
      const capabilities = { availableDisplayModes: ["inline", "fullscreen"] as const, experimental: { x: {} } };
      const { bridge } = await connectPair(flavor, {
        appCapabilities: { ...capabilities, availableDisplayModes: [...capabilities.availableDisplayModes] },
        before: ({ bridge }) => (bridge.oninitialized = initialized.fn),
      });
      await initialized.promise;
      expect(bridge.getAppVersion()).toEqual(APP_INFO);
      expect(bridge.getAppCapabilities()).toEqual({ availableDisplayModes: ["inline", "fullscreen"], experimental: { x: {} } });
    });

    it("declares tools: { listChanged: true } to the bridge when a tool is registered before connect()", async () => {
      const { bridge } = await connectPair(flavor, {
        before: ({ app }) => app.registerTool("noop", {}, () => ({ content: [] })),
      });
      expect(bridge.getAppCapabilities()).toEqual({ tools: { listChanged: true } });
    });

    it("sends ui/initialize first and ui/notifications/initialized without params second", async () => {
      const { view } = await connectPair(flavor);
      expect(view.sent.slice(0, 2)).toEqual([
        {
          jsonrpc: "2.0",
          id: expect.any(Number),
          method: "ui/initialize",
          params: { appInfo: APP_INFO, appCapabilities: {}, protocolVersion: LATEST_PROTOCOL_VERSION },
        },
        { jsonrpc: "2.0", method: "ui/notifications/initialized" },
      ]);
    });

    it("does not fire hostcontextchanged for the handshake's context, as the official App", async () => {
      const seen: unknown[] = [];
      const { app, bridge } = await connectPair(flavor, { before: ({ app }) => app.on("hostcontextchanged", (c) => seen.push(c)) });
      await flavor.ping(bridge);
      expect(seen).toEqual([]);
      expect(app.getHostContext()).toEqual(HOST_CONTEXT);
    });

    it("holds requests made before the handshake until the bridge saw initialized, so it never warns", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const order: string[] = [];
      const pair = createPair(flavor, {
        before: ({ bridge }) => {
          bridge.oninitialized = () => order.push("initialized");
          bridge.onloggingmessage = () => order.push("log");
          bridge.onopenlink = async ({ url }) => (order.push(url), {});
        },
      });
      const log = pair.app.sendLog({ level: "info", data: "early" });
      const link = pair.app.openLink({ url: "https://example.com/early" });
      await connectBridge(pair);
      await pair.app.connect(pair.view);
      await Promise.all([log, link]);
      expect(pair.view.sent.map((m) => ("method" in m ? m.method : m.id))).toEqual([
        "ui/initialize",
        "ui/notifications/initialized",
        "notifications/message",
        "ui/open-link",
      ]);
      expect(order).toEqual(["initialized", "log", "https://example.com/early"]);
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe("view → host requests", () => {
    it("callServerTool reaches oncalltool with a progress token and resolves with its result", async () => {
      const { app, bridge } = await connectPair(flavor);
      const calls: unknown[] = [];
      bridge.oncalltool = async (params) => {
        calls.push(params);
        return { content: [{ type: "text", text: "moved" }], structuredContent: { ok: true } };
      };
      const result = await app.callServerTool({ name: "move", arguments: { from: "e2", to: "e4" } });
      expect(result).toEqual({ content: [{ type: "text", text: "moved" }], structuredContent: { ok: true } });
      expect(calls).toEqual([{ name: "move", arguments: { from: "e2", to: "e4" }, _meta: { progressToken: expect.any(Number) } }]);
    });

    it("callServerTool resolves (does not reject) with a tool-level isError result", async () => {
      const { app, bridge } = await connectPair(flavor);
      bridge.oncalltool = async () => ({ content: [{ type: "text", text: "illegal move" }], isError: true });
      await expect(app.callServerTool({ name: "move" })).resolves.toEqual({
        content: [{ type: "text", text: "illegal move" }],
        isError: true,
      });
    });

    it("readServerResource reaches onreadresource", async () => {
      const { app, bridge } = await connectPair(flavor);
      const seen: unknown[] = [];
      bridge.onreadresource = async (params) => {
        seen.push(params);
        return { contents: [{ uri: "ui://board/state", mimeType: "application/json", text: "{}" }] };
      };
      const result = await app.readServerResource({ uri: "ui://board/state" });
      expect(result).toEqual({ contents: [{ uri: "ui://board/state", mimeType: "application/json", text: "{}" }] });
      expect(seen).toEqual([{ uri: "ui://board/state" }]);
    });

    it("listServerResources reaches onlistresources", async () => {
      const { app, bridge } = await connectPair(flavor);
      bridge.onlistresources = async () => ({ resources: [{ uri: "ui://board/state", name: "state" }], nextCursor: "2" });
      await expect(app.listServerResources()).resolves.toEqual({
        resources: [{ uri: "ui://board/state", name: "state" }],
        nextCursor: "2",
      });
    });

    it("sendMessage reaches onmessage", async () => {
      const { app, bridge } = await connectPair(flavor);
      const seen: unknown[] = [];
      bridge.onmessage = async (params) => (seen.push(params), {});
      await expect(app.sendMessage({ role: "user", content: [{ type: "text", text: "Play e4" }] })).resolves.toEqual({});
      expect(seen).toEqual([{ role: "user", content: [{ type: "text", text: "Play e4" }] }]);
    });

    it("updateModelContext reaches onupdatemodelcontext", async () => {
      const { app, bridge } = await connectPair(flavor);
      const seen: unknown[] = [];
      bridge.onupdatemodelcontext = async (params) => (seen.push(params), {});
      const params = { content: [{ type: "text" as const, text: "board: start" }], structuredContent: { fen: "start" } };
      await expect(app.updateModelContext(params)).resolves.toEqual({});
      expect(seen).toEqual([params]);
    });

    it("openLink reaches onopenlink", async () => {
      const { app, bridge } = await connectPair(flavor);
      const seen: unknown[] = [];
      bridge.onopenlink = async (params) => (seen.push(params), {});
      await expect(app.openLink({ url: "https://example.com/" })).resolves.toEqual({});
      expect(seen).toEqual([{ url: "https://example.com/" }]);
    });

    it("sendOpenLink (the deprecated alias) reaches onopenlink too", async () => {
      const { app, bridge } = await connectPair(flavor);
      const seen: unknown[] = [];
      bridge.onopenlink = async (params) => (seen.push(params), {});
      await expect(app.sendOpenLink({ url: "https://example.com/old" })).resolves.toEqual({});
      expect(seen).toEqual([{ url: "https://example.com/old" }]);
    });

    it("a raw app.request('resources/templates/list') reaches onlistresourcetemplates", async () => {
      const { app, bridge } = await connectPair(flavor);
      bridge.onlistresourcetemplates = async () => ({ resourceTemplates: [{ uriTemplate: "ui://board/{id}", name: "board" }] });
      await expect(app.request("resources/templates/list", {})).resolves.toEqual({
        resourceTemplates: [{ uriTemplate: "ui://board/{id}", name: "board" }],
      });
    });

    it("downloadFile reaches ondownloadfile", async () => {
      const { app, bridge } = await connectPair(flavor);
      const seen: unknown[] = [];
      bridge.ondownloadfile = async (params) => (seen.push(params), {});
      const contents = [{ type: "resource" as const, resource: { uri: "file:///game.pgn", mimeType: "text/plain", text: "1. e4" } }];
      await expect(app.downloadFile({ contents })).resolves.toEqual({});
      expect(seen).toEqual([{ contents }]);
    });

    it("requestDisplayMode reaches onrequestdisplaymode and resolves with the mode in effect", async () => {
      const { app, bridge } = await connectPair(flavor);
      const seen: unknown[] = [];
      bridge.onrequestdisplaymode = async (params) => (seen.push(params), { mode: "fullscreen" });
      await expect(app.requestDisplayMode({ mode: "fullscreen" })).resolves.toEqual({ mode: "fullscreen" });
      expect(seen).toEqual([{ mode: "fullscreen" }]);
    });

    it("requestDisplayMode gets the bridge's default answer (the current mode) without a handler", async () => {
      const { app } = await connectPair(flavor);
      await expect(app.requestDisplayMode({ mode: "fullscreen" })).resolves.toEqual({ mode: "inline" });
    });

    it("requestDisplayMode for a mode outside availableDisplayModes is answered locally and never reaches the host", async () => {
      const { app, bridge, view } = await connectPair(flavor);
      bridge.onrequestdisplaymode = async () => ({ mode: "pip" });
      await expect(app.requestDisplayMode({ mode: "pip" })).resolves.toEqual({ mode: "inline" });
      expect(view.sent.map((m) => ("method" in m ? m.method : undefined))).not.toContain("ui/request-display-mode");
    });

    it("createSamplingMessage reaches oncreatesamplingmessage when the host declares sampling", async () => {
      const { app, bridge } = await connectPair(flavor);
      const seen: unknown[] = [];
      bridge.oncreatesamplingmessage = async (params) => {
        seen.push(params);
        return { role: "assistant", content: { type: "text", text: "Nf3" }, model: "test-model", stopReason: "endTurn" };
      };
      const params = { messages: [{ role: "user" as const, content: { type: "text" as const, text: "Best move?" } }], maxTokens: 50 };
      const result = await app.createSamplingMessage(params);
      expect(result).toEqual({ role: "assistant", content: { type: "text", text: "Nf3" }, model: "test-model", stopReason: "endTurn" });
      expect(seen).toEqual([params]);
    });

    it("createSamplingMessage rejects with NOT_SUPPORTED, sending nothing, when the host lacks sampling", async () => {
      const { sampling: _, ...withoutSampling } = HOST_CAPABILITIES;
      const { app, bridge, view } = await connectPair(flavor, { hostCapabilities: withoutSampling });
      const handler = vi.fn();
      bridge.oncreatesamplingmessage = handler;
      const error = await app.createSamplingMessage({ messages: [], maxTokens: 1 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ kind: "NOT_SUPPORTED", message: "The host does not support sampling (no hostCapabilities.sampling)" });
      expect(view.sent.map((m) => ("method" in m ? m.method : undefined))).not.toContain("sampling/createMessage");
      expect(handler).not.toHaveBeenCalled();
    });

    it("ping reaches the bridge's onping and resolves with {}", async () => {
      const { app, bridge } = await connectPair(flavor);
      const onping = vi.fn();
      bridge.onping = onping;
      await expect(app.ping()).resolves.toEqual({});
      expect(onping).toHaveBeenCalledTimes(1);
    });
  });
});
