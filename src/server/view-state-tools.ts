// registerViewStateTools: view_state_get and view_state_set on either generation of the MCP SDK's
// McpServer, the server side of a view's state kept where no browser storage rule reaches it. Keys are
// scoped (to the MCP session by default) so one client never reads another's views; writes are
// compare-and-set.
import { AppError, errorMessage } from "../errors.js";
import { DEFAULT_MAX_VIEW_STATE_LENGTH, VIEW_STATE_GET_TOOL, VIEW_STATE_SET_TOOL } from "../protocol/view-state-tools.js";
import type { AppToolExtra, Registering, RegisteredToolOf, ToolServer } from "./sdk.js";
import { readBaseVersion, readState, readViewUUID } from "./view-state-arguments.js";
import { getToolConfig, setToolConfig } from "./view-state-configs.js";
import { readableState, stateJson, storedState } from "./view-state-json.js";
import { ViewStateRefused, count, quote, resultOf } from "./view-state-results.js";
import { memoryViewStateStore, type ViewStateEntry, type ViewStateSetOutcome, type ViewStateStore } from "./view-state-store.js";

/**
 * Options of {@link registerViewStateTools}. `Extra` is what the server gives its tool handlers
 * (`AppToolExtra<typeof server>`), which `scope` reads; `registerViewStateTools` fills it in.
 */
export interface ViewStateToolsOptions<Extra = unknown> {
  /**
   * Where the states are kept. Default: this process's one {@link memoryViewStateStore} (1,000 keys),
   * shared by every server that registers the tools without a store, so that servers made per request
   * (`createMcpHandler(factory)` of the 2.x SDK, a stateless 1.x server) keep each other's states.
   */
  store?: ViewStateStore;
  /** The longest state taken, in characters of its JSON text. Default `DEFAULT_MAX_VIEW_STATE_LENGTH` (16,384), the view's own limit. */
  maxLength?: number;
  /**
   * Whose states a call reads and writes: calls with the same scope share the viewUUIDs' states, calls
   * with different scopes never see each other's. Default: the MCP session (`sessionId`, in both
   * generations). A server without sessions (the 2026-07-28 revision, stateless Streamable HTTP, one
   * process per client over stdio) has `undefined` for every call, one scope for all clients: pass a
   * scope, e.g. the authenticated user (`extra.authInfo` in 1.x, `ctx.http?.authInfo` in 2.x). Throw
   * to refuse a call.
   */
  scope?: (extra: Extra) => string | undefined;
}

/** The two tools, as the SDK registered them (its `RegisteredTool`s, to disable or remove them). */
export interface ViewStateTools<Registered = unknown> {
  get: Registered;
  set: Registered;
}

/** What both tools need: the store, the limit, and the store key of a call. */
interface Context {
  store: ViewStateStore;
  maxLength: number;
  keyOf: (viewUUID: string, extra: unknown) => string;
}

/** The default store: one for the process, made on first use. */
let processStore: ViewStateStore | undefined;

/**
 * Registers `view_state_get` and `view_state_set`, the app-only tools a view keeps its state with
 * (`serverViewStateStorage(app)` in the view). Every malformed call, stale write, non-JSON or too long
 * state is refused with a typed `ViewStateRefusal`; a store that throws gives an error result. Throws
 * an `AppError` (`INVALID_PARAMS`) when `maxLength` is not a positive integer.
 *
 * @example
 * registerViewStateTools(server, { scope: (extra) => extra.authInfo?.clientId }); // 1.x
 * registerViewStateTools(server, { scope: (ctx) => ctx.http?.authInfo?.clientId }); // 2.x
 */
export function registerViewStateTools<Server extends ToolServer>(
  server: Server,
  options: ViewStateToolsOptions<AppToolExtra<Server>> = {},
): ViewStateTools<RegisteredToolOf<Server>> {
  const maxLength = options.maxLength ?? DEFAULT_MAX_VIEW_STATE_LENGTH;
  if (!Number.isSafeInteger(maxLength) || maxLength < 1) {
    throw new AppError("INVALID_PARAMS", `registerViewStateTools() needs maxLength to be a positive integer, not ${String(maxLength)}`);
  }
  const scope = (options.scope as ((extra: unknown) => string | undefined) | undefined) ?? sessionOf;
  const context: Context = {
    store: options.store ?? (processStore ??= memoryViewStateStore()),
    maxLength,
    keyOf: (viewUUID, extra) => storeKey(scope, viewUUID, extra),
  };
  const register = (server as unknown as Registering).registerTool.bind(server);
  return {
    get: register(VIEW_STATE_GET_TOOL, getToolConfig(), (args, extra) => resultOf(() => getState(context, args, extra))),
    set: register(VIEW_STATE_SET_TOOL, setToolConfig(maxLength), (args, extra) => resultOf(() => setState(context, args, extra))),
  } as ViewStateTools<RegisteredToolOf<Server>>;
}

/** The default scope: the MCP session of the call (`sessionId` of the request context, in both generations). */
const sessionOf = (extra: unknown): string | undefined => (extra as { sessionId?: string } | undefined)?.sessionId;

/** view_state_get: the stored state and its version (0 and no state when nothing is stored). */
async function getState(context: Context, args: unknown, extra: unknown): Promise<Record<string, unknown>> {
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
async function setState(context: Context, args: unknown, extra: unknown): Promise<{ version: number }> {
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
function storeKey(scope: (extra: unknown) => string | undefined, viewUUID: string, extra: unknown): string {
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
