// mcp-view/testing: a scripted MCP Apps host for widget tests, under vitest + happy-dom or in a page.
export { createTestHost, TestHost } from "./test-host.js";
export type { TestHostOptions } from "./test-host.js";
export type { StreamOptions } from "./test-host-script.js";
export { DEFAULT_SAMPLING_RESULT, jsonRpcError, REQUIRED_CAPABILITY } from "./answers.js";
export type { HostRequestHandler, TestToolHandler } from "./answers.js";
export type { ChannelOption, ChannelOptions } from "./channel.js";
export type { Fault } from "./faults.js";
export type { HostMessageMap, HostParams, ViewMessageMap, ViewParams } from "./messages.js";
export { growingPartials, healJson } from "./partial-json.js";
export { profileContext, profiles, resolveProfile } from "./profiles.js";
export type { HostProfile, ProfileName } from "./profiles.js";
export type { HostRecord, WaitOptions } from "./recorder.js";
export { createTransportPair } from "./transport-pair.js";
export { FrameChannel } from "./frame-channel.js";
export type { FrameChannelOptions } from "./frame-channel.js";
export { WindowChannel } from "./window-channel.js";
export type { WindowChannelOptions } from "./window-channel.js";
