// mcp-view/testing: a scripted MCP Apps host for widget tests, under vitest + happy-dom or in a page.
export { createTestHost, TestHost } from "./test-host.js";
export type { TestHostOptions } from "./test-host.js";
export type { TestViewStateToolsOptions } from "./view-state-tools.js";
export type { ViewStateStore } from "../server/view-state-store.js";
export type { StreamOptions } from "./test-host-script.js";
export { DEFAULT_SAMPLING_RESULT, jsonRpcError, REQUIRED_CAPABILITY } from "./answers.js";
export type { HostRequestHandler, TestToolHandler, TestToolHandlers } from "./answers.js";
export type { ChannelOption, ChannelOptions } from "./channel.js";
export type { Fault } from "./faults.js";
export { FixtureError, fixtureToolName, isFixtureCall, matchMock, parseFixture } from "./fixture.js";
export type { Fixture, FixtureMock, FixtureResource } from "./fixture.js";
export { loadProfile, MAX_PROFILE_BYTES, parseProfile, PROBED_URL, ProfileError } from "./profile-file.js";
export type { ProfileFile } from "./profile-file.js";
export type { TestFile } from "./openai-answers.js";
export type { HostMessageMap, HostParams, ViewMessageMap, ViewParams } from "./messages.js";
export { growingPartials, healJson } from "./partial-json.js";
export { hostProfiles, profileContext, profiles, resolveProfile } from "./profiles.js";
export type { HostProfile, ProfileName } from "./profiles.js";
export type { HostRecord, WaitOptions } from "./recorder.js";
export { createTransportPair } from "./transport-pair.js";
export { FrameChannel, NAVIGATED_AWAY } from "./frame-channel.js";
export type { FrameChannelOptions } from "./frame-channel.js";
export { WindowChannel } from "./window-channel.js";
export type { WindowChannelOptions } from "./window-channel.js";
export { FakeOpenAi, globalsOf } from "./fake-openai.js";
export type { OpenAiCall } from "./fake-openai.js";
export type { HostBehaviour } from "./profiles.js";
export type { DisputedFact, FactClaim, FactSource, HostFacts, Refusal } from "./host-facts.js";
// What an App makes of a tool result delivered without structuredContent (the strips-structured
// profile): a host-side check that a server's result still reaches views on such hosts.
export { recoverStructuredContent } from "../app/recover.js";
export { bringsError, expectConformance } from "./conformance-watch.js";
export type { ConformanceOptions } from "./conformance-watch.js";
export type { AccessibilityOptions } from "./accessibility-run.js";
// Conformance: the official validator's rules, the design guidelines' and the context-size warnings, with their checks.
export {
  accessibilityProbe,
  AXE_RULES,
  checkAccessibility,
  checkRendered,
  checkServer,
  checkStyles,
  checkWire,
  estimateTokens,
  findingPlace,
  findingsText,
  fixtureSnapshot,
  probeDocument,
  RULES,
  ruleById,
  varsWithoutFallback,
  viewOf,
} from "./conformance/index.js";
export type {
  A11yPlace,
  A11yProbe,
  AccessibilitySeen,
  AxeEngine,
  AxeViolation,
  ContrastSeen,
  ContrastShortfall,
  DocumentProbe,
  ErrorTextSeen,
  HostStyleSeen,
  KeyboardSeen,
  TextSnapshot,
  ZoomSeen,
  Finding,
  FindingLocation,
  ReadContent,
  RenderProbe,
  Rule,
  RuleId,
  RuleKind,
  RuleSeverity,
  RuleSource,
  ServerSnapshot,
  WireMessage,
  WireOptions,
} from "./conformance/index.js";
