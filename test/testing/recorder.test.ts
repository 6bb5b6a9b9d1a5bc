// What the host remembers: every message both ways with direction and time, typed lookups, waits
// that time out with a transcript, the view's size and logs.
import { describe, expect, it, vi } from "vitest";
import { AppError } from "../../src/index.js";
import { Recorder } from "../../src/testing/recorder.js";
import { app, connected, host } from "./support.js";

const emptyProfile = { hostInfo: { name: "h", version: "1" }, hostCapabilities: {}, hostContext: {}, variables: { light: {}, dark: {} } };

describe("the record", () => {
  it("keeps every message with its direction, kind, id, method, params and time", async () => {
    vi.useFakeTimers({ now: 1_000, toFake: ["Date"] });
    const { host: h } = await connected();
    expect(h.messages.map(({ direction, kind, id, method, at }) => ({ direction, kind, id, method, at }))).toEqual([
      { direction: "received", kind: "request", id: 0, method: "ui/initialize", at: 1_000 },
      { direction: "sent", kind: "result", id: 0, method: "ui/initialize", at: 1_000 },
      { direction: "received", kind: "notification", id: undefined, method: "ui/notifications/initialized", at: 1_000 },
    ]);
    expect(h.messages[1]!.params).toMatchObject({ protocolVersion: "2026-01-26" });
  });

  it("received() and sent() list the params of one method in order", async () => {
    const { host: h, app: a } = await connected();
    await a.openLink({ url: "https://a.example" });
    await a.openLink({ url: "https://b.example" });
    await h.sendToolInput({ arguments: { n: 1 } });
    expect(h.received("ui/open-link")).toEqual([{ url: "https://a.example" }, { url: "https://b.example" }]);
    expect(h.sent("ui/notifications/tool-input")).toEqual([{ arguments: { n: 1 } }]);
    expect(h.received("ui/notifications/tool-input")).toEqual([]);
  });

  it("records error answers with the method of the request they answer", async () => {
    const { host: h, app: a } = await connected();
    await a.callServerTool({ name: "nope" }).catch(() => {});
    const last = h.messages.at(-1)!;
    expect([last.direction, last.kind, last.method, (last.params as { code: number }).code]).toEqual([
      "sent",
      "error",
      "tools/call",
      -32602,
    ]);
  });

  it("lastSize() is the last size the view reported", async () => {
    const { host: h, app: a } = await connected();
    expect(h.lastSize()).toBeUndefined();
    await a.sendSizeChanged({ width: 300, height: 120 });
    await a.sendSizeChanged({ width: 300, height: 180 });
    await vi.waitFor(() => expect(h.lastSize()).toEqual({ width: 300, height: 180 }));
  });

  it("logs() lists the view's log messages", async () => {
    const { host: h, app: a } = await connected();
    await a.sendLog({ level: "info", data: "started" });
    await vi.waitFor(() => expect(h.logs()).toEqual([{ level: "info", data: "started" }]));
  });
});

describe("onRecord()", () => {
  it("calls back with every record from then on, until unsubscribed", async () => {
    const h = host();
    const seen: string[] = [];
    const off = h.onRecord((r) => seen.push(`${r.direction} ${r.kind} ${r.method}`));
    const a = app();
    await a.connect();
    await h.ready;
    off();
    await h.sendToolInput({ arguments: {} });
    expect(seen).toEqual([
      "received request ui/initialize",
      "sent result ui/initialize",
      "received notification ui/notifications/initialized",
    ]);
  });

  it("keeps recording when a listener throws, and rethrows the error outside the traffic", () => {
    const deferred: Array<() => void> = [];
    vi.stubGlobal("queueMicrotask", (fn: () => void) => deferred.push(fn));
    const recorder = new Recorder();
    recorder.subscribe(() => {
      throw new Error("listener bug");
    });
    recorder.message("received", { jsonrpc: "2.0", method: "x" });
    vi.unstubAllGlobals();
    expect(recorder.records.map((r) => r.method)).toEqual(["x"]);
    expect(deferred).toHaveLength(1);
    expect(deferred[0]!).toThrow(new Error("listener bug"));
  });
});

describe("waitFor()", () => {
  it("resolves with a message that already arrived", async () => {
    const { host: h } = await connected();
    expect(await h.waitFor("ui/initialize")).toMatchObject({ appInfo: { name: "widget" } });
  });

  it("resolves with the first later message its predicate accepts", async () => {
    const { host: h, app: a } = await connected();
    const waiting = h.waitFor("ui/message", (p) => p.content.length === 2);
    await a.sendMessage({ role: "user", content: [] });
    await a.sendMessage({
      role: "user",
      content: [
        { type: "text", text: "a" },
        { type: "text", text: "b" },
      ],
    });
    expect((await waiting).content).toHaveLength(2);
  });

  it("treats a predicate that throws as no match", async () => {
    const { host: h, app: a } = await connected();
    const waiting = h.waitFor("ui/open-link", (p) => {
      if (p.url === "bad") throw new Error("boom");
      return true;
    });
    await a.openLink({ url: "bad" });
    await a.openLink({ url: "good" });
    expect(await waiting).toEqual({ url: "good" });
  });

  it("rejects with TIMEOUT and the transcript when nothing matches in time", async () => {
    const { host: h } = await connected();
    vi.useFakeTimers();
    const waiting = h.waitFor("ui/message", undefined, { timeout: 250 });
    const failed = expect(waiting).rejects.toThrow(/^waitFor \("ui\/message"\) timed out after 250 ms\. Transcript:\n.*ui\/initialize/);
    await vi.advanceTimersByTimeAsync(250);
    await failed;
  });
});

describe("transcript()", () => {
  it("prints one readable line per message, with time, direction, kind, id, method and payload", async () => {
    vi.useFakeTimers({ now: 5_000, toFake: ["Date"] });
    const h = host({ profile: emptyProfile });
    const a = app();
    await a.connect();
    await h.ready;
    vi.setSystemTime(5_012);
    await h.sendToolResult({ content: [] });
    const id = h.messages.find((r) => r.method === "ui/initialize")!.id;
    expect(h.transcript()).toBe(
      [
        `+   0ms view → host request #${id} ui/initialize {"appInfo":{"name":"widget","version":"1.0.0"},"appCapabilities":{},"protocolVersion":"2026-01-26"}`,
        `+   0ms host → view result #${id} (ui/initialize) {"protocolVersion":"2026-01-26","hostInfo":{"name":"h","version":"1"},"hostCapabilities":{},"hostContext":{"theme":"light","styles":{"variables":{}}}}`,
        "+   0ms view → host notification ui/notifications/initialized",
        '+  12ms host → view notification ui/notifications/tool-result {"content":[]}',
      ].join("\n"),
    );
  });

  it("says so when there are no messages, and shortens long lines to 300 characters", async () => {
    const h = host();
    expect(h.transcript()).toBe("(no messages)");
    const a = app();
    await a.connect();
    await a.sendMessage({ role: "user", content: [{ type: "text", text: "x".repeat(1000) }] });
    const line = h.transcript().split("\n").at(-2)!;
    expect([line.length, line.endsWith("…")]).toEqual([300, true]);
  });

  it("lists what was ignored, with the reason", async () => {
    const h = host();
    window.parent.postMessage({ jsonrpc: "2.0", method: "x" }, "https://other.example");
    await Promise.resolve();
    expect(h.transcript()).toMatch(
      /^\+ +\d+ms ignored: +posted to targetOrigin https:\/\/other\.example, but the host's origin is http:\/\/localhost:3000: \{"jsonrpc":"2\.0","method":"x"\}$/,
    );
  });

  it("records a broken JSON-RPC message from the view and the engine's complaint", async () => {
    const h = host();
    window.parent.postMessage({ jsonrpc: "2.0", method: "x", params: [1] }, "*");
    await Promise.resolve();
    expect(h.messages.map((r) => [r.direction, r.note])).toEqual([
      ["received", undefined],
      ["ignored", "Invalid JSON-RPC message received: params must be an object"],
    ]);
  });
});

it("waitFor() on a closed host rejects with CLOSED", async () => {
  const h = host();
  h.close();
  await expect(h.waitFor("ui/message")).rejects.toEqual(new AppError("CLOSED", 'waitFor ("ui/message"): the test host is closed'));
});
