// The design guidelines' rules (DESIGN-001…005), as warnings. DESIGN-005 reads CSS text, so it runs
// wherever the view's HTML is (a server's resource, a fixture, the test's document). The others
// need the view rendered: a probe of its document (probeDocument, self-contained so that a browser
// can run it through page.evaluate) feeds checkRendered, in the test kit, the dev host and `check`.
import { finding, type Finding, type FindingLocation } from "./rules.js";

/** The host's standard CSS variables (colors, fonts, radii, borders, shadows). */
const HOST_VARIABLE = /^--(?:color-(?:background|text|border|ring)-|font-|border-radius-|border-width-|shadow-)/;

/** Each `var(--host-variable)` of `css` with no fallback: the name and the index of its `var(`. */
function* bareVars(css: string): Generator<{ name: string; index: number }> {
  for (const match of css.matchAll(/var\(\s*(--[\w-]+)\s*([,)])/g))
    if (match[2] === ")" && HOST_VARIABLE.test(match[1]!)) yield { name: match[1]!, index: match.index };
}

/** The host variables that `css` uses with no fallback (`var(--color-text-primary)`), each once. */
export function varsWithoutFallback(css: string): string[] {
  return [...new Set(Array.from(bareVars(css), (use) => use.name))];
}

/** The 1-based line and column of `index` in `text` (a line ends at `\n`, `\r\n` or `\r`). */
function lineAndColumn(text: string, index: number): FindingLocation {
  const before = text.slice(0, index);
  const breaks = before.match(/\r\n?|\n/g);
  const lineStart = Math.max(before.lastIndexOf("\n"), before.lastIndexOf("\r")) + 1;
  return { line: (breaks?.length ?? 0) + 1, column: index - lineStart + 1 };
}

/** DESIGN-005 on the CSS (or HTML) `text`; its location is the first bare `var(` in `text`. */
export function checkStyles(text: string, subject: string): Finding[] {
  const names = varsWithoutFallback(text);
  if (!names.length) return [];
  const shown = names.slice(0, 5).join(", ") + (names.length > 5 ? ` and ${names.length - 5} more` : "");
  const first = bareVars(text).next().value!;
  return [{ ...finding("DESIGN-005", subject, `It uses ${shown} with no fallback.`), location: lineAndColumn(text, first.index) }];
}

/** What a probe saw of a rendered view. Each field absent: not observed. */
export interface RenderProbe {
  /** Whether the view showed nothing (no text, media or progress indicator) when its first terminal event came. */
  blankBeforeResult?: boolean;
  /** Whether the view's document stayed as it was after `toolcancelled` (it kept its loading state). */
  unchangedAfterCancel?: boolean;
  /** Elements that scroll inside the inline view (a short CSS path each). */
  nestedScroll?: string[];
  /** The view overflowing horizontally: by how many pixels, at what width (the test kit and `check` render 320 px wide). */
  overflow?: { width: number; by: number };
}

/** DESIGN-001…004 on what a probe saw. */
export function checkRendered(probe: RenderProbe, subject: string): Finding[] {
  const findings: Finding[] = [];
  if (probe.blankBeforeResult)
    findings.push(finding("DESIGN-001", subject, "It showed nothing before its tool result came: no text, image or progress indicator."));
  if (probe.unchangedAfterCancel)
    findings.push(finding("DESIGN-002", subject, "Its document did not change after toolcancelled: it stays in its loading state."));
  if (probe.nestedScroll?.length)
    findings.push(finding("DESIGN-003", subject, `It scrolls inside itself, inline: ${probe.nestedScroll.slice(0, 3).join(", ")}.`));
  if (probe.overflow && probe.overflow.by > 1)
    findings.push(
      finding(
        "DESIGN-004",
        subject,
        `At ${Math.round(probe.overflow.width)} px wide it overflows by ${Math.round(probe.overflow.by)} px horizontally.`,
      ),
    );
  return findings;
}

/** What {@link probeDocument} measures. */
export interface DocumentProbe {
  /** No text, media or progress indicator in the body. */
  blank: boolean;
  /** The body's markup, to tell whether it changed. */
  markup: string;
  nestedScroll: string[];
  /** `scrollWidth - clientWidth` of the document (0 where there is no layout, as in happy-dom). */
  overflow: number;
  /** The document's `clientWidth`. */
  width: number;
}

/**
 * Probes `doc` (default: this document). Blank means no text (but that of scripts, styles and
 * templates), media or progress indicator. Self-contained (it uses nothing from its module, and
 * has no line comment, as the dev host injects its source on one line), so a browser can run it:
 * `page.evaluate(probeDocument)`.
 */
export function probeDocument(doc: Document = document): DocumentProbe {
  const body = doc.body;
  const shows = "img,svg,canvas,video,picture,progress,[role=progressbar],[role=status],[aria-busy=true]";
  const shown = (node: Node): boolean =>
    node.nodeType === 3
      ? !!(node.nodeValue ?? "").trim()
      : !/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(node.nodeName) && [...node.childNodes].some(shown);
  const blank = !body || (!shown(body) && !body.querySelector(shows));
  const view = doc.defaultView;
  const path = (el: Element) =>
    el.tagName.toLowerCase() +
    (el.id ? `#${el.id}` : "") +
    [...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join("");
  const nestedScroll: string[] = [];
  for (const el of body ? [...body.querySelectorAll("*")] : []) {
    const style = view?.getComputedStyle(el);
    const scrolls = (v: string | undefined) => v === "auto" || v === "scroll";
    if (style && (scrolls(style.overflowY) || scrolls(style.overflow)) && el.scrollHeight > el.clientHeight + 1)
      nestedScroll.push(path(el));
  }
  const root = doc.documentElement;
  return {
    blank,
    markup: body?.innerHTML ?? "",
    nestedScroll,
    overflow: Math.max(0, root.scrollWidth - root.clientWidth),
    width: root.clientWidth,
  };
}
