// viewStateKey on snapshots: the viewUUID first, else the host's tool call id, else a bounded digest
// of the call (a 10 MB result read only in part, counted with a Proxy), and no key where there is none.
import { describe, expect, it } from "vitest";
import type { CallToolResult, RequestId } from "../../src/protocol/shapes.js";
import type { AppSnapshot } from "../../src/state/store.js";
import { DIGEST_BUDGET } from "../../src/view-state/digest.js";
import { viewStateKey } from "../../src/view-state/key.js";

interface Call {
  id?: RequestId | null;
  args?: Record<string, unknown>;
  result?: CallToolResult;
}

/** The snapshot of the App "view" once the tool "board" was called (with `id`, unless undefined) and answered `result`. */
function snapshot({ id, args = { q: "a" }, result = { content: [{ type: "text", text: "ok" }] } }: Call): AppSnapshot {
  const tool = { name: "board", inputSchema: { type: "object" as const } };
  return {
    status: "connected",
    hostContext: { toolInfo: { ...(id === undefined ? {} : { id: id as RequestId }), tool } },
    toolInput: { arguments: args },
    toolResult: result,
  };
}

const text = (value: string): CallToolResult => ({ content: [{ type: "text", text: value }] });
const DIGEST = /^mcp-view:view:board:digest:[0-9a-z]{2,14}$/;

describe("viewStateKey", () => {
  it("has no key before the tool result", () => {
    expect(viewStateKey({ status: "connected" }, "view")).toBeUndefined();
  });

  it("keys by the result's viewUUID first, even with a call id", () => {
    expect(viewStateKey(snapshot({ id: 7, result: { content: [], _meta: { viewUUID: "u-1" } } }), "view")).toBe(
      "mcp-view:view:board:uuid:u-1",
    );
  });

  it("keys by the host's call id when the viewUUID is empty or missing", () => {
    expect(viewStateKey(snapshot({ id: 7, result: { content: [], _meta: { viewUUID: "" } } }), "view")).toBe(
      "mcp-view:view:board:call:n:7",
    );
    expect(viewStateKey(snapshot({ id: "req-7" }), "view")).toBe("mcp-view:view:board:call:s:req-7");
  });

  it("keeps the string call id 1 and the number call id 1 apart", () => {
    expect([viewStateKey(snapshot({ id: "1" }), "view"), viewStateKey(snapshot({ id: 1 }), "view")]).toEqual([
      "mcp-view:view:board:call:s:1",
      "mcp-view:view:board:call:n:1",
    ]);
  });

  it("gives the same call id the same key whatever the result, and other call ids other keys", () => {
    expect(viewStateKey(snapshot({ id: 7, result: text("first") }), "view")).toBe(
      viewStateKey(snapshot({ id: 7, result: text("again") }), "view"),
    );
    expect(viewStateKey(snapshot({ id: 8 }), "view")).not.toBe(viewStateKey(snapshot({ id: 7 }), "view"));
  });

  it("keys by the call id without reading the result, so a BigInt in it does not matter", () => {
    const result = { content: [], structuredContent: { total: 1n } } as unknown as CallToolResult;
    expect(viewStateKey(snapshot({ id: 7, result }), "view")).toBe("mcp-view:view:board:call:n:7");
  });

  it.each([
    ["no call id", undefined],
    ["an empty string", ""],
    ["null", null],
    ["NaN", Number.NaN],
  ])("keys by a digest of the call for %s as the call id", (_name, id) => {
    expect(viewStateKey(snapshot({ id }), "view")).toMatch(DIGEST);
    expect(viewStateKey(snapshot({ id }), "view")).toBe(viewStateKey(snapshot({}), "view"));
  });

  it("gives the digest of the same call the same key, as when a host resends it on a reload", () => {
    expect(viewStateKey(snapshot({ result: text("ok") }), "view")).toBe(viewStateKey(snapshot({ result: text("ok") }), "view"));
  });

  it("gives calls with other arguments, structuredContent or content other digest keys", () => {
    const keys = [
      snapshot({}),
      snapshot({ args: { q: "b" } }),
      snapshot({ result: { ...text("ok"), structuredContent: { rows: [1] } } }),
      snapshot({ result: { ...text("ok"), structuredContent: { rows: [2] } } }),
      snapshot({ result: text("ko") }),
    ].map((s) => viewStateKey(s, "view"));
    expect(new Set(keys).size).toBe(5);
  });

  it("digests a 10 MB result reading only the budget's share of its rows, and still tells an early difference", () => {
    const row = "r".repeat(1000);
    const rows = Array.from({ length: 10_000 }, () => ({ text: row }));
    expect(JSON.stringify({ items: rows }).length).toBe(10_120_011);
    let reads = 0;
    const items = new Proxy(rows, {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const key = viewStateKey(snapshot({ result: { content: [], structuredContent: { items } } }), "view");
    expect(key).toMatch(DIGEST);
    // 17 rows walked (the last in part), and one more read but not walked: of 10,000.
    expect(reads).toBe(Math.ceil((DIGEST_BUDGET.chars - "items".length) / ("text".length + row.length)) + 1);
    const early = [{ text: `s${row.slice(1)}` }, ...rows.slice(1)];
    expect(viewStateKey(snapshot({ result: { content: [], structuredContent: { items: early } } }), "view")).not.toBe(key);
  });

  it("has no key when reading the result throws (a hostile getter), and keys a BigInt or a cycle by their digest", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const hostile = Object.defineProperty({}, "rows", {
      enumerable: true,
      get() {
        throw new Error("no");
      },
    });
    const keys = [hostile, { total: 1n }, cycle].map((structuredContent) =>
      viewStateKey(snapshot({ result: { content: [], structuredContent } as unknown as CallToolResult }), "view"),
    );
    expect(keys[0]).toBeUndefined();
    expect(keys.slice(1)).toEqual([expect.stringMatching(DIGEST), expect.stringMatching(DIGEST)]);
  });

  it("leaves the tool name empty when the host context names no tool", () => {
    expect(viewStateKey({ status: "connected", toolResult: text("ok") }, "view")).toMatch(/^mcp-view:view::digest:[0-9a-z]{2,14}$/);
  });
});
