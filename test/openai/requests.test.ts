// answerRequest on its own: each App request answered by its window.openai method, the answers
// ChatGPT resolves with checked, and -32601 for a request with no counterpart.
import { describe, expect, it, vi } from "vitest";
import type { OpenAi } from "../../src/protocol/openai.js";
import { answerRequest } from "../../src/openai/requests.js";

describe("answerRequest", () => {
  it("answers ping with {} without window.openai", async () => {
    await expect(answerRequest(undefined, "ping", {})).resolves.toEqual({});
  });

  it("calls callTool with the name and arguments ({} when absent), and passes a tool result on with content defaulted", async () => {
    const callTool = vi.fn(async () => ({ structuredContent: { n: 1 } }));
    await expect(answerRequest({ callTool } as OpenAi, "tools/call", { name: "t" })).resolves.toEqual({
      content: [],
      structuredContent: { n: 1 },
    });
    expect(callTool.mock.calls).toEqual([["t", {}]]);
  });

  it("turns callTool's { result } text into a text block", async () => {
    const openai = { callTool: async () => ({ result: "3 cats" }) } as OpenAi;
    await expect(answerRequest(openai, "tools/call", { name: "t", arguments: { q: 1 } })).resolves.toEqual({
      content: [{ type: "text", text: "3 cats" }],
    });
  });

  it("rejects INVALID_RESULT -32603 with the answer as data when callTool resolves with no tool result", async () => {
    const openai = { callTool: async () => 42 } as OpenAi;
    await expect(answerRequest(openai, "tools/call", { name: "t" })).rejects.toMatchObject({
      kind: "INVALID_RESULT",
      code: -32603,
      message: "window.openai.callTool resolved with something that is not a tool result",
      data: 42,
    });
  });

  it("sends ui/message as a follow-up prompt, its text blocks one a line", async () => {
    const sendFollowUpMessage = vi.fn();
    const content = [
      { type: "text", text: "first" },
      { type: "image", data: "x" },
      { type: "text", text: "second" },
    ];
    await expect(answerRequest({ sendFollowUpMessage } as OpenAi, "ui/message", { role: "user", content })).resolves.toEqual({});
    expect(sendFollowUpMessage.mock.calls).toEqual([[{ prompt: "first\nsecond" }]]);
  });

  it("opens a ui/open-link URL with openExternal", async () => {
    const openExternal = vi.fn();
    await answerRequest({ openExternal } as OpenAi, "ui/open-link", { url: "https://a.example" });
    expect(openExternal.mock.calls).toEqual([[{ href: "https://a.example" }]]);
  });

  it("answers ui/request-display-mode with the mode ChatGPT granted, or the one asked when it says none", async () => {
    const granted = { requestDisplayMode: async () => ({ mode: "pip" }) } as OpenAi;
    const silent = { requestDisplayMode: async () => undefined } as OpenAi;
    await expect(answerRequest(granted, "ui/request-display-mode", { mode: "fullscreen" })).resolves.toEqual({ mode: "pip" });
    await expect(answerRequest(silent, "ui/request-display-mode", { mode: "fullscreen" })).resolves.toEqual({ mode: "fullscreen" });
  });

  it("writes ui/update-model-context as the widget state's modelContent, keeping a structured state's other fields", async () => {
    const setWidgetState = vi.fn();
    const openai = { widgetState: { privateContent: { tab: 1 }, modelContent: "old" }, setWidgetState } as OpenAi;
    await answerRequest(openai, "ui/update-model-context", { content: [] });
    expect(setWidgetState.mock.calls).toEqual([[{ privateContent: { tab: 1 }, modelContent: { content: [] } }]]);
  });

  it("moves a widget state in no structured shape to privateContent beside the model context", async () => {
    const setWidgetState = vi.fn();
    await answerRequest({ widgetState: { tab: 1 }, setWidgetState } as OpenAi, "ui/update-model-context", { content: [] });
    expect(setWidgetState.mock.calls).toEqual([[{ privateContent: { tab: 1 }, modelContent: { content: [] } }]]);
  });

  it("writes only modelContent when there is no widget state", async () => {
    const setWidgetState = vi.fn();
    await answerRequest({ setWidgetState } as OpenAi, "ui/update-model-context", { content: [] });
    expect(setWidgetState.mock.calls).toEqual([[{ modelContent: { content: [] } }]]);
  });

  it("rejects NOT_SUPPORTED -32601 for a request with no window.openai counterpart", async () => {
    await expect(answerRequest({}, "resources/read", {})).rejects.toMatchObject({
      kind: "NOT_SUPPORTED",
      code: -32601,
      message: "resources/read has no window.openai counterpart",
    });
  });
});
