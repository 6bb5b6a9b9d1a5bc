// mcp-view/svelte's modelContext action, called as Svelte calls it (`action(node, parameter)` →
// `{ update, destroy }`): each element's keyed part of the App's model context, merged into one
// update per tick, replaced in place on update, removed on destroy.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writable } from "svelte/store";
import { App } from "../../../src/index.js";
import { modelContext } from "../../../src/svelte/index.js";
import { createTestHost, type TestHost } from "../../../src/testing/index.js";

const UPDATE = "ui/update-model-context";
const text = (t: string) => ({ type: "text" as const, text: t });
const node = () => document.createElement("section");

let host: TestHost;
let app: App;

beforeEach(async () => {
  host = createTestHost();
  app = new App({ name: "context-widget", version: "1.0.0" }, {}, { autoResize: false });
  await app.connect();
  await host.ready;
});

afterEach(async () => {
  await app.close();
  await host.close();
});

const updates = async (count: number) => {
  await vi.waitFor(() => expect(host.received(UPDATE)).toHaveLength(count));
  return host.received(UPDATE);
};

describe("mcp-view/svelte: modelContext", () => {
  it("sends three elements' parts as one update, and removes a destroyed one's in the next", async () => {
    const a = modelContext(node(), { app, key: "selection", value: "Selected: M6 bolt" });
    const b = modelContext(node(), { app, key: "filters", value: { structuredContent: { status: "open" } } });
    const c = modelContext(node(), { app, key: "cart", value: { content: [text("2 items")] } });
    expect(await updates(1)).toEqual([
      { content: [text("Selected: M6 bolt"), text("2 items")], structuredContent: { filters: { status: "open" } } },
    ]);
    b.destroy();
    expect((await updates(2))[1]).toEqual({ content: [text("Selected: M6 bolt"), text("2 items")] });
    a.destroy();
    c.destroy();
    expect((await updates(3))[2]).toEqual({ content: [] });
  });

  it("replaces the part in place on update, removes it on undefined, and moves it with its key", async () => {
    modelContext(node(), { app, key: "first", value: "first" });
    const part = modelContext(node(), { app, key: "selection", value: "A" });
    modelContext(node(), { app, key: "last", value: "last" });
    expect(await updates(1)).toEqual([{ content: [text("first"), text("A"), text("last")] }]);
    part.update({ app, key: "selection", value: "B" });
    expect((await updates(2))[1]).toEqual({ content: [text("first"), text("B"), text("last")] });
    part.update({ app, key: "selection", value: undefined });
    expect((await updates(3))[2]).toEqual({ content: [text("first"), text("last")] });
    part.update({ app, key: "other", value: { structuredContent: 1 } });
    expect((await updates(4))[3]).toEqual({ content: [text("first"), text("last")], structuredContent: { other: 1 } });
  });

  it("takes a store of the App, and waits for it", async () => {
    const source = writable<App | null>(null);
    const part = modelContext(node(), { app: source, key: "a", value: "one" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.received(UPDATE)).toEqual([]);
    source.set(app);
    expect(await updates(1)).toEqual([{ content: [text("one")] }]);
    source.set(null);
    expect((await updates(2))[1]).toEqual({ content: [] });
    part.destroy();
  });
});
