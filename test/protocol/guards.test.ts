// The inbound guards for host context and tool data.
import { describe, expect, it } from "vitest";
import { checkCallAnswer, checkCancelled, checkHostContext, checkToolInput, checkToolResult } from "../../src/protocol/guards.js";

describe("checkHostContext", () => {
  it("accepts a full valid context unchanged", () => {
    const context = {
      toolInfo: { id: 1, tool: { name: "t", inputSchema: { type: "object" } } },
      theme: "dark",
      styles: { variables: { "--color-text-primary": "red" }, css: { fonts: "@import url(x);" } },
      displayMode: "pip",
      availableDisplayModes: ["inline", "pip"],
      containerDimensions: { maxWidth: 800, maxHeight: 600 },
      locale: "en-US",
      timeZone: "Europe/Paris",
      userAgent: "host/1",
      platform: "desktop",
      deviceCapabilities: { touch: false, hover: true },
      safeAreaInsets: { top: 0, right: 0, bottom: 10, left: 0 },
    };
    expect(checkHostContext(context)).toEqual({ context, invalid: [], dropped: [] });
  });

  it("treats a missing context as {} and a non-object one as invalid", () => {
    expect(checkHostContext(undefined)).toEqual({ context: {}, invalid: [], dropped: [] });
    expect(checkHostContext("dark")).toEqual({ context: {}, invalid: ["hostContext"], dropped: [] });
    expect(checkHostContext([])).toEqual({ context: {}, invalid: ["hostContext"], dropped: [] });
  });

  it.each([
    ["theme", "blue"],
    ["displayMode", "modal"],
    ["availableDisplayModes", "inline"],
    ["platform", "watch"],
    ["locale", 5],
    ["safeAreaInsets", { top: 1, right: 1, bottom: 1 }],
    ["containerDimensions", { height: "10px" }],
    ["deviceCapabilities", { touch: "yes" }],
    ["toolInfo", { tool: {} }],
    ["styles", { variables: { "--a": 1 } }],
    ["styles", { css: { fonts: 3 } }],
  ])("leaves out an invalid %s (%j) and names it", (key, value) => {
    expect(checkHostContext({ [key]: value, locale: key === "locale" ? value : "en" })).toEqual({
      context: key === "locale" ? {} : { locale: "en" },
      invalid: [key],
      dropped: [],
    });
  });

  it("keeps the display modes it knows of an availableDisplayModes that has others, and names nothing", () => {
    const raw = { availableDisplayModes: ["inline", "fullscreen", "split-right", 3, "pip"] };
    expect(checkHostContext(raw)).toEqual({
      context: { availableDisplayModes: ["inline", "fullscreen", "pip"] },
      invalid: [],
      dropped: [],
    });
    expect(raw.availableDisplayModes).toHaveLength(5); // the host's array is left as it was
    expect(checkHostContext({ availableDisplayModes: ["standalone"] }).context).toEqual({ availableDisplayModes: [] });
  });

  it("drops keys named like Object.prototype members and names them, whatever their value", () => {
    const raw = JSON.parse('{"locale":"en","toString":"x","valueOf":1,"hasOwnProperty":null,"__proto__":{"a":1},"constructor":{}}');
    const { context, invalid, dropped } = checkHostContext(raw);
    expect(context).toEqual({ locale: "en" });
    expect(invalid).toEqual([]);
    expect(dropped).toEqual(["toString", "valueOf", "hasOwnProperty", "__proto__", "constructor"]);
    expect(`${JSON.stringify(context)} ${String(context.toString)}`).toContain("function");
  });

  it("keeps keys whose value is undefined, as a spread-merge would", () => {
    const { context, invalid } = checkHostContext({ theme: undefined });
    expect(invalid).toEqual([]);
    expect("theme" in context).toBe(true);
  });

  it("keeps a fixed size over a maximum on the same axis", () => {
    expect(checkHostContext({ containerDimensions: { height: 10, maxHeight: 20, maxWidth: 5 } }).context).toEqual({
      containerDimensions: { height: 10, maxWidth: 5 },
    });
  });
});

describe("tool data guards", () => {
  it("checkToolInput accepts absent or object arguments and rejects others", () => {
    expect(checkToolInput(undefined)).toEqual({});
    expect(checkToolInput({ arguments: { a: 1 } })).toEqual({ arguments: { a: 1 } });
    expect(checkToolInput({ arguments: [1] })).toBe("arguments must be an object");
    expect(checkToolInput({ arguments: null })).toBe("arguments must be an object");
  });

  it("treats built-in objects (Map, Set, Date, Error) as not JSON objects", () => {
    for (const value of [new Map(), new Set(), new Date(0), new Error("e"), new Uint8Array(1)]) {
      expect(checkToolInput({ arguments: value })).toBe("arguments must be an object");
      expect(checkHostContext(value).invalid).toEqual(["hostContext"]);
    }
    expect(checkToolInput({ arguments: Object.create(null) })).toEqual({ arguments: {} });
  });

  it("checkToolResult defaults content to [] and rejects a non-array content", () => {
    expect(checkToolResult(undefined)).toEqual({ content: [] });
    expect(checkToolResult({ content: {} })).toBe("content must be an array");
  });

  it("checkToolResult passes structuredContent of any kind (any JSON value is allowed there)", () => {
    for (const value of [[1], "text", 0, false, null, { a: 1 }]) {
      expect(checkToolResult({ content: [], structuredContent: value })).toEqual({ content: [], structuredContent: value });
    }
  });

  it("checkToolResult passes the 2026-07-28 keys (resultType, cache hints) and rejects a _meta that is not an object", () => {
    const result = {
      resultType: "complete",
      content: [],
      ttlMs: 0,
      _meta: { "io.modelcontextprotocol/serverInfo": { name: "s", version: "1" } },
    };
    expect(checkToolResult(result)).toBe(result);
    for (const meta of ["m", [1], null]) expect(checkToolResult({ content: [], _meta: meta })).toBe("_meta must be an object");
  });

  it("checkCallAnswer refuses an answer without content that carries inputRequests, requestState or task, and checks the rest as checkToolResult", () => {
    for (const key of ["inputRequests", "requestState", "task"]) {
      expect(checkCallAnswer({ resultType: "input_required", [key]: null })).toBe("content must be an array");
      expect(checkCallAnswer({ [key]: {}, content: [] })).toEqual({ [key]: {}, content: [] });
    }
    expect(checkCallAnswer({ resultType: "complete" })).toEqual({ resultType: "complete", content: [] });
    expect(checkCallAnswer({ content: [], isError: "yes" })).toBe("isError must be a boolean");
  });

  it("checkCancelled accepts a string or absent reason", () => {
    expect(checkCancelled({})).toEqual({});
    expect(checkCancelled({ reason: "r" })).toEqual({ reason: "r" });
    expect(checkCancelled({ reason: 1 })).toBe("reason must be a string");
  });
});
