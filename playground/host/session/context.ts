// The host context a view receives: the profile's (from the test kit), with the playground's
// settings on top (theme and colours, display mode, container, locale, time zone), the tool (not
// under a host whose facts say it never sends `toolInfo`), and ChatGPT's deep link
// (`openai/deepLink`) on the hosts that send one.
import type { McpUiContainerDimensions, McpUiDisplayMode, McpUiHostContext, Tool } from "mcp-view";
import { profileContext } from "mcp-view/testing";
import { profileById, styleVariables, type PlaygroundProfile } from "./profiles.js";
import { deepLinkProblem, type Settings } from "./settings.js";

/** Size of the picture-in-picture window. */
export const PIP = { width: 380, maxHeight: 300 };

/** The room the stage has for a view in each display mode (a view is never given more than fits). */
export interface StageSpace {
  space(mode: McpUiDisplayMode): { width: number; height: number };
}

/** The stage as the session sees it: its room, and the one place a view's frame goes. */
export interface ViewSpace extends StageSpace {
  /** Puts the view's frame (its URL set) on the stage, in the document; `border`: the host draws one around it. */
  place(iframe: HTMLIFrameElement, view: { title: string; border: boolean }): void;
}

/** The container the view gets in `mode`: the settings, within the stage's room; fullscreen takes all of it. */
export function containerFor(settings: Settings, mode: McpUiDisplayMode, stage: StageSpace): McpUiContainerDimensions {
  const room = stage.space(mode);
  if (mode === "fullscreen") return { width: Math.round(room.width), height: Math.round(room.height) };
  if (mode === "pip") return { width: Math.min(PIP.width, Math.floor(room.width)), maxHeight: PIP.maxHeight };
  const width = Math.min(settings.width, Math.floor(room.width));
  return settings.heightMode === "fixed" ? { width, height: settings.height } : { width, maxHeight: settings.height };
}

/** The modes a view may be put in: the host's, narrowed to the view's own list when it sent one. */
export function allowedModes(hostModes: McpUiDisplayMode[], appModes: McpUiDisplayMode[] | undefined): McpUiDisplayMode[] {
  return appModes?.length ? hostModes.filter((m) => appModes.includes(m)) : hostModes;
}

/**
 * Whether `profile`'s host sends deep links (`hostContext["openai/deepLink"]`): ChatGPT does, and a
 * host is taken for ChatGPT when its capabilities carry any of OpenAI's extensions
 * (`hostCapabilities.experimental["openai/…"]`).
 */
export function sendsDeepLinks(profile: PlaygroundProfile): boolean {
  return Object.keys(profile.kit.hostCapabilities.experimental ?? {}).some((key) => key.startsWith("openai/"));
}

/** The full context for the current settings. */
export function buildHostContext(
  settings: Settings,
  stage: StageSpace,
  tool: { id?: string | number; tool: Tool } | undefined,
): McpUiHostContext {
  const profile = profileById(settings.profile);
  const base = profileContext(profile.kit, settings.theme);
  const context: McpUiHostContext = {
    ...base,
    styles: { ...base.styles, variables: styleVariables(profile, settings.theme) },
    displayMode: settings.displayMode,
    containerDimensions: containerFor(settings, settings.displayMode, stage),
    locale: settings.locale,
    timeZone: settings.timeZone,
    safeAreaInsets: base.safeAreaInsets ?? { top: 0, right: 0, bottom: 0, left: 0 },
  };
  if (tool && !profile.kit.facts?.neverSends?.includes("hostContext.toolInfo")) context.toolInfo = tool;
  if (settings.path && !deepLinkProblem(settings.path) && sendsDeepLinks(profile)) context["openai/deepLink"] = { url: settings.path };
  return context;
}
