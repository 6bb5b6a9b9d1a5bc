// Tool-input, tool-input-partial, tool-result and tool-cancelled notifications.
import { describe, expect, it, vi } from "vitest";
import { AppError } from "../../src/index.js";
import { flush, HOST_RESULT, until } from "../support/host.js";
import { make } from "./support.js";

describe("tool data notifications", () => {
  it("hands a tool-input sent right after initialized to handlers registered before connect(), params exactly", async () => {
    const { app, host } = make();
    const ontoolinput = vi.fn();
    const listener = vi.fn();
    app.ontoolinput = ontoolinput;
    app.addEventListener("toolinput", listener);
    host.rpc.listen("ui/notifications/initialized", () => host.notify("ui/notifications/tool-input", { arguments: { a: 1 } }));
    await app.connect(host.view);
    await flush();
    expect(ontoolinput.mock.calls).toEqual([[{ arguments: { a: 1 } }]]);
    expect(listener.mock.calls).toEqual([[{ arguments: { a: 1 } }]]);
    expect(app.getSnapshot().toolInput).toEqual({ arguments: { a: 1 } });
  });

  it("delivers a tool-input sent before the initialize response when a handler exists", async () => {
    let answer!: (value: unknown) => void;
    const { app, host } = make({ host: { initialize: () => new Promise((resolve) => (answer = resolve)) } });
    const ontoolinput = vi.fn();
    app.ontoolinput = ontoolinput;
    const connecting = app.connect(host.view);
    await flush();
    host.notify("ui/notifications/tool-input", { arguments: { early: true } });
    await flush();
    expect(ontoolinput).toHaveBeenCalledWith({ arguments: { early: true } });
    answer(structuredClone(HOST_RESULT));
    await connecting;
    await flush();
    expect(ontoolinput).toHaveBeenCalledTimes(1);
  });

  it("keeps a tool-input that arrived with no handler and replays it once to a handler registered later", async () => {
    const { app, host } = make();
    await app.connect(host.view);
    host.notify("ui/notifications/tool-input", { arguments: { a: 1 } });
    await flush();
    const late = vi.fn();
    app.ontoolinput = late;
    expect(late).not.toHaveBeenCalled();
    await flush();
    expect(late.mock.calls).toEqual([[{ arguments: { a: 1 } }]]);
    await flush();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("delivers several tool-input-partial notifications in order, and {} as {}", async () => {
    const { app, host } = make();
    const partial = vi.fn();
    app.ontoolinputpartial = partial;
    await app.connect(host.view);
    host.notify("ui/notifications/tool-input-partial", { arguments: { t: "he" } });
    host.notify("ui/notifications/tool-input-partial", { arguments: { t: "hello", n: [1] } });
    host.notify("ui/notifications/tool-input-partial", {});
    await flush();
    expect(partial.mock.calls).toEqual([[{ arguments: { t: "he" } }], [{ arguments: { t: "hello", n: [1] } }], [{}]]);
    expect(app.getSnapshot().toolInputPartial).toEqual({});
  });

  it("delivers a tool-input with no params as {}", async () => {
    const { app, host, onerror } = make();
    const ontoolinput = vi.fn();
    app.ontoolinput = ontoolinput;
    await app.connect(host.view);
    host.post({ jsonrpc: "2.0", method: "ui/notifications/tool-input" });
    await flush();
    expect(ontoolinput.mock.calls).toEqual([[{}]]);
    expect(onerror).not.toHaveBeenCalled();
  });

  it("does not call the handler for tool-input with non-object arguments, and raises one onerror", async () => {
    const { app, host, onerror } = make();
    const ontoolinput = vi.fn();
    app.ontoolinput = ontoolinput;
    await app.connect(host.view);
    host.notify("ui/notifications/tool-input", { arguments: "bad" });
    await until(() => expect(onerror).toHaveBeenCalled());
    expect(ontoolinput).not.toHaveBeenCalled();
    expect(onerror).toHaveBeenCalledTimes(1);
    const error = onerror.mock.calls[0]![0];
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      kind: "INVALID_MESSAGE",
      message: "Invalid ui/notifications/tool-input notification: arguments must be an object",
      data: { arguments: "bad" },
    });
    expect(app.getSnapshot().toolInput).toBeUndefined();
  });

  it("hands tool-result over with content, structuredContent, isError, _meta and unknown keys preserved", async () => {
    const { app, host } = make();
    const ontoolresult = vi.fn();
    app.ontoolresult = ontoolresult;
    await app.connect(host.view);
    const result = {
      content: [{ type: "text", text: "ok" }],
      structuredContent: { rows: [1, 2] },
      isError: false,
      _meta: { viewUUID: "u" },
      extra: { x: 1 },
    };
    host.notify("ui/notifications/tool-result", result);
    await flush();
    expect(ontoolresult.mock.calls).toEqual([[result]]);
    expect(app.getSnapshot().toolResult).toEqual(result);
  });

  it("shows a tool-result without content as content: []", async () => {
    const { app, host } = make();
    const ontoolresult = vi.fn();
    app.ontoolresult = ontoolresult;
    await app.connect(host.view);
    host.notify("ui/notifications/tool-result", { structuredContent: { a: 1 } });
    await flush();
    expect(ontoolresult.mock.calls).toEqual([[{ content: [], structuredContent: { a: 1 } }]]);
  });

  it("rejects a tool-result whose content is not an array with one onerror", async () => {
    const { app, host, onerror } = make();
    const ontoolresult = vi.fn();
    app.ontoolresult = ontoolresult;
    await app.connect(host.view);
    host.notify("ui/notifications/tool-result", { content: "text" });
    await until(() => expect(onerror).toHaveBeenCalled());
    expect(ontoolresult).not.toHaveBeenCalled();
    expect(onerror).toHaveBeenCalledTimes(1);
    expect(onerror.mock.calls[0]![0].message).toBe("Invalid ui/notifications/tool-result notification: content must be an array");
  });

  it("hands tool-cancelled over as {reason} or {}, tears nothing down and stays connected", async () => {
    const { app, host } = make();
    const cancelled = vi.fn();
    const onteardown = vi.fn(() => ({}));
    app.ontoolcancelled = cancelled;
    app.onteardown = onteardown;
    await app.connect(host.view);
    host.notify("ui/notifications/tool-cancelled", { reason: "user action" });
    host.notify("ui/notifications/tool-cancelled", {});
    await flush();
    expect(cancelled.mock.calls).toEqual([[{ reason: "user action" }], [{}]]);
    expect(app.getSnapshot()).toMatchObject({ status: "connected", toolCancelled: {} });
    host.post({ jsonrpc: "2.0", id: 50, method: "ping" });
    await until(() => expect(host.sent.at(-1)).toEqual({ jsonrpc: "2.0", id: 50, result: {} }));
    expect(onteardown).not.toHaveBeenCalled();
  });

  it("calls the on* handler then two listeners once per tool-result, in that order, and not a removed listener", async () => {
    const { app, host } = make();
    const order: string[] = [];
    const first = () => order.push("first");
    const second = () => order.push("second");
    app.addEventListener("toolresult", first);
    app.ontoolresult = () => order.push("slot");
    app.addEventListener("toolresult", second);
    await app.connect(host.view);
    host.notify("ui/notifications/tool-result", { content: [] });
    await flush();
    expect(order).toEqual(["slot", "first", "second"]);
    app.removeEventListener("toolresult", first);
    await flush();
    order.length = 0;
    host.notify("ui/notifications/tool-result", { content: [] });
    await flush();
    expect(order).toEqual(["slot", "second"]);
  });

  it("dispatches a second tool-input and a second tool-result", async () => {
    const { app, host } = make();
    const inputs = vi.fn();
    const results = vi.fn();
    app.ontoolinput = inputs;
    app.ontoolresult = results;
    await app.connect(host.view);
    host.notify("ui/notifications/tool-input", { arguments: { n: 1 } });
    host.notify("ui/notifications/tool-result", { content: [], structuredContent: { n: 1 } });
    host.notify("ui/notifications/tool-input", { arguments: { n: 2 } });
    host.notify("ui/notifications/tool-result", { content: [], structuredContent: { n: 2 } });
    await flush();
    expect(inputs.mock.calls).toEqual([[{ arguments: { n: 1 } }], [{ arguments: { n: 2 } }]]);
    expect(results.mock.calls).toEqual([[{ content: [], structuredContent: { n: 1 } }], [{ content: [], structuredContent: { n: 2 } }]]);
    expect(app.getSnapshot().toolResult).toEqual({ content: [], structuredContent: { n: 2 } });
  });
});
