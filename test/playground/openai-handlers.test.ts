// The dev host answers OpenAI's MCP extensions as ChatGPT does, on the profiles that advertise them
// (hostCapabilities.experimental): a ui/message with _meta["openai/message"] is told in the chat with
// its target and whether it was sent or left as a draft, and a ui/update-model-context is answered
// with an updateId, counted per view. Elsewhere the chat entry is the plain one and the answer `{}`.
import { afterEach, describe, expect, it } from "vitest";
import { App } from "../../src/index.js";
import { sendOpenAiMessage, updateOpenAiModelContext } from "../../src/openai/index.js";
import { createTestHost, type TestHost } from "../../src/testing/index.js";
import { createSessionEvents } from "../../playground/host/session/events.js";
import { wireHandlers } from "../../playground/host/session/handlers.js";
import { inertDeps } from "./handler-deps.js";
import type { ProfileName } from "../../src/testing/index.js";

const hosts: TestHost[] = [];
const apps: App[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  for (const host of hosts.splice(0)) host.close();
});

/** One view on the dev host's host for `profile`: its chat titles and Context panel senders, and its App. */
async function view(profile: ProfileName) {
  const host = createTestHost({ profile });
  hosts.push(host);
  const events = createSessionEvents();
  const chat: string[] = [];
  const contexts: string[] = [];
  events.addEventListener("chat", ({ title }) => chat.push(title));
  events.addEventListener("model-context", ({ from }) => contexts.push(from));
  wireHandlers(host, inertDeps(events));
  const app = new App({ name: "parts", version: "1" }, {}, { autoResize: false });
  apps.push(app);
  await app.connect();
  return { app, host, chat, contexts };
}

const MESSAGE = { role: "user" as const, content: [{ type: "text" as const, text: "Design a bracket" }] };

describe('a ui/message with _meta["openai/message"]', () => {
  it("is told in the chat with its target and send flag under ChatGPT", async () => {
    const { app, chat } = await view("chatgpt");
    await sendOpenAiMessage(app, MESSAGE, { target: "new", send: false });
    await sendOpenAiMessage(app, MESSAGE, { target: "active" });
    await sendOpenAiMessage(app, MESSAGE, {});
    await app.sendMessage(MESSAGE);
    expect(chat).toEqual([
      "User message sent by parts (ui/message, to a new conversation, as a draft)",
      "User message sent by parts (ui/message, to the active conversation, sent at once)",
      "User message sent by parts (ui/message, to the active conversation, sent at once)",
      "User message sent by parts (ui/message)",
    ]);
  });

  it("with options outside the specification is refused -32602 under ChatGPT, and never reaches the chat", async () => {
    const { app, chat } = await view("chatgpt");
    const sent = app.sendMessage({ ...MESSAGE, _meta: { "openai/message": { target: "other" } } } as never);
    await expect(sent).rejects.toMatchObject({ code: -32602 });
    expect(chat).toEqual([]);
  });

  it("is a plain message on a host without openai/message, and sendOpenAiMessage sends nothing there", async () => {
    // Le Chat carries out ui/message (claude.ai now ignores it) and has no openai/message.
    const { app, host, chat } = await view("le-chat");
    await expect(sendOpenAiMessage(app, MESSAGE, { target: "new", send: false })).rejects.toMatchObject({
      kind: "NOT_SUPPORTED",
      message: 'sendOpenAiMessage() needs the host\'s openai/message extension (no hostCapabilities.experimental["openai/message"])',
    });
    expect(host.received("ui/message")).toEqual([]);
    await app.sendMessage({ ...MESSAGE, _meta: { "openai/message": { target: "new", send: false } } } as never);
    expect(chat).toEqual(["User message sent by parts (ui/message)"]);
  });
});

describe("ui/update-model-context", () => {
  it("is answered with an updateId under ChatGPT, counted per view, and the Context panel names it", async () => {
    const first = await view("chatgpt");
    const context = { content: [{ type: "text" as const, text: "Selected: M6 bolt" }] };
    expect(await updateOpenAiModelContext(first.app, context)).toEqual({ updateId: "update-1" });
    expect(await first.app.updateModelContext(context)).toEqual({ _meta: { "openai/modelContext": { updateId: "update-2" } } });
    expect(first.contexts).toEqual(["parts (updateId update-1)", "parts (updateId update-2)"]);
    // The next view (the test kit installs one host at a time) counts from 1 again.
    await first.app.close();
    first.host.close();
    const second = await view("chatgpt");
    expect(await updateOpenAiModelContext(second.app, context)).toEqual({ updateId: "update-1" });
  });

  it("is answered {} on a host without openai/modelContext", async () => {
    const { app, contexts } = await view("default");
    expect(await app.updateModelContext({ content: [{ type: "text", text: "Selected: M6 bolt" }] })).toEqual({});
    expect(contexts).toEqual(["parts"]);
  });
});
