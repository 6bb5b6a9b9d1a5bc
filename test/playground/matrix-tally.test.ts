// The Hosts matrix's bookkeeping for one profile's run: the handshake, rendered (a height > 0), the
// console capture's errors, CSP violations, requests refused (an error answer) or ignored (a success
// answer to a method the profile's facts say it ignores), the last size, and capped logs.
import { describe, expect, it } from "vitest";
import { MAX_LOG, MatrixTally } from "../../playground/host/session/matrix-tally.js";

const PROFILE = { id: "p", label: "P", facts: { refuses: { "ui/update-model-context": { kind: "ignored" as const } } } };
const request = (id: number, method: string, params: unknown = {}) => ({ jsonrpc: "2.0", id, method, params });
const answer = (id: number) => ({ jsonrpc: "2.0", id, result: {} });
const failure = (id: number) => ({ jsonrpc: "2.0", id, error: { code: -32601, message: "Method not found" } });
const size = (width: unknown, height: unknown) => ({ jsonrpc: "2.0", method: "ui/notifications/size-changed", params: { width, height } });

describe("MatrixTally", () => {
  it("starts as a row with no handshake, nothing rendered and nothing counted", () => {
    expect(new MatrixTally(PROFILE).row()).toEqual({
      profile: "p",
      label: "P",
      handshakeMs: undefined,
      rendered: false,
      errors: 0,
      csp: 0,
      refused: 0,
      size: undefined,
      log: { rpc: [], console: [], diagnostics: [] },
    });
  });

  it("counts errors and refused or ignored requests, follows the size and keeps the logs", () => {
    const tally = new MatrixTally(PROFILE);
    let sized = 0;
    tally.onsize = () => sized++;
    tally.handshake(41.6);
    tally.rpc("in", request(1, "ui/open-link"));
    tally.rpc("out", failure(1)); // refused
    tally.rpc("in", request(2, "ui/update-model-context"));
    tally.rpc("out", answer(2)); // ignored, by the profile's facts
    tally.rpc("in", request(3, "tools/call"));
    tally.rpc("out", answer(3)); // carried out
    tally.rpc("out", failure(99)); // answers nothing the view asked
    tally.rpc("in", size(400, 0));
    expect(tally.row().rendered).toBe(false);
    tally.rpc("in", size(400, 312));
    tally.console({ kind: "uncaught", text: "TypeError" });
    tally.console({ kind: "console-warn", text: "slow" });
    tally.console({ kind: "app-error", text: "bad" });
    tally.violation();
    tally.diagnostic({ key: "handshake", severity: "pending", title: "Waiting" });
    tally.diagnostic({ key: "handshake", severity: "ok", title: "Done" });
    const row = tally.row();
    expect(row).toMatchObject({ handshakeMs: 42, rendered: true, errors: 2, csp: 1, refused: 2, size: { width: 400, height: 312 } });
    expect(sized).toBe(2);
    expect(row.log.rpc).toHaveLength(9);
    expect(row.log.console.map((e) => e.kind)).toEqual(["uncaught", "console-warn", "app-error"]);
    expect(row.log.diagnostics).toEqual([{ key: "handshake", severity: "ok", title: "Done" }]);
  });

  it("takes only finite, non-negative numbers from a size report, and ignores malformed messages", () => {
    const tally = new MatrixTally({ id: "p", label: "P" });
    tally.rpc("in", size("wide", -3));
    expect(tally.row().size).toEqual({});
    tally.rpc("in", { jsonrpc: "2.0", method: "ui/notifications/size-changed", params: "tall" });
    tally.rpc("in", null);
    tally.rpc("out", [1, 2]);
    expect(tally.row()).toMatchObject({ size: {}, rendered: false, refused: 0 });
  });

  it("keeps at most MAX_LOG entries of a log", () => {
    const tally = new MatrixTally({ id: "p", label: "P" });
    for (let i = 0; i < MAX_LOG + 20; i++) tally.console({ kind: "console-error", text: String(i) });
    expect(tally.row().log.console).toHaveLength(MAX_LOG);
    expect(tally.row().errors).toBe(MAX_LOG + 20);
  });

  it("gives a copy of its logs", () => {
    const tally = new MatrixTally({ id: "p", label: "P" });
    tally.row().log.rpc.push({ direction: "in", message: {} });
    expect(tally.row().log.rpc).toEqual([]);
  });
});
