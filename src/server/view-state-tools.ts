// registerViewStateTools: view_state_get and view_state_set on either generation of the MCP SDK's
// McpServer, the server side of a view's state kept where no browser storage rule reaches it. Keys are
// scoped (to the MCP session by default) so one client never reads another's views; writes are
// compare-and-set.
import { AppError } from "../errors.js";
import { DEFAULT_MAX_VIEW_STATE_LENGTH, VIEW_STATE_GET_TOOL, VIEW_STATE_SET_TOOL } from "../protocol/view-state-tools.js";
import type { AppToolExtra, Registering, RegisteredToolOf, ToolServer } from "./sdk.js";
import { getState, setState, storeKey, type ViewStateCalls } from "./view-state-calls.js";
import { getToolConfig, setToolConfig } from "./view-state-configs.js";
import { resultOf } from "./view-state-results.js";
import { memoryViewStateStore, type ViewStateStore } from "./view-state-store.js";

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
  const context: ViewStateCalls = {
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
