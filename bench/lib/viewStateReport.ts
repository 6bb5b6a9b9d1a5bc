// The view-state load table of bench/README.md and its invariants, per store.
import { PROCESSES, STORES, type StoreId } from "../viewStateLoad.js";
import { LOAD, VIEWS, type LoadRun } from "./viewStateViews.js";
import { ms, spread, table } from "./stats.js";

type Runs = Map<StoreId, LoadRun[]>;

const count = (n: number) => Math.round(n).toLocaleString("en-US");

/** The table: one column per store, median (min–max) over the rounds. */
export function viewStateTable(runs: Runs): string {
  const row = (name: string, field: (run: LoadRun) => number, format: (n: number) => string) => [
    name,
    ...STORES.map(({ id }) => spread((runs.get(id) ?? []).map(field), format)),
  ];
  return table(
    [
      `${PROCESSES} server processes, ${VIEWS} concurrent views (${LOAD.ownViews} with a key of their own, ${LOAD.sharedKeys} keys shared by ${LOAD.viewsPerSharedKey} views each), ${LOAD.writesPerView} read-and-write rounds per view: median (min–max)`,
      ...STORES.map((store) => store.label),
    ],
    [
      row("writes told stored, per second", (r) => r.writesPerSecond, count),
      row("writes told stored", (r) => r.written, count),
      row("view_state_set latency, p50", (r) => r.set.p50, ms),
      row("view_state_set latency, p95", (r) => r.set.p95, ms),
      row("view_state_set latency, p99", (r) => r.set.p99, ms),
      row("view_state_get latency, p50", (r) => r.get.p50, ms),
      row("view_state_get latency, p95", (r) => r.get.p95, ms),
      row("view_state_get latency, p99", (r) => r.get.p99, ms),
      row("stale refusals (the write then tried again on the current state)", (r) => r.staleRefusals, count),
      row("failed calls (errors other than refusals, writes given up)", (r) => r.failed, count),
      row("reads older than a version the view was told was stored", (r) => r.staleReads, count),
      row(
        "invariant, no write lost: final reads (each key through each process) without the latest write told stored",
        (r) => r.finalReadsMissing,
        count,
      ),
      row(
        "invariant, no stale write accepted: writes told stored under a version already told to another write",
        (r) => r.versionsTakenTwice,
        count,
      ),
      row(
        `invariant, every view ends with the state it was told was stored: views of ${VIEWS} that a process answers otherwise`,
        (r) => r.viewsNotEnding,
        count,
      ),
    ],
  );
}

/** Whether each store held the three invariants in every round, and its failed calls, in words. */
export function viewStateInvariants(runs: Runs): string[] {
  return STORES.map(({ id, label }) => {
    const all = runs.get(id) ?? [];
    const held = (field: (run: LoadRun) => number) => all.filter((run) => field(run) === 0).length;
    const parts = [
      `no write lost in ${held((r) => r.finalReadsMissing)} of ${all.length} rounds`,
      `no stale write accepted in ${held((r) => r.versionsTakenTwice)} of ${all.length}`,
      `every view ending with the state it was told was stored in ${held((r) => r.viewsNotEnding)} of ${all.length}`,
    ];
    const every = all.length > 0 && all.every((r) => !r.finalReadsMissing && !r.versionsTakenTwice && !r.viewsNotEnding);
    const failing = all.filter((r) => r.failed > 0);
    const said = [...new Set(failing.flatMap((r) => r.failures))];
    const failed = failing.length
      ? `failed calls in ${failing.length} of ${all.length} rounds (at most ${Math.max(...failing.map((r) => r.failed))}), saying: ${said.map((m) => `\`${m}\``).join("; ")}`
      : `no failed call in ${all.length} rounds`;
    return `- ${label}: ${parts.join("; ")}: ${every ? "all held" : "NOT ALL HELD"}. ${failed[0]!.toUpperCase()}${failed.slice(1)}.`;
  });
}
