// The host context a view receives: the profile's (from the test kit), with the playground's
// settings on top (theme and colours, display mode, container, locale, time zone) and the tool.
import { profileContext } from "../../src/testing/index.js";
import type { McpUiContainerDimensions, McpUiDisplayMode, McpUiHostContext, Tool } from "../../src/protocol.js";
import { profileById, styleVariables } from "./profiles.js";
import type { Settings } from "./settings.js";

/** Size of the picture-in-picture window. */
export const PIP = { width: 380, maxHeight: 300 };

/** The container the view gets in `mode`; fullscreen takes the stage's size. */
export function containerFor(settings: Settings, mode: McpUiDisplayMode, stage: { width: number; height: number }): McpUiContainerDimensions {
  if (mode === "fullscreen") return { width: Math.round(stage.width), height: Math.round(stage.height) };
  if (mode === "pip") return { ...PIP };
  return settings.heightMode === "fixed" ? { width: settings.width, height: settings.height } : { width: settings.width, maxHeight: settings.height };
}

/** The modes a view may be put in: the host's, narrowed to the view's own list when it sent one. */
export function allowedModes(hostModes: McpUiDisplayMode[], appModes: McpUiDisplayMode[] | undefined): McpUiDisplayMode[] {
  return appModes?.length ? hostModes.filter((m) => appModes.includes(m)) : hostModes;
}

/** The full context for the current settings. */
export function buildHostContext(settings: Settings, stage: { width: number; height: number }, tool: { id?: string | number; tool: Tool } | undefined): McpUiHostContext {
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
  if (tool) context.toolInfo = tool;
  return context;
}
