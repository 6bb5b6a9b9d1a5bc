// Host profiles: one switch sets what a real host would (its name, capabilities, display modes,
// container size, platform, fonts and colours). The Claude, ChatGPT and VS Code profiles are
// approximations written for testing a view's range, not measurements of those products.
import type { McpUiDisplayMode, McpUiHostCapabilities, McpUiPlatform, McpUiStyles, McpUiTheme } from "../../src/protocol.js";

/** Colours of one theme. */
interface Tones {
  bg: string; bg2: string; bg3: string;
  text: string; text2: string; text3: string;
  border: string; border2: string;
  info: string; infoBg: string; danger: string; dangerBg: string;
  success: string; successBg: string; warning: string; warningBg: string;
}

/** A host to imitate. */
export interface HostProfile {
  id: string;
  label: string;
  hostInfo: { name: string; version: string };
  capabilities: McpUiHostCapabilities;
  displayModes: McpUiDisplayMode[];
  /** Inline container: width, and the height limit (flexible) the host gives. */
  width: number;
  maxHeight: number;
  platform: McpUiPlatform;
  userAgent: string;
  /** Whether the host draws a border when the resource does not say (`prefersBorder` omitted). */
  border: boolean;
  font: string;
  textSize: number;
  radius: number;
  tones: Record<McpUiTheme, Tones>;
}

const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif';
const ALL: McpUiHostCapabilities = {
  openLinks: {},
  downloadFile: {},
  serverTools: {},
  serverResources: {},
  logging: {},
  updateModelContext: { text: {}, structuredContent: {} },
  message: { text: {} },
};

const neutral: Record<McpUiTheme, Tones> = {
  light: { bg: "#ffffff", bg2: "#f4f5f7", bg3: "#e9ebef", text: "#1b1d21", text2: "#596070", text3: "#7a8190", border: "#d6d9df", border2: "#e6e8ec", info: "#1d5fd6", infoBg: "#e7efff", danger: "#c0262d", dangerBg: "#fde8e9", success: "#17803d", successBg: "#e4f6ea", warning: "#9a5b00", warningBg: "#fff4de" },
  dark: { bg: "#17181b", bg2: "#202226", bg3: "#2a2d32", text: "#eceef1", text2: "#a3aab6", text3: "#80889a", border: "#3b3f47", border2: "#2e3137", info: "#86aefc", infoBg: "#1b2a47", danger: "#ff8a8f", dangerBg: "#431b1e", success: "#6fd394", successBg: "#173524", warning: "#f2c063", warningBg: "#3a2c12" },
};

/** Every profile, the playground's own first. */
export const PROFILES: HostProfile[] = [
  {
    id: "playground", label: "Playground (every capability)", hostInfo: { name: "mcp-view-playground", version: "0.1.0" },
    capabilities: ALL, displayModes: ["inline", "fullscreen", "pip"], width: 720, maxHeight: 640, platform: "web",
    userAgent: "mcp-view-playground/0.1.0", border: true, font: SYSTEM_FONT, textSize: 14, radius: 8, tones: neutral,
  },
  {
    id: "claude", label: "Claude-like", hostInfo: { name: "claude-like (playground)", version: "0.1.0" },
    capabilities: { ...ALL, updateModelContext: { text: {} } }, displayModes: ["inline", "fullscreen", "pip"], width: 680, maxHeight: 560,
    platform: "web", userAgent: "claude-like-playground", border: true, font: SYSTEM_FONT, textSize: 14, radius: 10,
    tones: {
      light: { ...neutral.light, bg: "#ffffff", bg2: "#f5f4ef", bg3: "#ebe9e1", text: "#141413", text2: "#5e5d59", text3: "#87867f", border: "#dedcd3", border2: "#ebe9e1", info: "#c2613f", infoBg: "#f8e9e2" },
      dark: { ...neutral.dark, bg: "#262624", bg2: "#30302e", bg3: "#3a3a37", text: "#f5f4ef", text2: "#bfbdb5", text3: "#95938b", border: "#4a4945", border2: "#3a3a37", info: "#e58e6d", infoBg: "#4a3127" },
    },
  },
  {
    id: "chatgpt", label: "ChatGPT-like", hostInfo: { name: "chatgpt-like (playground)", version: "0.1.0" },
    capabilities: { openLinks: {}, serverTools: {}, logging: {}, updateModelContext: { text: {}, structuredContent: {} }, message: { text: {} } },
    displayModes: ["inline", "fullscreen", "pip"], width: 700, maxHeight: 500, platform: "web", userAgent: "chatgpt-like-playground",
    border: false, font: SYSTEM_FONT, textSize: 14, radius: 16,
    tones: {
      light: { ...neutral.light, bg: "#ffffff", bg2: "#f4f4f4", bg3: "#ececec", text: "#0d0d0d", text2: "#5d5d5d", border: "#e5e5e5", border2: "#ededed", info: "#0a7c66", infoBg: "#e3f5f0" },
      dark: { ...neutral.dark, bg: "#212121", bg2: "#2f2f2f", bg3: "#3a3a3a", text: "#ececec", text2: "#b4b4b4", border: "#444444", border2: "#383838", info: "#4fd1b0", infoBg: "#183a33" },
    },
  },
  {
    id: "vscode", label: "VS Code-like", hostInfo: { name: "vscode-like (playground)", version: "0.1.0" },
    capabilities: { openLinks: {}, serverTools: {}, serverResources: {}, logging: {}, message: { text: {} } },
    displayModes: ["inline"], width: 420, maxHeight: 420, platform: "desktop", userAgent: "vscode-like-playground",
    border: true, font: '"Segoe WPC", "Segoe UI", system-ui, sans-serif', textSize: 13, radius: 4,
    tones: {
      light: { ...neutral.light, bg: "#ffffff", bg2: "#f3f3f3", bg3: "#e8e8e8", text: "#3b3b3b", text2: "#616161", border: "#cecece", border2: "#e5e5e5", info: "#005fb8", infoBg: "#e5f1fb" },
      dark: { ...neutral.dark, bg: "#1f1f1f", bg2: "#181818", bg3: "#2b2b2b", text: "#cccccc", text2: "#9d9d9d", border: "#3c3c3c", border2: "#2b2b2b", info: "#4daafc", infoBg: "#1a2f45" },
    },
  },
];

/** The profile with `id`, or the playground's own. */
export const profileById = (id: string | null | undefined): HostProfile => PROFILES.find((p) => p.id === id) ?? PROFILES[0]!;

/** The standard CSS variables this profile sends for `theme`. */
export function styleVariables(profile: HostProfile, theme: McpUiTheme): McpUiStyles {
  const t = profile.tones[theme];
  const size = profile.textSize;
  const shadow = theme === "dark" ? "rgb(0 0 0 / 0.5)" : "rgb(0 0 0 / 0.1)";
  return {
    "--color-background-primary": t.bg, "--color-background-secondary": t.bg2, "--color-background-tertiary": t.bg3,
    "--color-background-info": t.infoBg, "--color-background-danger": t.dangerBg, "--color-background-success": t.successBg, "--color-background-warning": t.warningBg,
    "--color-text-primary": t.text, "--color-text-secondary": t.text2, "--color-text-tertiary": t.text3,
    "--color-text-info": t.info, "--color-text-danger": t.danger, "--color-text-success": t.success, "--color-text-warning": t.warning,
    "--color-border-primary": t.border, "--color-border-secondary": t.border2, "--color-ring-primary": t.info,
    "--font-sans": profile.font, "--font-mono": 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    "--font-text-xs-size": `${size - 2}px`, "--font-text-sm-size": `${size - 1}px`, "--font-text-md-size": `${size}px`, "--font-text-lg-size": `${size + 2}px`,
    "--font-heading-sm-size": `${size + 3}px`, "--font-heading-md-size": `${size + 6}px`,
    "--font-weight-normal": "400", "--font-weight-medium": "500", "--font-weight-semibold": "600", "--font-weight-bold": "700",
    "--border-radius-sm": `${Math.max(2, profile.radius - 4)}px`, "--border-radius-md": `${profile.radius}px`, "--border-radius-lg": `${profile.radius + 4}px`,
    "--border-width-regular": "1px", "--shadow-sm": `0 1px 2px ${shadow}`, "--shadow-md": `0 4px 12px ${shadow}`,
  };
}
