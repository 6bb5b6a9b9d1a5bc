// mcp-view/svelte's modelContext action, called as Svelte calls it (`action(node, parameter)` →
// `{ update, destroy }`): each element's keyed part of the App's model context, merged into one
// update per tick, replaced in place on update, removed on destroy.
import { describe, expect, it } from "vitest";
import { writable } from "svelte/store";
import type { App } from "../../../src/index.js";
import { modelContext } from "../../../src/svelte/index.js";
import { text, useTestKitApp } from "../test-kit-app.js";

const node = () => document.createElement("section");

const kit = useTestKitApp();

describe("mcp-view/svelte: modelContext", () => {
  it("sends three elements' parts as one update, and removes a destroyed one's in the next", async () => {
    const a = modelContext(node(), { app: kit.app, key: "selection", value: "Selected: M6 bolt" });
    const b = modelContext(node(), { app: kit.app, key: "filters", value: { structuredContent: { status: "open" } } });
    const c = modelContext(node(), { app: kit.app, key: "cart", value: { content: [text("2 items")] } });
    expect(await kit.updates(1)).toEqual([
      { content: [text("Selected: M6 bolt"), text("2 items")], structuredContent: { filters: { status: "open" } } },
    ]);
    b.destroy();
    expect((await kit.updates(2))[1]).toEqual({ content: [text("Selected: M6 bolt"), text("2 items")] });
    a.destroy();
    c.destroy();
    expect((await kit.updates(3))[2]).toEqual({ content: [] });
  });

  it("replaces the part in place on update, removes it on undefined, and moves it with its key", async () => {
    modelContext(node(), { app: kit.app, key: "first", value: "first" });
    const part = modelContext(node(), { app: kit.app, key: "selection", value: "A" });
    modelContext(node(), { app: kit.app, key: "last", value: "last" });
    expect(await kit.updates(1)).toEqual([{ content: [text("first"), text("A"), text("last")] }]);
    part.update({ app: kit.app, key: "selection", value: "B" });
    expect((await kit.updates(2))[1]).toEqual({ content: [text("first"), text("B"), text("last")] });
    part.update({ app: kit.app, key: "selection", value: undefined });
    expect((await kit.updates(3))[2]).toEqual({ content: [text("first"), text("last")] });
    part.update({ app: kit.app, key: "other", value: { structuredContent: 1 } });
    expect((await kit.updates(4))[3]).toEqual({ content: [text("first"), text("last")], structuredContent: { other: 1 } });
  });

  it("takes a store of the App, and waits for it", async () => {
    const source = writable<App | null>(null);
    const part = modelContext(node(), { app: source, key: "a", value: "one" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(kit.received()).toEqual([]);
    source.set(kit.app);
    expect(await kit.updates(1)).toEqual([{ content: [text("one")] }]);
    source.set(null);
    expect((await kit.updates(2))[1]).toEqual({ content: [] });
    part.destroy();
  });
});
