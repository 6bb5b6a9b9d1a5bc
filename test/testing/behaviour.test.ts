// How the test host plays a profile's departures from the standard bridge, on its own: behave()
// changes what the host sends, viewToolMethod() the names of its requests to the view.
import { describe, expect, it } from "vitest";
import { behave, viewToolMethod } from "../../src/testing/behaviour.js";
import { profiles } from "../../src/testing/index.js";

const result = { content: [{ type: "text", text: '{"n":1}' }], structuredContent: { n: 1 } };
const handshake = {
  protocolVersion: "2026-01-26",
  hostInfo: { name: "h", version: "1" },
  hostCapabilities: { openLinks: {} },
  hostContext: {},
};

describe("behave", () => {
  it("leaves everything as it is for a profile without a behaviour", () => {
    expect([
      behave(profiles.default, "ui/notifications/tool-result", result),
      behave(profiles.default, "ui/initialize", handshake),
    ]).toEqual([result, handshake]);
  });

  it("drops structuredContent from tool results and tools/call answers on a host that strips it", () => {
    const stripped = { content: result.content };
    expect([
      behave(profiles["strips-structured"], "ui/notifications/tool-result", result),
      behave(profiles["strips-structured"], "tools/call", result),
    ]).toEqual([stripped, stripped]);
  });

  it("keeps structuredContent in anything else a stripping host sends", () => {
    expect(behave(profiles["strips-structured"], "ui/notifications/tool-input", { arguments: {}, structuredContent: 1 })).toEqual({
      arguments: {},
      structuredContent: 1,
    });
  });

  it("moves the handshake's hostCapabilities into capabilities.extensions on a host on the next wire names (SEP-2133)", () => {
    const { hostCapabilities: _, ...rest } = handshake;
    expect(behave(profiles["next-wire"], "ui/initialize", handshake)).toEqual({
      ...rest,
      capabilities: { extensions: { "io.modelcontextprotocol/ui": { openLinks: {} } } },
    });
  });

  it("passes a value that is not an object as it is", () => {
    expect(behave(profiles["strips-structured"], "tools/call", "text")).toBe("text");
  });
});

describe("viewToolMethod", () => {
  it("renames tools/call and tools/list on a host on the next wire names, and nothing else", () => {
    const next = profiles["next-wire"];
    expect([viewToolMethod(next, "tools/call"), viewToolMethod(next, "tools/list"), viewToolMethod(next, "ping")]).toEqual([
      "ui/call-view-tool",
      "ui/list-view-tools",
      "ping",
    ]);
  });

  it("keeps today's names on any other host", () => {
    expect([viewToolMethod(profiles.default, "tools/call"), viewToolMethod(profiles.chatgpt, "tools/list")]).toEqual([
      "tools/call",
      "tools/list",
    ]);
  });
});
