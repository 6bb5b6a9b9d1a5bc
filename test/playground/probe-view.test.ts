// The probe view's recorder and requests, against the test kit's host: the `ui/initialize` answer is
// kept as the host sent it, each context change with its params, whether the tool result kept its
// structuredContent; each request is answered, refused with the host's code, or unanswered within
// the wait (never a hang).
import { afterEach, expect, it } from "vitest";
import { App } from "mcp-view";
import { createTestHost, profiles, type TestHost } from "mcp-view/testing";
import { HostRecorder } from "../../playground/widgets/probe/host-recorder.js";
import { ask, askAll, automaticRequests } from "../../playground/widgets/probe/host-requests.js";

let host: TestHost | undefined;
let app: App | undefined;

afterEach(async () => {
  await app?.close();
  host?.close();
  app = host = undefined;
});

async function connect(profile: "claude" | "goose" | "strips-structured"): Promise<HostRecorder> {
  const recorder = new HostRecorder();
  host = createTestHost({ profile, channel: "transport" });
  app = new App({ name: "probe", version: "1" }, {}, { autoResize: false, log: recorder.log });
  await app.connect(host.transport);
  await host.ready;
  return recorder;
}

it("keeps the handshake's answer as sent, each context change, and whether the tool result kept structuredContent", async () => {
  const recorder = await connect("claude");
  let changes = 0;
  recorder.oncontextchange = () => void changes++;
  expect(recorder.initialize).toMatchObject({
    hostInfo: profiles.claude.hostInfo,
    hostCapabilities: profiles.claude.hostCapabilities,
    hostContext: { availableDisplayModes: profiles.claude.hostContext.availableDisplayModes, theme: "light" },
  });
  await host!.setTheme("dark");
  expect(recorder.contextChanges).toEqual([{ at: expect.any(Number), params: expect.objectContaining({ theme: "dark" }) }]);
  expect(changes).toBe(1);
  expect(recorder.toolResult).toBe("none");
  await host!.sendToolResult({ content: [], structuredContent: { probeId: "p" } });
  expect(recorder.toolResult).toBe("with-structured");
  expect(recorder.received.map((r) => r.method)).toEqual(["ui/notifications/tool-result"]);
});

it("sees a tool result that lost its structuredContent on the way", async () => {
  const recorder = await connect("strips-structured");
  await host!.sendToolResult({ content: [{ type: "text", text: "{}" }], structuredContent: { probeId: "p" } });
  expect(recorder.toolResult).toBe("without-structured");
});

it("says how each request was answered: a result, the host's error, or nothing within the wait", async () => {
  await connect("goose");
  host!.fault("ping", { drop: true, times: 1 });
  const answers = await askAll(app!, automaticRequests("inline"), 200);
  expect(answers.map(({ method, outcome }) => [method, outcome])).toEqual([
    ["ping", "unanswered"],
    ["ui/request-display-mode", "answered"],
    ["ui/update-model-context", "error"], // Goose advertises no model context
    ["resources/read", profiles.goose.hostCapabilities.serverResources ? "answered" : "error"],
    ["resources/list", profiles.goose.hostCapabilities.serverResources ? "answered" : "error"],
  ]);
  expect(answers[2]).toMatchObject({ code: -32601, message: expect.stringContaining("updateModelContext") });
  expect(answers[1]).toMatchObject({ keys: ["mode"] });
  expect(await ask(app!, ["ping", {}], 1000, true)).toMatchObject({ outcome: "answered", gesture: true });
});
