// Our App against the official reference host (AppBridge 2.0.4 and 1.7.5): notifications in both
// directions, and the host context kept in sync with setHostContext / sendHostContextChange.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppError } from "../../src/index.js";
import { FLAVORS, HOST_CONTEXT, closeAll, connectPair, nextCall } from "./flavors.js";

afterEach(closeAll);

describe.each(FLAVORS)("our App against the official AppBridge $name", (flavor) => {
  describe("view → host notifications", () => {
    it("sendLog reaches onloggingmessage", async () => {
      const { app, bridge } = await connectPair(flavor);
      const got = nextCall<unknown>();
      bridge.onloggingmessage = got.fn;
      await app.sendLog({ level: "warning", logger: "board", data: { moves: 3 } });
      expect(await got.promise).toEqual({ level: "warning", logger: "board", data: { moves: 3 } });
    });

    it("sendSizeChanged reaches onsizechange", async () => {
      const { app, bridge } = await connectPair(flavor);
      const got = nextCall<unknown>();
      bridge.onsizechange = got.fn;
      await app.sendSizeChanged({ width: 320, height: 180 });
      expect(await got.promise).toEqual({ width: 320, height: 180 });
    });

    it("auto-resize (on by default) reports the measured size to onsizechange after the handshake", async () => {
      const got = nextCall<unknown>();
      await connectPair(flavor, { appOptions: { autoResize: true }, before: ({ bridge }) => (bridge.onsizechange = got.fn) });
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      expect(await got.promise).toEqual({ width: Math.ceil(window.innerWidth), height });
    });

    it("requestTeardown reaches onrequestteardown", async () => {
      const { app, bridge } = await connectPair(flavor);
      const got = nextCall<unknown>();
      bridge.onrequestteardown = got.fn;
      await app.requestTeardown();
      expect(await got.promise).toEqual({});
    });

    it("sendToolListChanged reaches the bridge's notifications/tools/list_changed handler", async () => {
      const { app, bridge } = await connectPair(flavor, { appCapabilities: { tools: { listChanged: true } } });
      const got = nextCall<unknown>();
      flavor.onToolListChanged(bridge, got.fn);
      await app.sendToolListChanged();
      expect(await got.promise).toEqual({});
    });
  });

  describe("host → view notifications", () => {
    it("sendToolInputPartial, sendToolInput and sendToolResult arrive in order and fill the snapshot", async () => {
      const { app, bridge } = await connectPair(flavor);
      const seen: Array<[string, unknown]> = [];
      const done = nextCall<void>();
      app.ontoolinputpartial = (p) => seen.push(["partial", p]);
      app.ontoolinput = (p) => seen.push(["input", p]);
      app.ontoolresult = (r) => (seen.push(["result", r]), done.fn());
      await bridge.sendToolInputPartial({ arguments: { fen: "rnbq" } });
      await bridge.sendToolInputPartial({ arguments: { fen: "rnbqkbnr" } });
      await bridge.sendToolInput({ arguments: { fen: "rnbqkbnr/8" } });
      await bridge.sendToolResult({ content: [{ type: "text", text: "ok" }], structuredContent: { turn: "w" }, _meta: { viewUUID: "v1" } });
      await done.promise;
      expect(seen).toEqual([
        ["partial", { arguments: { fen: "rnbq" } }],
        ["partial", { arguments: { fen: "rnbqkbnr" } }],
        ["input", { arguments: { fen: "rnbqkbnr/8" } }],
        ["result", { content: [{ type: "text", text: "ok" }], structuredContent: { turn: "w" }, _meta: { viewUUID: "v1" } }],
      ]);
      expect(app.getSnapshot()).toMatchObject({
        toolInputPartial: { arguments: { fen: "rnbqkbnr" } },
        toolInput: { arguments: { fen: "rnbqkbnr/8" } },
        toolResult: { content: [{ type: "text", text: "ok" }], structuredContent: { turn: "w" }, _meta: { viewUUID: "v1" } },
      });
    });

    it("sendToolCancelled reaches ontoolcancelled with its reason", async () => {
      const { app, bridge } = await connectPair(flavor);
      const got = nextCall<unknown>();
      app.ontoolcancelled = got.fn;
      await bridge.sendToolCancelled({ reason: "user stopped the call" });
      expect(await got.promise).toEqual({ reason: "user stopped the call" });
      expect(app.getSnapshot().toolCancelled).toEqual({ reason: "user stopped the call" });
    });

    it("a tool result sent before any handler exists is handed to a handler added later", async () => {
      const { app, bridge } = await connectPair(flavor);
      await bridge.sendToolResult({ content: [{ type: "text", text: "early" }] });
      await flavor.ping(bridge);
      const got = nextCall<unknown>();
      app.ontoolresult = got.fn;
      expect(await got.promise).toEqual({ content: [{ type: "text", text: "early" }] });
    });

    it("server list_changed notifications relayed by the bridge are ignored without an error", async () => {
      const { app, bridge } = await connectPair(flavor);
      const onerror = vi.fn();
      app.onerror = onerror;
      await bridge.sendToolListChanged();
      await bridge.sendResourceListChanged();
      await bridge.sendPromptListChanged();
      await flavor.ping(bridge);
      expect(onerror).not.toHaveBeenCalled();
      expect(app.getSnapshot().status).toBe("connected");
    });
  });

  describe("host context", () => {
    it("setHostContext sends only the changed keys; the App merges them and fires onhostcontextchanged with them", async () => {
      const seen: unknown[] = [];
      const got = nextCall<void>();
      const { app, bridge } = await connectPair(flavor, {
        before: ({ app }) => app.on("hostcontextchanged", (c) => seen.push(c) === 1 && got.fn()),
      });
      bridge.setHostContext({ ...HOST_CONTEXT, theme: "light", displayMode: "fullscreen" });
      await got.promise;
      expect(seen).toEqual([{ theme: "light", displayMode: "fullscreen" }]);
      expect(app.getHostContext()).toEqual({ ...HOST_CONTEXT, theme: "light", displayMode: "fullscreen" });
    });

    it("sendHostContextChange replaces a nested field wholesale (shallow merge, as the official App)", async () => {
      const seen: unknown[] = [];
      const got = nextCall<void>();
      const { app, bridge } = await connectPair(flavor, {
        before: ({ app }) => (app.onhostcontextchanged = (c) => seen.push(c) === 1 && got.fn()),
      });
      await bridge.sendHostContextChange({ containerDimensions: { height: 400 } });
      await got.promise;
      expect(seen).toEqual([{ containerDimensions: { height: 400 } }]);
      expect(app.getHostContext()).toEqual({ ...HOST_CONTEXT, containerDimensions: { height: 400 } });
    });

    it("an invalid context change from the host goes to onerror and leaves the context untouched", async () => {
      const { app, bridge } = await connectPair(flavor);
      const got = nextCall<AppError>();
      app.onerror = got.fn;
      await bridge.sendHostContextChange({ theme: "neon" } as never);
      const error = await got.promise;
      expect(error).toMatchObject({
        kind: "INVALID_MESSAGE",
        message: "Invalid ui/notifications/host-context-changed notification: bad theme",
      });
      expect(app.getHostContext()).toEqual(HOST_CONTEXT);
    });
  });
});
