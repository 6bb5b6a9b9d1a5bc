// sendOpenAiMessage: ui/message with ChatGPT's target and send flag, gated on openai/message.
import { describe, expect, it } from "vitest";
import { sendOpenAiMessage } from "../../src/openai/index.js";
import { app as newApp } from "../testing/support.js";
import { onHost } from "./support.js";

const content = [{ type: "text" as const, text: "Help me design a bracket." }];

describe("sendOpenAiMessage", () => {
  it("sends the target and the send flag in _meta['openai/message'] on ChatGPT", async () => {
    const { host, app } = await onHost();
    await expect(sendOpenAiMessage(app, { role: "user", content }, { target: "new", send: false })).resolves.toEqual({});
    expect(host.received("ui/message")).toEqual([{ role: "user", content, _meta: { "openai/message": { target: "new", send: false } } }]);
  });

  it("keeps other _meta keys of the params beside the options", async () => {
    const { host, app } = await onHost();
    await sendOpenAiMessage(app, { role: "user", content, _meta: { trace: "t1" } }, { target: "active" });
    expect((host.received("ui/message")[0] as { _meta?: unknown } | undefined)?._meta).toEqual({
      trace: "t1",
      "openai/message": { target: "active" },
    });
  });

  it("rejects with NOT_SUPPORTED naming openai/message on Claude, and sends nothing", async () => {
    const { host, app } = await onHost("claude");
    await expect(sendOpenAiMessage(app, { role: "user", content }, { target: "new" })).rejects.toMatchObject({
      kind: "NOT_SUPPORTED",
      message: 'sendOpenAiMessage() needs the host\'s openai/message extension (no hostCapabilities.experimental["openai/message"])',
    });
    expect(host.received("ui/message")).toEqual([]);
  });

  it("refuses a target outside the specification with INVALID_PARAMS, and sends nothing", async () => {
    const { host, app } = await onHost();
    await expect(sendOpenAiMessage(app, { role: "user", content }, { target: "other" } as never)).rejects.toMatchObject({
      kind: "INVALID_PARAMS",
      message: 'sendOpenAiMessage(): the message options target must be "new" or "active", not "other"',
    });
    await expect(sendOpenAiMessage(app, { role: "user", content }, { send: "yes" } as never)).rejects.toMatchObject({
      message: "sendOpenAiMessage(): the message options send must be a boolean",
    });
    expect(host.received("ui/message")).toEqual([]);
  });

  it("waits for the handshake when called before connect() completes", async () => {
    const { host, app } = await onHost();
    await app.close();
    const again = newApp();
    const sent = sendOpenAiMessage(again, { role: "user", content });
    await again.connect();
    await expect(sent).resolves.toEqual({});
    expect(host.received("ui/message")).toHaveLength(1);
  });

  it("rejects with CLOSED when the App closes before its handshake", async () => {
    const again = newApp();
    const sent = sendOpenAiMessage(again, { role: "user", content });
    const connecting = again.connect().catch(() => {});
    await again.close();
    await connecting;
    await expect(sent).rejects.toMatchObject({ kind: "CLOSED" });
  });
});
