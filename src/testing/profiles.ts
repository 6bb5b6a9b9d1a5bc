// Ready-made host profiles for tests: plausible host info, capabilities and context in the spirit of
// what Claude, ChatGPT and VS Code send. They are test fixtures, not copies of any real host's payload.
import {
  AppError,
  type Implementation,
  type McpUiHostCapabilities,
  type McpUiHostContext,
  type McpUiStyles,
  type McpUiTheme,
} from "../index.js";
import type { HostFacts } from "./host-facts.js";

/** A host's identity, capabilities and context, with a variable set per theme. */
export interface HostProfile {
  hostInfo: Implementation;
  hostCapabilities: McpUiHostCapabilities;
  /** The context without `theme` and `styles`, which come from {@link HostProfile.variables}. */
  hostContext: McpUiHostContext;
  /** The `styles.variables` sent for each theme. */
  variables: Record<McpUiTheme, McpUiStyles>;
  /** Font CSS sent as `styles.css.fonts`, if any. */
  fonts?: string;
  /** How the host departs from the standard bridge; absent for a standard host. */
  behaviour?: HostBehaviour;
  /** What is known of the real host: its frame, CSP, gestures, refusals and quirks, with sources (host-facts.ts). */
  facts?: HostFacts;
}

/** Real hosts' departures from the standard bridge, as the test host can play them. */
export interface HostBehaviour {
  /**
   * ChatGPT's `window.openai` in the view's window: `"alongside"` the `ui/*` bridge, or `"only"`, with
   * no `ui/*` bridge at all (the view's `ui/initialize` goes unanswered; the fake `window.openai` talks
   * to the test host instead, so the test host still records and answers everything).
   */
  openai?: "alongside" | "only";
  /** Drops `structuredContent` from every tool result it delivers, keeping the content blocks. */
  stripsStructuredContent?: boolean;
  /**
   * Negotiates in `capabilities.extensions["io.modelcontextprotocol/ui"]` (SEP-2133) and calls the
   * view's tools with `ui/call-view-tool` and `ui/list-view-tools`.
   */
  nextWireNames?: boolean;
}

/** The names of the built-in profiles. */
export type ProfileName =
  "default" | "reference" | "claude" | "chatgpt" | "vscode" | "chatgpt-ui" | "chatgpt-openai" | "strips-structured" | "next-wire";

const EVERY_MODALITY = { text: {}, image: {}, audio: {}, resource: {}, resourceLink: {}, structuredContent: {} };

const palette = (bg: string, bg2: string, text: string, text2: string, border: string, ring: string, sans: string): McpUiStyles => ({
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

const SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', sans-serif";

/** What the chat hosts accept from `ui/update-model-context` and `ui/message`. */
const TEXT_AND_DATA = { text: {}, structuredContent: {} };

/** The context of a chat host in a web page, with what differs between hosts; a fresh object each time. */
const inlineOnTheWeb = (own: Pick<McpUiHostContext, "containerDimensions" | "timeZone" | "userAgent">): McpUiHostContext => ({
  displayMode: "inline",
  availableDisplayModes: ["inline", "fullscreen", "pip"],
  platform: "web",
  deviceCapabilities: { touch: false, hover: true },
  locale: "en-US",
  ...own,
});

/** What a host advertises that lets a view reach out: links, downloads, the server's tools and resources, logging. */
const REACHES_OUT = {
  openLinks: {},
  downloadFile: {},
  serverTools: { listChanged: true },
  serverResources: { listChanged: true },
  logging: {},
};

/** The standard hosts, resembling their namesakes. */
const standard = {
  default: {
    hostInfo: { name: "mcp-view-test-host", version: "1.0.0" },
    hostCapabilities: { ...REACHES_OUT, updateModelContext: EVERY_MODALITY, message: EVERY_MODALITY, sampling: { tools: {} } },
    hostContext: inlineOnTheWeb({
      containerDimensions: { width: 800, maxHeight: 600 },
      timeZone: "UTC",
      userAgent: "mcp-view-test-host/1.0.0",
    }),
    variables: {
      light: palette("#ffffff", "#f5f5f5", "#171717", "#525252", "#e5e5e5", "#2563eb", SYSTEM_SANS),
      dark: palette("#171717", "#262626", "#fafafa", "#a3a3a3", "#404040", "#60a5fa", SYSTEM_SANS),
    },
  },
  claude: {
    hostInfo: { name: "Claude", version: "1.0.0" },
    hostCapabilities: { ...REACHES_OUT, updateModelContext: TEXT_AND_DATA, message: { text: {} } },
    hostContext: inlineOnTheWeb({
      containerDimensions: { maxHeight: 640, maxWidth: 768 },
      timeZone: "America/Los_Angeles",
      userAgent: "claude-ai",
    }),
    facts: { frame: { storage: "blocked", document: "written" }, csp: { ignores: ["frameDomains"] } },
    variables: {
      light: palette("#faf9f5", "#f0eee6", "#141413", "#5e5d59", "#e5e2d9", "#d97757", "'Anthropic Sans', system-ui, sans-serif"),
      dark: palette("#262624", "#1f1e1d", "#faf9f5", "#bfbdb5", "#3e3e38", "#d97757", "'Anthropic Sans', system-ui, sans-serif"),
    },
  },
  chatgpt: {
    hostInfo: { name: "ChatGPT", version: "1.0.0" },
    hostCapabilities: {
      openLinks: {},
      serverTools: {},
      serverResources: {},
      logging: {},
      updateModelContext: TEXT_AND_DATA,
      message: { text: {} },
    },
    hostContext: {
      ...inlineOnTheWeb({ containerDimensions: { maxHeight: 500, maxWidth: 760 }, timeZone: "America/New_York", userAgent: "chatgpt-web" }),
      safeAreaInsets: { top: 0, right: 0, bottom: 0, left: 0 },
    },
    facts: { frame: { storage: "blocked" }, csp: { workers: ["blob:"] }, gesture: ["ui/message", "ui/open-link"] },
    variables: {
      light: palette(
        "#ffffff",
        "#f9f9f9",
        "#0d0d0d",
        "#5d5d5d",
        "#e3e3e3",
        "#0285ff",
        "ui-sans-serif, -apple-system, system-ui, sans-serif",
      ),
      dark: palette(
        "#212121",
        "#303030",
        "#ffffff",
        "#afafaf",
        "#424242",
        "#48aaff",
        "ui-sans-serif, -apple-system, system-ui, sans-serif",
      ),
    },
  },
  vscode: {
    hostInfo: { name: "Visual Studio Code", version: "1.100.0" },
    hostCapabilities: {
      openLinks: {},
      serverTools: { listChanged: true },
      serverResources: {},
      logging: {},
      message: { text: {} },
    },
    hostContext: {
      displayMode: "inline",
      availableDisplayModes: ["inline"],
      containerDimensions: { maxHeight: 800 },
      locale: "en",
      timeZone: "Europe/Berlin",
      platform: "desktop",
      userAgent: "vscode-copilot-chat",
      deviceCapabilities: { touch: false, hover: true },
    },
    variables: {
      light: palette(
        "#ffffff",
        "#f3f3f3",
        "#3b3b3b",
        "#616161",
        "#e5e5e5",
        "#005fb8",
        "-apple-system, BlinkMacSystemFont, 'Segoe WPC', 'Segoe UI', sans-serif",
      ),
      dark: palette(
        "#1f1f1f",
        "#181818",
        "#cccccc",
        "#9d9d9d",
        "#2b2b2b",
        "#0078d4",
        "-apple-system, BlinkMacSystemFont, 'Segoe WPC', 'Segoe UI', sans-serif",
      ),
    },
  },
} satisfies Record<string, HostProfile>;

/**
 * The built-in profiles: the standard hosts (`default` advertises every capability; the others
 * resemble their namesakes), and the real host behaviours. Where each behaviour comes from: `chatgpt-ui` is ChatGPT,
 * which speaks `ui/*` and also injects `window.openai`; `chatgpt-openai` is ChatGPT's older
 * deployments and the Apps SDK runtime, which inject only `window.openai` (its globals, methods and
 * `openai:set_globals` events as the Apps SDK documents them); `strips-structured` is the desktop host
 * reported to drop `structuredContent` from tool results; `next-wire` follows the upstream project's
 * unreleased breaking-change notes (three renamed methods, SEP-2133 negotiation).
 *
 * @example
 * const host = createTestHost({ profile: "claude", theme: "dark" });
 */
export const profiles: Record<ProfileName, HostProfile> = {
  ...standard,
  reference: {
    ...standard.default,
    hostInfo: { name: "mcp-apps-reference-host", version: "1.0.0" },
    facts: { csp: { unsafeEval: true, workers: ["blob:", "data:"] } },
  },
  "chatgpt-ui": { ...standard.chatgpt, behaviour: { openai: "alongside" } },
  "chatgpt-openai": { ...standard.chatgpt, behaviour: { openai: "only" } },
  "strips-structured": {
    ...standard.claude,
    hostInfo: { name: "Desktop host", version: "1.0.0" },
    behaviour: { stripsStructuredContent: true },
  },
  "next-wire": { ...standard.default, hostInfo: { name: "next-wire-host", version: "2.0.0" }, behaviour: { nextWireNames: true } },
};

/** The full host context of `profile` in `theme`: its context plus `theme` and `styles`. */
export function profileContext(profile: HostProfile, theme: McpUiTheme): McpUiHostContext {
  const css = profile.fonts === undefined ? {} : { css: { fonts: profile.fonts } };
  return { ...structuredClone(profile.hostContext), theme, styles: { variables: { ...profile.variables[theme] }, ...css } };
}

/** The profile named `profile`, or `profile` itself; an unknown name throws `INVALID_PARAMS` listing the known ones. */
export function resolveProfile(profile: ProfileName | HostProfile = "default"): HostProfile {
  if (typeof profile === "object") return profile;
  const found = Object.hasOwn(profiles, profile) ? profiles[profile] : undefined;
  if (!found)
    throw new AppError(
      "INVALID_PARAMS",
      `Unknown profile "${profile}"; use one of ${Object.keys(profiles).join(", ")}, or pass a HostProfile`,
    );
  return found;
}
