// The test host's way to the view on its own: which channel its options and profile open, the
// refusal of a frame channel for ChatGPT with only window.openai, and where the fake goes.
import { describe, expect, it, onTestFinished } from "vitest";
import { Rpc } from "../../src/rpc/rpc.js";
import { installFakeOpenAi, openHostChannel } from "../../src/testing/host-channel.js";
import { createTransportPair, profiles } from "../../src/testing/index.js";
import { Recorder } from "../../src/testing/recorder.js";

/** Opens a channel for `options` and `profile`, closed after the test. */
function open(options: Parameters<typeof openHostChannel>[0], profile = profiles.default) {
  const opened = openHostChannel(options, profile, new Recorder(), new Rpc());
  onTestFinished(() => opened.wire.close());
  return opened;
}

describe("openHostChannel", () => {
  it("opens the channel the options ask for", () => {
    expect(open({ channel: "transport" }).channel.kind).toBe("transport");
  });

  it("opens a transport pair for a profile with only window.openai, whatever channel was asked", () => {
    const { channel } = open({ channel: "window" }, profiles["chatgpt-openai"]);
    expect([channel.kind, channel.view !== undefined]).toEqual(["transport", true]);
  });

  it("refuses a frame channel for a profile with only window.openai with NOT_SUPPORTED", () => {
    const frame = new EventTarget() as unknown as Window;
    expect(() => openHostChannel({ channel: frame }, profiles["chatgpt-openai"], new Recorder(), new Rpc())).toThrow(
      expect.objectContaining({
        kind: "NOT_SUPPORTED",
        message: expect.stringMatching(/^A profile with only window\.openai cannot use a frame channel/),
      }),
    );
  });
});

describe("installFakeOpenAi", () => {
  it("installs nothing for a profile without window.openai", () => {
    const { channel } = open({ channel: "transport" });
    expect(installFakeOpenAi({ channel: "transport" }, profiles.default, channel, {})).toBeUndefined();
  });

  it("installs nothing over a given transport: the view's end, and so the fake, are the test's", () => {
    const options = { transport: createTransportPair()[1] };
    const { channel } = open(options, profiles["chatgpt-ui"]);
    expect(installFakeOpenAi(options, profiles["chatgpt-ui"], channel, {})).toBeUndefined();
  });

  it("installs the fake on the window option, with the context's globals", () => {
    const target = new EventTarget() as unknown as Window & { openai?: { theme?: unknown } };
    const options = { channel: "transport" as const, window: target };
    const { channel } = open(options, profiles["chatgpt-ui"]);
    const fake = installFakeOpenAi(options, profiles["chatgpt-ui"], channel, { theme: "dark" })!;
    onTestFinished(() => fake.uninstall());
    expect([target.openai, target.openai?.theme]).toEqual([fake.openai, "dark"]);
  });
});
