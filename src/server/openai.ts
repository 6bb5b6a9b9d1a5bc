// ChatGPT's server-side metadata (openai/mcp-extensions docs/spec.md): `_meta["openai/ui"]` on a tool
// (its entrypoints, section "MCP App Entrypoints") and on a UI resource (section "Display Modes"),
// typed, and checked where the helpers take them.
import type { Icon } from "@modelcontextprotocol/sdk/spec.types.js";
import { AppError } from "../errors.js";

/** The `_meta` key of ChatGPT's UI metadata, on tools and on UI resources. */
export const OPENAI_UI_META_KEY = "openai/ui";

/** A display mode ChatGPT supports: `inline` or `fullscreen` (not `pip`). */
export type OpenAiUiDisplayMode = "inline" | "fullscreen";

/** A sidebar shortcut of a global entrypoint: it calls a tool of the same server. */
export interface OpenAiUiQuickAction {
  title: string;
  /** At least one icon. */
  icons: [Icon, ...Icon[]];
  target: { type: "tool"; name: string; arguments?: Record<string, unknown> };
}

/**
 * Where users may open the app themselves: `global` (the sidebar, fullscreen), `thread` (a tab of a
 * thread), `file` (a viewer for files with these extensions, each starting with "."), `settings`.
 */
export type OpenAiUiEntrypoint =
  | { type: "global"; quickAction?: OpenAiUiQuickAction }
  | { type: "thread" }
  | { type: "file"; extensions: string[] }
  | { type: "settings"; searchTerms?: string[] };

/** A tool's `_meta["openai/ui"]`: its entrypoints, and the display mode it prefers when the model calls it. */
export interface OpenAiUiToolMeta {
  entrypoints?: OpenAiUiEntrypoint[];
  preferredModelDisplayMode?: OpenAiUiDisplayMode;
}

/** A UI resource's `_meta["openai/ui"]`: the display modes the view supports, and the one it opens in. */
export interface OpenAiUiResourceMeta {
  /** Left out: ChatGPT assumes both. */
  availableDisplayModes?: OpenAiUiDisplayMode[];
  preferredDisplayMode?: OpenAiUiDisplayMode;
}

const DISPLAY_MODES = ["inline", "fullscreen"];
const ENTRYPOINT_TYPES = ["global", "thread", "file", "settings"];

/**
 * Throws an `AppError` (`INVALID_PARAMS`) naming the field (`what` and the path below it) unless
 * `meta` is `undefined` or an {@link OpenAiUiToolMeta}. Keys it does not know are let through.
 */
export function assertOpenAiUiToolMeta(meta: unknown, what: string): asserts meta is OpenAiUiToolMeta | undefined {
  if (meta === undefined) return;
  const { entrypoints, preferredModelDisplayMode } = record(meta, what);
  displayMode(preferredModelDisplayMode, `${what}.preferredModelDisplayMode`);
  list(entrypoints, `${what}.entrypoints`, "an array of entrypoints")?.forEach((entrypoint, i) =>
    assertEntrypoint(entrypoint, `${what}.entrypoints[${i}]`),
  );
}

/**
 * Throws an `AppError` (`INVALID_PARAMS`) naming the field unless `meta` is `undefined` or an
 * {@link OpenAiUiResourceMeta}. Keys it does not know are let through.
 */
export function assertOpenAiUiResourceMeta(meta: unknown, what: string): asserts meta is OpenAiUiResourceMeta | undefined {
  if (meta === undefined) return;
  const { availableDisplayModes, preferredDisplayMode } = record(meta, what);
  const path = `${what}.availableDisplayModes`;
  list(availableDisplayModes, path, "an array of display modes")?.forEach((mode, i) => displayMode(mode, `${path}[${i}]`, true));
  displayMode(preferredDisplayMode, `${what}.preferredDisplayMode`);
}

function assertEntrypoint(entrypoint: unknown, what: string): void {
  const { type, extensions, quickAction, searchTerms } = record(entrypoint, what);
  if (!ENTRYPOINT_TYPES.includes(type as string))
    fail(`${what}.type`, type, 'an entrypoint type ("global", "thread", "file" or "settings")');
  if (type === "file") {
    const all = list(extensions, `${what}.extensions`, "an array of file extensions", true);
    all.forEach((extension, i) => {
      if (typeof extension !== "string" || !extension.startsWith("."))
        fail(`${what}.extensions[${i}]`, extension, 'a file extension starting with "." (such as ".stl")');
    });
  }
  if (type === "settings") {
    list(searchTerms, `${what}.searchTerms`, "an array of search terms")?.forEach((term, i) => text(term, `${what}.searchTerms[${i}]`));
  }
  if (type === "global" && quickAction !== undefined) assertQuickAction(quickAction, `${what}.quickAction`);
}

function assertQuickAction(quickAction: unknown, what: string): void {
  const { title, icons, target } = record(quickAction, what);
  text(title, `${what}.title`);
  const all = list(icons, `${what}.icons`, "an array of at least one icon", true);
  if (!all.length) fail(`${what}.icons`, icons, "an array of at least one icon");
  all.forEach((icon, i) => text(record(icon, `${what}.icons[${i}]`).src, `${what}.icons[${i}].src`));
  const { type, name, arguments: args } = record(target, `${what}.target`);
  if (type !== "tool") fail(`${what}.target.type`, type, '"tool"');
  text(name, `${what}.target.name`);
  if (args !== undefined) record(args, `${what}.target.arguments`);
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(what, value, "an object");
  return value as Record<string, unknown>;
}

function list(value: unknown, what: string, expected: string, required: true): unknown[];
function list(value: unknown, what: string, expected: string): unknown[] | undefined;
function list(value: unknown, what: string, expected: string, required = false): unknown[] | undefined {
  if (value === undefined && !required) return undefined;
  if (!Array.isArray(value)) fail(what, value, expected);
  return value;
}

function text(value: unknown, what: string): void {
  if (typeof value !== "string" || !value.trim()) fail(what, value, "a non-empty string");
}

function displayMode(value: unknown, what: string, required = false): void {
  if ((required || value !== undefined) && !DISPLAY_MODES.includes(value as string))
    fail(what, value, 'a ChatGPT display mode ("inline" or "fullscreen")');
}

function fail(what: string, value: unknown, expected: string): never {
  throw new AppError("INVALID_PARAMS", `${what}: ${JSON.stringify(value) ?? String(value)} is not ${expected}`);
}
