// Model context as keyed parts: each part of a widget sets its own key, and the parts go to the host
// merged, as one `ui/update-model-context` per tick, so that two components no longer overwrite each
// other. Its own module, on the App's public API and its error reporting: a widget that never calls
// `createModelContext` carries none of it.
//
// The merge. Parts keep the order their keys were first set in. `content` is every part's blocks in
// that order; `structuredContent` is `{ [key]: part.structuredContent }` for the parts that have one.
// With no part left the update is `{ content: [] }`, which empties what the host holds.
//
// Delivery. One update at a time; the parts as they stand when it settles go next, if they differ
// from what the host holds. A failed update (an error, or an answer that is no empty result) is retried
// after 250 ms, doubling, four times; then it is reported and the status is `failed` until the next
// change. Nothing is sent before the App connects; after a reconnection the new host holds nothing,
// so the latest parts go again. A host without `hostCapabilities.updateModelContext` gets nothing, and
// `status` is `unsupported`: not an error, since the widget can do nothing about it (`flush()`, which
// asks for delivery, rejects with `NOT_SUPPORTED`). An update over about 20,000 tokens is reported (`TOO_LARGE`)
// once each time it crosses the line, and still sent: the host decides.
import { internalsOf } from "../app/internals.js";
import { AppError, errorMessage } from "../errors.js";
import { isObject } from "../protocol/guards.js";
import type { ContentBlock, McpUiUpdateModelContextParams } from "../protocol/shapes.js";
import { estimateTokens, MODEL_CONTEXT_TOKENS } from "../protocol/tokens.js";
import { contexts, forgotten } from "./registry.js";
import type {
  ModelContext,
  ModelContextApp,
  ModelContextDelivery,
  ModelContextOptions,
  ModelContextPart,
  ModelContextStatus,
  ModelContextValue,
} from "./types.js";

/** What a host holds before any update: nothing, which is what an update without parts makes. */
const NOTHING = '{"content":[]}';

interface Waiter {
  resolve(delivery: ModelContextDelivery | undefined): void;
  reject(error: AppError): void;
}

/**
 * The view's model context as keyed parts (see the file comment), one per App: a second call for the
 * same App returns the first one.
 *
 * @example
 * const context = createModelContext(app);
 * context.set("selection", `Selected: ${item.name}`);
 * context.set("filters", { structuredContent: { status: "open" } });
 */
export function createModelContext(app: ModelContextApp, options: ModelContextOptions = {}): ModelContext {
  let context = contexts.get(app);
  if (!context) contexts.set(app, (context = new KeyedModelContext(app, options)));
  return context;
}

/** The model context of `app` that every part of a widget shares: the one {@link createModelContext} made, else a new default one. */
export const modelContextOf = (app: ModelContextApp): ModelContext => createModelContext(app);

class KeyedModelContext implements ModelContext {
  readonly #app: ModelContextApp;
  readonly #report: (error: AppError) => void;
  readonly #maxTokens: number;
  readonly #retries: number;
  readonly #retryDelay: number;
  readonly #parts = new Map<string, [part: ModelContextPart, json: string]>();
  readonly #listeners = new Set<() => void>();
  #waiters: Waiter[] = [];
  #status: ModelContextStatus = "idle";
  #delivered: ModelContextDelivery | undefined;
  /** The JSON of what the host of this connection holds. */
  #held = NOTHING;
  #connected = false;
  #sending = false;
  #scheduled = false;
  #failures = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #tooLarge = false;

  constructor(app: ModelContextApp, options: ModelContextOptions) {
    this.#app = app;
    const { rpc } = internalsOf(app);
    this.#report = (error) => rpc.report(error);
    this.#maxTokens = options.maxTokens ?? MODEL_CONTEXT_TOKENS;
    this.#retries = options.retries ?? 4;
    this.#retryDelay = options.retryDelay ?? 250;
    app.subscribe(() => this.#follow());
    this.#follow();
    // ChatGPT reported that the user removed the context (mcp-view/openai): the host holds nothing,
    // and the parts are dropped without an update, so that the removal stays until a part changes.
    forgotten.set(this, () => {
      this.#parts.clear();
      this.#held = NOTHING;
      this.#setStatus("idle");
      this.#settle();
    });
  }

  set(key: string, value: ModelContextValue): void {
    if (typeof key !== "string" || !key) throw new AppError("INVALID_PARAMS", "A model-context key must be a non-empty string");
    const part = partOf(value);
    let json: string | undefined;
    try {
      json = JSON.stringify(part);
    } catch (cause) {
      throw new AppError("INVALID_PARAMS", `The model-context part "${key}" is not JSON: ${errorMessage(cause)}`, { cause });
    }
    if (this.#parts.get(key)?.[1] === json) return;
    this.#parts.set(key, [JSON.parse(json) as ModelContextPart, json]);
    this.#schedule();
  }

  delete(key: string): boolean {
    const had = this.#parts.delete(key);
    if (had) this.#schedule();
    return had;
  }

  get(key: string): ModelContextPart | undefined {
    return this.#parts.get(key)?.[0];
  }

  get params(): McpUiUpdateModelContextParams {
    const content: ContentBlock[] = [];
    const structured: Record<string, unknown> = {};
    let anyStructured = false;
    for (const [key, [part]] of this.#parts) {
      if (part.content) content.push(...part.content);
      if (part.structuredContent !== undefined) ((structured[key] = part.structuredContent), (anyStructured = true));
    }
    return anyStructured ? { content, structuredContent: structured } : { content };
  }

  get status(): ModelContextStatus {
    return this.#status;
  }

  get delivered(): ModelContextDelivery | undefined {
    return this.#delivered;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  flush(): Promise<ModelContextDelivery | undefined> {
    const settled = new Promise<ModelContextDelivery | undefined>((resolve, reject) => this.#waiters.push({ resolve, reject }));
    if (this.#status === "failed") this.#failures = 0;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pump();
    return settled;
  }

  /** Follows the App's connection: a new host holds nothing, so what there is goes again. */
  #follow(): void {
    const connected = this.#app.getSnapshot().status === "connected";
    if (connected === this.#connected) return;
    this.#connected = connected;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#failures = 0;
    this.#held = NOTHING;
    if (connected) this.#pump();
    else this.#setStatus("idle");
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      if (this.#status === "failed") this.#failures = 0;
      this.#pump();
    });
  }

  /** Sends the parts if they differ from what the host holds, and nothing is in flight or waiting to retry. */
  #pump(): void {
    if (!this.#connected || this.#sending || this.#timer !== undefined) return;
    const params = this.params;
    const json = JSON.stringify(params);
    if (json === this.#held) return this.#settle();
    if (!this.#app.getSnapshot().hostCapabilities?.updateModelContext) return this.#unsupported();
    const tokens = estimateTokens(params);
    if (tokens > this.#maxTokens !== this.#tooLarge && (this.#tooLarge = !this.#tooLarge))
      this.#report(
        new AppError("TOO_LARGE", `The model context is about ${tokens} tokens, over ${this.#maxTokens}: a host may refuse or cut it`, {
          data: { tokens },
        }),
      );
    this.#sending = true;
    this.#setStatus("sending");
    this.#app.updateModelContext(params).then(
      (result) => {
        this.#sending = false;
        this.#failures = 0;
        this.#delivered = { params, result };
        this.#held = json;
        this.#setStatus("delivered");
        this.#pump();
      },
      (error: AppError) => {
        this.#sending = false;
        this.#failed(error);
      },
    );
  }

  #failed(error: AppError): void {
    if (!this.#connected) return; // the connection ended: the next one sends the parts again
    if (this.#failures++ < this.#retries) {
      this.#setStatus("retrying");
      this.#timer = setTimeout(
        () => {
          this.#timer = undefined;
          this.#pump();
        },
        this.#retryDelay * 2 ** (this.#failures - 1),
      );
      return;
    }
    this.#report(error);
    this.#setStatus("failed");
    this.#release((waiter) => waiter.reject(error));
  }

  /** The host offers no model context: nothing is sent, quietly (`status` says so), and `flush()` rejects. */
  #unsupported(): void {
    this.#setStatus("unsupported");
    this.#release((waiter) =>
      waiter.reject(new AppError("NOT_SUPPORTED", "The host has no model context (no hostCapabilities.updateModelContext)")),
    );
  }

  /** The host holds the current parts: flush() resolves. */
  #settle(): void {
    if (this.#status === "sending" || this.#status === "retrying") this.#setStatus(this.#delivered ? "delivered" : "idle");
    this.#release((waiter) => waiter.resolve(this.#delivered));
  }

  #release(settle: (waiter: Waiter) => void): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    waiters.forEach(settle);
  }

  #setStatus(status: ModelContextStatus): void {
    if (status === this.#status && status !== "delivered") return;
    this.#status = status;
    for (const listener of [...this.#listeners]) {
      try {
        listener();
      } catch (cause) {
        this.#report(new AppError("INVALID_MESSAGE", `A model-context subscriber threw: ${errorMessage(cause)}`, { cause }));
      }
    }
  }
}

/** The part a value of `set` makes; `INVALID_PARAMS` on anything else. */
function partOf(value: ModelContextValue): ModelContextPart {
  if (typeof value === "string") return { content: [{ type: "text", text: value }] };
  if (!isObject(value))
    throw new AppError("INVALID_PARAMS", "A model-context part is a string, or an object with content and/or structuredContent");
  const { content, structuredContent } = value;
  if (content !== undefined && !(Array.isArray(content) && content.every((block) => isObject(block) && typeof block.type === "string")))
    throw new AppError("INVALID_PARAMS", "A model-context part's content must be an array of content blocks (each with a type)");
  return structuredContent === undefined ? { content } : { content, structuredContent };
}
