// mcp-view/solid's createModelContextPart: each owner's keyed part of the App's model context, merged
// into one update per tick, replaced in place when its accessor changes, removed on disposal.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSignal } from "solid-js";
import { App, type ModelContextValue } from "../../../src/index.js";
import { createModelContextPart } from "../../../src/solid/index.js";
import { createTestHost, type TestHost } from "../../../src/testing/index.js";
import { disposeRoots, inRoot, nextTask } from "./roots.js";

const UPDATE = "ui/update-model-context";
const text = (t: string) => ({ type: "text" as const, text: t });

let host: TestHost;
let app: App;

beforeEach(async () => {
  host = createTestHost();
  app = new App({ name: "context-widget", version: "1.0.0" }, {}, { autoResize: false });
  await app.connect();
  await host.ready;
});

afterEach(async () => {
  disposeRoots();
  await app.close();
  await host.close();
});

const updates = async (count: number) => {
  await vi.waitFor(() => expect(host.received(UPDATE)).toHaveLength(count));
  return host.received(UPDATE);
};

describe("mcp-view/solid: createModelContextPart", () => {
  it("sends three owners' parts as one update, and removes a disposed owner's in the next", async () => {
    const a = inRoot(() => createModelContextPart("selection", "Selected: M6 bolt", app));
    const b = inRoot(() => createModelContextPart("filters", { structuredContent: { status: "open" } }, app));
    inRoot(() => createModelContextPart("cart", { content: [text("2 items")] }, app));
    expect(await updates(1)).toEqual([
      { content: [text("Selected: M6 bolt"), text("2 items")], structuredContent: { filters: { status: "open" } } },
    ]);
    b.dispose();
    expect((await updates(2))[1]).toEqual({ content: [text("Selected: M6 bolt"), text("2 items")] });
    await vi.waitFor(() => expect(a.value()).toBe("delivered"));
  });

  it("follows an accessor in place, and removes the part on undefined", async () => {
    const [selected, select] = createSignal<ModelContextValue | undefined>("A");
    inRoot(() => createModelContextPart("first", "first", app));
    inRoot(() => createModelContextPart("selection", selected, app));
    inRoot(() => createModelContextPart("last", "last", app));
    expect(await updates(1)).toEqual([{ content: [text("first"), text("A"), text("last")] }]);
    select("B");
    expect((await updates(2))[1]).toEqual({ content: [text("first"), text("B"), text("last")] });
    select(undefined);
    expect((await updates(3))[2]).toEqual({ content: [text("first"), text("last")] });
  });

  it("moves the part when its key changes", async () => {
    const [key, setKey] = createSignal("old");
    inRoot(() => createModelContextPart(key, { structuredContent: 1 }, app));
    expect(await updates(1)).toEqual([{ content: [], structuredContent: { old: 1 } }]);
    setKey("new");
    expect((await updates(2))[1]).toEqual({ content: [], structuredContent: { new: 1 } });
  });

  it("is undefined, and sends nothing, without an App", async () => {
    const { value } = inRoot(() => createModelContextPart("a", "text"));
    expect(value()).toBeUndefined();
    await nextTask();
    expect(host.received(UPDATE)).toEqual([]);
  });
});
