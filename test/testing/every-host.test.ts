// One small widget over every built-in profile with hostProfiles: the same code, and what differs
// between hosts as their profiles say (display modes granted, downloads offered, model context
// carried out or refused).
import { afterEach, describe, expect, it } from "vitest";
import { App } from "../../src/index.js";
import { openAiFallback } from "../../src/openai/index.js";
import { createTestHost, hostProfiles, type TestHost } from "../../src/testing/index.js";

let host: TestHost | undefined;
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  host?.close();
  app = host = undefined;
});

describe.each(hostProfiles)("the widget on $name", ({ name, profile }) => {
  async function start() {
    host = createTestHost({
      profile: name,
      tools: { count: () => ({ content: [{ type: "text", text: JSON.stringify({ n: 3 }) }], structuredContent: { n: 3 } }) },
    });
    app = new App(
      { name: "counter", version: "1.0.0" },
      { availableDisplayModes: ["inline", "fullscreen"] },
      { fallback: openAiFallback, autoResize: false },
    );
    let context = 0;
    host.handle("ui/update-model-context", () => ((context += 1), {}));
    await app.connect();
    await host.ready;
    return { contextCalls: () => context };
  }

  it("calls its server tool where the host advertises server tools", async () => {
    await start();
    const call = app!.callServerTool({ name: "count", arguments: {} });
    if (profile.hostCapabilities.serverTools) await expect(call).resolves.toMatchObject({ structuredContent: { n: 3 } });
    else await expect(call).rejects.toMatchObject({ code: -32601, message: expect.stringContaining("tools/call") });
  });

  it("gets fullscreen only where the host offers it", async () => {
    await start();
    const offered = (profile.hostContext.availableDisplayModes ?? ["inline"]).includes("fullscreen");
    const { mode } = await app!.requestDisplayMode({ mode: "fullscreen" });
    expect(mode).toBe(offered ? "fullscreen" : "inline");
  });

  it("downloads a file only where the host advertises downloads", async () => {
    await start();
    const download = app!.downloadFile({ contents: [{ type: "text", text: "a,b" } as never] });
    if (profile.hostCapabilities.downloadFile && profile.behaviour?.openai !== "only") await expect(download).resolves.toEqual({});
    else await expect(download).rejects.toMatchObject({ code: -32601 });
  });

  it("updates the model context where the host carries it out, is answered {} where it ignores it, refused where it lacks it", async () => {
    const { contextCalls } = await start();
    const update = app!.updateModelContext({ content: [{ type: "text", text: "3 items" }] });
    const advertised = profile.hostCapabilities.updateModelContext !== undefined;
    const ignored = profile.facts?.refuses?.["ui/update-model-context"]?.kind === "ignored";
    if (!advertised) await expect(update).rejects.toMatchObject({ code: -32601 });
    else await expect(update).resolves.toEqual({});
    expect(contextCalls()).toBe(advertised && !ignored && profile.behaviour?.openai !== "only" ? 1 : 0);
  });
});

it("the differences, host by host", async () => {
  const table = Object.fromEntries(
    hostProfiles.map(({ name, profile }) => [
      name,
      [
        (profile.hostContext.availableDisplayModes ?? ["inline"]).join("/"),
        Object.keys(profile.facts?.refuses ?? {}).join(",") || "-",
        profile.hostCapabilities.updateModelContext ? "context" : "no context",
      ].join(" "),
    ]),
  );
  expect(table).toMatchObject({
    default: "inline/fullscreen/pip - context",
    claude: "inline/fullscreen ui/update-model-context,ui/message context",
    vscode: "inline - context",
    goose: "inline/fullscreen/pip - no context",
    cursor: "inline - no context",
    "le-chat": "inline/fullscreen - context",
    slackbot: "inline/fullscreen - no context",
    reference: "inline/fullscreen/pip - context",
  });
});
