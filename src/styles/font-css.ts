// The strict reading of a host's font CSS. By the specification `styles.css.fonts` is arbitrary CSS:
// without a Content-Security-Policy from the host it may `@import` any stylesheet, make requests
// through `url()` in any rule, and read attribute values with selectors (`input[value^="a"] {
// background: url(…) }`). The strict reading keeps only what fonts need, and fails closed: anything
// it cannot read with certainty is dropped.

/**
 * Keeps only the `@font-face` rules of `css`, and its `@import` rules whose stylesheet is on one of
 * `importOrigins` (exact origins such as `"https://fonts.googleapis.com"`). A rule with a comment, a
 * backslash escape, a nested block or a string across lines is dropped, as is every other rule.
 */
export function strictFontCss(css: string, importOrigins: readonly string[] = []): string {
  const kept: string[] = [];
  for (const statement of statements(css)) {
    if (FONT_FACE.test(statement)) kept.push(statement);
    const href = importedUrl(statement);
    if (href && importOrigins.includes(href.origin)) kept.push(`@import url(${JSON.stringify(href.href)});`);
  }
  return kept.join("\n");
}

/** `@font-face { … }` with a body free of nested blocks, comments, escapes and multi-line strings. */
const FONT_FACE = /^@font-face\s*\{(?:[^{}"'\\/]|\/(?!\*)|"[^"\\\n]*"|'[^'\\\n]*')*\}$/i;

/** `@import url("…")`, `url('…')`, `url(…)`, `"…"` or `'…'`, with no media, layer or supports conditions. */
const IMPORT = /^@import\s+(?:url\(\s*(?:"([^"\\\n]*)"|'([^'\\\n]*)'|([^\s"'()\\]+))\s*\)|"([^"\\\n]*)"|'([^'\\\n]*)')\s*;$/i;

function importedUrl(statement: string): URL | undefined {
  const match = IMPORT.exec(statement);
  const url = match?.slice(1).find((group) => group !== undefined);
  if (!url) return undefined;
  try {
    const href = new URL(url);
    return href.protocol === "https:" || href.protocol === "http:" ? href : undefined;
  } catch {
    return undefined; // a relative or malformed URL
  }
}

/**
 * Splits CSS into its top-level statements: each ends with a `;` outside any block, or with the `}`
 * that closes its block. Strings are skipped whole so that their braces and semicolons do not count;
 * a statement the split misreads is rejected by the exact patterns above.
 */
function* statements(css: string): Generator<string> {
  let start = 0;
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < css.length; i++) {
    const char = css[i]!;
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote || char === "\n") quote = undefined;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === "{") depth++;
    else if (char === "}" && depth > 0 && --depth === 0) yield css.slice(start, (start = i + 1)).trim();
    else if (char === ";" && depth === 0) yield css.slice(start, (start = i + 1)).trim();
  }
}
