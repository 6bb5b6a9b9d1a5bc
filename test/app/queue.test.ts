// Requests and notifications made before the handshake completes wait for it: sent right after
// ui/notifications/initialized, in call order, never before and never dropped.
import { afterEach, describe, expect, it, vi } from "vitest";
import { flush, HOST_RESULT, until, type ScriptedHost } from "../support/host.js";
import { make as makeView, type View } from "./support.js";

/**
 * A host that answers ui/open-link and ui/message, and an App for it. The handshake waits for
 * `answer(result)` unless `initialize` answers it.
 */
function make(initialize?: () => unknown): View & { answer: (result: unknown) => void } {
  let answer!: (result: unknown) => void;
  const view = makeView({ host: { initialize: initialize ?? (() => new Promise((resolve) => (answer = resolve))) } });
  view.host.rpc.handle("ui/open-link", () => ({}));
  view.host.rpc.handle("ui/message", () => ({}));
  return { ...view, answer: (result) => answer(result) };
}

/** What the view sent, with request ids counted from the handshake's (ids are unique in the page, not fixed). */
const summary = (host: ScriptedHost) => {
  const base = host.requestId("ui/initialize");
  return host.sent.map((m) => ("method" in m ? `${"id" in m ? (m.id as number) - base : "-"} ${m.method}` : "response"));
};

afterEach(() => {
  vi.useRealTimers();
});

describe("requests before the handshake", () => {
  it("sends requests made before connect() and during the handshake after initialized, in order, with ids from 1", async () => {
    const { app, host, answer } = make();
    const results = [app.openLink({ url: "https://1.example" }), app.sendMessage({ role: "user", content: [] })];
    void app.sendLog({ level: "info", data: "queued" });
    const connecting = app.connect(host.view);
    results.push(app.openLink({ url: "https://3.example" }));
    await flush();
    expect(summary(host)).toEqual(["0 ui/initialize"]);
    answer(structuredClone(HOST_RESULT));
    await connecting;
    await expect(Promise.all(results)).resolves.toEqual([{}, {}, {}]);
    expect(summary(host)).toEqual([
      "0 ui/initialize",
      "- ui/notifications/initialized",
      "1 ui/open-link",
      "2 ui/message",
      "- notifications/message",
      "3 ui/open-link",
    ]);
    expect((host.sent[2] as { params: unknown }).params).toEqual({ url: "https://1.example" });
  });

  it("sends a request made by a subscriber during the handshake after initialized", async () => {
    const { app, host, answer } = make();
    app.subscribe(() => {
      if (app.getSnapshot().status === "connected" && !host.messages("ui/open-link").length)
        void app.openLink({ url: "https://from-subscriber.example" });
    });
    const connecting = app.connect(host.view);
    await flush();
    answer(structuredClone(HOST_RESULT));
    await connecting;
    await flush();
    expect(summary(host)).toEqual(["0 ui/initialize", "- ui/notifications/initialized", "1 ui/open-link"]);
  });

  it("sends nothing for a queued request aborted before the handshake completed", async () => {
    const { app, host, answer } = make();
    const controller = new AbortController();
    const aborted = app.openLink({ url: "https://a.example" }, { signal: controller.signal });
    const kept = app.openLink({ url: "https://b.example" });
    const connecting = app.connect(host.view);
    controller.abort("changed my mind");
    await expect(aborted).rejects.toMatchObject({ kind: "ABORTED", cause: "changed my mind" });
    answer(structuredClone(HOST_RESULT));
    await connecting;
    await kept;
    expect(summary(host)).toEqual(["0 ui/initialize", "- ui/notifications/initialized", "1 ui/open-link"]);
    expect(host.messages("notifications/cancelled")).toEqual([]);
  });

  it("rejects a request whose signal is already aborted at once, sending nothing", async () => {
    const { app, host } = make(() => structuredClone(HOST_RESULT));
    await app.connect(host.view);
    const count = host.sent.length;
    const error = await app.openLink({ url: "https://a.example" }, { signal: AbortSignal.abort("no") }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "ABORTED", message: "Request ui/open-link was aborted: no", cause: "no" });
    await app.sendLog({ level: "info", data: "after" });
    expect(host.methods().slice(count)).toEqual(["notifications/message"]);
  });

  it("rejects queued requests with HANDSHAKE_FAILED when the handshake fails, sending none of them", async () => {
    const { app, host } = make(() => {
      throw Object.assign(new Error("nope"), { code: -32000 });
    });
    const queued = app.openLink({ url: "https://a.example" });
    await expect(app.connect(host.view)).rejects.toMatchObject({ kind: "HANDSHAKE_FAILED", code: -32000 });
    await expect(queued).rejects.toMatchObject({
      kind: "HANDSHAKE_FAILED",
      message: "ui/open-link: ui/initialize failed: MCP error -32000: nope",
    });
    expect(summary(host)).toEqual(["0 ui/initialize"]);
  });

  it("rejects queued requests with CLOSED when the App closes before connecting, even ones with a pre-send check", async () => {
    const { app } = make();
    const open = app.openLink({ url: "https://a.example" });
    const sampling = app.createSamplingMessage({ messages: [], maxTokens: 1 });
    const mode = app.requestDisplayMode({ mode: "fullscreen" });
    await app.close();
    await expect(open).rejects.toMatchObject({ kind: "CLOSED", message: "ui/open-link: Connection closed" });
    await expect(sampling).rejects.toMatchObject({ kind: "CLOSED" });
    await expect(mode).rejects.toMatchObject({ kind: "CLOSED" });
  });

  it("resolves queued notifications once they are sent", async () => {
    const { app, host, answer } = make();
    const sent = vi.fn();
    void app.sendSizeChanged({ width: 1, height: 1 }).then(sent);
    const connecting = app.connect(host.view);
    await until(() => expect(host.methods()).toEqual(["ui/initialize"]));
    expect(sent).not.toHaveBeenCalled();
    answer(structuredClone(HOST_RESULT));
    await connecting;
    await flush();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(host.messages("ui/notifications/size-changed")).toHaveLength(1);
  });
});
