// The test host over postMessage to a frame's window (a fake frame window here; real iframes run in
// test/browser): only that window's messages, its origin pinned.
import { describe, expect, it } from "vitest";
import { createTestHost } from "../../src/testing/index.js";
import { host } from "./support.js";

describe("the frame channel", () => {
  it("talks to a window over its postMessage and reads only that window's messages", async () => {
    const posted: unknown[] = [];
    const frame = { postMessage: (data: unknown) => posted.push(data) } as unknown as Window;
    const h = host({ channel: frame });
    window.dispatchEvent(new MessageEvent("message", { data: { jsonrpc: "2.0", id: 0, method: "ping" }, source: frame }));
    window.dispatchEvent(new MessageEvent("message", { data: { jsonrpc: "2.0", id: 1, method: "ping" }, source: window }));
    await h.waitFor("ping");
    expect(posted).toEqual([{ jsonrpc: "2.0", id: 0, result: {} }]);
    expect(h.messages.map((r) => [r.direction, r.id, r.note])).toEqual([
      ["received", 0, undefined],
      ["ignored", undefined, "source is not the view's frame"],
      ["sent", 0, undefined],
    ]);
  });

  it("pins the origin of the window's first message, posts to it, and leaves a window whose document changed origin", async () => {
    const posted: Array<[unknown, unknown]> = [];
    const frame = { postMessage: (data: unknown, origin: unknown) => posted.push([data, origin]) } as unknown as Window;
    const h = host({ channel: frame });
    const post = (origin: string, id: number) =>
      window.dispatchEvent(new MessageEvent("message", { data: { jsonrpc: "2.0", id, method: "ping" }, source: frame, origin }));
    post("https://view.example", 0);
    await h.waitFor("ping");
    post("https://elsewhere.example", 1);
    await expect(h.sendToolResult({ content: [] })).rejects.toThrow(
      "ui/notifications/tool-result: The view's frame navigated away (a document of origin https://elsewhere.example now sends from the frame the host loaded from https://view.example); the host no longer talks to it",
    );
    expect(posted).toEqual([[{ jsonrpc: "2.0", id: 0, result: {} }, "https://view.example"]]);
    expect(h.received("ping")).toHaveLength(1);
  });

  it("takes the view's origin from the frameOrigin option, and drops other origins from the start", async () => {
    const posted: unknown[] = [];
    const frame = { postMessage: (_data: unknown, origin: unknown) => posted.push(origin) } as unknown as Window;
    const h = host({ channel: frame, frameOrigin: "https://view.example" });
    window.dispatchEvent(
      new MessageEvent("message", { data: { jsonrpc: "2.0", id: 0, method: "ping" }, source: frame, origin: "https://other.example" }),
    );
    await expect(h.sendToolResult({ content: [] })).rejects.toThrow("navigated away");
    expect([h.received("ping"), posted]).toEqual([[], []]);
  });

  it("refuses an iframe that has no contentWindow yet", () => {
    const iframe = document.createElement("iframe");
    expect(() => createTestHost({ channel: iframe })).toThrow(
      "The iframe has no contentWindow yet: add it to the document before creating the test host",
    );
  });
});
