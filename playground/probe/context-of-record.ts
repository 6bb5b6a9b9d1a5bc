// The host's context and colours as the probe saw them: the `ui/initialize` answer's context read
// field by field as the App reads it (a bad field is left out, and named for a quirk), without the
// per-call `toolInfo`; its theme's CSS variables and fonts, and those of the other theme when a
// context change brought them.
import * as z from "zod";
import type { McpUiHostContext, McpUiStyles, McpUiTheme } from "mcp-view";

const mode = z.enum(["inline", "fullscreen", "pip"]);
const size = z.number().min(0).max(100_000).optional();

/** The known host-context fields, checked as the App checks them (src/protocol/guards.ts). */
const FIELDS: Record<string, z.ZodType> = {
  displayMode: mode,
  availableDisplayModes: z.array(mode).max(3),
  containerDimensions: z.strictObject({ height: size, maxHeight: size, width: size, maxWidth: size }),
  locale: z.string().max(100),
  timeZone: z.string().max(100),
  userAgent: z.string().max(500),
  platform: z.enum(["web", "desktop", "mobile"]),
  deviceCapabilities: z.strictObject({ touch: z.boolean().optional(), hover: z.boolean().optional() }),
  safeAreaInsets: z.strictObject({ top: z.number(), right: z.number(), bottom: z.number(), left: z.number() }),
};

const variablesOf = z.record(z.string().regex(/^--[\w-]{1,100}$/), z.string().max(1000));
const stylesOf = z.object({
  variables: variablesOf.optional().catch(undefined),
  css: z
    .object({ fonts: z.string().max(100_000).optional().catch(undefined) })
    .optional()
    .catch(undefined),
});

/** The context a profile keeps, the fields left out as invalid, and what the host said of `toolInfo`. */
export interface ReadContext {
  context: McpUiHostContext;
  invalid: string[];
  theme: McpUiTheme | undefined;
  variables: McpUiStyles | undefined;
  fonts: string | undefined;
  toolInfo: boolean;
}

/** Reads a context (the handshake's, or a change's), keeping only valid fields. */
export function readContext(raw: Record<string, unknown>): ReadContext {
  const context: McpUiHostContext = {};
  const invalid: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (key in Object.prototype || ["theme", "styles", "toolInfo"].includes(key)) continue;
    const check = FIELDS[key];
    if (!check)
      context[key] = value; // a field of the host's own ("openai/…"), bounded JSON already
    else if (check.safeParse(value).success) context[key] = value;
    else invalid.push(key);
  }
  const theme = raw.theme === "light" || raw.theme === "dark" ? raw.theme : undefined;
  if (raw.theme !== undefined && !theme) invalid.push("theme");
  const styles = stylesOf.safeParse(raw.styles ?? {});
  if (!styles.success) invalid.push("styles");
  const { variables, css } = styles.success ? styles.data : {};
  return { context, invalid, theme, variables: variables as McpUiStyles | undefined, fonts: css?.fonts, toolInfo: "toolInfo" in raw };
}

/** Each theme's variables: the handshake's for its theme, then each change's for the theme it is in. */
export function themeVariables(first: ReadContext, changes: readonly Record<string, unknown>[]): Record<McpUiTheme, McpUiStyles> {
  const variables: Record<McpUiTheme, McpUiStyles> = { light: {}, dark: {} };
  let theme = first.theme ?? "light";
  Object.assign(variables[theme], first.variables);
  for (const change of changes) {
    const read = readContext(change);
    theme = read.theme ?? theme;
    Object.assign(variables[theme], read.variables);
  }
  return variables;
}
