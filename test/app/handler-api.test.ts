// HandlerApi, the SDK-shaped part of the App, on its own: an engine on the view's end of a scripted
// host, the generic request/notification calls, and the handler API in its three forms.
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { z } from "zod";
import { HandlerApi } from "../../src/app/handler-api.js";
import { Rpc } from "../../src/rpc/rpc.js";
import { AppStore } from "../../src/state/store.js";
import { createHost, until } from "../support/host.js";

/** A HandlerApi on an open engine connected to a scripted host; `owned` are the methods the App answers itself. */
async function connection(owned: string[] = []) {
  const host = createHost();
  const rpc = new Rpc();
  onTestFinished(() => rpc.close());
  await rpc.attach(host.view);
  rpc.open();
  const store = new AppStore({ onError: () => {}, isActive: () => true });
  const ctx = { rpc, store, options: {}, logMethod: "notifications/message" };
  return { connection: new HandlerApi(ctx, new Set(owned)), host, rpc };
}

const already = (method: string, via: string) =>
  `Handler for "${method}" already registered (via ${via}). Use addEventListener() to attach multiple listeners, or the on* setter for replace semantics.`;

describe("requests and notifications to the host", () => {
  it("request(method, params) sends the request and resolves with the host's result", async () => {
    const { connection: c, host } = await connection();
    host.rpc.handle("x/echo", (params) => ({ echoed: params }));
    await expect(c.request("x/echo", { a: 1 })).resolves.toEqual({ echoed: { a: 1 } });
    expect(host.messages("x/echo")).toEqual([{ jsonrpc: "2.0", id: host.requestId("x/echo"), method: "x/echo", params: { a: 1 } }]);
  });

  it("request({ method, params }, schema) resolves with the result the schema parsed", async () => {
    const { connection: c, host } = await connection();
    host.rpc.handle("x/count", () => ({ n: "3" }));
    await expect(c.request({ method: "x/count" }, z.object({ n: z.coerce.number() }))).resolves.toEqual({ n: 3 });
  });

  it("request({ method, params }, schema) rejects INVALID_PARAMS naming the path when the result does not match", async () => {
    const { connection: c, host } = await connection();
    host.rpc.handle("x/count", () => ({ n: "three" }));
    await expect(c.request({ method: "x/count" }, z.object({ n: z.number() }))).rejects.toMatchObject({
      kind: "INVALID_PARAMS",
      message: "Invalid result of x/count: n: Invalid input: expected number, received string",
    });
  });

  it("request({ method, params }, options) takes request options in the second place", async () => {
    const { connection: c, host } = await connection();
    host.rpc.handle("x/slow", () => new Promise(() => {}));
    await expect(c.request({ method: "x/slow" }, { timeout: 1 })).rejects.toMatchObject({
      kind: "TIMEOUT",
      message: "Request x/slow timed out after 1 ms",
    });
  });

  it("notification({ method, params }) sends a notification", async () => {
    const { connection: c, host } = await connection();
    await c.notification({ method: "x/hello", params: { b: 2 } });
    expect(host.messages("x/hello")).toEqual([{ jsonrpc: "2.0", method: "x/hello", params: { b: 2 } }]);
  });

  it("transport is the engine's transport", async () => {
    const { connection: c, host } = await connection();
    expect(c.transport).toBe(host.view);
  });
});

describe("setRequestHandler", () => {
  it("(method, handler) hands the handler the request and the context, and answers with its result", async () => {
    const { connection: c, host } = await connection();
    const handler = vi.fn((request: unknown, ctx: { requestId: unknown }) => ({ got: request, id: ctx.requestId }));
    c.setRequestHandler("x/echo", handler);
    await expect(host.rpc.request("x/echo", { a: 1 })).resolves.toEqual({
      got: { method: "x/echo", params: { a: 1 } },
      id: expect.anything(),
    });
  });

  it("(method, { params }, handler) hands the handler the params the schema parsed", async () => {
    const { connection: c, host } = await connection();
    c.setRequestHandler("x/echo", { params: z.object({ text: z.string().trim() }) }, ({ text }) => ({ echo: text }));
    await expect(host.rpc.request("x/echo", { text: "  hi " })).resolves.toEqual({ echo: "hi" });
  });

  it("(method, { params }, handler) answers -32602 naming the path when the params do not match", async () => {
    const { connection: c, host } = await connection();
    const handler = vi.fn(() => ({}));
    c.setRequestHandler("x/echo", { params: z.object({ text: z.string() }) }, handler);
    await expect(host.rpc.request("x/echo", { text: 5 })).rejects.toMatchObject({
      kind: "REMOTE_ERROR",
      code: -32602,
      message: "MCP error -32602: Invalid params for x/echo: text: Invalid input: expected string, received number",
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("(method, { params, result }, handler) answers -32603 when the handler's result does not match", async () => {
    const { connection: c, host } = await connection();
    c.setRequestHandler("x/echo", { params: z.object({}), result: z.object({ echo: z.string() }) }, () => ({ echo: 1 }));
    await expect(host.rpc.request("x/echo", {})).rejects.toMatchObject({
      code: -32603,
      message: "MCP error -32603: Invalid result of x/echo: echo: Invalid input: expected string, received number",
    });
  });

  it("(RequestSchema, handler), the 1.x form, reads the method off the schema and hands the handler the parsed request", async () => {
    const { connection: c, host } = await connection();
    const EchoRequest = z.object({ method: z.literal("x/echo"), params: z.object({ text: z.string() }) });
    c.setRequestHandler(EchoRequest, (request) => ({ echo: request.params.text }));
    await expect(host.rpc.request("x/echo", { text: "hi" })).resolves.toEqual({ echo: "hi" });
  });

  it("(RequestSchema, handler) answers -32602 when the request does not match the schema", async () => {
    const { connection: c, host } = await connection();
    c.setRequestHandler(z.object({ method: z.literal("x/echo"), params: z.object({ text: z.string() }) }), () => ({}));
    await expect(host.rpc.request("x/echo", {})).rejects.toMatchObject({
      code: -32602,
      message: expect.stringMatching(/^MCP error -32602: Invalid x\/echo: params\.text: /),
    });
  });

  it("throws INVALID_PARAMS for a schema whose method is not a literal", async () => {
    const { connection: c } = await connection();
    expect(() => c.setRequestHandler(z.object({ method: z.string() }) as never, () => ({}))).toThrow(
      expect.objectContaining({ kind: "INVALID_PARAMS", message: "Expected a method name or a request schema whose method is a literal" }),
    );
  });

  it("throws INVALID_PARAMS for a second handler of the same method", async () => {
    const { connection: c } = await connection();
    c.setRequestHandler("x/echo", () => ({}));
    expect(() => c.setRequestHandler("x/echo", () => ({}))).toThrow(
      expect.objectContaining({ kind: "INVALID_PARAMS", message: already("x/echo", "setRequestHandler") }),
    );
  });

  it("throws for a method the App answers itself", async () => {
    const { connection: c } = await connection(["ping"]);
    expect(() => c.setRequestHandler("ping", () => ({}))).toThrow(already("ping", "setRequestHandler"));
  });

  it("removeRequestHandler takes the handler out (the host then gets -32601) and frees the method", async () => {
    const { connection: c, host } = await connection();
    c.setRequestHandler("x/echo", () => ({ first: true }));
    c.removeRequestHandler("x/echo");
    await expect(host.rpc.request("x/echo", {})).rejects.toMatchObject({ code: -32601, message: "MCP error -32601: Method not found" });
    c.setRequestHandler("x/echo", () => ({ second: true }));
    await expect(host.rpc.request("x/echo", {})).resolves.toEqual({ second: true });
  });
});

describe("setNotificationHandler", () => {
  it("(method, handler) hands the handler the notification", async () => {
    const { connection: c, host } = await connection();
    const seen: unknown[] = [];
    c.setNotificationHandler("x/changed", (notification) => void seen.push(notification));
    host.notify("x/changed", { n: 1 });
    await until(() => expect(seen).toEqual([{ method: "x/changed", params: { n: 1 } }]));
  });

  it("(method, { params }, handler) hands the handler the parsed params and the notification", async () => {
    const { connection: c, host } = await connection();
    const seen: unknown[] = [];
    c.setNotificationHandler(
      "x/changed",
      { params: z.object({ n: z.coerce.number() }) },
      (params, notification) => void seen.push([params, notification]),
    );
    host.notify("x/changed", { n: "2" });
    await until(() => expect(seen).toEqual([[{ n: 2 }, { method: "x/changed", params: { n: "2" } }]]));
  });

  it("throws INVALID_PARAMS for a second handler of the same method", async () => {
    const { connection: c } = await connection();
    c.setNotificationHandler("x/changed", () => {});
    expect(() => c.setNotificationHandler("x/changed", () => {})).toThrow(already("x/changed", "setNotificationHandler"));
  });

  it("removeNotificationHandler stops the calls; a later notification reaches only the new handler", async () => {
    const { connection: c, host } = await connection();
    const seen: string[] = [];
    c.setNotificationHandler("x/changed", () => void seen.push("removed"));
    c.removeNotificationHandler("x/changed");
    c.setNotificationHandler("x/changed", () => void seen.push("current"));
    host.notify("x/changed", {});
    await until(() => expect(seen).toEqual(["current"]));
  });
});
