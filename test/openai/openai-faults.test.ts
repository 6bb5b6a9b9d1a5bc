// The ChatGPT adapter's bad input and the switch: window.openai methods that throw or reject become
// AppErrors with clear codes, a malformed toolOutput reaches onerror without breaking dispatch, and a
// parent that never answers is left after one ui/initialize.
import { afterEach, describe, expect, it } from "vitest";
import { App, createViewState, isStructuredContentRecovered, PostMessageTransport, type Transport } from "../../src/index.js";
import { openAiFallback, OpenAiTransport } from "../../src/openai/index.js";
import { createTestHost, type TestHost } from "../../src/testing/index.js";
import { spyParent } from "../support/window.js";

let app: App | undefined;
let host: TestHost | undefined;
afterEach(async () => {
  await app?.close();
  host?.close();
  delete (window as { openai?: unknown }).openai;
  app = host = undefined;
});

/** Installs a bare window.openai with `methods` and globals. */
function inject(fields: Record<string, unknown>): void {
  (window as unknown as { openai: unknown }).openai = { toolInput: {}, toolOutput: null, theme: "light", ...fields };
}

async function connectToAdapter(options = {}) {
  app = new App({ name: "w", version: "1" }, {}, { autoResize: false, ...options });
  const errors: Error[] = [];
  app.onerror = (error) => void errors.push(error);
  await app.connect(new OpenAiTransport());
  return errors;
}

describe("window.openai faults", () => {
  it("a callTool that rejects becomes a REMOTE_ERROR AppError naming the method", async () => {
    inject({ callTool: () => Promise.reject(new Error("quota exceeded")) });
    await connectToAdapter();
    await expect(app!.callServerTool({ name: "x" })).rejects.toMatchObject({ kind: "REMOTE_ERROR", code: -32603, message: expect.stringContaining("window.openai.callTool failed: quota exceeded") });
  });

  it("a sendFollowUpMessage that throws synchronously becomes an AppError too", async () => {
    inject({ sendFollowUpMessage: () => { throw new TypeError("bad prompt"); } });
    await connectToAdapter();
    await expect(app!.sendMessage({ role: "user", content: [{ type: "text", text: "hi" }] })).rejects.toMatchObject({ kind: "REMOTE_ERROR", message: expect.stringContaining("bad prompt") });
  });

  it("a missing method is -32601, and a callTool answer that is no tool result is rejected", async () => {
    inject({ callTool: () => Promise.resolve(42) });
    await connectToAdapter();
    await expect(app!.openLink({ url: "https://example.com/" })).rejects.toMatchObject({ code: -32601, message: expect.stringContaining("window.openai.openExternal is not available") });
    await expect(app!.callServerTool({ name: "x" })).rejects.toMatchObject({ code: -32603, message: expect.stringContaining("not a tool result") });
  });

  it("a malformed toolOutput is reported to onerror, and a later valid one still arrives", async () => {
    inject({ toolOutput: ["not", "an", "object"] });
    const errors = await connectToAdapter();
    await expect.poll(() => errors.length).toBe(1);
    expect(errors[0]).toMatchObject({ kind: "INVALID_MESSAGE", message: "window.openai.toolOutput must be an object (the tool's structuredContent), not an array", data: ["not", "an", "object"] });
    window.dispatchEvent(new CustomEvent("openai:set_globals", { detail: { globals: { toolOutput: { n: 1 } } } }));
    await expect.poll(() => app!.getSnapshot().toolResult?.structuredContent).toEqual({ n: 1 });
  });

  it("a set_globals event without detail, or with globals that are not an object, is ignored", async () => {
    inject({});
    const errors = await connectToAdapter();
    window.dispatchEvent(new CustomEvent("openai:set_globals"));
    window.dispatchEvent(new CustomEvent("openai:set_globals", { detail: { globals: "x" } }));
    await app!.ping();
    expect([errors, app!.getSnapshot().toolResult]).toEqual([[], undefined]);
  });

  it("the window.openai-only App methods wrap a rejection or a throw in an AppError", async () => {
    inject({ requestClose: () => Promise.reject(new Error("not now")), uploadFile: () => { throw new TypeError("too big"); } });
    await connectToAdapter();
    await expect(app!.requestClose()).rejects.toMatchObject({ kind: "REMOTE_ERROR", code: -32603, message: "window.openai.requestClose failed: not now" });
    await expect(app!.uploadFile(new Blob(["x"]))).rejects.toMatchObject({ kind: "REMOTE_ERROR", code: -32603, message: "window.openai.uploadFile failed: too big", cause: expect.any(TypeError) });
  });

  it("a window.openai-only member that is not a function is NOT_SUPPORTED, not called", async () => {
    inject({ requestModal: "yes" });
    await connectToAdapter();
    await expect(app!.requestModal()).rejects.toMatchObject({ kind: "NOT_SUPPORTED", message: "window.openai.requestModal is not available on this host" });
  });
});

describe("updateModelContext on a host with only window.openai", () => {
  /** A window.openai whose setWidgetState keeps what it is given, as ChatGPT does. */
  function injectWidgetState(widgetState?: unknown) {
    inject({ widgetState, setWidgetState: async (state: unknown) => void (openai().widgetState = state) });
    const openai = () => (window as unknown as { openai: { widgetState: unknown } }).openai;
    return openai();
  }
  const CONTEXT = { content: [{ type: "text" as const, text: "2 rows selected" }] };

  it("puts the params in the widget state's modelContent (what ChatGPT shows the model), beside the view state", async () => {
    const openai = injectWidgetState();
    await connectToAdapter();
    const state = createViewState(app!);
    expect(state.where).toBe("host");
    await state.set({ selected: [1, 2] });
    await app!.updateModelContext(CONTEXT);
    expect(openai.widgetState).toEqual({ privateContent: { selected: [1, 2] }, modelContent: CONTEXT });
    await state.set({ selected: [1] });
    expect(openai.widgetState).toEqual({ privateContent: { selected: [1] }, modelContent: CONTEXT });
  });

  it("is never restored as view state", async () => {
    const openai = injectWidgetState();
    await connectToAdapter();
    await app!.updateModelContext(CONTEXT);
    expect(openai.widgetState).toEqual({ modelContent: CONTEXT });
    await app!.close();
    app = new App({ name: "w", version: "1" }, {}, { autoResize: false }); // the frame, reloaded
    expect(createViewState(app).get()).toBeUndefined();
  });

  it("moves a widget state in no structured shape (written by other code) to privateContent, where view state still finds it", async () => {
    const openai = injectWidgetState({ tab: "done" });
    await connectToAdapter();
    await app!.updateModelContext(CONTEXT);
    expect(openai.widgetState).toEqual({ privateContent: { tab: "done" }, modelContent: CONTEXT });
    expect(createViewState(new App({ name: "w", version: "1" }, {}, { autoResize: false })).get()).toEqual({ tab: "done" });
  });
});

describe("the switch from the parent to window.openai", () => {
  /** A view window whose parent is another window, carrying a window.openai. */
  function viewWindow(openai: Record<string, unknown>): Window {
    return Object.assign(new EventTarget(), { openai, parent: {} }) as unknown as Window;
  }

  it("a parent that never answers gets exactly one ui/initialize; the App connects to window.openai", async () => {
    const spy = spyParent();
    const target = viewWindow({ theme: "dark", toolOutput: { n: 2 }, toolInput: { q: "x" } });
    app = new App({ name: "w", version: "1" }, {}, { autoResize: false, fallback: (parent) => openAiFallback(parent, { target, wait: 20 }) });
    await app.connect();
    await app.ping();
    expect(app.getHostVersion()?.name).toBe("ChatGPT (window.openai)");
    expect(app.getHostContext()?.theme).toBe("dark");
    await expect.poll(() => app!.getSnapshot().toolResult?.structuredContent).toEqual({ n: 2 });
    expect(spy.methods()).toEqual(["ui/initialize"]);
  });

  it("a parent that answers keeps the standard bridge, even with window.openai present", async () => {
    const spy = spyParent({});
    const target = viewWindow({ theme: "dark" });
    let wrapped: Transport | undefined;
    app = new App({ name: "w", version: "1" }, {}, { autoResize: false, fallback: (parent) => (wrapped = openAiFallback(parent, { target, wait: 60_000 })) });
    await app.connect();
    expect(app.getHostVersion()?.name).not.toBe("ChatGPT (window.openai)");
    expect(spy.methods()).toEqual(["ui/initialize", "ui/notifications/initialized"]);
    expect(wrapped).toBeDefined();
  });

  it("without window.openai the fallback changes nothing", async () => {
    spyParent({});
    app = new App({ name: "w", version: "1" }, {}, { autoResize: false, fallback: openAiFallback });
    await app.connect();
    expect(app.transport).not.toBeInstanceOf(PostMessageTransport); // wrapped, yet the parent answered
    expect(app.getSnapshot().status).toBe("connected");
  });
});

describe("recovering structuredContent", () => {
  const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

  it.each([
    ["plain text", "12 °C"],
    ["a JSON array", "[1, 2]"],
    ["a number", "42"],
    ["broken JSON", "{ nope"],
  ])("never turns %s into structuredContent", async (_, body) => {
    host = createTestHost({ profile: "strips-structured", tools: { t: () => text(body) } });
    app = new App({ name: "w", version: "1" }, {}, { autoResize: false });
    await app.connect();
    const result = await app.callServerTool({ name: "t" });
    expect([result.structuredContent, isStructuredContentRecovered(result)]).toEqual([undefined, false]);
  });

  const blocks = (...texts: string[]) => ({ content: texts.map((t) => text(t).content[0]!) });

  it("recovers the one JSON-object text block beside plain-text ones (a summary for the model)", async () => {
    host = createTestHost({ profile: "strips-structured", tools: { t: () => blocks("3 orders, 12 € in all.", '{"orders":3}', "[1, 2]") } });
    app = new App({ name: "w", version: "1" }, {}, { autoResize: false });
    await app.connect();
    const result = await app.callServerTool({ name: "t" });
    expect([result.structuredContent, isStructuredContentRecovered(result), result.content.length]).toEqual([{ orders: 3 }, true, 3]);
  });

  it("leaves alone a result with two JSON-object text blocks (which one?) or isError", async () => {
    host = createTestHost({ profile: "strips-structured", tools: { two: () => blocks("{}", '{"a":1}'), err: () => ({ ...text('{"a":1}'), isError: true }) } });
    app = new App({ name: "w", version: "1" }, {}, { autoResize: false });
    await app.connect();
    for (const name of ["two", "err"]) expect((await app.callServerTool({ name })).structuredContent, name).toBeUndefined();
  });

  it("can be turned off (recoverStructuredContent: false)", async () => {
    host = createTestHost({ profile: "strips-structured", tools: { one: () => text('{"a":1}'), summed: () => blocks("a summary", '{"a":1}') } });
    app = new App({ name: "w", version: "1" }, {}, { autoResize: false, recoverStructuredContent: false });
    await app.connect();
    for (const name of ["one", "summed"]) expect((await app.callServerTool({ name })).structuredContent, name).toBeUndefined();
  });

  it("recovers a tool-result notification's object and marks it", async () => {
    host = createTestHost({ profile: "strips-structured" });
    app = new App({ name: "w", version: "1" }, {}, { autoResize: false });
    await app.connect();
    await host.sendToolResult({ ...text('{"a":1}'), structuredContent: { a: 1 } });
    await expect.poll(() => app!.getSnapshot().toolResult?.structuredContent).toEqual({ a: 1 });
    expect(host.sent("ui/notifications/tool-result")[0]).not.toHaveProperty("structuredContent");
    expect(isStructuredContentRecovered(app.getSnapshot().toolResult)).toBe(true);
  });
});
