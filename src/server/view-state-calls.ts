// What view_state_get and view_state_set do, apart from the SDK that serves them: read the arguments,
// the store and the limits, and answer or refuse exactly as the tools do. registerViewStateTools
// serves them on an McpServer; the test kit (mcp-view/testing) answers a view's calls with them, so a
// test keeps a view's state as its server would, without the MCP SDK or zod.
import { errorMessage } from "../errors.js";
import { readBaseVersion, readState, readViewUUID } from "./view-state-arguments.js";
import { readableState, stateJson, storedState } from "./view-state-json.js";
import { ViewStateRefused, count, quote } from "./view-state-results.js";
import type { ViewStateEntry, ViewStateSetOutcome, ViewStateStore } from "./view-state-store.js";

/** What both tools need: the store, the limit, and the store key of a call. */
export interface ViewStateCalls {
  store: ViewStateStore;
  maxLength: number;
  keyOf: (viewUUID: string, extra: unknown) => string;
}

/** view_state_get: the stored state and its version (0 and no state when nothing is stored). */
export async function getState(context: ViewStateCalls, args: unknown, extra: unknown): Promise<Record<string, unknown>> {
  const viewUUID = readViewUUID(args);
  const key = context.keyOf(viewUUID, extra);
  const entry = await fromStore(viewUUID, "read", () => context.store.get(key));
  if (!isEntry(entry))
    throw new Error(
      `View state for ${quote(viewUUID)} could not be read: the store answered ${shape(entry)}, not an entry { json?, version } or undefined`,
    );
  return { ...readableState(entry, viewUUID, context.maxLength) };
}

/** view_state_set: writes (or removes) the state if the stored version is still `baseVersion`; answers the new version. */
export async function setState(context: ViewStateCalls, args: unknown, extra: unknown): Promise<{ version: number }> {
  const viewUUID = readViewUUID(args);
  const baseVersion = readBaseVersion(args);
  const json = stateJson(readState(args), viewUUID, context.maxLength);
  const key = context.keyOf(viewUUID, extra);
  const outcome = await fromStore(viewUUID, "written", () => context.store.set(key, json, baseVersion));
  if (!isOutcome(outcome, baseVersion)) {
    throw new Error(
      `View state for ${quote(viewUUID)} could not be written: the store answered ${shape(outcome)}, not { version } above ${count(baseVersion)} or { stale } at another version`,
    );
  }
  if ("version" in outcome) return { version: outcome.version };
  const { current, problem } = storedState(outcome.stale, context.maxLength);
  const unreadable = problem ? ` (its stored text ${problem}, so it is not sent)` : "";
  const message = `View state for ${quote(viewUUID)} was not written: the write is based on version ${count(baseVersion)}, but version ${count(current.version)} is stored${unreadable}`;
  throw new ViewStateRefused({ reason: "stale", message, current });
}

/** The store key of a call: its scope and the viewUUID, as JSON, so no viewUUID can reach another scope's key. */
export function storeKey(scope: (extra: unknown) => string | undefined, viewUUID: string, extra: unknown): string {
  let scoped: unknown;
  try {
    scoped = scope(extra);
  } catch (error) {
    throw new Error(`View state for ${quote(viewUUID)} is not available: the scope option failed: ${errorMessage(error)}`);
  }
  if (scoped !== undefined && typeof scoped !== "string") {
    throw new Error(
      `View state for ${quote(viewUUID)} is not available: the scope option returned ${shape(scoped)}, not a string or undefined`,
    );
  }
  return JSON.stringify([scoped ?? null, viewUUID]);
}

/** What the store answers to `call`; a store that throws or rejects becomes an error naming what failed. */
async function fromStore<T>(viewUUID: string, what: "read" | "written", call: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(`View state for ${quote(viewUUID)} could not be ${what}: the store failed: ${errorMessage(error)}`);
  }
}

/** Whether a store's answer is an entry (or none): a version of 0 or more, and JSON text if any. */
function isEntry(entry: unknown): entry is ViewStateEntry | undefined {
  if (entry === undefined) return true;
  const { json, version } = (entry ?? {}) as Partial<ViewStateEntry>;
  return (
    typeof entry === "object" &&
    entry !== null &&
    Number.isSafeInteger(version) &&
    version! >= 0 &&
    (json === undefined || typeof json === "string")
  );
}

/** Whether a store's answer to a write is a new version above the base, or stale with a stored entry at another version. */
function isOutcome(outcome: unknown, baseVersion: number): outcome is ViewStateSetOutcome {
  if (typeof outcome !== "object" || outcome === null) return false;
  if ("version" in outcome) return Number.isSafeInteger(outcome.version) && (outcome.version as number) > baseVersion;
  return "stale" in outcome && isEntry(outcome.stale) && (outcome.stale?.version ?? 0) !== baseVersion;
}

/** A store's or scope's wrong answer, in a few words: "null", "a number", "an object with keys ok, n". */
function shape(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value !== "object") return `a ${typeof value}`;
  const keys = Object.keys(value).slice(0, 5);
  return keys.length ? `an object with keys ${keys.join(", ")}` : "an empty object";
}
