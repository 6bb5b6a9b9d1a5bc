// mcp-view/vue's useModelContext: each scope's keyed part of the App's model context, merged into
// one update per tick, replaced in place when its ref changes, removed when the scope ends.
import { describe, expect, it, vi } from "vitest";
import { nextTick, ref } from "vue";
import type { ModelContextValue } from "../../../src/index.js";
import { useModelContext } from "../../../src/vue/index.js";
import { inScope } from "./support.js";
import { text, useTestKitApp } from "../test-kit-app.js";

const kit = useTestKitApp();

describe("mcp-view/vue: useModelContext", () => {
  it("sends three scopes' parts as one update, and removes a stopped scope's in the next", async () => {
    const a = inScope(() => useModelContext("selection", "Selected: M6 bolt", kit.app));
    const b = inScope(() => useModelContext("filters", { structuredContent: { status: "open" } }, kit.app));
    const c = inScope(() => useModelContext("cart", { content: [text("2 items")] }, kit.app));
    expect(await kit.updates(1)).toEqual([
      { content: [text("Selected: M6 bolt"), text("2 items")], structuredContent: { filters: { status: "open" } } },
    ]);
    b.stop();
    expect((await kit.updates(2))[1]).toEqual({ content: [text("Selected: M6 bolt"), text("2 items")] });
    await vi.waitFor(() => expect(a.value.value).toBe("delivered"));
    a.stop();
    c.stop();
    expect((await kit.updates(3))[2]).toEqual({ content: [] });
  });

  it("follows a ref in place, sends nothing for an equal value made anew, and removes the part on undefined", async () => {
    const selected = ref<ModelContextValue | undefined>("A");
    const first = inScope(() => useModelContext("first", "first", kit.app));
    const part = inScope(() =>
      useModelContext("selection", () => (typeof selected.value === "string" ? { content: [text(selected.value)] } : undefined), kit.app),
    );
    const last = inScope(() => useModelContext("last", "last", kit.app));
    expect(await kit.updates(1)).toEqual([{ content: [text("first"), text("A"), text("last")] }]);
    selected.value = "A";
    await nextTick();
    selected.value = "B";
    expect((await kit.updates(2))[1]).toEqual({ content: [text("first"), text("B"), text("last")] });
    selected.value = undefined;
    expect((await kit.updates(3))[2]).toEqual({ content: [text("first"), text("last")] });
    for (const scope of [first, part, last]) scope.stop();
  });

  it("is undefined, and sends nothing, without an App", async () => {
    const alone = inScope(() => useModelContext("a", "text"));
    expect(alone.value.value).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(kit.received()).toEqual([]);
    alone.stop();
  });
});
