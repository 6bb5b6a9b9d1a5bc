// @vitest-environment node
// The test kit's view-state tools answer every call exactly as registerViewStateTools on a real
// McpServer does: the same script of reads, writes, stale and invalid writes, malformed calls and a
// removal gets the same results from both, message for message.
import { expect, it } from "vitest";
import { App } from "../../src/index.js";
import { createTestHost } from "../../src/testing/index.js";
import { SDK_1 } from "../server/generations.js";
import { servingViewState } from "../server/view-state-support.js";

const SCRIPT: Array<[name: string, args: Record<string, unknown>]> = [
  ["view_state_get", { viewUUID: "v" }],
  ["view_state_set", { viewUUID: "v", baseVersion: 0, state: { seat: "12A" } }],
  ["view_state_set", { viewUUID: "v", baseVersion: 0, state: { seat: "14C" } }],
  ["view_state_get", { viewUUID: "v" }],
  ["view_state_set", { viewUUID: "v", baseVersion: 1, state: "x".repeat(40) }],
  ["view_state_get", {}],
  ["view_state_set", { viewUUID: "v", baseVersion: -1 }],
  ["view_state_set", { viewUUID: "", baseVersion: 0 }],
  ["view_state_set", { viewUUID: "v", baseVersion: 1 }],
  ["view_state_get", { viewUUID: "v" }],
  ["view_state_set", { viewUUID: "v", baseVersion: 1, state: 3 }],
];

it("answers a script of calls with the same results as registerViewStateTools on an McpServer", async () => {
  const client = await servingViewState(SDK_1)({ maxLength: 20 });
  const host = createTestHost({ channel: "transport", viewStateTools: { maxLength: 20 } });
  const app = new App({ name: "w", version: "1" }, {}, { autoResize: false });
  try {
    await app.connect(host.transport);
    const outcomes: unknown[] = [];
    for (const [name, args] of SCRIPT) {
      const served = await client.callTool({ name, arguments: args });
      const kit = await app.callServerTool({ name, arguments: args });
      expect(kit, `${name} ${JSON.stringify(args)}`).toEqual(served);
      const { reason, version } = (kit.structuredContent ?? {}) as { reason?: string; version?: number };
      outcomes.push(reason ?? version);
    }
    expect(outcomes).toEqual([0, 1, "stale", 1, "invalid", "bad-arguments", "bad-arguments", "bad-arguments", 2, 2, "stale"]);
  } finally {
    await app.close();
    host.close();
  }
});
