// The pieces the built-in profiles are made of: colour palettes, the context of a chat host on the
// web, the capability sets hosts share, and the every-capability host.
import type { McpUiHostContext, McpUiStyles } from "../../index.js";
import type { HostProfile } from "./types.js";

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

/** What differs between chat hosts in a web page: the display modes each offers, its frame's size, its clock and its name. */
type OnTheWeb = Required<Pick<McpUiHostContext, "availableDisplayModes">> &
  Pick<McpUiHostContext, "containerDimensions" | "timeZone" | "userAgent">;

/** The context of a chat host in a web page, with what differs between hosts; a fresh object each time. */
export const inlineOnTheWeb = ({ availableDisplayModes, ...own }: OnTheWeb): McpUiHostContext => ({
  displayMode: "inline",
  availableDisplayModes,
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

/**
 * A host that offers everything, on the web, in UTC and neutral colours: every capability and
 * modality, sampling with tools, every display mode. The test host is one; so is the reference host,
 * as lax as the example it is.
 */
export const everyCapabilityHost = ({
  hostInfo,
  containerDimensions,
  userAgent,
}: Pick<HostProfile, "hostInfo"> & Pick<McpUiHostContext, "containerDimensions" | "userAgent">): HostProfile => ({
  hostInfo,
  hostCapabilities: { ...REACHES_OUT, updateModelContext: EVERY_MODALITY, message: EVERY_MODALITY, sampling: { tools: {} } },
  hostContext: inlineOnTheWeb({ availableDisplayModes: ["inline", "fullscreen", "pip"], containerDimensions, timeZone: "UTC", userAgent }),
  variables: NEUTRAL,
});
