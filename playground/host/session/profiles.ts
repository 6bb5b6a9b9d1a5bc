// Host profiles: the test kit's (default, Claude-, ChatGPT-, VS Code-, Copilot-, Goose-, Cursor- and
// Inspector-like and the reference host: host info,
// capabilities, context and colours; and the real host behaviours the kit plays on the wire), so a
// view looks and is answered the same here as in its tests, plus what the
// playground's stage needs: a label, a default container size, whether the host draws a border,
// and the status colours the kit's palettes leave out. After them, the profile files the command was
// given (`--profile`, file-profiles.ts).
import type { McpUiDisplayMode, McpUiStyles, McpUiTheme } from "mcp-view";
import { profiles, type HostProfile, type ProfileName } from "mcp-view/testing";
import type { LoadedProfile } from "../../shared/profile-files.js";
import { embeddedProfiles } from "./file-profiles.js";

/** A host to imitate. */
export interface PlaygroundProfile {
  /** A built-in profile's name, or a profile file's. */
  id: string;
  label: string;
  /** What the profile plays, in a sentence or two (the selector's and the Hosts matrix's tooltip). */
  description: string;
  /** A host of the past that a view need not support (the Hosts matrix says so in its row). */
  legacy?: true;
  /** A host `mcp-view matrix` runs only when asked (`--profiles`), kept out of its default rows to hold their time. */
  optIn?: true;
  kit: HostProfile;
  /** Inline container width and height limit. */
  width: number;
  maxHeight: number;
  /** Whether the host draws a border when the resource does not say (`prefersBorder` omitted). */
  border: boolean;
  displayModes: McpUiDisplayMode[];
}

const TODAY =
  "Today's ChatGPT: an MCP Apps host, speaking ui/* (and injecting window.openai beside it, for the ChatGPT-only functions of mcp-view/openai). Here the view's frame, on another origin, gets no window.openai: those functions reject with NOT_SUPPORTED.";
const LEGACY =
  "ChatGPT's older deployments and the Apps SDK runtime: they answer only through window.openai, never ui/initialize. A view renders here only with fallback: openAiFallback (mcp-view/openai); today's ChatGPT needs none.";

type Spec = Omit<PlaygroundProfile, "id" | "kit" | "width" | "maxHeight" | "displayModes"> & { id: ProfileName; width: number };

const SPECS: Spec[] = [
  {
    id: "default",
    label: "Test host (every capability)",
    description: "The test kit's default host: every capability, the specification's defaults.",
    border: true,
    width: 720,
  },
  {
    id: "claude",
    label: "Claude-like",
    description: "Claude's identity, capabilities, context and frame (written into a blank document, storage blocked).",
    border: true,
    width: 720,
  },
  {
    id: "chatgpt",
    label: "ChatGPT-like",
    description:
      "ChatGPT's identity, capabilities, context and frame over ui/*: in this dev host the same as ChatGPT today (where the test kit runs in the view's own window, its chatgpt-ui profile adds a fake window.openai).",
    border: false,
    width: 720,
  },
  { id: "vscode", label: "VS Code-like", description: "VS Code's identity, capabilities, context and frame.", border: true, width: 440 },
  // The kit's real host behaviours (see its profiles). ChatGPT with only window.openai has its fake
  // window.openai injected into the view's frame by the widget origin (openai-view.ts).
  { id: "chatgpt-ui", label: "ChatGPT today (MCP Apps, ui/*)", description: TODAY, border: false, width: 720 },
  { id: "chatgpt-openai", label: "ChatGPT, legacy (only window.openai)", description: LEGACY, legacy: true, border: false, width: 720 },
  {
    id: "strips-structured",
    label: "Drops structuredContent",
    description: "Claude Desktop, reported to drop structuredContent from the tool results it delivers.",
    border: true,
    width: 720,
  },
  {
    id: "next-wire",
    label: "Next wire names (ui/log, SEP-2133)",
    description: "The upstream project's unreleased renames: ui/log, ui/call-view-tool, SEP-2133 negotiation.",
    border: true,
    width: 720,
  },
  // The other real hosts, with what is known of each (the kit's profile facts).
  {
    id: "reference",
    label: "Reference host (basic-host, lax CSP)",
    description: "The official reference host (basic-host): 'unsafe-eval' and blob: workers, every capability.",
    border: true,
    width: 720,
  },
  {
    id: "m365-copilot",
    label: "Microsoft 365 Copilot-like",
    description:
      "Microsoft 365 Copilot's identity (it names itself Copilot), capabilities and frame: no partial input, cancellation, context change, teardown or toolInfo.",
    border: true,
    width: 720,
  },
  {
    id: "goose",
    label: "Goose-like",
    description:
      "Goose's identity, capabilities (links only) and frame; the server is spoken to at MCP 2025-03-26, the one revision Goose's client speaks.",
    border: true,
    width: 720,
  },
  {
    id: "cursor",
    label: "Cursor-like",
    description: "Cursor's identity, capabilities (no model context or messages) and frame.",
    border: true,
    width: 440,
  },
  {
    id: "inspector",
    label: "MCP Inspector-like",
    description: "The MCP Inspector's identity, capabilities and frame (sandbox without allow-same-origin).",
    border: true,
    width: 720,
  },
  {
    id: "le-chat",
    label: "Le Chat-like",
    description:
      "Mistral's Le Chat: its identity, probed capabilities (model context and messages among them), fullscreen, MCP 2025-11-25.",
    border: true,
    width: 720,
  },
  {
    id: "slackbot",
    label: "Slackbot-like",
    description: "Slackbot: inline and fullscreen in at most 598 px, no model context or messages, MCP 2025-06-18.",
    optIn: true,
    border: true,
    width: 598,
  },
  {
    id: "codex",
    label: "Codex (disputed: renders views?)",
    description:
      "OpenAI's Codex, which shares ChatGPT's plugins: whether it renders views is disputed; the specification's defaults, with window.openai beside ui/*, MCP 2025-06-18.",
    optIn: true,
    border: true,
    width: 720,
  },
  {
    id: "copilot-studio",
    label: "Copilot Studio preview chat",
    description: "The agent's test chat in Copilot Studio: links, messages and model context, inline and fullscreen.",
    optIn: true,
    border: true,
    width: 720,
  },
];

/** `spec` playing `kit`, sized from the kit's container (at most `spec.width` wide and 640 px high). */
function playgroundProfile(spec: Omit<Spec, "id"> & { id: string }, kit: HostProfile): PlaygroundProfile {
  const dims = (kit.hostContext.containerDimensions ?? {}) as { width?: number; maxWidth?: number; height?: number; maxHeight?: number };
  return {
    ...spec,
    kit,
    width: Math.min(dims.width ?? dims.maxWidth ?? spec.width, spec.width),
    maxHeight: Math.min(dims.maxHeight ?? dims.height ?? 600, 640),
    displayModes: kit.hostContext.availableDisplayModes ?? ["inline"],
  };
}

/** A profile file as the dev host plays it: labelled with its label, described by where it came from. */
export function fileProfile({ file, content }: LoadedProfile): PlaygroundProfile {
  const { name, label, profile, probed } = content;
  const description = `Loaded from ${file}${probed ? `: probed by ${probed.by} on ${probed.at.slice(0, 10)}` : ""}.`;
  return playgroundProfile({ id: name, label: label ?? name, description, border: true, width: 720 }, profile);
}

/** Every profile, the kit's default first, then the profile files the page was given. */
export const PROFILES: PlaygroundProfile[] = [
  ...SPECS.map((spec) => playgroundProfile(spec, profiles[spec.id])),
  ...(typeof document === "undefined" ? [] : embeddedProfiles(document).map(fileProfile)),
];

/** Profiles a headless page adds for its own runs (`mcp-view check`'s host), found by id but never listed. */
const unlisted = new Map<string, PlaygroundProfile>();

/** Adds `profile` for {@link profileById} only (no list shows it). */
export const addUnlistedProfile = (profile: PlaygroundProfile): void => void unlisted.set(profile.id, profile);

/** The profile with `id`; an unknown id (or none) gets the default profile, the first. */
export const profileById = (id: string | null | undefined): PlaygroundProfile =>
  PROFILES.find((p) => p.id === id) ?? unlisted.get(id ?? "") ?? PROFILES[0]!;

/** Status and depth colours the kit's palettes do not set, per theme. */
const SUPPLEMENT: Record<McpUiTheme, McpUiStyles> = {
  light: {
    "--color-background-tertiary": "color-mix(in srgb, var(--color-background-secondary) 85%, #000)",
    "--color-text-tertiary": "color-mix(in srgb, var(--color-text-secondary) 75%, #fff)",
    "--color-border-secondary": "color-mix(in srgb, var(--color-border-primary) 60%, var(--color-background-primary))",
    "--color-text-info": "var(--color-ring-primary)",
    "--color-background-info": "color-mix(in srgb, var(--color-ring-primary) 12%, #fff)",
    "--color-text-danger": "#c0262d",
    "--color-background-danger": "#fde8e9",
    "--color-text-success": "#17803d",
    "--color-background-success": "#e4f6ea",
    "--color-text-warning": "#9a5b00",
    "--color-background-warning": "#fff4de",
  },
  dark: {
    "--color-background-tertiary": "color-mix(in srgb, var(--color-background-secondary) 85%, #fff)",
    "--color-text-tertiary": "color-mix(in srgb, var(--color-text-secondary) 75%, #000)",
    "--color-border-secondary": "color-mix(in srgb, var(--color-border-primary) 60%, var(--color-background-primary))",
    "--color-text-info": "var(--color-ring-primary)",
    "--color-background-info": "color-mix(in srgb, var(--color-ring-primary) 18%, #000)",
    "--color-text-danger": "#ff8a8f",
    "--color-background-danger": "#431b1e",
    "--color-text-success": "#6fd394",
    "--color-background-success": "#173524",
    "--color-text-warning": "#f2c063",
    "--color-background-warning": "#3a2c12",
  },
};

/** The standard CSS variables this profile sends for `theme`. */
export function styleVariables(profile: PlaygroundProfile, theme: McpUiTheme): McpUiStyles {
  return { ...SUPPLEMENT[theme], ...profile.kit.variables[theme] };
}
