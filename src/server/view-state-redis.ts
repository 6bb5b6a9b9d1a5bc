// redisViewStateStore: the view-state tools' store in Redis, for a server that runs as several
// processes or instances behind a load balancer. Each state is a hash under a prefixed key, read and
// written by Lua scripts that Redis runs as one step each, so a compare-and-set holds across every
// process that shares the Redis. It takes the user's connected node-redis client, typed by the few
// members it uses: nothing of `redis` is imported, at run time or in the declarations.
import { AppError, errorMessage } from "../errors.js";
import { entryOf, READ_SCRIPT, text, WRITE_SCRIPT } from "./view-state-redis-scripts.js";
import type { ViewStateEntry, ViewStateSetOutcome, ViewStateStore } from "./view-state-store.js";

/** How a script is run: its keys and its arguments, as node-redis's `eval` and `evalSha` take them. */
export interface RedisScriptOptions {
  keys: string[];
  arguments: string[];
}

/**
 * The client {@link redisViewStateStore} needs, by the members it uses: node-redis's (`redis` 6,
 * `createClient()` once connected) has them.
 */
export interface RedisViewStateClient {
  eval(script: string, options: RedisScriptOptions): Promise<unknown>;
  evalSha(sha1: string, options: RedisScriptOptions): Promise<unknown>;
  /** `false` while the client is not connected (connecting, reconnecting): calls then fail at once. */
  readonly isReady?: boolean;
}

/** The key prefix {@link redisViewStateStore} uses by default. */
export const DEFAULT_REDIS_VIEW_STATE_PREFIX = "mcp-view:view-state:";

/** Options of {@link redisViewStateStore}. */
export interface RedisViewStateStoreOptions {
  /**
   * Put before every key the store writes, so that one Redis serves several servers (or several
   * deployments of one): give each its own. Default `"mcp-view:view-state:"`.
   */
  keyPrefix?: string;
  /**
   * How long a state is kept after it was last written, in seconds; Redis then forgets it, with its
   * version (a view then reads version 0, and its next write starts again from there). Default: kept
   * until written over or removed (a removal keeps the version, so it never comes back).
   */
  ttlSeconds?: number;
}

/**
 * A store in Redis, shared by every process that uses the same Redis and key prefix: pass it to
 * `registerViewStateTools(server, { store })` in each. `client` is the user's node-redis client,
 * connected (`await createClient({ url }).on("error", …).connect()`); the store never closes it.
 * Compare-and-set runs on the server, in one Lua script. While the client is not connected, and when
 * Redis fails, a call rejects with an error that says so (the tools answer "the store failed: …"),
 * with any password of the client's URL left out; the next call once Redis is back succeeds. Throws an
 * `AppError` (`INVALID_PARAMS`) for a client without `eval` and `evalSha`, a `keyPrefix` that is no
 * string, or a `ttlSeconds` that is not a positive integer.
 *
 * @example
 * const redis = await createClient({ url: process.env.REDIS_URL }).on("error", report).connect();
 * registerViewStateTools(server, { store: redisViewStateStore(redis, { ttlSeconds: 7 * 24 * 3600 }) });
 */
export function redisViewStateStore(client: RedisViewStateClient, options: RedisViewStateStoreOptions = {}): ViewStateStore {
  const { keyPrefix = DEFAULT_REDIS_VIEW_STATE_PREFIX, ttlSeconds } = options;
  if (typeof client?.eval !== "function" || typeof client.evalSha !== "function")
    throw new AppError("INVALID_PARAMS", "redisViewStateStore() needs a node-redis client (await createClient({ url }).connect())");
  if (typeof keyPrefix !== "string")
    throw new AppError("INVALID_PARAMS", `redisViewStateStore() needs keyPrefix to be a string, not a ${typeof keyPrefix}`);
  if (ttlSeconds !== undefined && (!Number.isSafeInteger(ttlSeconds) || ttlSeconds < 1))
    throw new AppError("INVALID_PARAMS", `redisViewStateStore() needs ttlSeconds to be a positive integer, not ${String(ttlSeconds)}`);
  const run = scriptRunner(client);
  return {
    async get(key): Promise<ViewStateEntry | undefined> {
      const [kind, version, json] = list(await run(READ_SCRIPT, [keyPrefix + key], []));
      return entryOf(kind, version, json);
    },
    async set(key, json, baseVersion): Promise<ViewStateSetOutcome> {
      const args = [String(baseVersion), String(baseVersion + 1), json === undefined ? "0" : "1", json ?? "", String(ttlSeconds ?? 0)];
      const [status, kind, version, stored] = list(await run(WRITE_SCRIPT, [keyPrefix + key], args));
      if (text(status) === "written") return { version: baseVersion + 1 };
      return { stale: entryOf(kind, version, stored) };
    },
  };
}

/**
 * Runs a script by its SHA-1 (Redis keeps it once loaded), sending its source when Redis does not
 * have it (the first call, or after a restart). Every failure rejects with an error of its own whose
 * message has the client's secrets taken out.
 */
function scriptRunner(client: RedisViewStateClient): (script: string, keys: string[], args: string[]) => Promise<unknown> {
  const hashes = new Map<string, Promise<string>>();
  return async (script, keys, args) => {
    if (client.isReady === false) throw new Error("Redis is not connected: the client is connecting or reconnecting");
    const options = { keys, arguments: args };
    try {
      let sha = hashes.get(script);
      if (!sha) hashes.set(script, (sha = sha1(script)));
      try {
        return await client.evalSha(await sha, options);
      } catch (error) {
        if (!errorMessage(error).startsWith("NOSCRIPT")) throw error;
        return await client.eval(script, options);
      }
    } catch (error) {
      throw new Error(`Redis: ${withoutSecrets(errorMessage(error), client)}`);
    }
  };
}

/** A script's reply as a list (a script that answered something else is Redis misbehaving). */
function list(reply: unknown): unknown[] {
  if (Array.isArray(reply)) return reply;
  throw new Error(`Redis answered ${reply === null ? "null" : `a ${typeof reply}`} to a view-state script, not a list`);
}

/** The hex SHA-1 of a script's source, as EVALSHA names it (Web Crypto: no import of node:crypto). */
async function sha1(source: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(source));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * `message` without the client's password, whether given as an option or in its URL, nor the
 * credentials of any URL in it: node-redis keeps them in `client.options`, which this reads if there.
 */
function withoutSecrets(message: string, client: unknown): string {
  const { password, url } = ((client as { options?: unknown } | undefined)?.options ?? {}) as { password?: unknown; url?: unknown };
  const secrets = [password, ...(typeof url === "string" ? urlSecrets(url) : [])].filter(
    (secret): secret is string => typeof secret === "string" && secret.length > 0,
  );
  let cleaned = message.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, "$1***@");
  for (const secret of secrets) cleaned = cleaned.replaceAll(secret, "***");
  return cleaned;
}

/** The password of a URL, as written and decoded. */
function urlSecrets(url: string): string[] {
  try {
    const { password } = new URL(url);
    return [password, decodeURIComponent(password)];
  } catch {
    return [];
  }
}
