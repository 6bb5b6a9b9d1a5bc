// HostRecords on its own, over a Recorder filled by hand: the params by method each way, waits, the
// view's size and logs. (recorder.test.ts checks the records and the transcript through a host.)
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { HostRecords } from "../../src/testing/host-records.js";
import { Recorder } from "../../src/testing/recorder.js";

/** HostRecords over a fresh Recorder, `timeout` ms for waits. */
function records(timeout = 1000) {
  const recorder = new Recorder();
  return { recorder, records: new HostRecords({ recorder, timeout }) };
}

const note = (method: string, params?: unknown) => ({ jsonrpc: "2.0", method, params });

describe("HostRecords", () => {
  it("messages are the recorder's records", () => {
    const { recorder, records: r } = records();
    recorder.message("received", note("a"));
    expect(r.messages).toBe(recorder.records);
  });

  it("received() and sent() are the params of one method's requests and notifications, each way, in order", () => {
    const { recorder, records: r } = records();
    recorder.message("received", note("x/m", { n: 1 }));
    recorder.message("sent", note("x/m", { n: 2 }));
    recorder.message("received", { jsonrpc: "2.0", id: 1, method: "x/m", params: { n: 3 } });
    recorder.message("received", note("x/other", { n: 4 }));
    expect([r.received("x/m"), r.sent("x/m")]).toEqual([[{ n: 1 }, { n: 3 }], [{ n: 2 }]]);
  });

  it("waitFor() resolves with the params of the first later message its predicate accepts", async () => {
    const { recorder, records: r } = records();
    const waiting = r.waitFor("x/m", (p) => (p as { n: number }).n > 1);
    recorder.message("received", note("x/m", { n: 1 }));
    recorder.message("received", note("x/m", { n: 2 }));
    await expect(waiting).resolves.toEqual({ n: 2 });
  });

  it("waitFor() takes a predicate that throws for no match", async () => {
    const { recorder, records: r } = records();
    recorder.message("received", note("x/m", { n: 1 }));
    recorder.message("received", note("x/m", { n: 2 }));
    const predicate = (p: unknown) => {
      if ((p as { n: number }).n === 1) throw new Error("bad");
      return true;
    };
    await expect(r.waitFor("x/m", predicate)).resolves.toEqual({ n: 2 });
  });

  it("waitFor() rejects with TIMEOUT after its default timeout, naming the method", async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const { records: r } = records(50);
    const waiting = expect(r.waitFor("x/never")).rejects.toMatchObject({
      kind: "TIMEOUT",
      message: expect.stringMatching(/^waitFor \("x\/never"\) timed out after 50 ms\. Transcript:/),
    });
    await vi.advanceTimersByTimeAsync(50);
    await waiting;
  });

  it("close() rejects the waits still pending with CLOSED", async () => {
    const { records: r } = records();
    const waiting = r.waitFor("x/never");
    r.close();
    await expect(waiting).rejects.toMatchObject({ kind: "CLOSED" });
  });

  it("lastSize() is the last size-changed the view sent", () => {
    const { recorder, records: r } = records();
    expect(r.lastSize()).toBeUndefined();
    recorder.message("received", note("ui/notifications/size-changed", { width: 1, height: 2 }));
    recorder.message("received", note("ui/notifications/size-changed", { width: 3, height: 4 }));
    expect(r.lastSize()).toEqual({ width: 3, height: 4 });
  });

  it("logs() lists notifications/message, then ui/log (the next wire names)", () => {
    const { recorder, records: r } = records();
    recorder.message("received", note("ui/log", { level: "info", data: "next" }));
    recorder.message("received", note("notifications/message", { level: "info", data: "today" }));
    expect(r.logs()).toEqual([
      { level: "info", data: "today" },
      { level: "info", data: "next" },
    ]);
  });

  it("onRecord() calls back with every new record until unsubscribed", () => {
    const { recorder, records: r } = records();
    const fn = vi.fn();
    const off = r.onRecord(fn);
    recorder.message("received", note("a"));
    off();
    recorder.message("received", note("b"));
    expect(fn.mock.calls.map(([record]) => record.method)).toEqual(["a"]);
  });

  it("transcript() is the recorder's transcript", () => {
    const { recorder, records: r } = records();
    recorder.message("received", note("a"));
    expect(r.transcript()).toBe(recorder.transcript());
  });
});
