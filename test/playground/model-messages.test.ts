// @vitest-environment node
// What the model is given, without a browser or a provider: the tools a host offers it (never an
// app-only one), the conversation as the AI SDK's messages (a view's model context with the next user
// turn, tool results as their content, an error as error text), and what of a view reaches the model
// under a host profile, read from the profile's capabilities and facts, never from its name.
import { describe, expect, it } from "vitest";
import type { Tool } from "mcp-view";
import { profiles, type HostProfile } from "mcp-view/testing";
import type { ChatEntry } from "../../playground/shared/model-chat.js";
import { modelDelivery } from "../../playground/shared/model-delivery.js";
import { modelTools, toModelMessages } from "../../playground/shared/model-messages.js";

const schema = { type: "object", properties: {} };
const TOOLS = [
  {
    name: "show_board",
    description: "The board",
    inputSchema: schema,
    _meta: { ui: { resourceUri: "ui://b", visibility: ["model", "app"] } },
  },
  { name: "move_card", inputSchema: schema, _meta: { ui: { resourceUri: "ui://b", visibility: ["app"] } } },
  { name: "get_time", inputSchema: schema },
  { name: "peek", inputSchema: schema, _meta: { ui: { visibility: ["model"] } } },
] as Tool[];

describe("the tools offered to the model", () => {
  it("are those visible to the model, with their name, description and schema only; an app-only tool never", () => {
    expect(modelTools(TOOLS)).toEqual([
      { name: "show_board", description: "The board", inputSchema: schema },
      { name: "get_time", inputSchema: schema },
      { name: "peek", inputSchema: schema },
    ]);
  });
});

describe("the conversation as the model's messages", () => {
  it("gives the view's model context with the next user turn, merges tool results, and reads an error as error text", () => {
    const entries: ChatEntry[] = [
      { kind: "user", text: "Show my board", via: "prompt" },
      {
        kind: "assistant",
        text: "",
        calls: [
          { id: "c1", name: "show_board", input: {} },
          { id: "c2", name: "get_time", input: {} },
        ],
      },
      {
        kind: "tool-result",
        callId: "c1",
        tool: "show_board",
        content: [{ type: "text", text: "3 cards" }],
        structuredContent: { cards: 3 },
      },
      { kind: "tool-error", callId: "c2", tool: "get_time", message: "MCP error -32000: down" },
      { kind: "assistant", text: "Here is your board.", calls: [] },
      {
        kind: "context",
        view: "show_board",
        context: { content: [{ type: "text", text: "Card 7 is selected" }], structuredContent: { card: 7 } },
      },
      { kind: "user", text: "Move card 7 to Done", via: "ui/message", view: "show_board" },
    ];
    expect(toModelMessages(entries)).toEqual([
      { role: "user", content: [{ type: "text", text: "Show my board" }] },
      {
        role: "assistant",
        content: [
          { type: "tool-call", toolCallId: "c1", toolName: "show_board", input: {} },
          { type: "tool-call", toolCallId: "c2", toolName: "get_time", input: {} },
        ],
      },
      {
        role: "tool",
        content: [
          { type: "tool-result", toolCallId: "c1", toolName: "show_board", output: { type: "text", value: '3 cards\n{"cards":3}' } },
          { type: "tool-result", toolCallId: "c2", toolName: "get_time", output: { type: "error-text", value: "MCP error -32000: down" } },
        ],
      },
      { role: "assistant", content: [{ type: "text", text: "Here is your board." }] },
      {
        role: "user",
        content: [
          { type: "text", text: 'Context from the view of show_board:\nCard 7 is selected\n{"card":7}' },
          { type: "text", text: "Move card 7 to Done" },
        ],
      },
    ]);
  });
});

describe("what reaches the model under a host", () => {
  const base: HostProfile = profiles.default;
  const withFacts = (facts: HostProfile["facts"], capabilities = base.hostCapabilities): HostProfile => ({
    ...base,
    hostCapabilities: capabilities,
    ...(facts && { facts }),
  });

  it("delivers model context and messages on a host that offers them and has no fact against them", () => {
    expect(modelDelivery(withFacts(undefined), "Host")).toEqual({
      modelContext: { reaches: true },
      message: { reaches: true },
      structuredContent: false,
    });
  });

  it("delivers neither where the capability is not advertised, nor where the facts say the host ignores or refuses it", () => {
    const { updateModelContext: _c, message: _m, ...rest } = base.hostCapabilities;
    expect(modelDelivery(withFacts(undefined, rest), "Bare")).toEqual({
      modelContext: {
        reaches: false,
        why: "Bare does not advertise hostCapabilities.updateModelContext, so ui/update-model-context has no way to the model",
      },
      message: { reaches: false, why: "Bare does not advertise hostCapabilities.message, so ui/message has no way to the model" },
      structuredContent: false,
    });
    const facts = {
      refuses: {
        "ui/update-model-context": { kind: "ignored" as const },
        "ui/message": { kind: "error" as const, code: -32000, message: "No" },
      },
    };
    expect(modelDelivery(withFacts(facts), "Quiet")).toMatchObject({
      modelContext: {
        reaches: false,
        why: "Quiet answers ui/update-model-context with success and never shows it to the model (its host facts)",
      },
      message: { reaches: false, why: "Quiet refuses ui/message (-32000 No)" },
    });
  });

  it("hands the model structuredContent only where the facts say the host's model reads it", () => {
    expect(modelDelivery(withFacts({ modelReads: "content-and-structuredContent" }), "H").structuredContent).toBe(true);
    expect(modelDelivery(withFacts({ modelReads: "content" }), "H").structuredContent).toBe(false);
  });

  it("follows the built-in profiles' data: the test host delivers both, Claude's facts say neither reaches its model", () => {
    expect(modelDelivery(profiles.default, "Test host")).toMatchObject({ modelContext: { reaches: true }, message: { reaches: true } });
    expect(modelDelivery(profiles.claude, "Claude-like")).toMatchObject({ modelContext: { reaches: false }, message: { reaches: false } });
  });
});
