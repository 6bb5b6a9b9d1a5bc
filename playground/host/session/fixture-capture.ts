// The current run as a fixture (mcp-view/testing's `*.fixture.json`): the tool as tools/list gave it,
// its arguments and result, the part of the host context a fixture replays, the view's resource as
// the run read it, and one mock per server tool call the view made. Pure: the run hands over what it
// kept, so saving reads nothing from the server again (a second read could differ from what ran).
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import type { McpUiHostContext } from "mcp-view";
import type { Fixture, FixtureMock, FixtureResource } from "mcp-view/testing";
import type { UiResource } from "./resource.js";

/** A server `tools/call` the view made through the host, and the server's answer (a result, or the error the view got). */
export type ViewToolCall = { tool: string; args: Record<string, unknown> } & (
  { result: CallToolResult } | { error: { code: number; message: string } }
);

/** What a finished run kept for its fixture. */
export interface RunCapture {
  tool: Tool;
  args: Record<string, unknown>;
  result: CallToolResult;
  /** The host context the view has now (or would get, for a tool without a view). */
  hostContext: McpUiHostContext;
  /** The `ui://` URI and what `resources/read` gave for it; absent for a tool without a view. */
  resource?: { uri: string; read: UiResource };
  /** The view's server tool calls, in the order they were answered. */
  calls: readonly ViewToolCall[];
  savedAt: Date;
}

/** How much of the arguments' JSON the description quotes. */
const ARGS_IN_DESCRIPTION = 80;

/** The fixture of `capture`. */
export function captureFixture(capture: RunCapture): Fixture {
  const { tool, args, result, resource, calls } = capture;
  const mocks = viewMocks(calls);
  return {
    description: `${tool.name} with ${clip(JSON.stringify(args), ARGS_IN_DESCRIPTION)}, saved from mcp-view dev ${capture.savedAt.toISOString()}`,
    tool: structuredClone(tool) as Fixture["tool"],
    arguments: structuredClone(args),
    result: structuredClone(result) as Fixture["result"],
    hostContext: replayedContext(capture.hostContext),
    ...(resource && { resource: fixtureResource(resource.uri, resource.read) }),
    ...(mocks.length > 0 && { mocks }),
  };
}

/**
 * The settings a fixture replays: the rest of the context (styles, container, safe area, toolInfo)
 * is the profile's, and `mcp-view dev --fixtures` or a test host's profile supplies it again.
 */
function replayedContext(context: McpUiHostContext): McpUiHostContext {
  const { theme, displayMode, locale, timeZone } = context;
  return { ...(theme && { theme }), ...(displayMode && { displayMode }), ...(locale && { locale }), ...(timeZone && { timeZone }) };
}

/** The view's resource inline, with the `_meta.ui` the host applied (the listing's, overridden by the content's). */
function fixtureResource(uri: string, read: UiResource): FixtureResource {
  return {
    uri,
    ...(read.mimeType && { mimeType: read.mimeType }),
    text: read.html,
    ...(Object.keys(read.meta).length > 0 && { _meta: { ui: structuredClone(read.meta) } }),
  };
}

/**
 * One mock per (tool, arguments) the view called, answered as the first such call was. A mock
 * answers any call whose arguments include its `when` (matchMock), so the mocks with more
 * arguments come first: a call with fewer must not answer for them.
 */
export function viewMocks(calls: readonly ViewToolCall[]): FixtureMock[] {
  const seen = new Set<string>();
  const mocks: FixtureMock[] = [];
  for (const call of calls) {
    const key = canonical([call.tool, call.args]);
    if (seen.has(key)) continue;
    seen.add(key);
    const answer = "result" in call ? { result: structuredClone(call.result) as FixtureMock["result"] } : { error: { ...call.error } };
    mocks.push({ tool: call.tool, when: structuredClone(call.args), ...answer });
  }
  return mocks.sort((a, b) => Object.keys(b.when ?? {}).length - Object.keys(a.when ?? {}).length);
}

/** JSON with every object's keys sorted, so equal values give equal text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
