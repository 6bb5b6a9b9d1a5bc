// The server's view-state tools in the test host: view_state_get and view_state_set answered by the
// very code registerViewStateTools runs (src/server/view-state-calls.ts), on a store the test can hand
// to a second host, so "the state survives a reload" is a test of two views on one store. Scoped as a
// server without sessions is (one scope for every call), without the MCP SDK or zod.
import { AppError } from "../index.js";
import { DEFAULT_MAX_VIEW_STATE_LENGTH, VIEW_STATE_GET_TOOL, VIEW_STATE_SET_TOOL } from "../protocol/view-state-tools.js";
import { getState, setState, storeKey, type ViewStateCalls } from "../server/view-state-calls.js";
import { resultOf } from "../server/view-state-results.js";
import { memoryViewStateStore, type ViewStateStore } from "../server/view-state-store.js";
import type { TestToolHandler } from "./answers.js";

/** The `viewStateTools` option of `createTestHost`: where the states are kept, and the longest taken. */
export interface TestViewStateToolsOptions {
  /** Where the states are kept: another host's `viewStateStore` for a reload. @default a new memory store */
  store?: ViewStateStore;
  /** The longest state taken, in characters of its JSON text. @default 16,384, as registerViewStateTools */
  maxLength?: number;
}

/** The handlers of the two tools, and the store they keep the states in. */
export function viewStateTools(option: true | TestViewStateToolsOptions): {
  store: ViewStateStore;
  handlers: Record<string, TestToolHandler>;
} {
  const options = option === true ? {} : option;
  const maxLength = options.maxLength ?? DEFAULT_MAX_VIEW_STATE_LENGTH;
  if (!Number.isSafeInteger(maxLength) || maxLength < 1)
    throw new AppError(
      "INVALID_PARAMS",
      `createTestHost({ viewStateTools }) needs maxLength to be a positive integer, not ${String(maxLength)}`,
    );
  const store = options.store ?? memoryViewStateStore();
  const calls: ViewStateCalls = { store, maxLength, keyOf: (viewUUID) => storeKey(() => undefined, viewUUID, undefined) };
  return {
    store,
    handlers: {
      [VIEW_STATE_GET_TOOL]: (args) => resultOf(() => getState(calls, args, undefined)),
      [VIEW_STATE_SET_TOOL]: (args) => resultOf(() => setState(calls, args, undefined)),
    },
  };
}
