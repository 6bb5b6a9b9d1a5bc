// The test host's way to the view, as its options and profile decide: the channel (a profile with
// only window.openai always speaks over a transport pair, which the fake window.openai bridges to),
// the recording end the host's engine attaches to, and that fake, put in the view's window.
import { AppError, type McpUiHostContext } from "../index.js";
import type { Rpc } from "../rpc/rpc.js";
import { createChannel, type Channel, type ChannelOptions } from "./channel.js";
import { FakeOpenAi } from "./fake-openai.js";
import type { HostProfile } from "./profiles.js";
import type { Recorder } from "./recorder.js";
import { RecordingTransport } from "./recording-transport.js";
import type { TestHostOptions } from "./test-host-options.js";

/** The host's connection to the view. */
export interface HostChannel {
  channel: Channel;
  /** The host's end, recording what crosses into `recorder`. */
  wire: RecordingTransport;
}

/**
 * Opens the channel `options` ask for; when the view leaves, `rpc` closes. Throws (before installing
 * anything) for a profile with only window.openai over a frame channel.
 */
export function openHostChannel(options: TestHostOptions, profile: HostProfile, recorder: Recorder, rpc: Rpc): HostChannel {
  const openai = profile.behaviour?.openai;
  if (openai === "only" && isFrame(options.channel))
    throw new AppError(
      "NOT_SUPPORTED",
      'A profile with only window.openai cannot use a frame channel: the fake window.openai must be installed in the view\'s window (use the "window" or "transport" channel, or give the transport option and install a FakeOpenAi bridged to its other end in the view\'s window)',
    );
  const channelOptions: ChannelOptions = openai === "only" ? { ...options, channel: "transport" } : options;
  const channel = createChannel(channelOptions, {
    onIgnore: (data, reason) => recorder.ignored(data, reason),
    onLeave: (error) => rpc.close(error),
  });
  return { channel, wire: new RecordingTransport(channel.host, recorder) };
}

/**
 * The fake `window.openai` of a profile with the `openai` behaviour, installed in the view's window.
 * None over a frame channel (the view's window is the frame's, which this page cannot script) or a
 * given transport (the view's end, and so the fake, is the test's to install).
 */
export function installFakeOpenAi(
  options: TestHostOptions,
  profile: HostProfile,
  channel: Channel,
  context: McpUiHostContext,
): FakeOpenAi | undefined {
  const openai = profile.behaviour?.openai;
  const view = options.transport
    ? undefined
    : (options.window ?? (typeof window === "undefined" || channel.kind === "frame" ? undefined : window));
  return openai && view ? new FakeOpenAi(view, context, openai === "only" ? channel.view : undefined) : undefined;
}

const isFrame = (channel: TestHostOptions["channel"]): boolean => channel !== undefined && typeof channel === "object";
