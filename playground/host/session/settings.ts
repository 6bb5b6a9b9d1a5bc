// The host's settings (theme, profile, display mode, locale, time zone, container size, streaming,
// ChatGPT's deep link), kept in one store and mirrored in the page URL, so a copied link reproduces
// the state.
import type { McpUiDisplayMode, McpUiTheme } from "mcp-view";
import { profileById } from "./profiles.js";

/** Everything the controls set. */
export interface Settings {
  profile: string;
  theme: McpUiTheme;
  displayMode: McpUiDisplayMode;
  locale: string;
  timeZone: string;
  /** Inline container width in px. */
  width: number;
  /** Inline container height in px: a limit (`max`) or a fixed height (`fixed`). */
  height: number;
  heightMode: "max" | "fixed";
  /** Stream the arguments as `tool-input-partial` before calling the tool. */
  stream: boolean;
  /**
   * ChatGPT's deep link: the app-relative URL (`/parts?tag=bolt`) a link to the app opened it with,
   * given to the view as `hostContext["openai/deepLink"]` by the hosts that send deep links; "" for none.
   */
  path: string;
}

/** A deep link: the settings and, optionally, a tool to call at once, or a prompt to send the chat's model. */
export interface DeepLink {
  settings: Settings;
  tool: string | null;
  args: Record<string, unknown> | null;
  argsError: string | null;
  /** `?prompt=`: a chat turn to start. */
  prompt: string | null;
}

const intl = Intl.DateTimeFormat().resolvedOptions();

/**
 * Why `path` cannot be a deep link, or `undefined` when it can: ChatGPT's deep links are app-relative
 * URLs, starting with one `/` (`//host/…` would name another origin, and so would `/\t/host/…`: the
 * URL parser drops tabs and line breaks, and reads a backslash as `/`). "" is fine: no deep link.
 */
export function deepLinkProblem(path: string): string | undefined {
  if (!path) return undefined;
  if (!path.startsWith("/"))
    return `A deep link is an app-relative URL starting with "/" (like /parts?tag=bolt), not ${JSON.stringify(path)}`;
  if (/^\/[\t\n\r]*[/\\]/.test(path)) return `A deep link is an app-relative URL: ${JSON.stringify(path)} would name another origin`;
  return undefined;
}

/**
 * Reads `/?tool=…&args=…&theme=dark&profile=…&path=…` (and the other settings) from `search`; `path`
 * is ChatGPT's own name for the deep link (`https://chatgpt.com/plugins/<id>/app/<tool>?path=<encoded>`),
 * dropped when it is no app-relative URL.
 */
export function readDeepLink(search: string, { prefersDark }: { prefersDark: boolean }): DeepLink {
  const q = new URLSearchParams(search);
  const profile = profileById(q.get("profile"));
  const number = (key: string, fallback: number) => (Number(q.get(key)) > 0 ? Number(q.get(key)) : fallback);
  const path = q.get("path") ?? "";
  const settings: Settings = {
    profile: profile.id,
    theme: q.get("theme") === "dark" || (q.get("theme") !== "light" && prefersDark) ? "dark" : "light",
    displayMode: (["inline", "fullscreen", "pip"] as const).find((m) => m === q.get("mode")) ?? "inline",
    locale: q.get("locale") || profile.kit.hostContext.locale || navigator.language || "en-US",
    timeZone: q.get("tz") || profile.kit.hostContext.timeZone || intl.timeZone || "UTC",
    width: number("width", profile.width),
    height: number("height", profile.maxHeight),
    heightMode: q.get("heightMode") === "fixed" ? "fixed" : "max",
    stream: q.get("stream") === "1",
    path: deepLinkProblem(path) ? "" : path,
  };
  let args: Record<string, unknown> | null = null;
  let argsError: string | null = null;
  const raw = q.get("args");
  if (raw) {
    try {
      args = JSON.parse(raw) as Record<string, unknown>;
    } catch (error) {
      argsError = `The link's args are not JSON: ${(error as Error).message}`;
    }
  }
  return { settings, tool: q.get("tool"), args, argsError, prompt: q.get("prompt")?.trim() || null };
}

/** The query string for `settings` (only what differs from the defaults) and a tool call. */
export function writeDeepLink(settings: Settings, tool: string | null, args: string | null): string {
  const q = new URLSearchParams();
  if (tool) q.set("tool", tool);
  if (tool && args) q.set("args", JSON.stringify(JSON.parse(args)));
  q.set("theme", settings.theme);
  q.set("profile", settings.profile);
  const profile = profileById(settings.profile);
  if (settings.displayMode !== "inline") q.set("mode", settings.displayMode);
  if (settings.width !== profile.width) q.set("width", String(settings.width));
  if (settings.height !== profile.maxHeight) q.set("height", String(settings.height));
  if (settings.heightMode !== "max") q.set("heightMode", settings.heightMode);
  if (settings.stream) q.set("stream", "1");
  if (settings.locale !== profile.kit.hostContext.locale) q.set("locale", settings.locale);
  if (settings.timeZone !== profile.kit.hostContext.timeZone) q.set("tz", settings.timeZone);
  if (settings.path) q.set("path", settings.path);
  return `?${q}`;
}

/** The settings store: `set` merges a patch and tells every subscriber what changed. */
export class SettingsStore {
  #value: Settings;
  readonly #subscribers = new Set<(value: Settings, changed: (keyof Settings)[]) => void>();

  constructor(initial: Settings) {
    this.#value = initial;
  }

  get value(): Settings {
    return this.#value;
  }

  set(patch: Partial<Settings>): void {
    const changed = (Object.keys(patch) as (keyof Settings)[]).filter((k) => patch[k] !== this.#value[k]);
    if (!changed.length) return;
    this.#value = { ...this.#value, ...patch };
    for (const fn of [...this.#subscribers]) fn(this.#value, changed);
  }

  /** Returns the unsubscribe. */
  subscribe(fn: (value: Settings, changed: (keyof Settings)[]) => void): () => void {
    this.#subscribers.add(fn);
    return () => this.#subscribers.delete(fn);
  }
}
