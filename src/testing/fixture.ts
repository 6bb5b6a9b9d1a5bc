// Fixtures: one saved tool call (the tool, its arguments, its result, the host context it ran in,
// optionally the view's HTML) with mocks for the server tools its view calls. The same
// `*.fixture.json` feeds `mcp-view dev --fixtures`, `mcp-view matrix --fixture` and createTestHost().
// parseFixture() is the one reader: it checks every field and names the first bad one in a sentence.
// fixture.schema.json, at the package's root, says the same for editors (a test keeps them agreed).
import type { CallToolResult, McpUiHostContext, Tool } from "../index.js";
import { tooDeep } from "./json-depth.js";

/** A server tool the view calls, answered without a server: the first mock whose `tool` and `when` match answers. */
export interface FixtureMock {
  /** The server tool's name. */
  tool: string;
  /** Arguments to match: each key's value must equal the call's argument of that name (deeply). Absent: any call. */
  when?: Record<string, unknown>;
  /** The result to answer with (one of `result` and `error`). */
  result?: CallToolResult;
  /** A JSON-RPC error to answer with instead. @default code -32603 */
  error?: { code?: number; message: string };
}

/** The view's resource: its HTML inline (`text`), or in a file beside the fixture (`file`, a relative path). */
export interface FixtureResource {
  /** The `ui://` URI the tool's `_meta.ui.resourceUri` names. */
  uri: string;
  /** @default "text/html;profile=mcp-app" */
  mimeType?: string;
  text?: string;
  file?: string;
  /** The resource content's `_meta` (its `ui.csp`, `ui.permissions`, `ui.domain`, `ui.prefersBorder`). */
  _meta?: Record<string, unknown>;
}

/** One `*.fixture.json`: see fixture.schema.json. */
export interface Fixture {
  $schema?: string;
  /** What the fixture shows, for people. */
  description?: string;
  /** The tool called: its name, or its whole definition (as `tools/list` gave it). */
  tool: string | Tool;
  /** The call's arguments. @default {} */
  arguments?: Record<string, unknown>;
  /** What the tool returned. */
  result: CallToolResult;
  /** The host context the call ran in (theme, displayMode, locale, timeZone, …), merged over the profile's. */
  hostContext?: McpUiHostContext;
  /** The view, for rendering with no server. */
  resource?: FixtureResource;
  /** Answers for the view's own `tools/call`s. */
  mocks?: FixtureMock[];
}

/** A fixture that is not one: `field` is the JSON path of the first bad field (`mocks[0].when`), `""` for the whole. */
export class FixtureError extends Error {
  override readonly name = "FixtureError";
  readonly field: string;
  constructor(field: string, message: string, source?: string) {
    super(`${source ? `${source}: ` : ""}${field ? `"${field}" ` : "The fixture "}${message}`);
    this.field = field;
  }
}

const KEYS = ["$schema", "description", "tool", "arguments", "result", "hostContext", "resource", "mocks"];
const RESOURCE_KEYS = ["uri", "mimeType", "text", "file", "_meta"];
const MOCK_KEYS = ["tool", "when", "result", "error"];
const THEMES = ["light", "dark"];
const MODES = ["inline", "fullscreen", "pip"];
/** How many levels of arrays and objects a fixture may nest, itself the first. */
const MAX_DEPTH = 100;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const kind = (value: unknown): string => (value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`);

/**
 * Reads a fixture (the parsed JSON), checking every field; throws a {@link FixtureError} naming the
 * first bad one, prefixed with `source` (the file name) when given. Returns a copy. A fixture nests
 * at most 100 levels of arrays and objects, itself the first.
 */
export function parseFixture(value: unknown, source?: string): Fixture {
  const fail = (field: string, message: string): never => {
    throw new FixtureError(field, message, source);
  };
  if (!isObject(value)) return fail("", `must be a JSON object, got ${kind(value)}`);
  const deep = tooDeep(value, MAX_DEPTH);
  if (deep !== undefined)
    fail(
      deep,
      `holds arrays and objects nested more than ${MAX_DEPTH} levels deep, counting the fixture: a fixture nests at most ${MAX_DEPTH}`,
    );
  const fixture = structuredClone(value);
  only(fixture, KEYS, "", fail);
  for (const key of ["$schema", "description"]) optional(fixture, key, "string", key, fail);
  checkTool(fixture.tool, fail);
  optional(fixture, "arguments", "object", "arguments", fail);
  checkResult(fixture.result, "result", fail);
  checkContext(fixture.hostContext, fail);
  if (fixture.resource !== undefined) checkResource(fixture.resource, fail);
  if (fixture.mocks !== undefined) {
    if (!Array.isArray(fixture.mocks)) fail("mocks", `must be an array of mocks, got ${kind(fixture.mocks)}`);
    (fixture.mocks as unknown[]).forEach((mock, i) => checkMock(mock, `mocks[${i}]`, fail));
  }
  return fixture as unknown as Fixture;
}

type Fail = (field: string, message: string) => never;

function only(value: Record<string, unknown>, keys: readonly string[], at: string, fail: Fail): void {
  const extra = Object.keys(value).find((key) => !keys.includes(key));
  if (extra !== undefined) fail(at ? `${at}.${extra}` : extra, `is not a fixture field: the fields here are ${keys.join(", ")}`);
}

function optional(value: Record<string, unknown>, key: string, type: "string" | "object" | "boolean", field: string, fail: Fail): void {
  const got = value[key];
  if (got === undefined) return;
  if (type === "object" ? !isObject(got) : typeof got !== type)
    fail(field, `must be ${type === "object" ? "an object" : `a ${type}`}, got ${kind(got)}`);
}

function checkTool(tool: unknown, fail: Fail): void {
  if (tool === undefined) fail("tool", "is missing: give the tool's name, or its definition from tools/list");
  if (typeof tool === "string") return void (tool || fail("tool", "must not be empty"));
  if (!isObject(tool)) fail("tool", `must be the tool's name or its definition, got ${kind(tool)}`);
  const def = tool as Record<string, unknown>;
  if (typeof def.name !== "string" || !def.name) fail("tool.name", "must be the tool's name (a non-empty string)");
  optional(def, "inputSchema", "object", "tool.inputSchema", fail);
  optional(def, "_meta", "object", "tool._meta", fail);
}

function checkResult(result: unknown, at: string, fail: Fail): void {
  if (result === undefined) fail(at, 'is missing: give the CallToolResult, at least { "content": [] }');
  if (!isObject(result)) fail(at, `must be a CallToolResult object, got ${kind(result)}`);
  const value = result as Record<string, unknown>;
  if (!Array.isArray(value.content)) fail(`${at}.content`, `must be an array of content blocks, got ${kind(value.content)}`);
  (value.content as unknown[]).forEach((block, i) => {
    if (!isObject(block) || typeof block.type !== "string") fail(`${at}.content[${i}]`, 'must be a content block with a "type"');
  });
  optional(value, "structuredContent", "object", `${at}.structuredContent`, fail);
  optional(value, "isError", "boolean", `${at}.isError`, fail);
  optional(value, "_meta", "object", `${at}._meta`, fail);
}

function checkContext(context: unknown, fail: Fail): void {
  if (context === undefined) return;
  if (!isObject(context)) fail("hostContext", `must be an object, got ${kind(context)}`);
  const value = context as Record<string, unknown>;
  if (value.theme !== undefined && !THEMES.includes(value.theme as string))
    fail("hostContext.theme", `must be "light" or "dark", got ${JSON.stringify(value.theme)}`);
  if (value.displayMode !== undefined && !MODES.includes(value.displayMode as string))
    fail("hostContext.displayMode", `must be one of ${MODES.join(", ")}, got ${JSON.stringify(value.displayMode)}`);
}

function checkResource(resource: unknown, fail: Fail): void {
  if (!isObject(resource)) fail("resource", `must be an object with the view's uri and its text or file, got ${kind(resource)}`);
  const value = resource as Record<string, unknown>;
  only(value, RESOURCE_KEYS, "resource", fail);
  if (typeof value.uri !== "string" || !value.uri.startsWith("ui://")) fail("resource.uri", "must be the view's ui:// URI");
  optional(value, "mimeType", "string", "resource.mimeType", fail);
  optional(value, "text", "string", "resource.text", fail);
  optional(value, "file", "string", "resource.file", fail);
  optional(value, "_meta", "object", "resource._meta", fail);
  if ((value.text === undefined) === (value.file === undefined))
    fail("resource", 'needs one of "text" (the HTML) and "file" (a path relative to the fixture), not both or neither');
  if (value.file === "") fail("resource.file", "must not be empty");
}

function checkMock(mock: unknown, at: string, fail: Fail): void {
  if (!isObject(mock)) fail(at, `must be a mock object ({ "tool", "when"?, "result" | "error" }), got ${kind(mock)}`);
  const value = mock as Record<string, unknown>;
  only(value, MOCK_KEYS, at, fail);
  if (typeof value.tool !== "string" || !value.tool) fail(`${at}.tool`, "must be the server tool's name (a non-empty string)");
  optional(value, "when", "object", `${at}.when`, fail);
  if ((value.result === undefined) === (value.error === undefined)) fail(at, 'needs one of "result" and "error", not both or neither');
  if (value.result !== undefined) return checkResult(value.result, `${at}.result`, fail);
  const error = value.error;
  if (!isObject(error) || typeof error.message !== "string") fail(`${at}.error`, 'must be { "message": string, "code"?: integer }');
  const code = (error as Record<string, unknown>).code;
  if (code !== undefined && !Number.isInteger(code))
    fail(`${at}.error.code`, `must be an integer JSON-RPC error code, got ${JSON.stringify(code)}`);
}

/** The fixture's tool name. */
export const fixtureToolName = (fixture: Fixture): string => (typeof fixture.tool === "string" ? fixture.tool : fixture.tool.name);

/** Whether two JSON values are equal (objects by keys, in any order). */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]));
}

/** The first of `mocks` that answers a call of `tool` with `args`: same tool, and every `when` key equal to the argument. */
export function matchMock(
  mocks: readonly FixtureMock[] | undefined,
  tool: string,
  args: Record<string, unknown> | undefined,
): FixtureMock | undefined {
  return mocks?.find(
    (mock) =>
      mock.tool === tool &&
      Object.entries(mock.when ?? {}).every(([key, want]) => args !== undefined && Object.hasOwn(args, key) && jsonEqual(want, args[key])),
  );
}

/** Whether a call of `tool` with `args` is the fixture's own call (same name, equal arguments; none counts as `{}`). */
export const isFixtureCall = (fixture: Fixture, tool: string, args: Record<string, unknown> | undefined): boolean =>
  fixtureToolName(fixture) === tool && jsonEqual(fixture.arguments ?? {}, args ?? {});
