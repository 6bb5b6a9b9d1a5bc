// Fuzzes the inbound boundary: 12,000 seeded random and mutated messages through the real
// PostMessageTransport, from the parent at its pinned origin, from the parent at other origins, and
// from a stranger window, while the view makes requests of its own and its handlers throw and reject.
// No exception escapes; no handler sees a forged or malformed message; onerror only gets AppError;
// every host request gets exactly one answer (a refusal for an id in use, none once cancelled); each
// of the view's requests settles once, with the first answer to it; progress reaches only a pending
// request that asked for it; a throwing listener stops no dispatch; only custom properties reach the
// document; no host-context key shadows an Object.prototype member; and a valid message afterwards
// still works.
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { App, AppError, syncHostStyles, type AppSnapshot, type RequestOptions } from "../../src/index.js";
import { Fuzzer, PROTOTYPE_KEYS, prng } from "../support/fuzz.js";
import { HostModel, type Expected, type OwnRequest } from "../support/fuzz-model.js";
import { asRequest, documentProblems, isJsonObject, VALID } from "../support/fuzz-oracle.js";
import { flush, HOST_RESULT } from "../support/host.js";
import { HOST_ORIGIN, spyParent, stranger } from "../support/window.js";

// Deterministic by default; FUZZ_SEED and FUZZ_MESSAGES explore further without changing the test.
const MESSAGES = Number(process.env.FUZZ_MESSAGES ?? 12_000);
const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed_2026);
/** Every this many messages the view starts a request of its own; every other one asks for progress. */
const REQUEST_EVERY = 40;

/** The handshake's host context carries prototype-named keys too, and a variable that is no custom property. */
function handshakeContext(): Record<string, unknown> {
  const context: Record<string, unknown> = { ...HOST_RESULT.hostContext, styles: { variables: { "--x": "1", display: "none" } } };
  for (const key of PROTOTYPE_KEYS)
    Object.defineProperty(context, key, { value: { [key]: 1 }, enumerable: true, writable: true, configurable: true });
  return context;
}

/** What the handlers report to the test while a message is delivered. */
interface Watch {
  violations: string[];
  errors: unknown[];
  forged: boolean;
  label: string;
  /** Dispatches begun (the first listener ran) and finished (the last one ran). */
  dispatched: { first: number; last: number };
}

/** Throws what String() cannot convert, or rejects: a faulty handler. */
const fault = (faults: () => number, message: string) =>
  faults() < 0.5
    ? Promise.reject(new Error(message))
    : (() => {
        throw Object.create(null);
      })();

/**
 * Gives `app` its handlers: per event a guard of the payload, a faulty listener and a last listener;
 * a teardown handler and view tools that may fail; the `slow` tool runs until cancelled or released.
 */
function instrument(app: App, watch: Watch, faults: () => number): { release: Array<() => void> } {
  const guard = (name: string, valid: (p: unknown) => boolean) => (payload: unknown) => {
    watch.dispatched.first++;
    if (watch.forged) watch.violations.push(`${name} saw a forged message: ${watch.label}`);
    else if (!valid(payload)) watch.violations.push(`${name} saw a malformed payload: ${watch.label}`);
  };
  const events = {
    toolinput: VALID.toolinput,
    toolinputpartial: VALID.toolinput,
    toolresult: VALID.toolresult,
    toolcancelled: VALID.toolcancelled,
    hostcontextchanged: VALID.hostcontextchanged,
  };
  for (const [event, valid] of Object.entries(events) as Array<[keyof typeof events, (p: unknown) => boolean]>) {
    app.on(event, guard(event, valid));
    app.on(event, () => fault(faults, `${event} listener failed`));
    app.on(event, () => void watch.dispatched.last++);
  }
  app.onteardown = (params) => {
    guard("onteardown", isJsonObject)(params);
    watch.dispatched.last++;
    return faults() < 0.3 ? Promise.reject(Object.create(null)) : {};
  };
  app.onerror = (error) => {
    if (watch.forged) watch.violations.push(`onerror for a forged message: ${watch.label}`);
    watch.errors.push(error);
  };
  app.registerTool("echo", { inputSchema: z.object({ text: z.string() }) }, ({ text }) => {
    if (typeof text !== "string") watch.violations.push(`echo got ${typeof text}`);
    return { content: [{ type: "text", text }] };
  });
  app.registerTool("faulty", {}, () => fault(faults, "tool failed"));
  const release: Array<() => void> = [];
  app.registerTool(
    "slow",
    {},
    ({ signal }) =>
      new Promise((resolve) => {
        const done = () => resolve({ content: [{ type: "text", text: "slow" }] });
        signal.addEventListener("abort", done); // a well-behaved handler ends when cancelled
        release.push(done);
      }),
  );
  return { release };
}

/** The state before a message is delivered. */
interface Before {
  posts: number;
  snapshot: AppSnapshot;
  progress: number;
}

/** Message `i`: valid, mutated or random data, from the parent at the host's origin or forged. */
function draw(fuzz: Fuzzer, stats: Record<string, number>, i: number) {
  const roll = fuzz.next();
  const kind = roll < 0.25 ? "valid" : roll < 0.7 ? "mutated" : "random";
  const data = structuredClone(kind === "valid" ? fuzz.valid() : kind === "mutated" ? fuzz.mutated() : fuzz.value(4));
  const channel = fuzz.next();
  const from = channel < 0.6 ? "parent" : channel < 0.8 ? "otherOrigin" : "stranger";
  stats[kind]!++;
  stats[from]!++;
  const source = from === "stranger" ? stranger : window;
  const origin =
    from === "otherOrigin"
      ? fuzz.pick(["null", "https://evil.example", "", "http://host.example", `${HOST_ORIGIN}:8443`])
      : fuzz.chance(0.5)
        ? HOST_ORIGIN
        : "https://evil.example";
  return { data, source, origin, forged: from !== "parent" || origin !== HOST_ORIGIN, label: `#${i} ${from} ${origin} ${kind}` };
}

let app: App;

afterEach(async () => {
  await app?.close();
  document.documentElement.removeAttribute("style");
  document.documentElement.removeAttribute("data-theme");
  document.querySelectorAll("style[data-mcp-host-fonts], #strict-root").forEach((element) => element.remove());
});

describe("fuzzing the inbound boundary", () => {
  it(`survives ${MESSAGES} random and mutated messages from the parent and from strangers, and still works`, async () => {
    const parent = spyParent({ origin: HOST_ORIGIN, result: { ...HOST_RESULT, hostContext: handshakeContext() } });
    const add = vi.spyOn(window, "addEventListener");
    const fuzz = new Fuzzer(SEED);
    const model = new HostModel();
    const watch: Watch = { violations: [], errors: [], forged: false, label: "", dispatched: { first: 0, last: 0 } };
    app = new App({ name: "fuzzed", version: "1.0.0" }, {}, { autoResize: false });
    const strictRoot = document.body.appendChild(Object.assign(document.createElement("div"), { id: "strict-root" }));
    syncHostStyles(app);
    syncHostStyles(app, { root: strictRoot, strictFonts: {} });
    const { release } = instrument(app, watch, prng(SEED ^ 0xfa17));
    await app.connect();
    await flush();
    expect(documentProblems(app.getHostContext(), strictRoot)).toEqual([]);
    const listener = add.mock.calls.find(([type]) => type === "message")![1] as (event: MessageEvent) => void;
    const fromHost = (data: unknown) => listener(new MessageEvent("message", { data, source: window, origin: HOST_ORIGIN }));
    const answersSince = (from: number) =>
      parent
        .messages()
        .slice(from)
        .filter((m) => !("method" in m)) as Array<{ id: unknown; error?: { code: number } }>;
    /** What went wrong with the delivery of `data`, which was to cause `expected`. */
    function problems(data: unknown, expected: Expected, before: Before): string[] {
      const found: string[] = [];
      if (watch.forged && (parent.posts.length !== before.posts || app.getSnapshot() !== before.snapshot))
        found.push("a forged message had an effect");
      const answers = answersSince(before.posts);
      if (parent.posts.length - before.posts !== answers.length) found.push("the view sent something besides answers");
      if (answers.length !== expected.answers || answers.some((a) => a.id !== asRequest(data)?.id))
        found.push(`${answers.length} answers where ${expected.answers} were due`);
      if (expected.refused && answers[0]?.error?.code !== -32600) found.push("a reused id was not refused");
      const progress = model.progressCalls() - before.progress;
      if (progress !== expected.progress) found.push(`${progress} progress calls where ${expected.progress} were due`);
      if (watch.dispatched.first !== watch.dispatched.last) found.push("a faulty listener stopped the dispatch");
      return [...found, ...documentProblems(app.getHostContext(), strictRoot)];
    }

    /** Starts a request of the view's own, which the fuzzer then answers, repeats answers to, and reports progress on. */
    async function request(asked: boolean): Promise<void> {
      const entry: OwnRequest = { id: -1, asked, settled: [], progress: 0 };
      const late = () => entry.settled.length && watch.violations.push(`progress after settling: ${watch.label}`);
      const options: RequestOptions = asked ? { onprogress: () => void (entry.progress++, late()) } : {};
      app.request(asked ? "x/asked" : "x/unasked", {}, options).then(
        (result) => entry.settled.push({ result }),
        (error: AppError) => entry.settled.push({ error }),
      );
      await flush();
      entry.id = (parent.messages().at(-1) as { id: number }).id;
      model.own.set(entry.id, entry);
      fuzz.ownIds.push(entry.id);
    }

    const escaped: unknown[] = [];
    const stats = { parent: 0, otherOrigin: 0, stranger: 0, valid: 0, mutated: 0, random: 0 };
    for (let i = 0; i < MESSAGES; i++) {
      if (i % REQUEST_EVERY === 0) await request(i % (2 * REQUEST_EVERY) === 0);
      const { data, source, origin, forged, label } = draw(fuzz, stats, i);
      Object.assign(watch, { forged, label });
      const before: Before = { posts: parent.posts.length, snapshot: app.getSnapshot(), progress: model.progressCalls() };
      const expected = forged ? { answers: 0, refused: false, progress: 0 } : model.expect(data);
      try {
        listener(new MessageEvent("message", { data, source, origin }));
      } catch (error) {
        escaped.push([label, error]);
      }
      for (let round = 0; round < 400 && answersSince(before.posts).length < expected.answers; round++) await flush(1);
      await flush(12);
      problems(data, expected, before).forEach((what) => watch.violations.push(`${what}: ${label}`));
      watch.dispatched = { first: 0, last: 0 };
    }
    watch.forged = false;

    expect(escaped).toEqual([]);
    expect(watch.violations.slice(0, 10)).toEqual([]);
    expect(watch.errors.length).toBeGreaterThan(0);
    expect(watch.errors.filter((e) => !(e instanceof AppError))).toEqual([]);
    expect(stats.parent + stats.otherOrigin + stats.stranger).toBeGreaterThanOrEqual(10_000);
    expect(Math.min(...Object.values(stats))).toBeGreaterThan(1000);
    expect(model.coverage).toSatisfy((c: HostModel["coverage"]) => Math.min(...Object.values(c)) >= 10);

    // The host's requests still running get exactly one answer each once they end; cancelled ones none.
    const before = parent.posts.length;
    release.forEach((done) => done());
    await flush();
    expect(
      answersSince(before)
        .map((a) => a.id)
        .sort(),
    ).toEqual([...model.inFlight].sort());
    // The view's own requests still waiting are answered now; each settles once, with its first answer.
    for (const entry of [...model.own.values()].filter((r) => !r.first)) {
      const answer = { jsonrpc: "2.0", id: entry.id, result: { last: entry.id } };
      model.expect(answer);
      fromHost(answer);
    }
    await flush();
    expect(model.misSettled()).toEqual([]);
    expect(model.own.size).toBe(Math.ceil(MESSAGES / REQUEST_EVERY));

    // A valid message afterwards still works, in both directions.
    const seen = vi.fn();
    app.ontoolinput = seen;
    fromHost({ jsonrpc: "2.0", method: "ui/notifications/tool-input", params: { arguments: { final: true } } });
    expect(seen).toHaveBeenCalledWith({ arguments: { final: true } });
    fromHost({ jsonrpc: "2.0", id: "final-ping", method: "ping" });
    await flush();
    expect(parent.posts.at(-1)).toEqual([{ jsonrpc: "2.0", id: "final-ping", result: {} }, HOST_ORIGIN]);
    const link = app.openLink({ url: "https://a.example" });
    await flush();
    const opening = parent.messages().at(-1) as { id: number; method: string };
    expect(opening.method).toBe("ui/open-link");
    fromHost({ jsonrpc: "2.0", id: opening.id, result: {} });
    await expect(link).resolves.toEqual({});
    expect(app.getSnapshot().status).toBe("connected");
  });
});
