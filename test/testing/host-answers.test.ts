// HostAnswers (with the layers below it, not TestHost's wiring), over a transport pair with an
// engine at each end: the handshake and its gate, capabilities, the test's handlers and faults, the
// follow-up of a granted display mode, and the view's notifications.
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { LATEST_PROTOCOL_VERSION, type McpUiHostCapabilities, type McpUiHostContext } from "../../src/index.js";
import { Rpc } from "../../src/rpc/rpc.js";
import { Faults } from "../../src/testing/faults.js";
import { Handshake } from "../../src/testing/handshake.js";
import { HostAnswers } from "../../src/testing/host-answers.js";
import { createTransportPair, profiles } from "../../src/testing/index.js";
import { Recorder } from "../../src/testing/recorder.js";
import { RecordingTransport } from "../../src/testing/recording-transport.js";

const HOST_INFO = { name: "h", version: "1" };
const APP_INFO = { name: "view", version: "1" };

/** HostAnswers on the host's engine, and an open engine for the view; all closed after the test. */
async function answering(hostCapabilities: McpUiHostCapabilities = {}, hostContext: McpUiHostContext = { theme: "dark" }) {
  const [viewEnd, hostEnd] = createTransportPair();
  const recorder = new Recorder();
  const wire = new RecordingTransport(hostEnd, recorder);
  const rpc = new Rpc();
  const handshake = new Handshake();
  const answers = new HostAnswers({
    recorder,
    timeout: 1000,
    rpc,
    wire,
    profile: profiles.default,
    context: hostContext,
    handshake,
    faults: new Faults(),
    hostInfo: HOST_INFO,
    hostCapabilities,
    protocolVersion: undefined,
    files: {},
  });
  await rpc.attach(wire);
  const view = new Rpc();
  await view.attach(viewEnd);
  view.open();
  onTestFinished(() => {
    answers.close();
    rpc.close();
    view.close();
  });
  const initialize = (appCapabilities = {}) =>
    view.request("ui/initialize", { appInfo: APP_INFO, appCapabilities, protocolVersion: LATEST_PROTOCOL_VERSION });
  return { answers, handshake, rpc, view, initialize };
}

describe("the handshake", () => {
  it("answers ui/initialize with the host's info, capabilities and context, and notes what the view said", async () => {
    const { answers, handshake, initialize } = await answering({ openLinks: {} });
    expect(handshake.seen).toBe(false);
    await expect(initialize({ tools: {} })).resolves.toEqual({
      protocolVersion: LATEST_PROTOCOL_VERSION,
      hostInfo: HOST_INFO,
      hostCapabilities: { openLinks: {} },
      hostContext: { theme: "dark" },
    });
    expect([handshake.seen, answers.appInfo, answers.appCapabilities]).toEqual([true, APP_INFO, { tools: {} }]);
  });

  it("resolves ready and opens the gate for the host's own messages once the view sends initialized", async () => {
    const { answers, rpc, view } = await answering();
    const heard = vi.fn();
    view.listen("x/held", heard);
    const held = rpc.notify("x/held", { n: 1 });
    await view.request("ping");
    expect([answers.initialized, heard.mock.calls]).toEqual([false, []]);
    await view.notify("ui/notifications/initialized");
    await answers.ready;
    await held;
    await vi.waitFor(() => expect(heard.mock.calls).toEqual([[{ n: 1 }, expect.anything()]]));
    expect(answers.initialized).toBe(true);
  });

  it("close() rejects ready with CLOSED when the view never sent initialized", async () => {
    const { answers } = await answering();
    answers.close();
    await expect(answers.ready).rejects.toMatchObject({
      kind: "CLOSED",
      message: "The test host closed before the view sent ui/notifications/initialized",
    });
  });
});

describe("answers", () => {
  it("refuses a request whose capability the host lacks with -32601 naming it", async () => {
    const { view } = await answering({});
    await expect(view.request("ui/open-link", { url: "https://a.example" })).rejects.toMatchObject({
      code: -32601,
      message: "MCP error -32601: ui/open-link is not supported by this host (no hostCapabilities.openLinks)",
    });
  });

  it("answers a method it has no answer for with -32601 Method not found", async () => {
    const { view } = await answering();
    await expect(view.request("x/unknown")).rejects.toMatchObject({ code: -32601, message: "MCP error -32601: Method not found" });
  });

  it("answers with the test's handler instead of the default, and with the default again after its undo", async () => {
    const { answers, view } = await answering();
    const undo = answers.handle("ping", () => ({ pong: true }));
    await expect(view.request("ping")).resolves.toEqual({ pong: true });
    undo();
    await expect(view.request("ping")).resolves.toEqual({});
  });

  it("answers a server tool's tools/call with its handler, given the arguments", async () => {
    const { answers, view } = await answering({ serverTools: {} });
    answers.addServerTool("add", ({ a, b }) => ({ content: [], structuredContent: { sum: Number(a) + Number(b) } }));
    await expect(view.request("tools/call", { name: "add", arguments: { a: 1, b: 2 } })).resolves.toEqual({
      content: [],
      structuredContent: { sum: 3 },
    });
  });

  it("bends an answer with the method's fault", async () => {
    const { answers, view } = await answering();
    answers.fault("ping", { error: { code: -32000, message: "not now" } });
    await expect(view.request("ping")).rejects.toMatchObject({ code: -32000, message: "MCP error -32000: not now" });
  });

  it("runs a granted display mode's context change once the response has reached the view", async () => {
    const { answers, initialize, view } = await answering({}, { displayMode: "inline", availableDisplayModes: ["inline", "fullscreen"] });
    await initialize();
    await expect(view.request("ui/request-display-mode", { mode: "fullscreen" })).resolves.toEqual({ mode: "fullscreen" });
    await vi.waitFor(() => expect(answers.hostContext.displayMode).toBe("fullscreen"));
  });
});

describe("listeners", () => {
  it("on() hands each listener the params of the view's notifications until it unsubscribes", async () => {
    const { answers, view } = await answering();
    const first = vi.fn();
    const second = vi.fn();
    const off = answers.on("x/size", first);
    answers.on("x/size", second);
    await view.notify("x/size", { h: 1 });
    await view.request("ping");
    off();
    await view.notify("x/size", { h: 2 });
    await view.request("ping");
    expect([first.mock.calls, second.mock.calls]).toEqual([[[{ h: 1 }]], [[{ h: 1 }], [{ h: 2 }]]]);
  });
});
