// View state on ChatGPT: openAiViewStateStorage over a fake `window.openai` (widgetState and
// setWidgetState), given as the storage or found by the default chain (the host's own storage).
import { describe, expect, it } from "vitest";
import { openAiViewStateStorage } from "../../src/index.js";
import { createHost, HOST_RESULT } from "../support/host.js";
import { fakeOpenAi } from "./fake-openai.js";
import { viewStateApps } from "./view-state-apps.js";

const { make, errors, replaceGlobal, watchStorage } = viewStateApps();

describe("openAiViewStateStorage", () => {
  it("restores privateContent from widgetState at once, before any connection or tool result", () => {
    const openai = fakeOpenAi({ modelContent: "2 open", privateContent: { tab: "open" } });
    const { app, state } = make({ storage: openAiViewStateStorage(openai) });
    expect([state.get(), state.where]).toEqual([{ tab: "open" }, "host"]);
    expect(app.getSnapshot()).not.toHaveProperty("viewState");
  });

  it("takes a widgetState without privateContent whole (written by other code)", () => {
    const { state } = make({ storage: openAiViewStateStorage(fakeOpenAi({ tab: "done" })) });
    expect(state.get()).toEqual({ tab: "done" });
  });

  it("writes the state as privateContent, with no modelContent unless a summary is configured", async () => {
    const openai = fakeOpenAi();
    const { state } = make({ storage: openAiViewStateStorage(openai) });
    await state.set({ tab: "x" });
    expect(openai.written).toEqual([{ privateContent: { tab: "x" } }]);
    await state.set(undefined);
    expect(openai.written.at(-1)).toEqual({ privateContent: null });

    const reloaded = make({ storage: openAiViewStateStorage(openai) });
    expect(reloaded.state.get()).toBeUndefined();
  });

  it("puts the summary in modelContent and sends no ui/update-model-context for it", async () => {
    const openai = fakeOpenAi();
    const { app, state } = make<{ tab: string }>({ storage: openAiViewStateStorage(openai), modelSummary: (s) => `tab ${s.tab}` });
    const host = createHost();
    await app.connect(host.view);
    await state.set({ tab: "open" });
    await host.ping();
    expect(openai.written).toEqual([{ modelContent: "tab open", privateContent: { tab: "open" } }]);
    expect(host.messages("ui/update-model-context")).toEqual([]);
  });

  it("keeps what else the widget state holds when it writes, such as the model context in modelContent", async () => {
    const context = { content: [{ type: "text", text: "3 orders selected" }] };
    const openai = fakeOpenAi({ modelContent: context, imageIds: ["img-1"] });
    const { state } = make({ storage: openAiViewStateStorage(openai) });
    expect(state.get()).toBeUndefined(); // a structured widget state without privateContent holds no view state
    await state.set({ tab: "open" });
    expect(openai.written).toEqual([{ modelContent: context, imageIds: ["img-1"], privateContent: { tab: "open" } }]);
  });

  it("a summary replaces modelContent", async () => {
    const openai = fakeOpenAi({ modelContent: "old context", privateContent: null });
    const { state } = make({ storage: openAiViewStateStorage(openai), modelSummary: () => "new summary" });
    await state.set(1);
    expect(openai.written).toEqual([{ modelContent: "new summary", privateContent: 1 }]);
  });

  it("replaces a widget state in no structured shape (written by other code) when it writes", async () => {
    const openai = fakeOpenAi({ tab: "done" });
    const { state } = make({ storage: openAiViewStateStorage(openai) });
    await state.set({ tab: "open" });
    expect(openai.written).toEqual([{ privateContent: { tab: "open" } }]);
  });

  it("round-trips: what one view state writes, the next restores", async () => {
    const openai = fakeOpenAi();
    await make({ storage: openAiViewStateStorage(openai) }).state.set({ filters: ["a", "b"] });
    expect(make({ storage: openAiViewStateStorage(openai) }).state.get()).toEqual({ filters: ["a", "b"] });
  });

  it("reports one STORAGE_UNAVAILABLE when setWidgetState rejects, and keeps the state, in localStorage from then on", async () => {
    const openai = fakeOpenAi(undefined, new Error("widget state refused"));
    const { state } = make({ storage: openAiViewStateStorage(openai) });
    await expect(state.set(1)).resolves.toBeUndefined();
    await state.set(2);
    expect([state.get(), state.where]).toEqual([2, "local"]);
    expect(errors.map((e) => [e.kind, e.message])).toEqual([
      ["STORAGE_UNAVAILABLE", "View state is kept in local storage: its host storage failed (widget state refused)"],
    ]);
  });

  it("ignores tool results: the widget state belongs to the one view", async () => {
    const openai = fakeOpenAi({ privateContent: "mine" });
    const { app, state } = make({ storage: openAiViewStateStorage(openai) });
    const host = createHost({ result: HOST_RESULT });
    await app.connect(host.view);
    host.notify("ui/notifications/tool-result", { content: [], _meta: { viewUUID: "other" } });
    await host.ping();
    expect(state.get()).toBe("mine");
    expect(localStorage.length).toBe(0);
  });
});

describe("the default storage on ChatGPT", () => {
  it("is window.openai's widget state when the page has one, restored at once and written there, never to localStorage", async () => {
    const openai = fakeOpenAi({ privateContent: { tab: "kept" } });
    replaceGlobal("openai", { value: openai, writable: true });
    const { accesses } = watchStorage();
    const { state } = make();
    expect([state.get(), state.where]).toEqual([{ tab: "kept" }, "host"]);
    await state.set({ tab: "new" });
    expect(openai.written).toEqual([{ privateContent: { tab: "new" } }]);
    expect(accesses).toEqual([]);
  });

  it("is localStorage when window.openai cannot keep widget state", () => {
    replaceGlobal("openai", { value: { callTool: () => {} }, writable: true });
    const { state } = make();
    expect([state.get(), state.where]).toEqual([undefined, "local"]);
    expect(errors).toEqual([]);
  });
});
