// @vitest-environment node
// redisViewStateStore against a real redis-server (test/support/redis-server.ts: one for the file, on
// a free port, with a password, stopped by its PID): the store contract the memory store passes
// (view-state-store-contract.ts), compare-and-set from three processes writing at once, the time to
// live, the key prefix, bad data found in a key (answered as the tools answer corrupt JSON from any
// store), and a restart of Redis in the middle of a run of the view-state tools (errors said, with no
// password in them; nothing lost or corrupted; writes succeed again after). Then, without Redis: the
// options it refuses, and a client's secrets kept out of its errors.
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { createClient, type RedisClientType } from "redis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_REDIS_VIEW_STATE_PREFIX,
  memoryViewStateStore,
  redisViewStateStore,
  type RedisViewStateClient,
  type ViewStateStore,
} from "../../src/server/index.js";
import { run, waitForOutput, type Running } from "../playground/support.js";
import { describeRedis, startRedisServer, type RedisServer } from "../support/redis-server.js";
import { stopStarted } from "../support/stop-started.js";
import { SDK_1 } from "./generations.js";
import { viewStateStoreContract } from "./view-state-store-contract.js";
import { answered, failed, getState, refused, servingViewState, setState } from "./view-state-support.js";

const WORKER = fileURLToPath(new URL("./fixtures/view-state-redis-worker.ts", import.meta.url));
/** Redis's password in this file: characters a URL must escape, so that a leak would show in any form. */
const PASSWORD = `pa:ss@${randomUUID().slice(0, 8)}/word`;

describeRedis("redisViewStateStore on a real redis-server", () => {
  let redis: RedisServer;
  /** The client the stores use, and one of the test's own, to look at and tamper with what is stored. */
  let client: RedisClientType;
  let admin: RedisClientType;
  const clientErrors: string[] = [];
  let prefixes = 0;
  /** A key prefix no other test uses, so that each store starts empty on the one shared Redis. */
  const freshPrefix = () => `test-${++prefixes}:`;

  beforeAll(async () => {
    redis = await startRedisServer({ password: PASSWORD });
    const connect = (errors: string[]) =>
      createClient({ url: redis.url })
        .on("error", (error: Error) => void errors.push(error.message))
        .connect() as Promise<RedisClientType>;
    [client, admin] = await Promise.all([connect(clientErrors), connect([])]);
  });

  afterAll(async () => {
    await Promise.all([client, admin].map((c) => c?.isOpen && c.close()));
    await redis?.remove();
  });

  describe("the store contract", () => {
    viewStateStoreContract(() => redisViewStateStore(client, { keyPrefix: freshPrefix() }));
  });

  it("keeps each state under its key prefix, so that one Redis serves several servers", async () => {
    const [a, b] = [freshPrefix(), freshPrefix()];
    const key = JSON.stringify(["user", "v"]);
    await redisViewStateStore(client, { keyPrefix: a }).set(key, '"of a"', 0);
    const other = redisViewStateStore(client, { keyPrefix: b });
    expect(await other.get(key)).toBeUndefined();
    expect(await other.set(key, '"of b"', 0)).toEqual({ version: 1 });
    expect(await redisViewStateStore(client, { keyPrefix: a }).get(key)).toEqual({ json: '"of a"', version: 1 });
    expect(await admin.hGetAll(`${a}${key}`)).toEqual({ version: "1", json: '"of a"' });
    expect(await admin.hGetAll(`${b}${key}`)).toEqual({ version: "1", json: '"of b"' });

    const own = `default-${randomUUID()}`;
    await redisViewStateStore(client).set(own, "1", 0);
    expect(DEFAULT_REDIS_VIEW_STATE_PREFIX).toBe("mcp-view:view-state:");
    expect(await admin.exists(`mcp-view:view-state:${own}`)).toBe(1);
  });

  it("keeps a state ttlSeconds after its last write, a removal too; without it, until it is written over", async () => {
    const keyPrefix = freshPrefix();
    const store = redisViewStateStore(client, { keyPrefix, ttlSeconds: 100 });
    const ttl = (key: string) => admin.pTTL(`${keyPrefix}${key}`);
    await store.set("k", "1", 0);
    expect(await ttl("k")).toBeGreaterThan(90_000);
    expect(await ttl("k")).toBeLessThanOrEqual(100_000);
    await admin.pExpire(`${keyPrefix}k`, 50_000);
    await store.set("k", "2", 1); // a write starts the time again
    expect(await ttl("k")).toBeGreaterThan(90_000);
    await admin.pExpire(`${keyPrefix}k`, 50_000);
    expect(await store.set("k", "3", 1)).toEqual({ stale: { json: "2", version: 2 } });
    expect(await ttl("k")).toBeLessThanOrEqual(50_000); // a refused write changes nothing
    await store.set("k", undefined, 2);
    expect(await ttl("k")).toBeGreaterThan(90_000);
    expect(await store.get("k")).toEqual({ version: 3 });

    const forever = redisViewStateStore(client, { keyPrefix });
    await forever.set("kept", "1", 0);
    expect(await ttl("kept")).toBe(-1);

    const short = redisViewStateStore(client, { keyPrefix, ttlSeconds: 1 });
    await short.set("brief", '"soon gone"', 0);
    expect(await short.get("brief")).toEqual({ json: '"soon gone"', version: 1 });
    await vi.waitFor(async () => expect(await short.get("brief")).toBeUndefined(), { timeout: 30_000, interval: 100 });
  });

  describe("bad data found in a key", () => {
    /** A server with the view-state tools on a Redis store under a new prefix, and the raw key of a viewUUID there. */
    async function serving(): Promise<{
      tools: Awaited<ReturnType<ReturnType<typeof servingViewState>>>;
      raw: (viewUUID: string) => string;
    }> {
      const keyPrefix = freshPrefix();
      const tools = await servingViewState(SDK_1)({ store: redisViewStateStore(client, { keyPrefix }) });
      return { tools, raw: (viewUUID) => `${keyPrefix}${JSON.stringify([null, viewUUID])}` };
    }

    it("answers stored text that is not JSON exactly as on the memory store, and a write over its version replaces it", async () => {
      const memory = memoryViewStateStore();
      const key = JSON.stringify([null, "v"]);
      for (const [base, json] of ["1", "2", "{not json"].entries()) memory.set(key, json, base);
      const onMemory = await getState(await servingViewState(SDK_1)({ store: memory }), { viewUUID: "v" });
      expect(onMemory).toEqual(
        refused({
          reason: "invalid",
          message: 'The view state stored for "v" (version 3) is not JSON; a write based on version 3 replaces it',
        }),
      );

      const { tools, raw } = await serving();
      await admin.hSet(raw("v"), { version: "3", json: "{not json" });
      expect(await getState(tools, { viewUUID: "v" })).toEqual(onMemory);
      expect(await setState(tools, { viewUUID: "v", baseVersion: 3, state: { fixed: true } })).toEqual(answered({ version: 4 }));
      expect(await getState(tools, { viewUUID: "v" })).toEqual(answered({ version: 4, state: { fixed: true } }));
    });

    it("reads a key it cannot read (another type, no version, a malformed one) as unreadable at version 0, which a write replaces", async () => {
      const { tools, raw } = await serving();
      const tamper: Record<string, (key: string) => Promise<unknown>> = {
        string: (key) => admin.set(key, '{"a":1}'),
        list: (key) => admin.rPush(key, "x"),
        "hash without version": (key) => admin.hSet(key, "json", '{"a":1}'),
        "version 0": (key) => admin.hSet(key, { version: "0", json: "1" }),
        "version abc": (key) => admin.hSet(key, { version: "abc", json: "1" }),
        "version 007": (key) => admin.hSet(key, { version: "007", json: "1" }),
        "version 1.5": (key) => admin.hSet(key, { version: "1.5", json: "1" }),
        "version past 2^53": (key) => admin.hSet(key, { version: "9007199254740993", json: "1" }),
      };
      for (const [what, write] of Object.entries(tamper)) {
        const viewUUID = what;
        await write(raw(viewUUID));
        const id = JSON.stringify(viewUUID);
        expect(await getState(tools, { viewUUID }), what).toEqual(
          refused({
            reason: "invalid",
            message: `The view state stored for ${id} (version 0) is not JSON; a write based on version 0 replaces it`,
          }),
        );
        expect(await setState(tools, { viewUUID, baseVersion: 2, state: "no" }), what).toEqual(
          refused({
            reason: "stale",
            message: `View state for ${id} was not written: the write is based on version 2, but version 0 is stored (its stored text is not JSON, so it is not sent)`,
            current: { version: 0 },
          }),
        );
        expect(await setState(tools, { viewUUID, baseVersion: 0, state: what }), what).toEqual(answered({ version: 1 }));
        expect(await getState(tools, { viewUUID }), what).toEqual(answered({ version: 1, state: what }));
        expect(await admin.hGetAll(raw(viewUUID)), what).toEqual({ version: "1", json: JSON.stringify(what) });
      }
    });

    it("takes a version of 16 digits up to 2^53 - 1 as it is", async () => {
      const { tools, raw } = await serving();
      await admin.hSet(raw("high"), { version: "9007199254740990", json: '"high"' });
      expect(await getState(tools, { viewUUID: "high" })).toEqual(answered({ version: 9007199254740990, state: "high" }));
      expect(await setState(tools, { viewUUID: "high", baseVersion: 9007199254740990, state: "top" })).toEqual(
        answered({ version: 9007199254740991 }),
      );
      expect(await admin.hGet(raw("high"), "version")).toBe("9007199254740991");
    });
  });

  it("holds compare-and-set across three processes writing to shared keys at once: every write kept, none taken twice", async () => {
    const keyPrefix = freshPrefix();
    const [processes, loops, writes] = [3, 4, 25];
    const workers: Running[] = Array.from({ length: processes }, () =>
      run(
        [
          process.execPath,
          "--import",
          "tsx",
          WORKER,
          "--prefix",
          keyPrefix,
          "--keys",
          "2",
          "--loops",
          String(loops),
          "--writes",
          String(writes),
        ],
        {
          stdio: ["pipe", "pipe", "pipe"],
          env: { ...process.env, REDIS_URL: redis.url },
        },
      ),
    );
    try {
      await Promise.all(workers.map((worker) => waitForOutput(worker, /^ready$/m)));
      for (const worker of workers) worker.child.stdin!.end("go\n");
      const reports = await Promise.all(
        workers.map(async (worker) => {
          expect(await worker.exited, worker.output()).toBe(0);
          return JSON.parse(/^\{.*\}$/m.exec(worker.output())![0]) as { acknowledged: Record<string, number[]>; stale: number };
        }),
      );
      const store = redisViewStateStore(client, { keyPrefix });
      let total = 0;
      for (const key of ["counter-0", "counter-1"]) {
        const versions = reports.flatMap((report) => report.acknowledged[key]!).sort((a, b) => a - b);
        expect(versions).toEqual(Array.from({ length: versions.length }, (_, i) => i + 1)); // none lost, none twice
        expect(await store.get(key)).toEqual(versions.length ? { json: String(versions.length), version: versions.length } : undefined);
        total += versions.length;
      }
      expect(total).toBe(processes * loops * writes);
      // The processes did contend: writes based on a version another process had already moved past were refused.
      expect(reports.every((report) => report.stale > 0)).toBe(true);
    } finally {
      await stopStarted(workers, []);
    }
  });

  it("goes on through a Redis restart in the middle of a run: errors said without the password, nothing lost or corrupted, writes succeed after", async () => {
    const keyPrefix = freshPrefix();
    const tools = await servingViewState(SDK_1)({ store: redisViewStateStore(client, { keyPrefix }) });
    const views = Array.from({ length: 6 }, (_, i) => `view-${i}`);
    /** Per view: the writes it was told were stored, as [version, n], and the error texts it got. */
    const told = new Map(views.map((v) => [v, [] as [number, number][]]));
    const errors: string[] = [];
    let restarted = false;
    let stop = false;

    const writer = async (viewUUID: string) => {
      let base = 0;
      for (let n = 1; !stop; n++) {
        const result = await setState(tools, { viewUUID, baseVersion: base, state: { view: viewUUID, n } });
        if (!result.isError) {
          base = (result.structuredContent as { version: number }).version;
          told.get(viewUUID)!.push([base, n]);
        } else if (result.structuredContent) {
          base = (result.structuredContent as { current: { version: number } }).current.version; // stale: an unanswered write was stored
        } else {
          errors.push((result.content as { text: string }[])[0]!.text);
          await vi.waitFor(() => expect(client.isReady).toBe(true), { timeout: 60_000, interval: 50 });
        }
      }
    };
    const acknowledged = () => Math.min(...views.map((v) => told.get(v)!.length));
    const running = Promise.all(views.map(writer));
    try {
      await vi.waitFor(() => expect(acknowledged()).toBeGreaterThanOrEqual(5), { timeout: 60_000, interval: 20 });
      await admin.configSet("save", "3600 1"); // Redis saves on SIGTERM, as a Redis with persistence does
      await redis.stop();
      await vi.waitFor(() => expect(client.isReady).toBe(false), { timeout: 60_000, interval: 20 });
      const down = await getState(tools, { viewUUID: "view-0" });
      expect(down).toEqual(failed(expect.stringMatching(/^View state for "view-0" could not be read: the store failed: Redis/) as never));
      const before = acknowledged();
      await redis.start();
      restarted = true;
      await vi.waitFor(() => expect(acknowledged()).toBeGreaterThanOrEqual(before + 5), { timeout: 60_000, interval: 20 });
    } finally {
      stop = true;
      if (!restarted) await redis.start();
      await running;
    }

    expect(errors.length).toBeGreaterThan(0);
    for (const text of errors) {
      expect(text).toMatch(/^View state for "view-\d" could not be written: the store failed: Redis/);
      for (const secret of [PASSWORD, encodeURIComponent(PASSWORD)]) expect(text).not.toContain(secret);
    }
    for (const message of clientErrors) expect(message).not.toContain(PASSWORD);
    for (const viewUUID of views) {
      const writes = told.get(viewUUID)!;
      const versions = writes.map(([version]) => version);
      expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b)); // each told version once, in order
      const [version, n] = writes.at(-1)!;
      // The last write a view was told was stored is what is stored, whole: its version and its state.
      expect(await getState(tools, { viewUUID })).toEqual(answered({ version, state: { view: viewUUID, n } }));
    }
  });
});

describe("redisViewStateStore without Redis", () => {
  /** A client whose every call fails with `message`, holding a URL with a password as node-redis does. */
  const failing = (message: string, options: object): RedisViewStateClient & { options: object } => ({
    options,
    isReady: true,
    evalSha: () => Promise.reject(new Error(message)),
    eval: () => Promise.reject(new Error(message)),
  });

  it("keeps the client's password, and any URL's credentials, out of the tools' error results", async () => {
    const url = "redis://app:hunter2%2Fsecret@redis.internal:6379/0";
    const client = failing(`connect to ${url} failed; auth hunter2/secret refused; also rediss://other:creds@backup:6380`, { url });
    const tools = await servingViewState(SDK_1)({ store: redisViewStateStore(client) });
    expect(await getState(tools, { viewUUID: "v" })).toEqual(
      failed(
        'View state for "v" could not be read: the store failed: Redis: connect to redis://***@redis.internal:6379/0 failed; auth *** refused; also rediss://***@backup:6380',
      ),
    );
    const withOption = failing("AUTH s3cr3t-option failed", { password: "s3cr3t-option" });
    const other = await servingViewState(SDK_1)({ store: redisViewStateStore(withOption) });
    expect(await setState(other, { viewUUID: "v", baseVersion: 0, state: 1 })).toEqual(
      failed('View state for "v" could not be written: the store failed: Redis: AUTH *** failed'),
    );
  });

  it("fails a call at once while the client is not connected", async () => {
    let calls = 0;
    const offline: RedisViewStateClient = { isReady: false, evalSha: () => Promise.resolve(++calls), eval: () => Promise.resolve(++calls) };
    const tools = await servingViewState(SDK_1)({ store: redisViewStateStore(offline) });
    expect(await getState(tools, { viewUUID: "v" })).toEqual(
      failed('View state for "v" could not be read: the store failed: Redis is not connected: the client is connecting or reconnecting'),
    );
    expect(calls).toBe(0);
  });

  it("sends a script's source only when Redis does not have it (NOSCRIPT), then by its SHA-1 again", async () => {
    const sent: string[] = [];
    let loaded = false;
    const client: RedisViewStateClient = {
      evalSha: (sha) => {
        sent.push(`evalSha ${sha.length}`);
        return loaded ? Promise.resolve(["none", null, null]) : Promise.reject(new Error("NOSCRIPT No matching script."));
      },
      eval: () => {
        sent.push("eval");
        loaded = true;
        return Promise.resolve(["none", null, null]);
      },
    };
    const store = redisViewStateStore(client);
    expect([await store.get("a"), await store.get("b")]).toEqual([undefined, undefined]);
    expect(sent).toEqual(["evalSha 40", "eval", "evalSha 40"]);
  });

  it("refuses a client without eval, a keyPrefix that is no string, a ttlSeconds that is not a positive integer", () => {
    const client: RedisViewStateClient = { eval: () => Promise.resolve([]), evalSha: () => Promise.resolve([]) };
    const cases: [() => ViewStateStore, string][] = [
      [
        () => redisViewStateStore(undefined as never),
        "redisViewStateStore() needs a node-redis client (await createClient({ url }).connect())",
      ],
      [
        () => redisViewStateStore({ get: () => 1 } as never),
        "redisViewStateStore() needs a node-redis client (await createClient({ url }).connect())",
      ],
      [() => redisViewStateStore(client, { keyPrefix: 7 as never }), "redisViewStateStore() needs keyPrefix to be a string, not a number"],
      ...[0, -1, 1.5, Number.NaN, "60" as never].map(
        (ttlSeconds) =>
          [
            () => redisViewStateStore(client, { ttlSeconds }),
            `redisViewStateStore() needs ttlSeconds to be a positive integer, not ${String(ttlSeconds)}`,
          ] as [() => ViewStateStore, string],
      ),
    ];
    for (const [make, message] of cases) expect(make).toThrow(expect.objectContaining({ kind: "INVALID_PARAMS", message }));
  });
});
