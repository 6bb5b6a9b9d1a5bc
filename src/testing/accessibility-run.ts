// `host.accessibility()`: the accessibility rules on a view in the test's own document. axe-core is
// the test's (`{ axe }`, or the page's `window.axe`), never the kit's. With a layout (a browser), the
// whole probe: axe's WCAG 2.2 A and AA rules, the keyboard walk, 200% text, and the contrast under
// each host look, a theme and the variables and fonts of the profiles that share them, each sent as
// the host sends them (host-context-changed) and measured on the backdrop the host's page gives.
// Without one (happy-dom), what needs none: axe's rules that need no layout (axe leaves the others
// incomplete), what Tab cannot reach, and a trap. A view that applied its host's styles and then
// does not follow a change is not measured under the looks it did not take.
import { AppError, type McpUiHostContext, type McpUiStyles, type McpUiTheme } from "../index.js";
import type { AccessibilitySeen, ContrastSeen } from "./conformance/a11y.js";
import { accessibilityProbe, type AxeEngine, type TextSnapshot } from "./conformance/a11y-probe.js";
import { AXE_RULES } from "./conformance/a11y-rules.js";
import { hostProfiles } from "./profiles.js";
import type { ProfileName } from "./profiles/types.js";

/** Options of `host.accessibility()`. */
export interface AccessibilityOptions {
  /** axe-core (`import axe from "axe-core"`); default: the page's `window.axe`. */
  axe?: AxeEngine;
  /** The profiles whose looks the contrast is measured under. @default every built-in profile */
  profiles?: readonly ProfileName[];
  /** The themes. @default ["light", "dark"] */
  themes?: readonly McpUiTheme[];
}

/** One look: a theme and the variables and fonts some hosts share, on their page's background. */
interface Look {
  theme: McpUiTheme;
  hosts: string[];
  variables: McpUiStyles;
  fonts: string | undefined;
  background: string;
}

/** What the run needs of the host. */
interface LookHost {
  readonly hostContext: McpUiHostContext;
  setHostContext(context: McpUiHostContext): Promise<unknown>;
}

const FALLBACK_BACKGROUND: Record<McpUiTheme, string> = { light: "#ffffff", dark: "#1f1f1f" };

/** The distinct looks of `names` in `themes`: profiles with the same variables and fonts in a theme share one. */
function looksOf(names: readonly ProfileName[] | undefined, themes: readonly McpUiTheme[]): Look[] {
  const looks = new Map<string, Look>();
  for (const theme of themes)
    for (const { name, profile } of hostProfiles) {
      if (names && !names.includes(name)) continue;
      const variables = profile.variables[theme];
      const key = JSON.stringify([theme, variables, profile.fonts ?? null]);
      const background = variables["--color-background-primary"] ?? FALLBACK_BACKGROUND[theme];
      const look = looks.get(key) ?? { theme, hosts: [], variables, fonts: profile.fonts, background };
      look.hosts.push(name);
      looks.set(key, look);
    }
  return [...looks.values()];
}

/** Until the view has handled what was sent and drawn it: a task, two frames, a task. */
async function drawn(view: Window): Promise<void> {
  const task = () => new Promise<void>((resolve) => view.setTimeout(resolve, 0));
  const frame = () => new Promise<void>((resolve) => view.requestAnimationFrame(() => resolve()));
  await task();
  await frame();
  await frame();
  await task();
}

/** Measures the view in `doc` for the accessibility rules. */
export async function runAccessibility(
  doc: Document,
  host: LookHost,
  errorSnapshot: TextSnapshot | undefined,
  options: AccessibilityOptions = {},
): Promise<AccessibilitySeen> {
  const view = doc.defaultView as (Window & { axe?: AxeEngine }) | null;
  const engine = options.axe ?? view?.axe;
  if (!view || !engine)
    throw new AppError(
      "NOT_SUPPORTED",
      'host.accessibility() runs axe-core, which the kit does not ship: npm install --save-dev axe-core, then host.accessibility({ axe }) with import axe from "axe-core"',
    );
  const probe = accessibilityProbe();
  const seen: AccessibilitySeen = {
    axe: await probe.axe(doc, engine, { tags: AXE_RULES.tags, off: Object.keys(AXE_RULES.off) }),
    keyboard: probe.keyboard(doc),
    ...(errorSnapshot && { errors: probe.errorTextSince(doc, errorSnapshot) }),
  };
  if (!probe.hasLayout(doc)) return seen;
  seen.zoom = probe.zoom(doc);
  seen.contrast = await contrastUnderEachLook(doc, host, engine, looksOf(options.profiles, options.themes ?? ["light", "dark"]));
  return seen;
}

/** The contrast under each look, sent to the view as a host sends it; the host's own context is restored after. */
async function contrastUnderEachLook(doc: Document, host: LookHost, engine: AxeEngine, looks: readonly Look[]): Promise<ContrastSeen[]> {
  const probe = accessibilityProbe();
  const view = doc.defaultView!;
  const original = host.hostContext;
  const first = probe.hostStyle(doc);
  const measured: ContrastSeen[] = [];
  try {
    for (const look of looks) {
      const css = look.fonts === undefined ? {} : { css: { fonts: look.fonts } };
      await host.setHostContext({ theme: look.theme, styles: { variables: { ...look.variables }, ...css } });
      await drawn(view);
      const now = probe.hostStyle(doc);
      const sent = look.variables["--color-background-primary"] ?? "";
      const stale = (first.background && now.background !== sent) || (first.theme && now.theme !== look.theme);
      if (stale) continue;
      const undo = probe.backdrop(doc, look.theme, look.background);
      try {
        measured.push({ theme: look.theme, hosts: look.hosts, shortfalls: await probe.contrast(doc, engine) });
      } finally {
        undo();
      }
    }
  } finally {
    await host.setHostContext({ theme: original.theme ?? "light", ...(original.styles && { styles: original.styles }) });
    await drawn(view);
  }
  return measured;
}
