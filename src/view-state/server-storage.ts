// View state on the view's own MCP server, through the app-only tools of `registerViewStateTools`
// (`mcp-view/server`), keyed by the tool result's `viewUUID` with a version per key: the one storage
// that survives a reload where browsers block third-party storage. Reads remember the version; a write
// names the version it is based on, so the server refuses a stale one, and the view then shows what is
// stored. Writes are debounced: at most one is in flight per view, and the latest wins.
//
// Offered or not. Until the tools have answered once, a failure means the server keeps no view state
// here (a host without `serverTools`, which is not even asked; a server without the tools, answering
// "unknown tool"; a refused call): it rejects with `NOT_SUPPORTED`, which the view state takes as a
// quiet fallback. Once they answered, a failure loses what was durable, and is an ordinary error.
import type { App } from "../app/app.js";
import { AppError, errorMessage } from "../errors.js";
import { isObject } from "../protocol/guards.js";
import { VIEW_STATE_GET_TOOL, VIEW_STATE_SET_TOOL, type StoredViewState, type ViewStateRefusal } from "../protocol/view-state-tools.js";
import { viewUUIDOf } from "./key.js";
import type { StaleWrite, ViewStateStorage } from "./storage.js";

/** Options of {@link serverViewStateStorage}. */
export interface ServerViewStateStorageOptions {
  /** Milliseconds a write waits for a newer one before it is sent. @default 200 */
  debounce?: number;
}

type Outcome = void | StaleWrite;
type Waiter = { resolve: (outcome: Outcome) => void; reject: (error: unknown) => void };

/**
 * View state kept by the server's view-state tools: `createViewState(app, { storage: serverViewStateStorage(app) })`.
 * On a host without server tools, or a server without the tools, the state falls back quietly to the
 * next storage; a failure after the tools answered is reported once.
 *
 * @example
 * const state = createViewState(app, { storage: serverViewStateStorage(app) });
 */
export function serverViewStateStorage(
  app: Pick<App, "callServerTool"> & Partial<Pick<App, "getSnapshot">>,
  options: ServerViewStateStorageOptions = {},
): ViewStateStorage {
  const versions = new Map<string, number>();
  const reads = new Map<string, Promise<unknown>>();
  const writers = new Map<string, (json: string | undefined) => Promise<Outcome>>();
  let answered = false;
  const ask = async (name: string, args: Record<string, unknown>): Promise<StoredViewState> => {
    const capabilities = app.getSnapshot?.().hostCapabilities;
    if (capabilities && !capabilities.serverTools) throw new AppError("NOT_SUPPORTED", "the host offers no server tools");
    const result = await app.callServerTool({ name, arguments: args });
    const answer = result.structuredContent;
    if (result.isError) throw refusal(name, answer, result.content);
    if (!isStored(answer))
      throw new AppError("INVALID_MESSAGE", `${name} answered without { version }: is it mcp-view's view-state tool?`, { data: result });
    return answer;
  };
  const call = async (name: string, args: Record<string, unknown>): Promise<StoredViewState> => {
    try {
      const stored = await ask(name, args);
      answered = true;
      return stored;
    } catch (error) {
      // A stale or refused value is the tools' own answer; anything else before one means they are not here.
      if (error instanceof StaleError || (error instanceof AppError && error.kind === "INVALID_PARAMS")) answered = true;
      if (answered || (error instanceof AppError && error.kind === "NOT_SUPPORTED")) throw error;
      throw new AppError("NOT_SUPPORTED", `the server's view-state tools did not answer (${errorMessage(error)})`, { cause: error });
    }
  };
  const send = async (key: string, json: string | undefined): Promise<Outcome> => {
    await reads.get(key)?.catch(() => {});
    const args = { viewUUID: key, baseVersion: versions.get(key) ?? 0, ...(json === undefined ? {} : { state: JSON.parse(json) }) };
    try {
      versions.set(key, (await call(VIEW_STATE_SET_TOOL, args)).version);
    } catch (error) {
      if (!(error instanceof StaleError)) throw error;
      versions.set(key, error.current.version);
      return { stale: error.current.state === undefined ? undefined : JSON.stringify(error.current.state) };
    }
  };
  return {
    where: "server",
    keyFor: viewUUIDOf,
    read(key) {
      const read = call(VIEW_STATE_GET_TOOL, { viewUUID: key }).then((stored) => {
        versions.set(key, stored.version);
        return stored.state === undefined ? undefined : JSON.stringify(stored.state);
      });
      reads.set(key, read);
      return read;
    },
    write(key, json) {
      let write = writers.get(key);
      if (!write) writers.set(key, (write = debounced((value) => send(key, value), options.debounce ?? 200)));
      return write(json);
    },
  };
}

/** `send` behind a debounce: one call in flight at a time; a call superseded by a later one resolves when that one is done. */
function debounced(send: (json: string | undefined) => Promise<Outcome>, ms: number): (json: string | undefined) => Promise<Outcome> {
  let latest: { json: string | undefined; waiter: Waiter } | undefined;
  let superseded: Waiter[] = [];
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    if (inFlight || !latest) return;
    const { json, waiter } = latest;
    const earlier = superseded;
    latest = undefined;
    superseded = [];
    inFlight = true;
    try {
      const outcome = await send(json);
      for (const w of earlier) w.resolve();
      waiter.resolve(outcome);
    } catch (error) {
      for (const w of [...earlier, waiter]) w.reject(error);
    } finally {
      inFlight = false;
      if (latest) timer = setTimeout(flush, ms);
    }
  };
  return (json) =>
    new Promise<Outcome>((resolve, reject) => {
      if (latest) superseded.push(latest.waiter);
      latest = { json, waiter: { resolve, reject } };
      clearTimeout(timer);
      if (!inFlight) timer = setTimeout(flush, ms);
    });
}

/** A write refused because it was based on an older version: what is stored now. */
class StaleError extends AppError {
  readonly current: StoredViewState;
  constructor(message: string, current: StoredViewState) {
    super("CONFLICT", message);
    this.current = current;
  }
}

/** The error for a refusal of the view-state tools: stale (with what is stored), a refused value, or a failure. */
function refusal(tool: string, answer: unknown, content: unknown): AppError {
  const why = (isObject(answer) ? answer : {}) as Partial<ViewStateRefusal> & { current?: unknown };
  const text = Array.isArray(content) && typeof content[0]?.text === "string" ? content[0].text : undefined;
  const message = typeof why.message === "string" ? why.message : (text ?? `${tool} failed`);
  if (why.reason === "stale" && isStored(why.current)) return new StaleError(message, why.current);
  if (why.reason === "invalid") return new AppError("INVALID_PARAMS", message, { data: answer });
  return new AppError("REMOTE_ERROR", `${tool} failed: ${message}`, { data: answer });
}

function isStored(value: unknown): value is StoredViewState {
  return isObject(value) && Number.isSafeInteger(value.version) && (value.version as number) >= 0;
}
