// Results kept for views on hosts that drop `structuredContent`: registerAppTool puts a typed tool's
// checked output here and names its id in the result's `_meta`; view_result_get (app-only, so the
// model never reads it) gives it back to the view. Ids are random UUIDs: only who saw the result knows one.
import * as z from "zod";
import { AppError } from "../errors.js";
import { RESULT_GET_TOOL } from "../protocol/result-tool.js";
import type { Registering, RegisteredToolOf, ToolServer } from "./sdk.js";

/** Where results are kept, by id. */
export interface ResultStore {
  /** Keeps `value` and answers its new id. */
  put(value: Record<string, unknown>): string;
  /** The value kept under `id`; undefined when there is none (never kept, or dropped). */
  get(id: string): Record<string, unknown> | undefined;
}

/**
 * A store in this process's memory that keeps the newest `max` results. Share one among the servers of
 * a process (servers made per request too). Throws an `AppError` (`INVALID_PARAMS`) for a `max` that is
 * not a positive integer.
 */
export function memoryResultStore({ max = 100 }: { max?: number } = {}): ResultStore {
  if (!Number.isSafeInteger(max) || max < 1)
    throw new AppError("INVALID_PARAMS", `memoryResultStore() needs max to be a positive integer, not ${String(max)}`);
  const kept = new Map<string, Record<string, unknown>>();
  return {
    put(value) {
      const id = crypto.randomUUID();
      kept.set(id, value);
      for (const oldest of kept.keys()) if (kept.size > max) kept.delete(oldest);
      return id;
    },
    get: (id) => kept.get(id),
  };
}

/**
 * Registers `view_result_get`, the app-only tool that answers a kept result: its JSON as the text (the
 * App recovers `structuredContent` from it where the host drops that too; only the view reads it) and as
 * `structuredContent`; an error result for an id it does not keep.
 *
 * @example
 * const results = memoryResultStore();
 * registerAppTool(server, showOrders, handler, { results });
 * registerResultTool(server, results);
 */
export function registerResultTool<Server extends ToolServer>(server: Server, store: ResultStore): RegisteredToolOf<Server> {
  const config = {
    title: "Read a tool result for its view",
    description: "Gives a view the structuredContent of a tool result, by the id in the result's _meta.",
    inputSchema: z.object({ id: z.string().min(1).max(100) }),
    annotations: { readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false },
    _meta: { ui: { visibility: ["app"] } },
  };
  const read = ({ id }: { id: string }) => {
    const value = store.get(id);
    if (!value) return { content: [{ type: "text", text: `No result ${id} is kept (it was dropped, or never kept)` }], isError: true };
    return { content: [{ type: "text", text: JSON.stringify(value) }], structuredContent: value };
  };
  return (server as unknown as Registering).registerTool(RESULT_GET_TOOL, config, read as never) as RegisteredToolOf<Server>;
}
