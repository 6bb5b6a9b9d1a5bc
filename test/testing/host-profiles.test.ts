// One unchanged widget against every host profile of the test kit (happy-dom): the standard host,
// ChatGPT with ui/*, ChatGPT with only window.openai, a host that strips structuredContent, and a
// host on the next wire names. Only the `profile` option changes between the runs.
import { afterEach, describe, expect, it } from "vitest";
import { App, AppError, isStructuredContentRecovered, type CallToolResult } from "../../src/index.js";
import { getFileDownloadUrl, openAiFallback, requestClose, requestModal, setOpenInAppUrl, uploadFile } from "../../src/openai/index.js";
import { createTestHost, type ProfileName, type TestHost } from "../../src/testing/index.js";

const WEATHER = { city: "Oslo", celsius: 12 };
const weatherResult = (): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(WEATHER) }],
  structuredContent: { ...WEATHER },
});

/** The widget, as shipped: default connect(), the openai fallback, a result handler and an error handler. */
function widget() {
  const app = new App({ name: "weather", version: "1.0.0" }, {}, { fallback: openAiFallback, autoResize: false });
  const errors: AppError[] = [];
  app.onerror = (error) => void errors.push(error);
  return { app, errors };
}

let host: TestHost | undefined;
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  host?.close();
  app = host = undefined;
});

const PROFILES: ProfileName[] = ["claude", "chatgpt-ui", "chatgpt-openai", "strips-structured", "next-wire"];

describe.each(PROFILES)("the widget on the %s profile", (profile) => {
  async function start() {
    host = createTestHost({ profile, tools: { weather: () => weatherResult() } });
    const w = widget();
    app = w.app;
    await app.connect();
    await host.ready;
    return w;
  }

  it("gets the tool input and the tool result with its structuredContent", async () => {
    const { errors } = await start();
    await host!.sendToolInput({ arguments: { city: "Oslo" } });
    await host!.sendToolResult(weatherResult());
    await expect.poll(() => app!.getSnapshot().toolResult?.structuredContent).toEqual(WEATHER);
    expect(app!.getSnapshot().toolInput?.arguments).toEqual({ city: "Oslo" });
    expect(isStructuredContentRecovered(app!.getSnapshot().toolResult)).toBe(profile === "strips-structured");
    expect(errors).toEqual([]);
  });

  it("calls a server tool, sends a message and opens a link through the host", async () => {
    await start();
    const result = await app!.callServerTool({ name: "weather", arguments: { city: "Oslo" } });
    expect(result.structuredContent).toEqual(WEATHER);
    await app!.sendMessage({ role: "user", content: [{ type: "text", text: "Show Bergen" }] });
    await app!.openLink({ url: "https://example.com/" });
    expect(host!.received("tools/call").map((call) => call?.name)).toEqual(["weather"]);
    expect(host!.received("ui/message")[0]?.content).toEqual([{ type: "text", text: "Show Bergen" }]);
    expect(host!.received("ui/open-link")[0]?.url).toBe("https://example.com/");
  });

  it("follows the host's context changes", async () => {
    await start();
    expect(app!.getHostContext()?.locale).toBe("en-US");
    await host!.setHostContext({ theme: "dark" });
    await expect.poll(() => app!.getHostContext()?.theme).toBe("dark");
  });
});

describe("ChatGPT's window.openai-only functions of mcp-view/openai", () => {
  it("reach the fake window.openai on ChatGPT with ui/*, each with its arguments", async () => {
    host = createTestHost({ profile: "chatgpt-ui" });
    app = widget().app;
    await app.connect();
    expect(app.getHostVersion()?.name).toBe("chatgpt"); // the ui/* bridge answered, not the adapter
    const file = new Blob(["x"]);
    await expect(uploadFile(app, file)).resolves.toEqual({ fileId: expect.stringMatching(/^file-/) });
    await expect(getFileDownloadUrl(app, { fileId: "file-1" })).resolves.toEqual({ downloadUrl: "https://files.example/file-1" });
    await requestModal(app, { title: "Details" });
    await setOpenInAppUrl(app, { href: "https://example.com/orders" });
    await requestClose(app);
    expect(host.openai?.calls).toEqual([
      { method: "uploadFile", args: [file] },
      { method: "getFileDownloadUrl", args: [{ fileId: "file-1" }] },
      { method: "requestModal", args: [{ title: "Details" }] },
      { method: "setOpenInAppUrl", args: [{ href: "https://example.com/orders" }] },
      { method: "requestClose", args: [] },
    ]);
  });

  it("work on ChatGPT with only window.openai too", async () => {
    host = createTestHost({ profile: "chatgpt-openai" });
    app = widget().app;
    await app.connect();
    expect(app.getHostVersion()?.name).toBe("ChatGPT (window.openai)");
    await expect(getFileDownloadUrl(app, { fileId: "f" })).resolves.toEqual({ downloadUrl: "https://files.example/f" });
  });

  it("reject with NOT_SUPPORTED (-32601) on an MCP Apps host without window.openai, before and after connect()", async () => {
    host = createTestHost({ profile: "claude" });
    app = widget().app;
    const calls = () => [
      uploadFile(app!, new Blob(["x"])),
      getFileDownloadUrl(app!, { fileId: "f" }),
      requestModal(app!),
      requestClose(app!),
      setOpenInAppUrl(app!, { href: "https://example.com" }),
    ];
    for (const call of calls())
      await expect(call).rejects.toMatchObject({
        kind: "NOT_SUPPORTED",
        code: -32601,
        message: expect.stringMatching(/^window\.openai\.\w+ is not available on this host$/),
      });
    await app.connect();
    const names = await Promise.all(calls().map((call) => call.catch((error: AppError) => error.message.split(" ")[0])));
    expect(names).toEqual([
      "window.openai.uploadFile",
      "window.openai.getFileDownloadUrl",
      "window.openai.requestModal",
      "window.openai.requestClose",
      "window.openai.setOpenInAppUrl",
    ]);
  });
});

describe("hosts on the next wire names", () => {
  it("the view sends ui/log and answers ui/call-view-tool and ui/list-view-tools", async () => {
    host = createTestHost({ profile: "next-wire" });
    app = new App({ name: "w", version: "1" }, { tools: {} }, { autoResize: false });
    app.oncalltool = async ({ name }) => ({ content: [{ type: "text", text: `called ${name}` }] });
    app.onlisttools = async () => ({ tools: [{ name: "select", inputSchema: { type: "object" } }] });
    await app.connect();
    expect(app.getHostCapabilities()?.openLinks).toEqual({}); // read from capabilities.extensions
    await app.sendLog({ level: "info", data: "hello" });
    await expect(host.callTool({ name: "select" })).resolves.toMatchObject({ content: [{ type: "text", text: "called select" }] });
    await expect(host.listTools()).resolves.toMatchObject({ tools: [{ name: "select" }] });
    expect(host.received("ui/log")).toEqual([{ level: "info", data: "hello" }]);
    expect(host.received("notifications/message")).toEqual([]);
    expect([host.sent("tools/call"), host.sent("tools/list"), host.sent("ui/call-view-tool").length]).toEqual([[], [], 1]);
  });

  it("a host on today's names still gets notifications/message", async () => {
    host = createTestHost({ profile: "claude" });
    app = new App({ name: "w", version: "1" }, {}, { autoResize: false });
    await app.connect();
    await app.sendLog({ level: "info", data: "hello" });
    expect(host.received("notifications/message")).toEqual([{ level: "info", data: "hello" }]);
    expect(host.received("ui/log")).toEqual([]);
  });
});

describe("ChatGPT profiles over a frame channel", () => {
  // The view's window in another frame (happy-dom's iframes have no contentWindow): only postMessage is used.
  const frame = () => ({ postMessage: () => {} }) as unknown as Window;

  it("ChatGPT with ui/* installs no fake window.openai on the host's own page", () => {
    host = createTestHost({ profile: "chatgpt-ui", channel: frame() });
    expect(host.openai).toBeUndefined();
    expect("openai" in window).toBe(false);
  });

  it("ChatGPT with only window.openai refuses a frame channel with NOT_SUPPORTED", () => {
    let error: unknown;
    try {
      createTestHost({ profile: "chatgpt-openai", channel: frame() });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe("NOT_SUPPORTED");
    expect((error as AppError).message).toMatch(/frame channel/);
  });
});
