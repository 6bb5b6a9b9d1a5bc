// View state on ChatGPT: openAiViewStateStorage over a fake `window.openai` (widgetState and
// setWidgetState), given as an option or attached later by a host adapter.
import { describe, expect, it } from "vitest";
import { openAiViewStateStorage, type OpenAiWidgetStateHost } from "../../src/index.js";
import { createHost, HOST_RESULT, until, type ScriptedHost } from "../support/host.js";
import { viewStateApps } from "./view-state-apps.js";

/** A fake `window.openai`: setWidgetState stores what it is given (as ChatGPT does) and records it. */
function fakeOpenAi(widgetState?: unknown, fail?: Error): OpenAiWidgetStateHost & { written: unknown[] } {
  const openai = {
    widgetState,
    written: [] as unknown[],
    setWidgetState: async (state: unknown) => {
      if (fail) throw fail;
      openai.written.push(state);
      openai.widgetState = state;
    },
  };
  return openai;
}

const { make, errors } = viewStateApps();
let host: ScriptedHost;

describe("openAiViewStateStorage", () => {
  it("restores privateContent from widgetState at once, before any connection or tool result", () => {
    const openai = fakeOpenAi({ modelContent: "2 open", privateContent: { tab: "open" } });
    const app = make({ storage: openAiViewStateStorage(openai) });
    expect(app.getViewState()).toEqual({ tab: "open" });
    expect(app.getSnapshot().viewState).toEqual({ tab: "open" });
  });

  it("takes a widgetState without privateContent whole (written by other code)", () => {
    const app = make({ storage: openAiViewStateStorage(fakeOpenAi({ tab: "done" })) });
    expect(app.getViewState()).toEqual({ tab: "done" });
  });

  it("writes the state as privateContent, with no modelContent unless a summary is configured", async () => {
    const openai = fakeOpenAi();
    const app = make({ storage: openAiViewStateStorage(openai) });
    await app.setViewState({ tab: "x" });
    expect(openai.written).toEqual([{ privateContent: { tab: "x" } }]);
    await app.setViewState(undefined);
    expect(openai.written.at(-1)).toEqual({ privateContent: null });

    const reloaded = make({ storage: openAiViewStateStorage(openai) });
    expect(reloaded.getViewState()).toBeUndefined();
  });

  it("puts the summary in modelContent and sends no ui/update-model-context for it", async () => {
    const openai = fakeOpenAi();
    const app = make({ storage: openAiViewStateStorage(openai), modelSummary: (s) => `tab ${(s as { tab: string }).tab}` });
    host = createHost();
    await app.connect(host.view);
    await app.setViewState({ tab: "open" });
    await host.ping();
    expect(openai.written).toEqual([{ modelContent: "tab open", privateContent: { tab: "open" } }]);
    expect(host.messages("ui/update-model-context")).toEqual([]);
  });

  it("keeps what else the widget state holds when it writes, such as the model context in modelContent", async () => {
    const context = { content: [{ type: "text", text: "3 orders selected" }] };
    const openai = fakeOpenAi({ modelContent: context, imageIds: ["img-1"] });
    const app = make({ storage: openAiViewStateStorage(openai) });
    expect(app.getViewState()).toBeUndefined(); // a structured widget state without privateContent holds no view state
    await app.setViewState({ tab: "open" });
    expect(openai.written).toEqual([{ modelContent: context, imageIds: ["img-1"], privateContent: { tab: "open" } }]);
  });

  it("a summary replaces modelContent", async () => {
    const openai = fakeOpenAi({ modelContent: "old context", privateContent: null });
    const app = make({ storage: openAiViewStateStorage(openai), modelSummary: () => "new summary" });
    await app.setViewState(1);
    expect(openai.written).toEqual([{ modelContent: "new summary", privateContent: 1 }]);
  });

  it("replaces a widget state in no structured shape (written by other code) when it writes", async () => {
    const openai = fakeOpenAi({ tab: "done" });
    const app = make({ storage: openAiViewStateStorage(openai) });
    await app.setViewState({ tab: "open" });
    expect(openai.written).toEqual([{ privateContent: { tab: "open" } }]);
  });

  it("round-trips: what one App writes, the next restores", async () => {
    const openai = fakeOpenAi();
    await make({ storage: openAiViewStateStorage(openai) }).setViewState({ filters: ["a", "b"] });
    expect(make({ storage: openAiViewStateStorage(openai) }).getViewState()).toEqual({ filters: ["a", "b"] });
  });

  it("reports one STORAGE_UNAVAILABLE when setWidgetState rejects, and keeps the state in memory", async () => {
    const openai = fakeOpenAi(undefined, new Error("widget state refused"));
    const app = make({ storage: openAiViewStateStorage(openai) });
    await expect(app.setViewState(1)).resolves.toBeUndefined();
    await app.setViewState(2);
    expect(app.getViewState()).toBe(2);
    expect(errors.map((e) => [e.kind, e.message])).toEqual([["STORAGE_UNAVAILABLE", expect.stringContaining("widget state refused")]]);
  });

  it("ignores tool results: the widget state belongs to the one view", async () => {
    const openai = fakeOpenAi({ privateContent: "mine" });
    const app = make({ storage: openAiViewStateStorage(openai) });
    host = createHost({ result: HOST_RESULT });
    await app.connect(host.view);
    host.notify("ui/notifications/tool-result", { content: [], _meta: { viewUUID: "other" } });
    await host.ping();
    expect(app.getViewState()).toBe("mine");
    expect(localStorage.length).toBe(0);
  });
});

describe("setViewStateStorage: a host adapter attaching its storage later", () => {
  it("reads the adapter's storage when the widget set nothing yet", () => {
    const app = make();
    app.setViewStateStorage(openAiViewStateStorage(fakeOpenAi({ privateContent: { restored: true } })));
    expect(app.getViewState()).toEqual({ restored: true });
  });

  it("writes state the widget set before the adapter attached, over what it held", async () => {
    const openai = fakeOpenAi({ privateContent: "old" });
    const app = make();
    await app.setViewState("early");
    app.setViewStateStorage(openAiViewStateStorage(openai));
    expect(app.getViewState()).toBe("early");
    await until(() => expect(openai.written).toEqual([{ privateContent: "early" }]));
    expect(localStorage.length).toBe(0);
  });

  it("moves a keyed view back to localStorage with its key from the current tool result", async () => {
    const app = make({ storage: null });
    host = createHost();
    await app.connect(host.view);
    host.notify("ui/notifications/tool-result", { content: [], _meta: { viewUUID: "k" } });
    await host.ping();
    await app.setViewState("kept");
    const { localViewStateStorage } = await import("../../src/index.js");
    app.setViewStateStorage(localViewStateStorage());
    expect(localStorage.getItem("mcp-view:view::uuid:k")).toBe('"kept"');
  });
});

describe("the default storage on ChatGPT", () => {
  it("is window.openai's widget state when the page has one, restored at once and written there, never to localStorage", async () => {
    const openai = fakeOpenAi({ privateContent: { tab: "kept" } });
    (globalThis as { openai?: unknown }).openai = openai;
    try {
      const app = make();
      expect(app.getViewState()).toEqual({ tab: "kept" });
      await app.setViewState({ tab: "new" });
      expect(openai.written).toEqual([{ privateContent: { tab: "new" } }]);
      expect(localStorage.length).toBe(0);
    } finally {
      delete (globalThis as { openai?: unknown }).openai;
    }
  });

  it("is localStorage when window.openai cannot keep widget state", () => {
    (globalThis as { openai?: unknown }).openai = { callTool: () => {} };
    try {
      const app = make();
      expect(app.getViewState()).toBeUndefined();
      expect(errors).toEqual([]);
    } finally {
      delete (globalThis as { openai?: unknown }).openai;
    }
  });
});

