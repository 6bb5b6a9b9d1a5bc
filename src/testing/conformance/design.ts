// The design rules (DESIGN-001…006), as warnings. DESIGN-005 reads CSS text, so it runs wherever the
// view's HTML is (a server's resource, a fixture, the test's document). The others need the view
// rendered: a probe of its document (probeDocument, self-contained so that a browser can run it
// through page.evaluate) feeds checkRendered, in the test kit, the dev host, `check` and the matrix.
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
  /** Elements whose height follows the frame's, each with what sizes it: `div#root (height: 100vh)`. */
  viewportHeights?: string[];
}

/** DESIGN-001…004 and DESIGN-006 on what a probe saw. */
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
  const sized = probe.viewportHeights ?? [];
  if (sized.length)
    findings.push(
      finding(
        "DESIGN-006",
        subject,
        `Its height follows the frame's: ${sized.slice(0, 3).join(", ")}${sized.length > 3 ? ` and ${sized.length - 3} more` : ""}.`,
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
  /**
   * Elements whose height, min-height or max-height is in viewport units (`100vh`, Tailwind's
   * `min-h-screen`) and in force: from a style rule that applies now (a stylesheet's, unless its
   * origin hides its rules) or a `style` attribute, and not overridden. At most 20.
   */
  viewportHeights: string[];
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
  const found = new Map<Element, string[]>();
  const viewportUnit = /(?:^|[^\w.-])([\d.]+)(?:[sld]?vh|vmin|vmax)\b/i;
  const heights = ["height", "min-height", "max-height", "block-size", "min-block-size", "max-block-size"];
  const frameHeight = view?.innerHeight ?? 0;
  const note = (el: Element, style: CSSStyleDeclaration) => {
    if (found.size >= 20 || view?.getComputedStyle(el).display === "none") return;
    for (const name of heights) {
      const value = style.getPropertyValue(name);
      const unit = viewportUnit.exec(value);
      if (!unit) continue;
      const now = view?.getComputedStyle(el).getPropertyValue(name) ?? "";
      const simple = /^[\d.]+[a-z]+$/i.test(value.trim());
      const inForce = now.includes(value.trim()) || !simple || Math.abs(parseFloat(now) - (parseFloat(unit[1]!) * frameHeight) / 100) < 1;
      const said = `${name}: ${value.trim()}`;
      const list = found.get(el) ?? [];
      if (inForce && !list.includes(said)) found.set(el, [...list, said]);
    }
  };
  const walk = (rules: CSSRuleList) => {
    for (const rule of [...rules]) {
      const media = (rule as CSSMediaRule).media;
      if (media && view?.matchMedia && !view.matchMedia(media.mediaText).matches) continue;
      const { selectorText, style, cssRules } = rule as CSSStyleRule;
      if (selectorText && style && viewportUnit.test(style.cssText)) {
        try {
          for (const el of doc.querySelectorAll(selectorText)) note(el, style);
        } catch {
          continue;
        }
      } else if (cssRules) walk(cssRules);
    }
  };
  for (const sheet of [...doc.styleSheets]) {
    try {
      walk(sheet.cssRules);
    } catch {
      continue;
    }
  }
  for (const el of doc.querySelectorAll("[style]"))
    if (viewportUnit.test(el.getAttribute("style") ?? "")) note(el, (el as HTMLElement).style);
  return {
    blank,
    markup: body?.innerHTML ?? "",
    nestedScroll,
    overflow: Math.max(0, root.scrollWidth - root.clientWidth),
    width: root.clientWidth,
    viewportHeights: [...found].map(([el, said]) => `${path(el)} (${said.join("; ")})`),
  };
}
