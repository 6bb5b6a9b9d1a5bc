// ChatGPT's globals as a host context and a tool result, on their own: each global present maps to
// its field, values pass as found (the App checks them), and absent globals add nothing.
import { describe, expect, it } from "vitest";
import { contextOf, toolResultOf } from "../../src/openai/context.js";

describe("contextOf", () => {
  it("maps theme, locale and displayMode as found", () => {
    expect(contextOf({ theme: "dark", locale: "fr-FR", displayMode: "fullscreen" })).toEqual({
      theme: "dark",
      locale: "fr-FR",
      displayMode: "fullscreen",
    });
  });

  it("is empty for no globals", () => {
    expect(contextOf({})).toEqual({});
  });

  it("puts maxHeight in containerDimensions", () => {
    expect(contextOf({ maxHeight: 480 })).toEqual({ containerDimensions: { maxHeight: 480 } });
  });

  it("takes safeAreaInsets from safeArea.insets, or the safeArea itself when it has none", () => {
    const insets = { top: 1, right: 2, bottom: 3, left: 4 };
    expect([contextOf({ safeArea: { insets } }), contextOf({ safeArea: "odd" })]).toEqual([
      { safeAreaInsets: insets },
      { safeAreaInsets: "odd" },
    ]);
  });

  it("takes a userAgent string as it is", () => {
    expect(contextOf({ userAgent: "Mozilla/5.0" })).toEqual({ userAgent: "Mozilla/5.0" });
  });

  it.each([
    ["mobile", "mobile"],
    ["tablet", "mobile"],
    ["desktop", "web"],
  ])("reads a %s device as the %s platform", (type, platform) => {
    expect(contextOf({ userAgent: { device: { type } } })).toEqual({ platform });
  });

  it("passes the device's capabilities as deviceCapabilities", () => {
    expect(contextOf({ userAgent: { capabilities: { hover: true, touch: false } } })).toEqual({
      deviceCapabilities: { hover: true, touch: false },
    });
  });

  it("adds no platform for a device without a string type", () => {
    expect(contextOf({ userAgent: { device: { type: 3 } } })).toEqual({});
  });
});

describe("toolResultOf", () => {
  it("is a result with no content and toolOutput as structuredContent", () => {
    expect(toolResultOf({ toolOutput: { n: 1 } })).toEqual({ content: [], structuredContent: { n: 1 } });
  });

  it("carries toolResponseMetadata as _meta", () => {
    expect(toolResultOf({ toolOutput: null, toolResponseMetadata: { k: 1 } })).toEqual({
      content: [],
      structuredContent: null,
      _meta: { k: 1 },
    });
  });

  it("adds no _meta for null metadata", () => {
    expect(toolResultOf({ toolOutput: {}, toolResponseMetadata: null })).not.toHaveProperty("_meta");
  });
});
