// The view state storages on their own: localStorage (or a given Storage) and ChatGPT's widget
// state in its structured shape.
import { describe, expect, it, vi } from "vitest";
import {
  isStructuredWidgetState,
  localViewStateStorage,
  openAiViewStateStorage,
  type OpenAiWidgetStateHost,
} from "../../src/view-state/storage.js";

/** A window.openai with a widget state that setWidgetState replaces. */
function openai(widgetState?: unknown): OpenAiWidgetStateHost & { widgetState: unknown; setWidgetState: ReturnType<typeof vi.fn> } {
  const host = {
    widgetState,
    setWidgetState: vi.fn((state: unknown) => {
      host.widgetState = state;
    }),
  };
  return host;
}

describe("localViewStateStorage", () => {
  it("reads and writes the given Storage under the key, and removes the key for undefined", () => {
    const storage = localViewStateStorage(sessionStorage);
    storage.write("k", '{"a":1}');
    expect([storage.read("k"), sessionStorage.getItem("k")]).toEqual(['{"a":1}', '{"a":1}']);
    storage.write("k", undefined);
    expect(sessionStorage.getItem("k")).toBeNull();
  });

  it("uses localStorage when given no Storage", () => {
    localStorage.clear();
    localViewStateStorage().write("k", "1");
    expect(localStorage.getItem("k")).toBe("1");
    localStorage.clear();
  });

  it("reads null for a key never written", () => {
    expect(localViewStateStorage(sessionStorage).read("never")).toBeNull();
  });

  it("lets a Storage's failure through, for the App to fall back to memory", () => {
    const full = {
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    } as unknown as Storage;
    expect(() => localViewStateStorage(full).write("k", "1")).toThrow("quota");
  });
});

describe("openAiViewStateStorage", () => {
  it('is the host\'s storage, belongs to the one view (key "") and is visible to the model', () => {
    const storage = openAiViewStateStorage(openai());
    expect([storage.where, storage.keyFor?.({ status: "idle" }, "app"), storage.modelVisible]).toEqual(["host", "", true]);
  });

  it("reads privateContent of a structured widget state as JSON text", () => {
    expect(openAiViewStateStorage(openai({ privateContent: { tab: "open" }, modelContent: "s" })).read("ignored")).toBe('{"tab":"open"}');
  });

  it("reads a widget state not in the structured shape whole", () => {
    expect(openAiViewStateStorage(openai({ tab: "open" })).read("k")).toBe('{"tab":"open"}');
  });

  it.each([
    ["no widget state", undefined],
    ["a null widget state", null],
    ["a structured widget state without privateContent", { modelContent: "context" }],
    ["a cleared privateContent", { privateContent: null }],
  ])("reads nothing from %s", (_, state) => {
    expect(openAiViewStateStorage(openai(state)).read("k")).toBeUndefined();
  });

  it("writes the state as privateContent and the summary as modelContent", async () => {
    const host = openai();
    await openAiViewStateStorage(host).write("k", '{"tab":"open"}', "tab open");
    expect(host.setWidgetState.mock.calls).toEqual([[{ privateContent: { tab: "open" }, modelContent: "tab open" }]]);
  });

  it("keeps what else a structured widget state holds, such as the model context, when no summary is given", async () => {
    const host = openai({ modelContent: "context", privateContent: { old: true }, other: 1 });
    await openAiViewStateStorage(host).write("k", '{"new":true}');
    expect(host.widgetState).toEqual({ modelContent: "context", privateContent: { new: true }, other: 1 });
  });

  it("writes privateContent null to clear the state", async () => {
    const host = openai({ privateContent: { old: true } });
    await openAiViewStateStorage(host).write("k", undefined);
    expect(host.widgetState).toEqual({ privateContent: null });
  });

  it("replaces a widget state not in the structured shape", async () => {
    const host = openai({ tab: "open" });
    await openAiViewStateStorage(host).write("k", "2");
    expect(host.widgetState).toEqual({ privateContent: 2 });
  });

  it("rejects when setWidgetState rejects", async () => {
    const host = { widgetState: undefined, setWidgetState: () => Promise.reject(new Error("blocked")) };
    await expect(openAiViewStateStorage(host).write("k", "1")).rejects.toThrow("blocked");
  });
});

describe("isStructuredWidgetState", () => {
  it("is true for an object with privateContent or modelContent, and false otherwise", () => {
    expect(
      [{ privateContent: 1 }, { modelContent: 1 }, { tab: 1 }, null, "privateContent", undefined].map(isStructuredWidgetState),
    ).toEqual([true, true, false, false, false, false]);
  });
});
