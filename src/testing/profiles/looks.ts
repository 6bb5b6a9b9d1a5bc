// The looks of the hosts that have their own: the palettes each host's views get as CSS variables,
// per theme. One line a host: its sans-serif font, then its light and its dark colours in `palette`'s
// order (background, second background, text, second text, border, ring). The other hosts are
// neutral (kit.ts).
import type { McpUiStyles, McpUiTheme } from "../../index.js";
import { palette, SYSTEM_SANS } from "./kit.js";

/** One theme's six colours, in `palette`'s order, a space between each. */
type Colours = `#${string} #${string} #${string} #${string} #${string} #${string}`;

const ANTHROPIC_SANS = "'Anthropic Sans', system-ui, sans-serif";
const OPENAI_SANS = "ui-sans-serif, -apple-system, system-ui, sans-serif";
const VSCODE_SANS = "-apple-system, BlinkMacSystemFont, 'Segoe WPC', 'Segoe UI', sans-serif";
const SEGOE = "'Segoe UI Variable', 'Segoe UI', system-ui, sans-serif";

const LOOKS = {
  claude: [ANTHROPIC_SANS, "#faf9f5 #f0eee6 #141413 #5e5d59 #e5e2d9 #d97757", "#262624 #1f1e1d #faf9f5 #bfbdb5 #3e3e38 #d97757"],
  chatgpt: [OPENAI_SANS, "#ffffff #f9f9f9 #0d0d0d #5d5d5d #e3e3e3 #0285ff", "#212121 #303030 #ffffff #afafaf #424242 #48aaff"],
  vscode: [VSCODE_SANS, "#ffffff #f3f3f3 #3b3b3b #616161 #e5e5e5 #005fb8", "#1f1f1f #181818 #cccccc #9d9d9d #2b2b2b #0078d4"],
  "m365-copilot": [SEGOE, "#ffffff #f5f5f5 #242424 #616161 #e0e0e0 #0f6cbd", "#292929 #1f1f1f #ffffff #adadad #424242 #479ef5"],
  goose: [SYSTEM_SANS, "#ffffff #f4f4f5 #18181b #52525b #e4e4e7 #13bbaf", "#18181b #27272a #fafafa #a1a1aa #3f3f46 #13bbaf"],
  cursor: [SYSTEM_SANS, "#fcfcfc #f3f3f3 #141414 #5c5c5c #e6e6e6 #3a7bd5", "#181818 #141414 #e4e4e4 #a0a0a0 #2a2a2a #5b9cf5"],
} satisfies Record<string, [sans: string, light: Colours, dark: Colours]>;

/** Slackbot's dark colours, as a probe saw them (no light ones are public: its light theme is neutral). */
export const SLACKBOT_DARK = [
  '"Slack-Lato", "Slack-Fractions", "appleLogo", sans-serif',
  "#1a1d21 #1a1d21 #f8f8f8 #b9babd #797c81 #797c81",
] as const;

/** One theme's variables: its six colours and the host's font. */
const themed = (colours: Colours, sans: string): McpUiStyles => {
  const [bg, bg2, text, text2, border, ring] = colours.split(" ");
  return palette(bg!, bg2!, text!, text2!, border!, ring!, sans);
};

/** The dark variables of a host whose light ones are not known. */
export const darkOnly = ([sans, dark]: readonly [string, Colours]): McpUiStyles => themed(dark, sans);

/** The light and dark variables of each host with a look of its own. */
export const looks = Object.fromEntries(
  Object.entries(LOOKS).map(([id, [sans, light, dark]]) => [id, { light: themed(light, sans), dark: themed(dark, sans) }]),
) as Record<keyof typeof LOOKS, Record<McpUiTheme, McpUiStyles>>;
