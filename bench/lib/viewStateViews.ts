// The load of the view-state benchmark: views, each a client of the 2.x SDK on the 2026-07-28
// revision behind a load balancer that sends each request to one of the server processes at random.
// Each view gets its viewUUID from a greet result, as a view does, then reads its state and writes it
// back changed, again and again, as a view that reloads and saves does: a write is based on the
// version it read, and a stale refusal's current state is taken and the write tried again on it. Some
// keys are shared by several views (one view open in several frames): their writers conflict, each
// adding one to a counter. At the end every key is read through every process, and the invariants
// are counted from what the views were told.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";

/** How many views, and how they share keys. */
export const LOAD = { ownViews: 160, sharedKeys: 20, viewsPerSharedKey: 4, writesPerView: 10 };
export const VIEWS = LOAD.ownViews + LOAD.sharedKeys * LOAD.viewsPerSharedKey;
/** A view's attempts at one write, refusals included, before it gives up (a store that keeps refusing). */
const MAX_ATTEMPTS = 50;

/** Latency percentiles of one kind of call, in milliseconds. */
interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

/** One run of the load on one set of server processes. */
export interface LoadRun {
  /** Writes the views were told were stored, per second of the load (from the first read to the last answer). */
  writesPerSecond: number;
  written: number;
  get: Percentiles;
  set: Percentiles;
  /** Writes refused as stale (each then tried again on the current state). */
  staleRefusals: number;
  /** Calls that failed (an error result other than a refusal, or no answer), and writes given up after MAX_ATTEMPTS. */
  failed: number;
  /** Reads that answered an older version than the view had been told was stored. */
  staleReads: number;
  /** Invariant "no write lost": final reads (a key through a process) that do not answer the latest write told stored for the key. */
  finalReadsMissing: number;
  finalReads: number;
  /** Invariant "no stale write accepted": writes told stored under a version already told to another write of the key. */
  versionsTakenTwice: number;
  /** Invariant "every view ends with the state it was told was stored": views that some process answers otherwise. */
  viewsNotEnding: number;
  views: number;
  /** What the failed calls said, each different message once (at most 10), for the JSON results. */
  failures: string[];
}

type Answer = { version?: number; state?: unknown; reason?: string; current?: { version: number; state?: unknown } };

/** A client of the 2026-07-28 revision whose every request goes to one of `urls`, picked by `pick`. */
async function connect(urls: readonly URL[], pick: () => URL): Promise<Client> {
  const client = new Client({ name: "bench-view", version: "1.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
  const transport = new StreamableHTTPClientTransport(urls[0]!, {
    fetch: (_url, init) => fetch(pick(), init), // the load balancer: any process, each request
  });
  await client.connect(transport);
  return client;
}

/** Each different message of a failed call, at most 10. */
const failures = new Set<string>();
const failedWith = (message: string): { failed: true } => {
  if (failures.size < 10) failures.add(message.slice(0, 300));
  return { failed: true };
};

/** A tool call's answer: its structuredContent, with `failed` for an error result that is not a refusal, or no answer. */
async function call(client: Client, name: string, args: Record<string, unknown>, times: number[]): Promise<Answer & { failed?: true }> {
  const started = performance.now();
  try {
    const result = (await client.callTool({ name, arguments: args })) as {
      isError?: boolean;
      structuredContent?: Answer;
      content?: { text?: string }[];
    };
    times.push(performance.now() - started);
    if (result.isError && !result.structuredContent?.reason)
      return failedWith(`${name}: ${result.content?.[0]?.text ?? "an error result"}`);
    return result.structuredContent ?? failedWith(`${name}: no structuredContent`);
  } catch (error) {
    return failedWith(`${name}: ${messageOf(error)}`);
  }
}

/** An error's message, with its causes' (fetch's "fetch failed" says why only in its cause). */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as (Error & { code?: string }) | undefined;
  return cause ? `${error.message} (${cause.code ? `${cause.code}: ` : ""}${messageOf(cause)})` : error.message;
}

const percentiles = (times: number[]): Percentiles => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(50), p95: at(95), p99: at(99) };
};

/** Runs the load against `urls` (the server processes); every view's client is closed at the end. */
export async function runLoad(urls: readonly URL[]): Promise<LoadRun> {
  failures.clear();
  const random = () => urls[Math.floor(Math.random() * urls.length)]!;
  const clients = await Promise.all(Array.from({ length: VIEWS }, () => connect(urls, random)));
  const direct = await Promise.all(urls.map((url) => connect(urls, () => url)));
  try {
    const [getTimes, setTimes]: number[][] = [[], []];
    const greet = async (client: Client) => {
      const result = (await client.callTool({ name: "greet", arguments: { name: "bench" } })) as { _meta?: { viewUUID?: string } };
      if (typeof result._meta?.viewUUID !== "string") throw new Error("The template's greet gave no _meta.viewUUID");
      return result._meta.viewUUID;
    };
    // Own views get their key from their own greet; each shared key from the first of its views'.
    const keys = await Promise.all(
      clients.map((client, i) => (i < LOAD.ownViews || (i - LOAD.ownViews) % LOAD.viewsPerSharedKey === 0 ? greet(client) : undefined)),
    );
    const keyOf = (i: number) =>
      i < LOAD.ownViews ? keys[i]! : keys[LOAD.ownViews + (i - LOAD.ownViews) - ((i - LOAD.ownViews) % LOAD.viewsPerSharedKey)]!;

    /** Per key, the writes told stored: version and state. Per view, its last one. */
    const told = new Map<string, { version: number; state: unknown }[]>();
    const last: ({ version: number; state: unknown } | undefined)[] = [];
    let [staleRefusals, failed, staleReads] = [0, 0, 0];

    const view = async (i: number) => {
      const client = clients[i]!;
      const viewUUID = keyOf(i);
      let known = 0; // the highest version this view was told was stored
      for (let n = 1; n <= LOAD.writesPerView; n++) {
        const read = await call(client, "view_state_get", { viewUUID }, getTimes);
        if (read.failed) {
          failed++;
          continue;
        }
        if (read.version! < known) staleReads++;
        let base = { version: read.version!, state: read.state };
        for (let attempt = 1; ; attempt++) {
          const state =
            i < LOAD.ownViews ? { view: i, n } : { count: ((base.state as { count?: number } | undefined)?.count ?? 0) + 1, by: i };
          const written = await call(client, "view_state_set", { viewUUID, baseVersion: base.version, state }, setTimes);
          if (written.failed || attempt === MAX_ATTEMPTS) {
            if (!written.failed) failedWith(`view_state_set: still refused after ${MAX_ATTEMPTS} attempts`);
            failed++;
            break;
          }
          if (written.reason === "stale") {
            staleRefusals++;
            base = { version: written.current!.version, state: written.current!.state };
            continue;
          }
          const write = { version: written.version!, state };
          known = Math.max(known, write.version);
          last[i] = write;
          told.set(viewUUID, [...(told.get(viewUUID) ?? []), write]);
          break;
        }
      }
    };
    const started = performance.now();
    await Promise.all(clients.map((_, i) => view(i)));
    const wallMs = performance.now() - started;

    // Every key, read through every process.
    const finals = new Map<string, Answer[]>();
    for (const viewUUID of new Set(clients.map((_, i) => keyOf(i)))) {
      finals.set(viewUUID, await Promise.all(direct.map((client) => call(client, "view_state_get", { viewUUID }, []))));
    }
    const same = (answer: Answer, write: { version: number; state: unknown } | undefined) =>
      write !== undefined && answer.version === write.version && JSON.stringify(answer.state) === JSON.stringify(write.state);
    const latest = (viewUUID: string) =>
      (told.get(viewUUID) ?? []).reduce<{ version: number; state: unknown } | undefined>(
        (top, write) => (!top || write.version > top.version ? write : top),
        undefined,
      );
    let [finalReadsMissing, finalReads, versionsTakenTwice, viewsNotEnding] = [0, 0, 0, 0];
    for (const [viewUUID, answers] of finals) {
      const top = latest(viewUUID);
      for (const answer of answers) {
        finalReads++;
        if (!same(answer, top)) finalReadsMissing++;
      }
      const versions = (told.get(viewUUID) ?? []).map((write) => write.version);
      versionsTakenTwice += versions.length - new Set(versions).size;
    }
    clients.forEach((_, i) => {
      const viewUUID = keyOf(i);
      const expected = i < LOAD.ownViews ? last[i] : latest(viewUUID);
      if (!finals.get(viewUUID)!.every((answer) => same(answer, expected))) viewsNotEnding++;
    });
    const written = [...told.values()].reduce((sum, writes) => sum + writes.length, 0);
    return {
      writesPerSecond: written / (wallMs / 1000),
      written,
      get: percentiles(getTimes),
      set: percentiles(setTimes),
      staleRefusals,
      failed,
      staleReads,
      finalReadsMissing,
      finalReads,
      versionsTakenTwice,
      viewsNotEnding,
      views: VIEWS,
      failures: [...failures],
    };
  } finally {
    await Promise.all([...clients, ...direct].map((client) => client.close()));
  }
}
