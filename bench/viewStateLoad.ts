// The view-state load benchmark (bench/README.md, "View state under load"): a real redis-server, three
// processes of the template's server on the Redis store, and the load of bench/lib/viewStateViews.ts
// through all three at random; then the same load on three processes that each keep view state in their
// own memory (the default store), which is what a server that scales out without a shared store loses.
import { startRedisServer } from "../test/support/redis-server.js";
import { alternate } from "./lib/stats.js";
import { startServer, stopServers, templateServerProject, type ServerProcess } from "./lib/viewStateServers.js";
import { runLoad, type LoadRun } from "./lib/viewStateViews.js";

/** The stores compared, in the table's order. */
export const STORES = [
  { id: "redis", label: "Redis: redisViewStateStore" },
  { id: "memory", label: "memory: each process its own" },
] as const;
export type StoreId = (typeof STORES)[number]["id"];
/** The server processes behind the load balancer. */
export const PROCESSES = 3;

/** Runs the load `rounds` times on each store (alternating, one warm-up round discarded). */
export async function measureViewStateLoad(rounds: number, onRun?: (id: StoreId, run: LoadRun) => void): Promise<Map<StoreId, LoadRun[]>> {
  const redis = await startRedisServer();
  const project = templateServerProject();
  const started: ServerProcess[] = [];
  try {
    const start = async (redisUrl: string | undefined) => {
      const servers = await Promise.all(Array.from({ length: PROCESSES }, () => startServer(project.dir, redisUrl)));
      started.push(...servers);
      return servers.map((server) => server.url);
    };
    const urls: Record<StoreId, URL[]> = { redis: await start(redis.url), memory: await start(undefined) };
    return await alternate(
      STORES.map((store) => store.id),
      rounds,
      (id) => runLoad(urls[id]),
      onRun,
    );
  } finally {
    await stopServers(started);
    await redis.remove();
    project.remove();
  }
}
