// createModelContext: keyed parts merged into one ui/update-model-context per tick, retried,
// resent after a reconnection, never sent to a host without the capability, and warned of when large.
import { describe, expect, it, vi } from "vitest";
import { AppError, createModelContext, createViewState, modelContextOf, type ModelContext } from "../../src/index.js";
import { app, connected, host } from "../testing/support.js";

const UPDATE = "ui/update-model-context";
const text = (t: string) => ({ type: "text" as const, text: t });

/** A connected App with a model context, and the errors it reported. */
async function withContext(options?: Parameters<typeof host>[0], contextOptions?: Parameters<typeof createModelContext>[1]) {
  const { host: h, app: a } = await connected(options);
  const errors: AppError[] = [];
  a.onerror = (error) => void errors.push(error);
  const context = createModelContext(a, contextOptions);
  return { host: h, app: a, context, errors };
}

/** Waits until the host received `count` updates, and returns them all. */
async function updates(h: ReturnType<typeof host>, count: number) {
  await vi.waitFor(() => expect(h.received(UPDATE)).toHaveLength(count));
  return h.received(UPDATE);
}

describe("the merge", () => {
  it("sends the parts of one tick as one update, in the order their keys were first set", async () => {
    const { host: h, context } = await withContext();
    context.set("selection", "Selected: M6 bolt");
    context.set("filters", { structuredContent: { status: "open" } });
    context.set("cart", { content: [text("2 items")], structuredContent: { items: 2 } });
    await context.flush();
    expect(await updates(h, 1)).toEqual([
      {
        content: [text("Selected: M6 bolt"), text("2 items")],
        structuredContent: { filters: { status: "open" }, cart: { items: 2 } },
      },
    ]);
  });

  it("keeps a key's place when it is set again, and sends only what changed since", async () => {
    const { host: h, context } = await withContext();
    context.set("a", "one");
    context.set("b", "two");
    await context.flush();
    context.set("a", "uno");
    await context.flush();
    expect((await updates(h, 2))[1]).toEqual({ content: [text("uno"), text("two")] });
  });

  it("sends nothing for a set that changes nothing", async () => {
    const { host: h, context } = await withContext();
    context.set("a", "one");
    await context.flush();
    context.set("a", { content: [text("one")] });
    await context.flush();
    context.set("b", "x");
    context.delete("b");
    await context.flush();
    expect(h.received(UPDATE)).toHaveLength(1);
  });

  it("empties the host's context when the last part goes, and sends nothing when there never was one", async () => {
    const { host: h, context } = await withContext();
    context.set("a", "one");
    context.delete("a");
    await context.flush();
    expect(h.received(UPDATE)).toEqual([]);
    context.set("a", "one");
    await context.flush();
    expect(context.delete("a")).toBe(true);
    expect(context.delete("a")).toBe(false);
    await context.flush();
    expect((await updates(h, 2))[1]).toEqual({ content: [] });
  });

  it("is one per App, and modelContextOf finds it", () => {
    const a = app();
    const context = createModelContext(a);
    expect(createModelContext(a)).toBe(context);
    expect(modelContextOf(a)).toBe(context);
  });

  it("refuses a part that is not JSON or no part, with INVALID_PARAMS, and keeps what it had", async () => {
    const { context } = await withContext();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    context.set("a", "kept");
    const bad: Array<[unknown, unknown]> = [
      ["", "x"],
      ["b", { structuredContent: cyclic }],
      ["b", 42],
      ["b", { content: "text" }],
      ["b", { content: [{ text: "no type" }] }],
      ["b", null],
    ];
    for (const [key, value] of bad) expect(() => context.set(key as string, value as never), JSON.stringify(key)).toThrow(AppError);
    expect(context.get("b")).toBeUndefined();
    expect(context.params).toEqual({ content: [text("kept")] });
  });

  it("keeps a copy: changing the object after set changes nothing", async () => {
    const { host: h, context } = await withContext();
    const part = { structuredContent: { n: 1 } };
    context.set("a", part);
    part.structuredContent.n = 2;
    await context.flush();
    expect((await updates(h, 1))[0]).toEqual({ content: [], structuredContent: { a: { n: 1 } } });
  });
});

describe("delivery", () => {
  it("says what the host accepted, and its status", async () => {
    const { context } = await withContext({ profile: "chatgpt" });
    const seen: string[] = [];
    context.subscribe(() => seen.push(context.status));
    expect(context.status).toBe("idle");
    context.set("a", "one");
    const delivery = await context.flush();
    expect(delivery).toEqual({
      params: { content: [text("one")] },
      result: { _meta: { "openai/modelContext": { updateId: "update-1" } } },
    });
    expect(context.delivered).toBe(delivery);
    expect(context.status).toBe("delivered");
    expect(seen).toEqual(["sending", "delivered"]);
  });

  it("never has two updates in flight: a change while one is out goes after it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = 0;
    const { host: h, context } = await withContext({ handlers: { [UPDATE]: async () => (answered++ === 0 && (await held), {}) } });
    context.set("a", "one");
    await vi.waitFor(() => expect(h.received(UPDATE)).toHaveLength(1));
    expect(context.status).toBe("sending");
    context.set("a", "two");
    context.set("b", "three");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.received(UPDATE)).toHaveLength(1);
    release();
    await vi.waitFor(() => expect(context.delivered?.params).toEqual({ content: [text("two"), text("three")] }));
    expect(await updates(h, 2)).toEqual([{ content: [text("one")] }, { content: [text("two"), text("three")] }]);
  });

  it("retries a failed update after 250, 500, 1000 and 2000 ms, then reports it and is failed", async () => {
    vi.useFakeTimers();
    const h = host({ faults: { [UPDATE]: { error: { code: -32000, message: "busy" } } } });
    const a = app();
    const errors: AppError[] = [];
    a.onerror = (error) => void errors.push(error);
    const connecting = a.connect();
    await vi.runOnlyPendingTimersAsync();
    await connecting;
    const context = createModelContext(a);
    context.set("a", "one");
    const flushed = context.flush();
    flushed.catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(h.received(UPDATE)).toHaveLength(1);
    expect(context.status).toBe("retrying");
    for (const [delay, count] of [
      [250, 2],
      [500, 3],
      [1000, 4],
      [2000, 5],
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(h.received(UPDATE), `before ${delay} ms`).toHaveLength(count - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(h.received(UPDATE), `after ${delay} ms`).toHaveLength(count);
    }
    await expect(flushed).rejects.toMatchObject({ kind: "REMOTE_ERROR", code: -32000 });
    expect(context.status).toBe("failed");
    expect(errors.map((e) => e.code)).toEqual([-32000]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.received(UPDATE)).toHaveLength(5);
  });

  it("gets through on a retry, and delivered follows", async () => {
    const {
      host: h,
      context,
      errors,
    } = await withContext({ faults: { [UPDATE]: { error: { code: -32000, message: "busy" }, times: 1 } } }, { retryDelay: 1 });
    context.set("a", "one");
    const delivery = await context.flush();
    expect(delivery?.params).toEqual({ content: [text("one")] });
    expect(context.status).toBe("delivered");
    expect(await updates(h, 2)).toEqual([{ content: [text("one")] }, { content: [text("one")] }]);
    expect(errors).toEqual([]);
  });

  it("treats an answer that is no empty result (isError) as a failure, and retries", async () => {
    let refusals = 1;
    const { host: h, context } = await withContext(
      { handlers: { [UPDATE]: () => (refusals-- > 0 ? { isError: true } : {}) } },
      { retryDelay: 1 },
    );
    context.set("a", "one");
    await context.flush();
    expect(h.received(UPDATE)).toHaveLength(2);
    expect(context.delivered?.result).toEqual({});
  });

  // What an untyped handler may return: a type error in TypeScript.
  const notObjects: Array<[unknown]> = [[5], ["ok"], [""], [null], [false], [[]], [[{}]]];

  it.each(notObjects)("treats an answer that is no object (%j) as a failure, as a non-empty one, and retries", async (answer) => {
    let refusals = 1;
    const { host: h, context } = await withContext(
      { handlers: { [UPDATE]: () => (refusals-- > 0 ? answer : {}) as never } },
      { retryDelay: 1 },
    );
    context.set("a", "one");
    await context.flush();
    expect(h.received(UPDATE)).toHaveLength(2);
    expect(context.delivered?.result).toEqual({});
  });

  it.each(notObjects)(
    "reports an answer that is no object (%j) once every retry got one, and never counts it delivered",
    async (answer) => {
      const {
        host: h,
        context,
        errors,
      } = await withContext({ handlers: { [UPDATE]: () => answer as never } }, { retryDelay: 1, retries: 1 });
      context.set("a", "one");
      await expect(context.flush()).rejects.toMatchObject({
        kind: "REMOTE_ERROR",
        code: -32603,
        message: `MCP error -32603: The test's ui/update-model-context handler answered ${JSON.stringify(answer)}, not an object ({} for an empty result)`,
      });
      expect(h.received(UPDATE)).toHaveLength(2);
      expect([context.status, context.delivered, errors.map((e) => e.code)]).toEqual(["failed", undefined, [-32603]]);
    },
  );

  it("tries again on the next change after it failed", async () => {
    const {
      host: h,
      context,
      errors,
    } = await withContext({ faults: { [UPDATE]: { error: { code: -32000, message: "busy" }, times: 2 } } }, { retries: 1, retryDelay: 1 });
    context.set("a", "one");
    await expect(context.flush()).rejects.toMatchObject({ code: -32000 });
    expect(errors).toHaveLength(1);
    context.set("a", "two");
    await vi.waitFor(() => expect(context.status).toBe("delivered"));
    expect((await updates(h, 3))[2]).toEqual({ content: [text("two")] });
  });

  it("sends nothing before connect(), then the latest parts", async () => {
    const h = host();
    const a = app();
    const context = createModelContext(a);
    context.set("a", "one");
    context.set("a", "two");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(context.status).toBe("idle");
    const flushed = context.flush();
    await a.connect();
    await h.ready;
    expect((await flushed)?.params).toEqual({ content: [text("two")] });
    expect(h.received(UPDATE)).toEqual([{ content: [text("two")] }]);
  });

  it("sends the latest parts again after a reconnection, to the new host", async () => {
    const { host: first, app: a, context } = await withContext();
    context.set("a", "one");
    await context.flush();
    await a.close();
    const sent = first.received(UPDATE);
    await first.close();
    expect(context.status).toBe("idle");
    const second = host();
    await a.connect();
    await second.ready;
    await context.flush();
    context.set("b", "two");
    await context.flush();
    expect(sent).toEqual([{ content: [text("one")] }]);
    expect(second.received(UPDATE)).toEqual([{ content: [text("one")] }, { content: [text("one"), text("two")] }]);
  });
});

describe("a host without model context", () => {
  it("gets nothing, and the widget no report: status says unsupported, and flush() rejects", async () => {
    const { host: h, context, errors } = await withContext({ profile: "goose" });
    expect(h.hostCapabilities?.updateModelContext).toBeUndefined();
    context.set("a", "one");
    await expect(context.flush()).rejects.toMatchObject({ kind: "NOT_SUPPORTED" });
    context.set("b", "two");
    await expect(context.flush()).rejects.toMatchObject({ kind: "NOT_SUPPORTED" });
    expect(context.status).toBe("unsupported");
    expect(h.received(UPDATE)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("the size warning", () => {
  it("reports TOO_LARGE once each time the parts cross the line, and still sends them", async () => {
    const { host: h, context, errors } = await withContext(undefined, { maxTokens: 100 });
    context.set("a", "x".repeat(600));
    await context.flush();
    context.set("a", "y".repeat(600));
    await context.flush();
    expect(errors.map((e) => e.kind)).toEqual(["TOO_LARGE"]);
    expect(errors[0]!.message).toMatch(/about 1\d\d tokens, over 100/);
    context.set("a", "small");
    await context.flush();
    context.set("a", "z".repeat(600));
    await context.flush();
    expect(errors.map((e) => e.kind)).toEqual(["TOO_LARGE", "TOO_LARGE"]);
    expect(h.received(UPDATE)).toHaveLength(4);
  });

  it("defaults to 20,000 tokens", async () => {
    const { context, errors } = await withContext();
    context.set("a", "x".repeat(79_900));
    await context.flush();
    expect(errors).toEqual([]);
    context.set("a", "x".repeat(80_100));
    await context.flush();
    expect(errors.map((e) => e.kind)).toEqual(["TOO_LARGE"]);
  });
});

describe("with view state", () => {
  it("hands view state's summary to the model context as its viewState part, without replacing the other parts", async () => {
    const { host: h, app: a, context } = await withContext();
    const state = createViewState<{ tab: string }>(a, { modelSummary: (s) => `Tab: ${s.tab}` });
    context.set("selection", "Selected: M6 bolt");
    await state.set({ tab: "open" });
    await context.flush();
    expect(h.received(UPDATE).at(-1)).toEqual({ content: [text("Selected: M6 bolt"), text("Tab: open")] });
    expect(context.get("viewState")).toEqual({ content: [text("Tab: open")] });
  });
});

describe("a subscriber that throws", () => {
  it("is reported, and the others still hear", async () => {
    const { context, errors } = await withContext();
    let heard = 0;
    context.subscribe(() => {
      throw new Error("boom");
    });
    context.subscribe(() => void heard++);
    context.set("a", "one");
    await context.flush();
    expect(heard).toBeGreaterThan(0);
    expect(errors[0]).toMatchObject({ kind: "INVALID_MESSAGE", message: expect.stringContaining("boom") });
  });
});

export type { ModelContext };
