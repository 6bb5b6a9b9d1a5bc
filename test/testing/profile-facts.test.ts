// Each fact issue 46 changed, as the test kit presents it to a view: the App that connects under the
// profile sees the host's name, capabilities and display modes the newest evidence gives, a request
// the host does not offer is refused as such a host refuses it, and one it ignores is answered
// without acting. Then a view under a display mode the App does not know.
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/index.js";
import { createTestHost, profiles, type ProfileName, type TestHost } from "../../src/testing/index.js";

let host: TestHost | undefined;
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  host?.close();
  app = host = undefined;
});

async function under(profile: ProfileName) {
  host = createTestHost({ profile });
  app = new App({ name: "w", version: "1" }, { availableDisplayModes: ["inline", "fullscreen", "pip"] }, { autoResize: false });
  await app.connect();
  await host.ready;
  return { host, app };
}

const NOT_OFFERED = { code: -32601 };
const text = [{ type: "text" as const, text: "hi" }];

describe("the changed facts, as a view meets them in the test kit", () => {
  it("Le Chat offers fullscreen, model context and messages, and speaks MCP 2025-11-25", async () => {
    const { app } = await under("le-chat");
    expect(Object.keys(app.getHostCapabilities()!)).toEqual([
      "openLinks",
      "serverTools",
      "serverResources",
      "logging",
      "updateModelContext",
      "message",
    ]);
    await expect(app.requestDisplayMode({ mode: "fullscreen" })).resolves.toEqual({ mode: "fullscreen" });
    await expect(app.sendMessage({ role: "user", content: text })).resolves.toEqual({});
    expect(profiles["le-chat"].protocolRevision).toBe("2025-11-25");
  });

  it("Cursor (3.4.20) offers neither model context nor messages", async () => {
    const { app } = await under("cursor");
    expect(app.getHostVersion()).toEqual({ name: "Cursor", version: "3.4.20" });
    await expect(app.updateModelContext({ content: text })).rejects.toMatchObject(NOT_OFFERED);
    await expect(app.sendMessage({ role: "user", content: text })).rejects.toMatchObject(NOT_OFFERED);
    expect(profiles.cursor.facts?.disputes?.map((d) => d.fact)).toEqual(["hostCapabilities: updateModelContext"]);
  });

  it("Goose offers links only, has pip, and speaks only MCP 2025-03-26", async () => {
    const { app } = await under("goose");
    expect(app.getHostCapabilities()).toEqual({ openLinks: {} });
    await expect(app.callServerTool({ name: "x", arguments: {} })).rejects.toMatchObject(NOT_OFFERED);
    await expect(app.sendMessage({ role: "user", content: text })).rejects.toMatchObject(NOT_OFFERED);
    await expect(app.requestDisplayMode({ mode: "pip" })).resolves.toEqual({ mode: "pip" });
    expect(profiles.goose.protocolRevision).toBe("2025-03-26");
    expect(profiles.goose.facts?.neverSends).toEqual([
      "ui/notifications/tool-input-partial",
      "ui/notifications/tool-cancelled",
      "ui/notifications/host-context-changed",
      "ui/resource-teardown",
    ]);
  });

  it("Microsoft 365 Copilot names itself Copilot 1.0.1 and offers no server resources or logging", async () => {
    const { app } = await under("m365-copilot");
    expect(app.getHostVersion()).toEqual({ name: "Copilot", version: "1.0.1" });
    expect(Object.keys(app.getHostCapabilities()!)).toEqual(["openLinks", "serverTools", "updateModelContext", "message"]);
    await expect(app.listServerResources({})).rejects.toMatchObject(NOT_OFFERED);
    expect(profiles["m365-copilot"].facts?.neverSends).toContain("hostContext.toolInfo");
  });

  it("VS Code (1.130.0) sends no ui/message to the model, and no toolInfo", async () => {
    const { app } = await under("vscode");
    expect(app.getHostVersion()).toEqual({ name: "Visual Studio Code", version: "1.130.0" });
    await expect(app.sendMessage({ role: "user", content: text })).rejects.toMatchObject(NOT_OFFERED);
    expect(profiles.vscode.facts?.neverSends).toEqual(["hostContext.toolInfo"]);
  });

  it("ChatGPT plays no pip, and carries both sides of the dispute", async () => {
    const { app } = await under("chatgpt");
    await expect(app.requestDisplayMode({ mode: "pip" })).resolves.toEqual({ mode: "inline" });
    const [pip] = profiles.chatgpt.facts!.disputes!;
    expect([pip!.fact, pip!.plays, pip!.mode, pip!.claims.map((c) => c.says)]).toEqual([
      "displayModes: pip",
      "no pip",
      "pip",
      ["no pip", "pip offered", "pip offered"],
    ]);
  });

  it("Claude answers ui/message and ui/update-model-context with success, and neither reaches the model", async () => {
    const { host, app } = await under("claude");
    const handler = vi.fn(() => ({}));
    host.handle("ui/message", handler);
    host.handle("ui/update-model-context", handler);
    await expect(app.sendMessage({ role: "user", content: text })).resolves.toEqual({});
    await expect(app.updateModelContext({ content: text })).resolves.toEqual({});
    expect(handler).not.toHaveBeenCalled();
    expect(profiles["strips-structured"].facts?.sources?.[0]?.url).toBe("https://github.com/modelcontextprotocol/ext-apps/issues/696");
  });
});

describe("the new hosts", () => {
  it("Slackbot: inline and fullscreen in 598 px, no model context or messages, MCP 2025-06-18", async () => {
    const { app } = await under("slackbot");
    expect(app.getHostVersion()).toEqual({ name: "Slackbot", version: "1.0.0" });
    expect(app.getHostContext()).toMatchObject({ availableDisplayModes: ["inline", "fullscreen"], containerDimensions: { maxWidth: 598 } });
    await expect(app.updateModelContext({ content: text })).rejects.toMatchObject(NOT_OFFERED);
    await expect(app.sendMessage({ role: "user", content: text })).rejects.toMatchObject(NOT_OFFERED);
    expect(profiles.slackbot.protocolRevision).toBe("2025-06-18");
  });

  it("Codex: window.openai beside the standard bridge, the specification's defaults, and a disputed claim to render views", async () => {
    const { host, app } = await under("codex");
    expect(host.openai).toBeDefined();
    expect(app.getHostCapabilities()).toEqual({});
    expect(profiles.codex.facts?.disputes?.map((d) => d.fact)).toEqual(["renders: views"]);
  });

  it("Copilot Studio: messages, model context and fullscreen, no server tools", async () => {
    const { app } = await under("copilot-studio");
    await expect(app.sendMessage({ role: "user", content: text })).resolves.toEqual({});
    await expect(app.requestDisplayMode({ mode: "fullscreen" })).resolves.toEqual({ mode: "fullscreen" });
    await expect(app.callServerTool({ name: "x", arguments: {} })).rejects.toMatchObject(NOT_OFFERED);
  });
});

describe("a view under a display mode the App does not know", () => {
  it("keeps fullscreen among its choices, and hears an unknown displayMode reported while the rest of the change applies", async () => {
    const availableDisplayModes = ["inline", "fullscreen", "split-right"] as never;
    host = createTestHost({ hostContext: { displayMode: "inline", availableDisplayModes, theme: "light" } });
    app = new App({ name: "w", version: "1" }, { availableDisplayModes: ["inline", "fullscreen"] }, { autoResize: false });
    const errors: Error[] = [];
    app.onerror = (error) => void errors.push(error);
    await app.connect();
    expect(app.getHostContext()?.availableDisplayModes).toEqual(["inline", "fullscreen"]);
    await expect(app.requestDisplayMode({ mode: "fullscreen" })).resolves.toEqual({ mode: "fullscreen" });
    const changed = vi.fn();
    app.onhostcontextchanged = changed;
    await host.sendHostContextChange({ displayMode: "split-right", theme: "dark" } as never);
    await vi.waitFor(() => expect(changed).toHaveBeenCalledWith({ theme: "dark" }));
    expect(app.getHostContext()).toMatchObject({ theme: "dark", displayMode: "fullscreen" });
    expect(errors.map((e) => e.message)).toEqual(["Invalid ui/notifications/host-context-changed notification: bad displayMode"]);
  });
});
