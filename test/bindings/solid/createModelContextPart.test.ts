// mcp-view/solid's createModelContextPart: each owner's keyed part of the App's model context, merged
// into one update per tick, replaced in place when its accessor changes, removed on disposal.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSignal } from "solid-js";
import type { ModelContextValue } from "../../../src/index.js";
import { createModelContextPart } from "../../../src/solid/index.js";
import { disposeRoots, inRoot, nextTask } from "./roots.js";
import { text, useTestKitApp } from "../test-kit-app.js";

const kit = useTestKitApp();
afterEach(() => disposeRoots());

describe("mcp-view/solid: createModelContextPart", () => {
  it("sends three owners' parts as one update, and removes a disposed owner's in the next", async () => {
    const a = inRoot(() => createModelContextPart("selection", "Selected: M6 bolt", kit.app));
    const b = inRoot(() => createModelContextPart("filters", { structuredContent: { status: "open" } }, kit.app));
    inRoot(() => createModelContextPart("cart", { content: [text("2 items")] }, kit.app));
    expect(await kit.updates(1)).toEqual([
      { content: [text("Selected: M6 bolt"), text("2 items")], structuredContent: { filters: { status: "open" } } },
    ]);
    b.dispose();
    expect((await kit.updates(2))[1]).toEqual({ content: [text("Selected: M6 bolt"), text("2 items")] });
    await vi.waitFor(() => expect(a.value()).toBe("delivered"));
  });

  it("follows an accessor in place, and removes the part on undefined", async () => {
    const [selected, select] = createSignal<ModelContextValue | undefined>("A");
    inRoot(() => createModelContextPart("first", "first", kit.app));
    inRoot(() => createModelContextPart("selection", selected, kit.app));
    inRoot(() => createModelContextPart("last", "last", kit.app));
    expect(await kit.updates(1)).toEqual([{ content: [text("first"), text("A"), text("last")] }]);
    select("B");
    expect((await kit.updates(2))[1]).toEqual({ content: [text("first"), text("B"), text("last")] });
    select(undefined);
    expect((await kit.updates(3))[2]).toEqual({ content: [text("first"), text("last")] });
  });

  it("moves the part when its key changes", async () => {
    const [key, setKey] = createSignal("old");
    inRoot(() => createModelContextPart(key, { structuredContent: 1 }, kit.app));
    expect(await kit.updates(1)).toEqual([{ content: [], structuredContent: { old: 1 } }]);
    setKey("new");
    expect((await kit.updates(2))[1]).toEqual({ content: [], structuredContent: { new: 1 } });
  });

  it("is undefined, and sends nothing, without an App", async () => {
    const { value } = inRoot(() => createModelContextPart("a", "text"));
    expect(value()).toBeUndefined();
    await nextTask();
    expect(kit.received()).toEqual([]);
  });
});
