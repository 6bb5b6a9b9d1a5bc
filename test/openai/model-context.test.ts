// ChatGPT's model-context extension: the update's id, the reported state, and a removal by the user.
import { describe, expect, it } from "vitest";
import type { OpenAiModelContextState } from "../../src/openai/index.js";
import {
  followOpenAiModelContext,
  getOpenAiModelContext,
  onModelContextRemoved,
  onOpenAiModelContext,
  updateOpenAiModelContext,
} from "../../src/openai/index.js";
import { createModelContext } from "../../src/index.js";
import { onHost } from "./support.js";

const selected = { content: [{ type: "text" as const, text: "Selected: M6 hex bolt", _meta: { "openai/title": "M6 hex bolt" } }] };
const state = (updateId: string) => ({ "openai/modelContext": { updateId, content: selected.content } }) as never;

describe("updateOpenAiModelContext", () => {
  it("resolves with the updateId ChatGPT answers, a new one per update", async () => {
    const { host, app } = await onHost();
    await expect(updateOpenAiModelContext(app, selected)).resolves.toEqual({ updateId: "update-1" });
    await expect(updateOpenAiModelContext(app, { structuredContent: { part: "hex-bolt" } })).resolves.toEqual({ updateId: "update-2" });
    expect(host.received("ui/update-model-context")).toEqual([selected, { structuredContent: { part: "hex-bolt" } }]);
  });

  it("rejects with NOT_SUPPORTED naming openai/modelContext on Claude, and sends nothing", async () => {
    const { host, app } = await onHost("claude");
    await expect(updateOpenAiModelContext(app, selected)).rejects.toMatchObject({
      kind: "NOT_SUPPORTED",
      message: expect.stringContaining('no hostCapabilities.experimental["openai/modelContext"]'),
    });
    expect(host.received("ui/update-model-context")).toEqual([]);
  });

  it("rejects with INVALID_RESULT when the host answers without an updateId", async () => {
    const { app } = await onHost("chatgpt", {}, { handlers: { "ui/update-model-context": () => ({}) } });
    await expect(updateOpenAiModelContext(app, selected)).rejects.toMatchObject({
      kind: "INVALID_RESULT",
      message: 'The host answered ui/update-model-context without _meta["openai/modelContext"].updateId',
    });
  });
});

describe("the reported model context", () => {
  it("is read from the host context", async () => {
    const { app } = await onHost("chatgpt", state("update-7") as never);
    expect(getOpenAiModelContext(app)).toEqual({ updateId: "update-7", content: selected.content });
  });

  it("is undefined where the host reports none", async () => {
    const { app } = await onHost("claude");
    expect(getOpenAiModelContext(app)).toBeUndefined();
  });

  it("reaches a listener now and on each change; an invalid state is ignored", async () => {
    const { host, app } = await onHost("chatgpt", state("update-1") as never);
    const seen: OpenAiModelContextState[] = [];
    onOpenAiModelContext(app, (value) => seen.push(value));
    await host.setHostContext({ "openai/modelContext": { updateId: "" } } as never);
    await host.setHostContext(state("update-2"));
    await expect.poll(() => seen.length).toBe(2);
    expect(seen.map((value) => value?.updateId)).toEqual(["update-1", "update-2"]);
  });

  it("a removal by the user reaches onModelContextRemoved once, after the view's update", async () => {
    const { host, app } = await onHost();
    let removed = 0;
    const stop = onModelContextRemoved(app, () => removed++);
    await updateOpenAiModelContext(app, selected);
    await host.setHostContext(state("update-1"));
    await host.setHostContext({ "openai/modelContext": null } as never);
    await expect.poll(() => removed).toBe(1);
    expect(getOpenAiModelContext(app)).toBeNull();
    stop();
    await host.setHostContext(state("update-2"));
    await host.setHostContext({ "openai/modelContext": null } as never);
    await expect.poll(() => getOpenAiModelContext(app)).toBeNull();
    expect(removed).toBe(1);
  });

  it("a null at the handshake (nothing attached) is no removal", async () => {
    const { app } = await onHost("chatgpt", { "openai/modelContext": null });
    let removed = 0;
    onModelContextRemoved(app, () => removed++);
    expect(getOpenAiModelContext(app)).toBeNull();
    expect(removed).toBe(0);
  });
});

describe("followOpenAiModelContext", () => {
  it("drops the keyed parts when the user removes the context, sends nothing for it, and sends again once a part changes", async () => {
    const { host, app } = await onHost();
    const context = createModelContext(app);
    let removed = 0;
    const stop = followOpenAiModelContext(app, () => removed++);
    context.set("selection", "Selected: M6 hex bolt");
    context.set("filters", { structuredContent: { status: "open" } });
    const delivery = await context.flush();
    expect(delivery?.result).toEqual({ _meta: { "openai/modelContext": { updateId: "update-1" } } });
    await host.setHostContext(state("update-1"));
    await host.setHostContext({ "openai/modelContext": null } as never);
    await expect.poll(() => removed).toBe(1);
    expect(context.get("selection")).toBeUndefined();
    expect(context.params).toEqual({ content: [] });
    expect(context.status).toBe("idle");
    await context.flush();
    expect(host.received("ui/update-model-context")).toHaveLength(1);
    context.set("selection", "Selected: M8 nut");
    await context.flush();
    expect(host.received("ui/update-model-context").at(-1)).toEqual({ content: [{ type: "text", text: "Selected: M8 nut" }] });
    stop();
  });

  it("calls back on a removal when the App has no keyed model context", async () => {
    const { host, app } = await onHost();
    let removed = 0;
    followOpenAiModelContext(app, () => removed++);
    await updateOpenAiModelContext(app, selected);
    await host.setHostContext(state("update-1"));
    await host.setHostContext({ "openai/modelContext": null } as never);
    await expect.poll(() => removed).toBe(1);
  });
});
