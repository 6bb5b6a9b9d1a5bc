// What the accessibility rules see of a rendered view, measured in its own document: axe-core's
// violations (the engine is given, never imported: it stays out of every bundle), contrast on the
// backdrop a host gives the view, a keyboard walk, the text that appeared after an error and
// whether a live region holds it, and the layout at 200% text. accessibilityProbe() is
// self-contained (it uses nothing from its module and has no line comment), so the dev host injects
// its source into each view's frame and the test kit calls it in the test's own document; a11y.ts
// turns what it saw into findings.

/** An element, as a finding names it: a short CSS path, and the start of its text. */
export interface A11yPlace {
  path: string;
  text?: string;
}

/** One axe-core rule the view breaks, with the first elements it names. */
export interface AxeViolation {
  id: string;
  help: string;
  impact?: string;
  targets: string[];
  count: number;
}

/** A text below its contrast threshold: its colours, its ratio and the one it needs. */
export interface ContrastShortfall extends A11yPlace {
  ratio: number;
  expected: number;
  foreground: string;
  background: string;
}

/** The keyboard walk: what Tab cannot reach, where focus does not show, order jumps, a trap. */
export interface KeyboardSeen {
  /** How many elements Tab stops on. */
  tabStops: number;
  /** Elements with a click handler (or a pointer cursor) that Tab never reaches. */
  pointerOnly: A11yPlace[];
  /** Controls taken out of the Tab order (`tabindex="-1"`) outside a widget that moves focus itself. */
  unreachable: A11yPlace[];
  /** Controls whose look does not change when they get keyboard focus (judged only with a layout). */
  noFocusIndicator: A11yPlace[];
  /** A Tab from `from` that goes back up (or to the left on its line) to `to` (judged only with a layout). */
  backwards: Array<{ from: A11yPlace; to: A11yPlace }>;
  /** The control where Tab (or, `shift`, Shift+Tab) cannot leave the view, and how it is held. */
  trapped?: A11yPlace & { shift: boolean; how: "cancelled" | "pulled back" };
}

/** The layout at 200% text: texts cut off by a box that does not grow, and texts that run into each other. */
export interface ZoomSeen {
  clipped: A11yPlace[];
  overlaps: Array<[A11yPlace, A11yPlace]>;
}

/** The text shown since an error: how much of it a live region holds, and where the rest is. */
export interface ErrorTextSeen {
  /** Changed texts in a `role="alert"`, or in a live region that was there before the error. */
  announced: number;
  /** Changed texts in no live region. */
  unannounced: A11yPlace[];
  /** Live regions (other than alerts) that came with their text, so nothing announces it. */
  lateRegions: A11yPlace[];
}

/** How the view applied its host's styles: `<html data-theme>` and `--color-background-primary` on `<html>`. */
export interface HostStyleSeen {
  theme: string;
  background: string;
}

/** The axe-core engine, as far as the probe uses it: `import axe from "axe-core"`, or the page's `window.axe`. */
export interface AxeEngine {
  run(
    context: Document,
    options: Record<string, unknown>,
  ): Promise<{
    violations: Array<{
      id: string;
      help: string;
      impact?: string | null;
      nodes: Array<{ target: unknown[]; any?: Array<{ id: string; data?: unknown }> }>;
    }>;
  }>;
}

/** What the text was when an error came: the probe's own record, handed back to {@link A11yProbe.errorTextSince}. */
export interface TextSnapshot {
  texts: Map<Node, string>;
  regions: Set<Element>;
}

/** The probe's functions. */
export interface A11yProbe {
  /** Whether the document has a layout (a browser; not happy-dom). */
  hasLayout(doc: Document): boolean;
  /** A digest of the body's elements and attributes (its text left out): axe runs once per structure. */
  structure(doc: Document): string;
  /** axe-core on `doc` with `options` (AXE_RULES made into axe's options); `contrast`: its color-contrast rule alone. */
  axe(doc: Document, engine: AxeEngine, options: { tags: readonly string[]; off: readonly string[] }): Promise<AxeViolation[]>;
  contrast(doc: Document, engine: AxeEngine): Promise<ContrastShortfall[]>;
  /**
   * Paints `<html>` with the backdrop a host's page gives the view in `theme`, when the view paints
   * none: the host's background where the view's color-scheme matches the theme (the frame is
   * transparent), else the browser's canvas for the view's own scheme; returns the undo.
   */
  backdrop(doc: Document, theme: "light" | "dark", hostBackground: string): () => void;
  hostStyle(doc: Document): HostStyleSeen;
  /**
   * The keyboard walk. `clickable(el)`: whether a click listener was seen added to `el` (the dev host
   * records them). `walk: false` only reads the document: what Tab cannot reach, no focus moved and
   * no key sent (so no focus indicator, order or trap).
   */
  keyboard(doc: Document, clickable?: (el: Element) => boolean, options?: { walk?: boolean }): KeyboardSeen;
  zoom(doc: Document): ZoomSeen;
  snapshot(doc: Document): TextSnapshot;
  errorTextSince(doc: Document, snapshot: TextSnapshot): ErrorTextSeen;
}

/** A box on the page, as getBoundingClientRect gives it. */
type Box = { left: number; top: number; right: number; bottom: number };

/** The probe (self-contained: the dev host injects its source, `(${accessibilityProbe})()`). */
export function accessibilityProbe(): A11yProbe {
  const FOCUSABLE =
    "a[href],area[href],button,input:not([type=hidden]),select,textarea,summary,iframe,audio[controls],video[controls],[contenteditable]:not([contenteditable=false]),[tabindex]";
  const NATIVE = "a[href],area[href],button,input,select,textarea,summary,label,option,optgroup,iframe,audio[controls],video[controls]";
  const ROLES =
    /^(button|link|checkbox|radio|switch|tab|menuitem|menuitemcheckbox|menuitemradio|option|treeitem|slider|spinbutton|textbox|combobox|searchbox|gridcell)$/;
  const COMPOSITE =
    "[role=tablist],[role=menu],[role=menubar],[role=listbox],[role=radiogroup],[role=toolbar],[role=grid],[role=tree],[role=treegrid]";
  const LIVE = "[aria-live]:not([aria-live=off]),[role=alert],[role=status],[role=log],[role=marquee],[role=timer],output";
  const LOOK = [
    "outline-style",
    "outline-width",
    "outline-color",
    "outline-offset",
    "box-shadow",
    "border-top-color",
    "border-right-color",
    "border-bottom-color",
    "border-left-color",
    "border-top-width",
    "border-bottom-width",
    "background-color",
    "background-image",
    "color",
    "text-decoration-line",
    "text-decoration-color",
    "filter",
    "transform",
    "opacity",
  ];

  const viewOf = (doc: Document): Window & typeof globalThis => doc.defaultView as Window & typeof globalThis;
  const style = (el: Element, pseudo?: string) => viewOf(el.ownerDocument).getComputedStyle(el, pseudo);
  const hasLayout = (doc: Document) => doc.documentElement.getBoundingClientRect().width > 0;

  function path(el: Element): string {
    const one = (e: Element) =>
      e.tagName.toLowerCase() +
      (e.id ? `#${e.id}` : "") +
      [...e.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join("");
    const parent = el.parentElement;
    const up = parent && parent.tagName !== "BODY" && parent.tagName !== "HTML" && !el.id ? `${one(parent)} > ` : "";
    return (up + one(el)).slice(0, 120);
  }

  function place(el: Element): A11yPlace {
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    return text ? { path: path(el), text } : { path: path(el) };
  }

  function rendered(el: Element): boolean {
    const check = (el as Element & { checkVisibility?: (o: object) => boolean }).checkVisibility;
    if (typeof check === "function") return check.call(el, { visibilityProperty: true });
    for (let e: Element | null = el; e; e = e.parentElement) if (style(e).display === "none") return false;
    return style(el).visibility !== "hidden";
  }

  const disabled = (el: Element) => el.matches(":disabled") || !!el.closest("[inert]");
  const roleOf = (el: Element) => (el.getAttribute("role") ?? "").trim().split(/\s+/)[0] ?? "";
  const tabIndexOf = (el: Element) => (el as HTMLElement).tabIndex ?? -1;

  function tabStops(doc: Document): HTMLElement[] {
    const stops: HTMLElement[] = [];
    for (const el of doc.querySelectorAll<HTMLElement>(FOCUSABLE)) {
      if (tabIndexOf(el) < 0 || disabled(el) || !rendered(el)) continue;
      if (el.tagName === "SUMMARY" && el.parentElement?.querySelector(":scope > summary") !== el) continue;
      if (el instanceof viewOf(doc).HTMLInputElement && el.type === "radio" && el.name) {
        const group = [...doc.querySelectorAll<HTMLInputElement>("input[type=radio]")].filter(
          (r) => r.name === el.name && r.form === el.form,
        );
        if ((group.find((r) => r.checked) ?? group[0]) !== el) continue;
      }
      stops.push(el);
    }
    const positive = stops.filter((el) => el.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex);
    return [...positive, ...stops.filter((el) => el.tabIndex === 0)];
  }

  function inRovingWidget(el: Element, stops: readonly Element[]): boolean {
    const widget = el.parentElement?.closest(COMPOSITE);
    return !!widget && stops.some((s) => widget.contains(s));
  }

  function clickMarked(el: Element, clickable?: (el: Element) => boolean): boolean {
    const any = el as Element & Record<string, unknown>;
    if (clickable?.(el) || el.hasAttribute("onclick")) return true;
    /* React sets onclick to a no-op on the element it renders into (so that iOS Safari delivers clicks
       to its delegated listeners there): that element is no control. No line comment here: the dev
       host injects this function's source into frames on one line. */
    const reactRoot = Object.keys(any).some((key) => key.startsWith("__reactContainer$"));
    if (
      !reactRoot &&
      (typeof any.onclick === "function" || typeof any.onmousedown === "function" || typeof any.onpointerdown === "function")
    )
      return true;
    return typeof any.__click === "function" || typeof any.$$click === "function";
  }

  function keyboard(doc: Document, clickable?: (el: Element) => boolean, options: { walk?: boolean } = {}): KeyboardSeen {
    const body = doc.body;
    const layout = hasLayout(doc);
    const stops = body ? tabStops(doc) : [];
    const clicked: Element[] = [];
    const unreachable: A11yPlace[] = [];
    for (const el of body ? body.querySelectorAll("*") : []) {
      if (clicked.length + unreachable.length >= 40) break;
      if (disabled(el) || !rendered(el) || inRovingWidget(el, stops)) continue;
      const native = el.matches(NATIVE);
      if (native || ROLES.test(roleOf(el))) {
        const control = !el.matches("label,option,optgroup") && roleOf(el) !== "option";
        if (control && tabIndexOf(el) < 0 && (el.hasAttribute("tabindex") || !native) && unreachable.length < 10)
          unreachable.push(place(el));
        continue;
      }
      if (tabIndexOf(el) >= 0 || el.parentElement?.closest(NATIVE) || el.querySelector(FOCUSABLE)) continue;
      const parent = el.parentElement;
      const pointer = layout && style(el).cursor === "pointer" && (!parent || style(parent).cursor !== "pointer");
      if (pointer || clickMarked(el, clickable)) clicked.push(el);
    }
    const pointerOnly = clicked
      .filter((el) => !clicked.some((other) => other !== el && el.contains(other)))
      .slice(0, 10)
      .map(place);
    const seen: KeyboardSeen = { tabStops: stops.length, pointerOnly, unreachable, noFocusIndicator: [], backwards: [] };
    if (!stops.length || options.walk === false) return seen;
    const before = doc.activeElement as HTMLElement | null;
    const finish = (el: Element) => {
      for (const e of [el, el.parentElement]) for (const animation of e?.getAnimations?.({ subtree: e === el }) ?? []) animation.finish();
    };
    const look = (el: Element) => {
      const parts: string[] = [];
      for (const [e, pseudo] of [
        [el, undefined],
        [el, "::before"],
        [el, "::after"],
        [el.parentElement, undefined],
      ] as const)
        if (e) {
          const s = style(e, pseudo);
          parts.push(LOOK.map((p) => s.getPropertyValue(p)).join("|"));
        }
      return parts.join("\n");
    };
    if (layout)
      for (const el of stops.slice(0, 60)) {
        if (el.tagName === "IFRAME") continue;
        const unfocused = look(el);
        el.focus({ preventScroll: true });
        if (doc.activeElement !== el || !el.matches(":focus-visible")) continue;
        finish(el);
        if (look(el) === unfocused) seen.noFocusIndicator.push(place(el));
        el.blur();
      }
    if (layout) {
      const rtl = style(doc.documentElement).direction === "rtl";
      const boxes = stops.map((el) => ({ el, box: el.getBoundingClientRect() })).filter(({ box }) => box.width > 0 && box.height > 0);
      for (let i = 1; i < boxes.length && seen.backwards.length < 5; i++) {
        const a = boxes[i - 1]!.box;
        const b = boxes[i]!.box;
        const left = (r: DOMRect) => (rtl ? -r.right : r.left);
        const right = (r: DOMRect) => (rtl ? -r.left : r.right);
        const sameLine = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > Math.min(a.height, b.height) / 2;
        const up = b.bottom <= a.top + 1 && left(b) <= left(a) + 2;
        if (up || (sameLine && right(b) <= left(a) + 1)) seen.backwards.push({ from: place(boxes[i - 1]!.el), to: place(boxes[i]!.el) });
      }
    }
    const leaves = (el: HTMLElement, shift: boolean): KeyboardSeen["trapped"] => {
      el.focus({ preventScroll: true });
      const view = viewOf(doc);
      const key = { key: "Tab", code: "Tab", keyCode: 9, which: 9, shiftKey: shift, bubbles: true, cancelable: true, composed: true };
      const event = new view.KeyboardEvent("keydown", key);
      el.dispatchEvent(event);
      if (event.defaultPrevented) return { ...place(el), shift, how: "cancelled" };
      if (doc.activeElement === el) el.blur();
      const now = doc.activeElement;
      if (now && now !== doc.body && now !== doc.documentElement) return { ...place(el), shift, how: "pulled back" };
      return undefined;
    };
    const trapped = leaves(stops.at(-1)!, false) ?? leaves(stops[0]!, true);
    if (trapped) seen.trapped = trapped;
    if (before && before !== doc.body && doc.contains(before)) before.focus({ preventScroll: true });
    else (doc.activeElement as HTMLElement | null)?.blur?.();
    return seen;
  }

  function textElements(doc: Document): Element[] {
    const found: Element[] = [];
    for (const el of doc.body ? doc.body.querySelectorAll("*") : []) {
      if (found.length >= 400) break;
      if (/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(el.tagName)) continue;
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && (n.nodeValue ?? "").trim());
      if (own && rendered(el)) found.push(el);
    }
    return found;
  }

  /** The boxes of the lines of `el`'s own text (at most 20). */
  function textLines(el: Element): Box[] {
    const lines: Box[] = [];
    for (const node of el.childNodes) {
      if (node.nodeType !== 3 || !(node.nodeValue ?? "").trim()) continue;
      const range = el.ownerDocument.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects())
        if (r.width > 0 && r.height > 0 && lines.length < 20) lines.push({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    }
    return lines;
  }

  /** The box around `lines`. */
  const around = (lines: readonly Box[]): Box | undefined =>
    lines.length
      ? {
          left: Math.min(...lines.map((l) => l.left)),
          top: Math.min(...lines.map((l) => l.top)),
          right: Math.max(...lines.map((l) => l.right)),
          bottom: Math.max(...lines.map((l) => l.bottom)),
        }
      : undefined;

  function clippedBy(el: Element, box: Box): boolean {
    for (let a: Element | null = el; a && a.tagName !== "BODY" && a.tagName !== "HTML"; a = a.parentElement) {
      const s = style(a);
      const clipsX = /hidden|clip/.test(s.overflowX);
      const clipsY = /hidden|clip/.test(s.overflowY);
      if (!clipsX && !clipsY) continue;
      const r = a.getBoundingClientRect();
      const inner = {
        left: r.left + a.clientLeft,
        top: r.top + a.clientTop,
        right: r.left + a.clientLeft + a.clientWidth,
        bottom: r.top + a.clientTop + a.clientHeight,
      };
      if (clipsX && (box.left < inner.left - 1 || box.right > inner.right + 1)) return true;
      if (clipsY && (box.top < inner.top - 1 || box.bottom > inner.bottom + 1)) return true;
    }
    return false;
  }

  /** `box` cut to what the scrolling and clipping boxes around `el` show of it (none: it shows nothing). */
  function shown(el: Element, box: Box): Box | undefined {
    let seen = { ...box };
    for (let a = el.parentElement; a && a.tagName !== "BODY" && a.tagName !== "HTML"; a = a.parentElement) {
      const s = style(a);
      if (s.overflowX === "visible" && s.overflowY === "visible") continue;
      const r = a.getBoundingClientRect();
      seen = {
        left: Math.max(seen.left, r.left),
        top: Math.max(seen.top, r.top),
        right: Math.min(seen.right, r.right),
        bottom: Math.min(seen.bottom, r.bottom),
      };
      if (seen.right - seen.left <= 0 || seen.bottom - seen.top <= 0) return undefined;
    }
    return seen;
  }

  function zoom(doc: Document): ZoomSeen {
    const seen: ZoomSeen = { clipped: [], overlaps: [] };
    if (!hasLayout(doc) || !doc.body) return seen;
    const texts = textElements(doc);
    const measure = () => {
      const lines = texts.map(textLines);
      const clipped = texts.map((el, i) => {
        const box = around(lines[i]!);
        return !!box && clippedBy(el, box);
      });
      const visible = texts.map((el, i) => lines[i]!.flatMap((line) => shown(el, line) ?? []));
      const overlapping = new Set<string>();
      const meet = (a: Box, b: Box) =>
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
      for (let i = 0; i < texts.length; i++)
        for (let j = i + 1; j < texts.length; j++) {
          if (texts[i]!.contains(texts[j]!) || texts[j]!.contains(texts[i]!)) continue;
          if (visible[i]!.some((a) => visible[j]!.some((b) => meet(a, b)))) overlapping.add(`${i} ${j}`);
        }
      return { clipped, overlapping };
    };
    const at100 = measure();
    const all = [doc.documentElement, ...doc.body.querySelectorAll<HTMLElement>("*")];
    const sizes = all.map((el) => parseFloat(style(el).fontSize) || 16);
    const kept = all.map((el) => [el.style.getPropertyValue("font-size"), el.style.getPropertyPriority("font-size")] as const);
    all.forEach((el, i) => el.style.setProperty("font-size", `${sizes[i]! * 2}px`, "important"));
    try {
      const at200 = measure();
      texts.forEach((el, i) => {
        if (at200.clipped[i] && !at100.clipped[i] && seen.clipped.length < 10) seen.clipped.push(place(el));
      });
      for (const pair of at200.overlapping) {
        if (at100.overlapping.has(pair) || seen.overlaps.length >= 10) continue;
        const [i, j] = pair.split(" ").map(Number) as [number, number];
        if (at100.clipped[i] || at100.clipped[j]) continue;
        seen.overlaps.push([place(texts[i]!), place(texts[j]!)]);
      }
    } finally {
      all.forEach((el, i) => {
        const [value, priority] = kept[i]!;
        if (value) el.style.setProperty("font-size", value, priority);
        else el.style.removeProperty("font-size");
      });
    }
    return seen;
  }

  function snapshot(doc: Document): TextSnapshot {
    const texts = new Map<Node, string>();
    const walker = doc.createTreeWalker(doc.body ?? doc.documentElement, 4);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.set(n, n.nodeValue ?? "");
    return { texts, regions: new Set(doc.querySelectorAll(LIVE)) };
  }

  function errorTextSince(doc: Document, before: TextSnapshot): ErrorTextSeen {
    const seen: ErrorTextSeen = { announced: 0, unannounced: [], lateRegions: [] };
    const walker = doc.createTreeWalker(doc.body ?? doc.documentElement, 4);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const value = n.nodeValue ?? "";
      const parent = n.parentElement;
      if (!value.trim() || before.texts.get(n) === value || !parent || /^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(parent.tagName)) continue;
      if (!rendered(parent)) continue;
      const region = parent.closest(LIVE);
      if (region && (roleOf(region) === "alert" || before.regions.has(region))) seen.announced++;
      else if (region) {
        if (!seen.lateRegions.some((p) => p.path === path(region)) && seen.lateRegions.length < 5) seen.lateRegions.push(place(region));
      } else if (!seen.unannounced.some((p) => p.path === path(parent)) && seen.unannounced.length < 5)
        seen.unannounced.push(place(parent));
    }
    return seen;
  }

  function structure(doc: Document): string {
    const markup = (doc.body?.innerHTML ?? "").replace(/>[^<]*</g, "><");
    let hash = 5381;
    for (let i = 0; i < markup.length; i++) hash = ((hash << 5) + hash + markup.charCodeAt(i)) | 0;
    return `${(hash >>> 0).toString(16)}:${markup.length}`;
  }

  const targets = (nodes: Array<{ target: unknown[] }>) => nodes.slice(0, 5).map((n) => n.target.map(String).join(" "));

  async function axe(
    doc: Document,
    engine: AxeEngine,
    options: { tags: readonly string[]; off: readonly string[] },
  ): Promise<AxeViolation[]> {
    const rules = Object.fromEntries(options.off.map((id) => [id, { enabled: false }]));
    const result = await engine.run(doc, {
      runOnly: { type: "tag", values: [...options.tags] },
      rules,
      resultTypes: ["violations"],
      iframes: false,
      preload: false,
      selectors: true,
    });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      ...(v.impact && { impact: v.impact }),
      targets: targets(v.nodes),
      count: v.nodes.length,
    }));
  }

  async function contrast(doc: Document, engine: AxeEngine): Promise<ContrastShortfall[]> {
    const result = await engine.run(doc, {
      runOnly: { type: "rule", values: ["color-contrast"] },
      resultTypes: ["violations"],
      iframes: false,
      preload: false,
      selectors: true,
    });
    const found: ContrastShortfall[] = [];
    for (const v of result.violations)
      for (const node of v.nodes.slice(0, 10)) {
        const data = (node.any ?? []).find((c) => c.id === "color-contrast")?.data as
          { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string } | undefined;
        let el: Element | null = null;
        try {
          el = doc.querySelector(String(node.target[node.target.length - 1] ?? ""));
        } catch {
          el = null;
        }
        found.push({
          ...(el ? place(el) : { path: node.target.map(String).join(" ") }),
          ratio: Math.round((data?.contrastRatio ?? 0) * 100) / 100,
          expected: parseFloat(data?.expectedContrastRatio ?? "4.5") || 4.5,
          foreground: data?.fgColor ?? "?",
          background: data?.bgColor ?? "?",
        });
      }
    return found;
  }

  function transparent(color: string): boolean {
    const c = color.replace(/\s+/g, "");
    return c === "" || c === "transparent" || /,0(\.0+)?\)$/.test(c) || /\/0(\.0+)?\)$/.test(c);
  }

  function backdrop(doc: Document, theme: "light" | "dark", hostBackground: string): () => void {
    const root = doc.documentElement;
    const words = (style(root).colorScheme || "normal").split(/\s+/);
    const own = words.includes("light") && words.includes("dark") ? theme : words.includes("dark") ? "dark" : "light";
    const color = own === theme ? hostBackground : own === "dark" ? "#121212" : "#ffffff";
    if (!transparent(style(root).backgroundColor)) return () => {};
    const value = root.style.getPropertyValue("background-color");
    const priority = root.style.getPropertyPriority("background-color");
    root.style.setProperty("background-color", color, "important");
    return () => (value ? root.style.setProperty("background-color", value, priority) : root.style.removeProperty("background-color"));
  }

  function hostStyle(doc: Document): HostStyleSeen {
    const root = doc.documentElement;
    return { theme: root.getAttribute("data-theme") ?? "", background: root.style.getPropertyValue("--color-background-primary").trim() };
  }

  return { hasLayout, structure, axe, contrast, backdrop, hostStyle, keyboard, zoom, snapshot, errorTextSince };
}
