// OpenAiTransport, the ChatGPT adapter, and its bad input: window.openai methods that throw or reject
// become AppErrors with clear codes, a malformed toolOutput reaches onerror without breaking
// dispatch, and updateModelContext keeps the view state beside the model context in the widget
// state. (The switch to it is in fallback.test.ts.)
import { afterEach, describe, expect, it } from "vitest";
import { App, createViewState } from "../../src/index.js";
import { OpenAiTransport, requestClose, requestModal, uploadFile } from "../../src/openai/index.js";

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  delete (window as { openai?: unknown }).openai;
  app = undefined;
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
    await expect(app!.callServerTool({ name: "x" })).rejects.toMatchObject({
      kind: "REMOTE_ERROR",
      code: -32603,
      message: expect.stringContaining("window.openai.callTool failed: quota exceeded"),
    });
  });

  it("a sendFollowUpMessage that throws synchronously becomes an AppError too", async () => {
    inject({
      sendFollowUpMessage: () => {
        throw new TypeError("bad prompt");
      },
    });
    await connectToAdapter();
    await expect(app!.sendMessage({ role: "user", content: [{ type: "text", text: "hi" }] })).rejects.toMatchObject({
      kind: "REMOTE_ERROR",
      message: expect.stringContaining("bad prompt"),
    });
  });

  it("a missing method is -32601, and a callTool answer that is no tool result is rejected", async () => {
    inject({ callTool: () => Promise.resolve(42) });
    await connectToAdapter();
    await expect(app!.openLink({ url: "https://example.com/" })).rejects.toMatchObject({
      code: -32601,
      message: expect.stringContaining("window.openai.openExternal is not available"),
    });
    await expect(app!.callServerTool({ name: "x" })).rejects.toMatchObject({
      code: -32603,
      message: expect.stringContaining("not a tool result"),
    });
  });

  it("a malformed toolOutput is reported to onerror, and a later valid one still arrives", async () => {
    inject({ toolOutput: ["not", "an", "object"] });
    const errors = await connectToAdapter();
    await expect.poll(() => errors.length).toBe(1);
    expect(errors[0]).toMatchObject({
      kind: "INVALID_MESSAGE",
      message: "window.openai.toolOutput must be an object (the tool's structuredContent), not an array",
      data: ["not", "an", "object"],
    });
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

  it("the window.openai-only functions wrap a rejection or a throw in an AppError", async () => {
    inject({
      requestClose: () => Promise.reject(new Error("not now")),
      uploadFile: () => {
        throw new TypeError("too big");
      },
    });
    await connectToAdapter();
    await expect(requestClose(app!)).rejects.toMatchObject({
      kind: "REMOTE_ERROR",
      code: -32603,
      message: "window.openai.requestClose failed: not now",
    });
    await expect(uploadFile(app!, new Blob(["x"]))).rejects.toMatchObject({
      kind: "REMOTE_ERROR",
      code: -32603,
      message: "window.openai.uploadFile failed: too big",
      cause: expect.any(TypeError),
    });
  });

  it("a window.openai method that is not a function is NOT_SUPPORTED, not called", async () => {
    inject({ requestModal: "yes" });
    await connectToAdapter();
    await expect(requestModal(app!)).rejects.toMatchObject({
      kind: "NOT_SUPPORTED",
      message: "window.openai.requestModal is not available on this host",
    });
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
