// The accessibility rules on a view in its frame, measured by the probe the widget origin injected
// there (server/a11y-frame.ts) and judged by the test kit's checkAccessibility. The page asks, the
// frame answers (shared/a11y-frame.ts); before an error reaches the view, the frame is told to note
// its text. The contrast is measured per look: a theme and the variables, fonts and page background
// that some profiles share. The frame's own look is measured as it stands; another is sent to the
// view as a host sends it (host-context-changed) and measured in the same frame, unless the view
// applied its host's styles and did not follow the change: that look is left to a frame of its own.
import type { McpUiStyles, McpUiTheme } from "mcp-view";
import {
  AXE_RULES,
  bringsError,
  checkAccessibility,
  type AccessibilitySeen,
  type ContrastSeen,
  type Finding,
  type TestHost,
} from "mcp-view/testing";
import { A11Y_MESSAGE, isA11yAnswer, type A11yReport, type A11yRequest, type A11yTask } from "../../shared/a11y-frame.js";
import { PROFILES, styleVariables, type PlaygroundProfile } from "./profiles.js";

/** How long the frame has to answer one measure (axe-core's first run loads and parses 0.65 MB; a busy machine is slow). */
const ANSWER_MS = 30_000;

/** A theme and what some profiles give a view in it alike: variables, fonts and their page's background. */
export interface Look {
  theme: McpUiTheme;
  /** The profiles (ids) that share it. */
  hosts: string[];
  variables: McpUiStyles;
  fonts: string | undefined;
  /** The host page's background behind the view's frame. */
  background: string;
}

/** The background a host page without the variable has. */
const PAGE_BACKGROUND: Record<McpUiTheme, string> = { light: "#ffffff", dark: "#1f1f1f" };

/** `profile`'s look in `theme`. */
export function lookOf(profile: PlaygroundProfile, theme: McpUiTheme): Look {
  const variables = styleVariables(profile, theme);
  const background = variables["--color-background-primary"] ?? PAGE_BACKGROUND[theme];
  return { theme, hosts: [profile.id], variables, fonts: profile.kit.fonts, background };
}

/** The distinct looks of `profiles` in `themes` (profiles that give the same ones share one). */
export function looksOf(themes: readonly McpUiTheme[], profiles: readonly PlaygroundProfile[] = PROFILES): Look[] {
  const looks = new Map<string, Look>();
  for (const theme of themes)
    for (const profile of profiles) {
      const look = lookOf(profile, theme);
      const key = JSON.stringify([theme, look.variables, look.fonts ?? null]);
      const same = looks.get(key);
      if (same) same.hosts.push(profile.id);
      else looks.set(key, look);
    }
  return [...looks.values()];
}

let asked = 0;

/**
 * Where a message to the frame may go: its origin, or any for a frame sandboxed without
 * allow-same-origin (its origin is opaque; the messages carry nothing secret).
 */
const targetOf = (iframe: HTMLIFrameElement, origin: string) =>
  (iframe.getAttribute("sandbox") ?? "allow-same-origin").split(/\s+/).includes("allow-same-origin") ? origin : "*";

/** Asks the view's frame for `task`; resolves with its report, or undefined when it did not answer in time. */
function ask(iframe: HTMLIFrameElement, origin: string, task: A11yTask): Promise<A11yReport | undefined> {
  const target = iframe.contentWindow;
  if (!target) return Promise.resolve(undefined);
  const id = ++asked;
  return new Promise((resolve) => {
    const done = (report: A11yReport | undefined) => {
      clearTimeout(timer);
      removeEventListener("message", listen);
      resolve(report);
    };
    const listen = (event: MessageEvent) => {
      const from = event.origin === origin || (targetOf(iframe, origin) === "*" && event.origin === "null");
      if (event.source === target && from && isA11yAnswer(event.data) && event.data.id === id) done(event.data.report);
    };
    const timer = setTimeout(() => done(undefined), ANSWER_MS);
    addEventListener("message", listen);
    const request: A11yRequest = { type: A11Y_MESSAGE, op: "run", id, task };
    target.postMessage(request, targetOf(iframe, origin));
  });
}

/**
 * Tells the frame to note its text before each error the host hands the view (a tool result with
 * isError, a failed answer to its tools/call): posted before the message itself, so it comes first.
 */
export function noteErrors(host: TestHost, iframe: HTMLIFrameElement, origin: string): () => void {
  return host.onRecord((record) => {
    if (!bringsError(record)) return;
    const request: A11yRequest = { type: A11Y_MESSAGE, op: "snapshot" };
    iframe.contentWindow?.postMessage(request, targetOf(iframe, origin));
  });
}

/** Resolves once the view handled what was sent before (its frame answered after it) and drew it (two frames). */
export async function viewDrawn(iframe: HTMLIFrameElement, origin: string): Promise<void> {
  await ask(iframe, origin, {});
  await drawn();
}

/** What to measure of a view standing in its frame. */
export interface MeasureAsk {
  /** axe-core's rules, unless the view's structure is one of these (axe ran on it already). */
  axe?: Set<string>;
  keyboard?: boolean;
  zoom?: boolean;
  errors?: boolean;
  /** The look the frame was made in, measured as it stands. */
  current?: Look;
  /** Other looks, each sent to the view in turn (its own context restored after). */
  others?: readonly Look[];
}

/** What was measured, the looks that must have a frame of their own, and why a part could not be measured. */
export interface Measured {
  seen: AccessibilitySeen;
  /** The view's structure as axe-core ran on it (empty when the frame did not answer). */
  structure: string;
  /** Looks the view did not follow when they were sent: measure them in a frame made in them. */
  unfollowed: Look[];
  problems: string[];
}

/** Until the view has handled what was sent and drawn it: a task, two frames, a task. */
async function drawn(): Promise<void> {
  const task = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  await task();
  await frame();
  await frame();
  await task();
}

/** Measures the view of `host` in `iframe` (on `origin`) as `what` asks. */
export async function measureView(host: TestHost, iframe: HTMLIFrameElement, origin: string, what: MeasureAsk): Promise<Measured> {
  const measured: Measured = { seen: {}, structure: "", unfollowed: [], problems: [] };
  const { seen, problems } = measured;
  const focused = document.activeElement;
  // The frame gets the focus for the keyboard walk, as a person tabbing into it gives it; the page's is given back.
  if (what.keyboard) iframe.focus({ preventScroll: true });
  try {
    const first = await ask(iframe, origin, {
      ...(what.axe && { axe: { tags: AXE_RULES.tags, off: Object.keys(AXE_RULES.off), known: [...what.axe] } }),
      ...(what.keyboard && { keyboard: true }),
      ...(what.zoom && { zoom: true }),
      ...(what.errors && { errors: true }),
      ...(what.current && { contrast: { theme: what.current.theme, background: what.current.background } }),
    });
    if (!first) return (problems.push("the view's frame did not answer the accessibility probe"), measured);
    if (first.problem) problems.push(first.problem);
    if (first.axe) seen.axe = first.axe;
    measured.structure = first.structure;
    if (first.keyboard) seen.keyboard = first.keyboard;
    if (first.zoom) seen.zoom = first.zoom;
    if (first.errors) seen.errors = first.errors;
    const contrast: ContrastSeen[] = [];
    if (what.current && first.contrast) contrast.push({ theme: what.current.theme, hosts: what.current.hosts, shortfalls: first.contrast });
    // A host holds its notifications until the view said it is initialized: a view that never did
    // is never sent another look (and waiting for one to be delivered would wait forever).
    if (what.others?.length && !initialized(host))
      problems.push("the view never sent ui/notifications/initialized, so no other host's look could be sent to it");
    else if (what.others?.length) await otherLooks(host, iframe, origin, first, what.others, contrast, measured);
    if (contrast.length) seen.contrast = contrast;
  } finally {
    if (what.keyboard && focused instanceof HTMLElement && focused !== iframe) focused.focus({ preventScroll: true });
  }
  return measured;
}

/** Whether the view completed its handshake (sent ui/notifications/initialized) with `host`. */
const initialized = (host: TestHost) =>
  host.messages.some((r) => r.direction === "received" && r.method === "ui/notifications/initialized");

/** Each of `looks` sent to the view and measured; those it did not follow go to `measured.unfollowed`. */
async function otherLooks(
  host: TestHost,
  iframe: HTMLIFrameElement,
  origin: string,
  first: A11yReport,
  looks: readonly Look[],
  contrast: ContrastSeen[],
  measured: Measured,
): Promise<void> {
  const original = host.hostContext;
  try {
    for (const look of looks) {
      const css = look.fonts === undefined ? {} : { css: { fonts: look.fonts } };
      await host.setHostContext({ theme: look.theme, styles: { variables: { ...look.variables }, ...css } });
      await drawn();
      const report = await ask(iframe, origin, { contrast: { theme: look.theme, background: look.background } });
      if (!report) return void measured.problems.push("the view's frame stopped answering the accessibility probe");
      const sent = look.variables["--color-background-primary"] ?? "";
      const applied = first.hostStyle;
      const followed =
        (!applied.background || report.hostStyle.background === sent) && (!applied.theme || report.hostStyle.theme === look.theme);
      if (!followed) measured.unfollowed.push(look);
      else if (report.contrast) contrast.push({ theme: look.theme, hosts: look.hosts, shortfalls: report.contrast });
      if (report.problem) measured.problems.push(report.problem);
    }
  } finally {
    if (!host.closed) {
      await host.setHostContext({ theme: original.theme ?? "light", ...(original.styles && { styles: original.styles }) }).catch(() => {});
      await drawn();
    }
  }
}

/**
 * The findings of the stage's view as it stands, in `look` (every measure: axe-core, the keyboard
 * walk, 200% text, the text since an error, the contrast); a part that could not be measured is a
 * line of its own in the diagnostics, not a finding.
 */
export async function measuredFindings(
  host: TestHost,
  iframe: HTMLIFrameElement,
  look: Look,
): Promise<{ findings: Finding[]; problems: string[] }> {
  const origin = new URL(iframe.src).origin;
  const { seen, problems } = await measureView(host, iframe, origin, {
    axe: new Set(),
    keyboard: true,
    zoom: true,
    errors: true,
    current: look,
  });
  return { findings: checkAccessibility(seen, "view"), problems };
}
