// Where the view-state tools keep the states: JSON text per key with a version, written only by
// compare-and-set, so that two frames of one view never overwrite each other unseen. Small enough for
// a database or Redis in a few lines; memoryViewStateStore, a bounded Map, is the default.
import { AppError } from "../errors.js";

/**
 * What a store holds for a key: the state's JSON text and its version (1 and up). An entry without
 * `json` is a removed state: keeping its version means a version never comes back for the key.
 */
export interface ViewStateEntry {
  json?: string | undefined;
  version: number;
}

/** What a write did: stored as `version` (`baseVersion + 1`), or refused as stale, with what is stored now. */
export type ViewStateSetOutcome = { version: number } | { stale: ViewStateEntry | undefined };

/**
 * The store behind `view_state_get` and `view_state_set`. Keys are opaque strings the tools build
 * (scope and viewUUID); the values are JSON text the tools have checked. `set` must be atomic: it
 * stores `json` (`undefined`: removes the state) as version `baseVersion + 1` only if the stored
 * version is `baseVersion` (0: nothing stored), and else answers `{ stale }` with the stored entry.
 * A store may forget keys (`get` then answers `undefined`); their versions start again at 0.
 */
export interface ViewStateStore {
  get(key: string): ViewStateEntry | undefined | Promise<ViewStateEntry | undefined>;
  set(key: string, json: string | undefined, baseVersion: number): ViewStateSetOutcome | Promise<ViewStateSetOutcome>;
}

/** How many keys {@link memoryViewStateStore} keeps by default. */
export const DEFAULT_MAX_VIEW_STATE_KEYS = 1_000;

/** Options of {@link memoryViewStateStore}. */
export interface MemoryViewStateStoreOptions {
  /** The most keys kept (removed states count): past it, the least recently written key is forgotten. Default 1,000. */
  maxKeys?: number;
}

/**
 * A store in this process's memory: lost on restart, not shared between processes. It keeps at most
 * `maxKeys` keys, forgetting the least recently written one first (a read does not count), so its
 * size is bounded by `maxKeys` states of at most the tools' `maxLength` characters each. Throws an
 * `AppError` (`INVALID_PARAMS`) when `maxKeys` is not a positive integer.
 */
export function memoryViewStateStore(options: MemoryViewStateStoreOptions = {}): ViewStateStore {
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_VIEW_STATE_KEYS;
  if (!Number.isSafeInteger(maxKeys) || maxKeys < 1) {
    throw new AppError("INVALID_PARAMS", `memoryViewStateStore() needs maxKeys to be a positive integer, not ${String(maxKeys)}`);
  }
  const entries = new Map<string, ViewStateEntry>();
  return {
    get: (key) => copy(entries.get(key)),
    set(key, json, baseVersion) {
      const current = entries.get(key);
      if ((current?.version ?? 0) !== baseVersion) return { stale: copy(current) };
      const version = baseVersion + 1;
      entries.delete(key); // the Map's order is the order of writes: the first key is the least recently written
      entries.set(key, json === undefined ? { version } : { json, version });
      if (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
      return { version };
    },
  };
}

/** A copy of an entry, so no caller can change what is stored. */
const copy = (entry: ViewStateEntry | undefined): ViewStateEntry | undefined => entry && { ...entry };
