// The options of createTestHost(): the channel to the view, the profile the host starts from and
// what replaces parts of it, and the answers, tools and faults to start with.
import type { AppRequestMap, Implementation, McpUiHostCapabilities, McpUiHostContext, McpUiTheme } from "../index.js";
import type { HostRequestHandler, TestToolHandler } from "./answers.js";
import type { ChannelOptions } from "./channel.js";
import type { Fault } from "./faults.js";
import type { Fixture } from "./fixture.js";
import type { TestFile } from "./openai-answers.js";
import type { HostProfile, ProfileName } from "./profiles.js";
import type { TestViewStateToolsOptions } from "./view-state-tools.js";

/** Options of {@link createTestHost}. */
export interface TestHostOptions extends ChannelOptions {
  /** Starting point for info, capabilities and context. @default "default" (every capability) */
  profile?: ProfileName | HostProfile;
  /** The profile's theme and variables to start in. @default hostContext.theme, else "light" */
  theme?: McpUiTheme;
  /** Replaces the profile's host info. */
  hostInfo?: Implementation;
  /** Replaces the profile's capabilities. Requests needing a capability that is absent get -32601. */
  hostCapabilities?: McpUiHostCapabilities;
  /** Merged over the profile's context (top-level keys). */
  hostContext?: McpUiHostContext;
  /** The protocol version to answer with. @default "2026-01-26" */
  protocolVersion?: string;
  /** Milliseconds before the host's own requests and `waitFor()` give up. @default 3000 */
  timeout?: number;
  /**
   * A fixture (a `*.fixture.json`'s parsed JSON, e.g. imported): checked (a bad one throws a
   * `FixtureError` naming the field), its host context merged under `hostContext`, its mocks
   * answering the view's `tools/call` (`tools` replace them by name), and its call played by
   * `host.sendFixture()`.
   */
  fixture?: Fixture | Record<string, unknown>;
  /** Server tools the view may call, by name. */
  tools?: Record<string, TestToolHandler>;
  /**
   * Answers the view's `view_state_get` and `view_state_set` as `registerViewStateTools` of
   * `mcp-view/server` does (versions, stale and invalid refusals), keeping the states in
   * `host.viewStateStore`: `true` for a new store, or `{ store }` to share one (a reload: a second
   * host on the first one's store). `tools` of the same names replace them.
   */
  viewStateTools?: true | TestViewStateToolsOptions;
  /** Handlers for the view's requests, by method (they replace the defaults). */
  handlers?: { [M in keyof AppRequestMap]?: HostRequestHandler<M> };
  /** Faults by method (see {@link TestHost.fault}). */
  faults?: Record<string, Fault>;
  /**
   * Files a ChatGPT file entrypoint opened, by `resourceUri`: on a host advertising
   * `experimental["openai/resource"]`, the view reads, subscribes to and writes them (with ETags).
   */
  files?: Record<string, TestFile>;
}
