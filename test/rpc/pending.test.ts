// The timeout rules of a pending request: its own timeout, restarted by progress, never past
// maxTotalTimeout. (The engine's use of them, timers and all, is in rpc.test.ts and test/app/timeouts.test.ts.)
import { describe, expect, it } from "vitest";
import { firstTimeout, timeoutAfterProgress, type PendingRequest, type RequestOptions } from "../../src/rpc/pending.js";

const request = (options: RequestOptions = {}, timeout = 1000, started = 0): PendingRequest => ({
  method: "ui/message",
  options,
  timeout,
  started,
  resolve: () => {},
  reject: () => {},
  onAbort: () => {},
});

describe("firstTimeout", () => {
  it("is the request's own timeout, said in its message", () => {
    expect(firstTimeout(request({}, 1000))).toEqual([1000, "timed out after 1000 ms"]);
  });
});

describe("timeoutAfterProgress", () => {
  it("restarts the request's own timeout", () => {
    expect(timeoutAfterProgress(request({}, 1000, 0), 900)).toEqual([1000, "timed out after 1000 ms"]);
  });

  it("keeps the current timer with resetTimeoutOnProgress: false", () => {
    expect(timeoutAfterProgress(request({ resetTimeoutOnProgress: false }, 1000, 0), 900)).toBeUndefined();
  });

  it("cuts the timeout to what is left of maxTotalTimeout when that is shorter", () => {
    expect(timeoutAfterProgress(request({ maxTotalTimeout: 1500 }, 1000, 0), 900)).toEqual([
      600,
      "timed out after 1500 ms in all (maxTotalTimeout)",
    ]);
  });

  it("cuts it even with resetTimeoutOnProgress: false, and to 0 once maxTotalTimeout has passed", () => {
    expect(timeoutAfterProgress(request({ maxTotalTimeout: 1500, resetTimeoutOnProgress: false }, 1000, 0), 2000)).toEqual([
      0,
      "timed out after 1500 ms in all (maxTotalTimeout)",
    ]);
  });

  it("defaults maxTotalTimeout to 10 minutes", () => {
    expect(timeoutAfterProgress(request({}, 60_000, 0), 599_000)).toEqual([1000, "timed out after 600000 ms in all (maxTotalTimeout)"]);
    expect(timeoutAfterProgress(request({}, 60_000, 0), 500_000)).toEqual([60_000, "timed out after 60000 ms"]);
  });
});
