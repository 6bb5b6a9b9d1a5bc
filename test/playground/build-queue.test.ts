// @vitest-environment node
// Reload on save's queue (playground/server/build-queue.ts) on a clock the test moves: changes settle
// before a build, builds never overlap, changes during a build make exactly one more, and without a
// build command a settled change is reported for a reload.
import { describe, expect, it } from "vitest";
import { BuildQueue, changeReason, type QueueClock, type QueueEvent } from "../../playground/server/build-queue.js";
import type { BuildOutcome, BuildProcess } from "../../playground/server/build-run.js";

/** A clock whose time moves only when the test says. */
function fakeClock() {
  let time = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let next = 1;
  const clock: QueueClock = {
    setTimeout: (fn, ms) => (timers.set(next, { at: time + ms, fn }), next++),
    clearTimeout: (handle) => void timers.delete(handle as number),
    now: () => time,
  };
  const advance = (ms: number) => {
    const end = time + ms;
    for (;;) {
      const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      time = due[1].at;
      due[1].fn();
    }
    time = end;
  };
  return { clock, advance };
}

/** Builds that end when the test says, counting how many run at once. */
function fakeBuilds() {
  const running: Array<(outcome: BuildOutcome) => void> = [];
  let most = 0;
  let stopped = 0;
  const build = (): BuildProcess => {
    let finish!: (outcome: BuildOutcome) => void;
    const done = new Promise<BuildOutcome>((resolve) => (finish = resolve));
    running.push(finish);
    most = Math.max(most, running.length);
    done.then(() => running.splice(running.indexOf(finish), 1));
    return { done, stop: async () => (stopped++, finish({ ok: false, exit: "stopped by SIGTERM", output: "" }), void (await done)) };
  };
  const end = async (outcome: BuildOutcome = { ok: true, exit: "exit 0", output: "" }) => {
    running[0]!(outcome);
    for (let i = 0; i < 5; i++) await Promise.resolve(); // the queue's continuations
  };
  return { build, end, running, most: () => most, stopped: () => stopped };
}

function setup(withBuild = true) {
  const { clock, advance } = fakeClock();
  const builds = fakeBuilds();
  const events: QueueEvent[] = [];
  const queue = new BuildQueue({ ...(withBuild && { build: builds.build }), report: (e) => events.push(e), debounceMs: 150, clock });
  const kinds = () => events.map((e) => `${e.kind}: ${e.reason}`);
  return { queue, advance, builds, events, kinds };
}

describe("reload on save's build queue", () => {
  it("builds once for changes that come close together, after they settle", async () => {
    const { queue, advance, builds, kinds } = setup();
    queue.changed("src/main.ts");
    advance(100);
    queue.changed("src/main.ts"); // an editor's rename-and-replace, or a second write
    queue.changed("index.html");
    advance(149);
    expect(builds.running).toHaveLength(0);
    advance(1);
    expect(kinds()).toEqual(["building: src/main.ts and index.html changed"]);
    await builds.end();
    expect(kinds()).toEqual(["building: src/main.ts and index.html changed", "built: src/main.ts and index.html changed"]);
  });

  it("runs exactly one more build for changes during a build, never two at once", async () => {
    const { queue, advance, builds, kinds } = setup();
    queue.changed("a.ts");
    advance(150);
    queue.changed("b.ts");
    advance(150);
    queue.changed("c.ts");
    advance(150);
    queue.changed("b.ts");
    advance(150);
    expect(builds.running).toHaveLength(1);
    await builds.end();
    expect(builds.running).toHaveLength(1);
    await builds.end();
    advance(1000);
    expect(builds.running).toHaveLength(0);
    expect(builds.most()).toBe(1);
    expect(kinds()).toEqual([
      "building: a.ts changed",
      "built: a.ts changed",
      "building: b.ts and c.ts changed",
      "built: b.ts and c.ts changed",
    ]);
  });

  it("reports a failed build with its outcome, and the next change builds again", async () => {
    const { queue, advance, builds, events } = setup();
    queue.changed("a.ts");
    advance(150);
    await builds.end({ ok: false, exit: "exit 1", output: "error TS2322" });
    expect(events.at(-1)).toEqual({
      kind: "build-failed",
      reason: "a.ts changed",
      outcome: { ok: false, exit: "exit 1", output: "error TS2322" },
    });
    queue.changed("a.ts");
    advance(150);
    await builds.end();
    expect(events.at(-1)?.kind).toBe("built");
  });

  it("runs the first build at once, and queues what changes meanwhile", async () => {
    const { queue, advance, builds, kinds } = setup();
    const first = queue.buildNow("mcp-view dev started");
    queue.changed("a.ts");
    advance(150);
    await builds.end();
    await builds.end();
    await first;
    expect(kinds()).toEqual([
      "building: mcp-view dev started",
      "built: mcp-view dev started",
      "building: a.ts changed",
      "built: a.ts changed",
    ]);
  });

  it("reports a settled change without a build command", () => {
    const { queue, advance, kinds } = setup(false);
    queue.changed("dist/index.html");
    queue.changed("dist/index.html");
    advance(150);
    expect(kinds()).toEqual(["changed: dist/index.html changed"]);
  });

  it("stops the running build when closed, and ignores later changes", async () => {
    const { queue, advance, builds, kinds } = setup();
    queue.changed("a.ts");
    advance(150);
    await queue.close();
    queue.changed("b.ts");
    advance(1000);
    expect([builds.stopped(), builds.running.length, kinds()]).toEqual([1, 0, ["building: a.ts changed"]]);
  });

  it("names the changed files in one short reason", () => {
    expect([changeReason(["a.ts"]), changeReason(["a.ts", "b.ts"]), changeReason(["a.ts", "b.ts", "c.ts"])]).toEqual([
      "a.ts changed",
      "a.ts and b.ts changed",
      "a.ts and 2 more files changed",
    ]);
  });
});
