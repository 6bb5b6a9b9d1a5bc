// The pieces the built-in profiles are made of: colour palettes, the context of a chat host on the
// web, and the capability sets hosts share.
import type { McpUiHostContext, McpUiStyles } from "../../index.js";

export const EVERY_MODALITY = { text: {}, image: {}, audio: {}, resource: {}, resourceLink: {}, structuredContent: {} };

/** What the chat hosts accept from `ui/update-model-context` and `ui/message`. */
export const TEXT_AND_DATA = { text: {}, structuredContent: {} };

/** What a host advertises that lets a view reach out: links, downloads, the server's tools and resources, logging. */
export const REACHES_OUT = {
  openLinks: {},
  downloadFile: {},
  serverTools: { listChanged: true },
  serverResources: { listChanged: true },
  logging: {},
};

export const SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', sans-serif";

/** The standard variables of one theme. */
export const palette = (bg: string, bg2: string, text: string, text2: string, border: string, ring: string, sans: string): McpUiStyles => ({
  "--color-background-primary": bg,
  "--color-background-secondary": bg2,
  "--color-text-primary": text,
  "--color-text-secondary": text2,
  "--color-border-primary": border,
  "--color-ring-primary": ring,
  "--font-sans": sans,
  "--font-mono": "ui-monospace, SFMono-Regular, Menlo, monospace",
  "--font-text-md-size": "14px",
  "--font-text-md-line-height": "20px",
  "--border-radius-md": "8px",
  "--border-width-regular": "1px",
});

/** The neutral light and dark palettes of the test host, the reference host and the Inspector. */
export const NEUTRAL = {
  light: palette("#ffffff", "#f5f5f5", "#171717", "#525252", "#e5e5e5", "#2563eb", SYSTEM_SANS),
  dark: palette("#171717", "#262626", "#fafafa", "#a3a3a3", "#404040", "#60a5fa", SYSTEM_SANS),
};

/** The context of a chat host in a web page, with what differs between hosts; a fresh object each time. */
export const inlineOnTheWeb = (own: Pick<McpUiHostContext, "containerDimensions" | "timeZone" | "userAgent">): McpUiHostContext => ({
  displayMode: "inline",
  availableDisplayModes: ["inline", "fullscreen", "pip"],
  platform: "web",
  deviceCapabilities: { touch: false, hover: true },
  locale: "en-US",
  ...own,
});

/** The context of a desktop host (an editor or a desktop app) with the display modes it offers. */
export const onTheDesktop = (
  own: Pick<McpUiHostContext, "availableDisplayModes" | "containerDimensions" | "timeZone" | "userAgent" | "locale">,
): McpUiHostContext => ({
  displayMode: "inline",
  platform: "desktop",
  deviceCapabilities: { touch: false, hover: true },
  ...own,
});
