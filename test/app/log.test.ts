// The opt-in log option sees every message sent, received or ignored, and every error.
import { describe, expect, it, vi } from "vitest";
import type { LogEntry } from "../../src/index.js";
import { flush, HOST_RESULT } from "../support/host.js";
import { HOST_ORIGIN, post, spyParent, stranger } from "../support/window.js";
import { createApp, make } from "./support.js";

function brief(entries: LogEntry[]): string[] {
  return entries.map((e) => {
    if (e.type === "ignore") return `ignore ${e.reason}`;
    if (e.type === "error") return `error ${e.error.kind}`;
    const m = e.message;
    return `${e.type} ${"method" in m ? m.method : `response ${(m as { id: unknown }).id}`}`;
  });
}

describe("log option", () => {
  it("sees the handshake sent and received, in order", async () => {
    const entries: LogEntry[] = [];
    const { app, host } = make({ app: { log: (e) => entries.push(e) } });
    await app.connect(host.view);
    expect(brief(entries)).toEqual(["send ui/initialize", "receive response 0", "send ui/notifications/initialized"]);
    expect(entries[1]).toEqual({ type: "receive", message: { jsonrpc: "2.0", id: 0, result: HOST_RESULT } });
  });

  it("sees ignored data (stranger, not JSON-RPC, other origin) and errors over the window transport", async () => {
    const entries: LogEntry[] = [];
    spyParent({ origin: HOST_ORIGIN });
    const app = createApp({ app: { log: (e) => entries.push(e) } });
    app.onerror = () => {};
    await app.connect();
    await flush();
    entries.length = 0;
    post({ jsonrpc: "2.0", method: "x" }, { source: stranger });
    post("hello");
    post({ jsonrpc: "2.0", method: "x" }, { origin: "https://evil.example" });
    post({ jsonrpc: "2.0", id: 5 });
    post({ jsonrpc: "2.0", method: "ui/notifications/tool-input", params: { arguments: 1 } });
    expect(brief(entries)).toEqual([
      "ignore source is not the parent",
      "ignore not JSON-RPC 2.0",
      `ignore origin https://evil.example is not ${HOST_ORIGIN}`,
      "error INVALID_MESSAGE",
      "receive ui/notifications/tool-input",
      "error INVALID_MESSAGE",
    ]);
    expect(entries[1]).toEqual({ type: "ignore", data: "hello", reason: "not JSON-RPC 2.0" });
  });

  it("sees data a custom transport passes through that is not JSON-RPC", async () => {
    const log = vi.fn();
    const { app, host } = make({ app: { log } });
    await app.connect(host.view);
    host.view.inject({ type: "webpackOk" });
    expect(log).toHaveBeenLastCalledWith({ type: "ignore", data: { type: "webpackOk" }, reason: "not JSON-RPC 2.0" });
  });

  it("sees responses the view sends and handler errors", async () => {
    const entries: LogEntry[] = [];
    const { app, host } = make({ app: { log: (e) => entries.push(e) } });
    app.ontoolresult = () => {
      throw new Error("x");
    };
    await app.connect(host.view);
    entries.length = 0;
    host.post({ jsonrpc: "2.0", id: 9, method: "ping" });
    await flush();
    host.notify("ui/notifications/tool-result", { content: [] });
    await flush();
    expect(brief(entries)).toEqual(["receive ping", "send response 9", "receive ui/notifications/tool-result", "error INVALID_MESSAGE"]);
  });
});
