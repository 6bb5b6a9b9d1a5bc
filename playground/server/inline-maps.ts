// The inline scripts and styles of a view's document that end with their source map as a `data:` URL
// (`//# sourceMappingURL=data:…`, in CSS `/*# sourceMappingURL=data:… */`), found in one forward pass that skips comments, as the browser does: each search starts where the previous
// one ended and nothing is read twice, so reading a document costs time in proportion to its length,
// whatever it holds. (A regular expression over the whole document, with a `.split` of everything
// before each script for its line, cost the square of the length for a run of unclosed `<script>`
// tags: 780 KB of them, in a comment, blocked the dev server, its `/mcp` relay included, for seconds.)

/** An inline script or style that carries its map: where its text starts in the document (1-based line, 0-based column). */
export interface InlineMap {
  kind: "script" | "style";
  line: number;
  column: number;
  lastLine: number;
  /** The map's JSON text ("" when its `data:` URL cannot be decoded). */
  map: string;
}

/** The characters a read examined: a test's measure that reading is linear in the document's length. */
export interface ReadCount {
  chars: number;
}

/** A script's or style's start tag, or a comment (which holds neither, whatever it holds). */
const OPEN = /<(script|style)\b|<!--/gi;
const CLOSE = { script: /<\/script\s*>/gi, style: /<\/style\s*>/gi };
const DATA_MAP = {
  script: /\/\/[#@] ?sourceMappingURL=data:application\/json(?:;charset=[\w-]+)?(;base64)?,(\S+)\s*$/,
  style: /\/\*[#@] ?sourceMappingURL=data:application\/json(?:;charset=[\w-]+)?(;base64)?,(\S+?)\s*$/,
};
/** The most a map comment's start can lie before its last whitespace-free run: `//# ` of `//# sourceMappingURL=…` (or `/*# `). */
const COMMENT_START = 4;

/** The scripts and styles of `html` (line breaks as `\n`) that end with a `data:` source map; `count`, when given, is told the characters examined. */
export function inlineMaps(html: string, count: ReadCount = { chars: 0 }): InlineMap[] {
  const scripts: InlineMap[] = [];
  let at = 0; // where the next search starts
  let line = 1; // the line of `counted`, which starts at `lineStart`
  let counted = 0;
  let lineStart = 0;
  for (;;) {
    OPEN.lastIndex = at;
    const open = OPEN.exec(html);
    if (open?.[0] === "<!--") {
      const end = html.indexOf("-->", open.index + 2); // `<!-->` is a whole comment, as the browser reads it
      count.chars += (end === -1 ? html.length : end + 3) - at;
      if (end === -1) return scripts;
      at = end + 3;
      continue;
    }
    const kind = open?.[1]?.toLowerCase() === "style" ? "style" : "script";
    const tagEnd = open ? html.indexOf(">", open.index) : -1;
    const CLOSING = CLOSE[kind];
    CLOSING.lastIndex = tagEnd + 1;
    const close = tagEnd === -1 ? null : CLOSING.exec(html);
    count.chars += (close ? CLOSING.lastIndex : html.length) - at;
    // No tag end, or no `</script>` (`</style>`), after this point: the rest is its text, as the browser reads it.
    if (!close) return scripts;
    at = CLOSING.lastIndex;
    const start = tagEnd + 1;
    const text = html.slice(start, close.index);
    count.chars += text.length;
    const data = mapComment(text, kind);
    if (!data) continue;
    for (; counted < start; counted++) if (html.charCodeAt(counted) === 10) (line++, (lineStart = counted + 1));
    scripts.push({ kind, line, column: start - lineStart, lastLine: line + newlines(text), map: dataText(data) });
  }
}

/**
 * The `//# sourceMappingURL=data:…` comment that ends `text` (a style's `/*# …data:… *\/`), read only
 * in its last run without whitespace (where the comment's URL must lie, since it runs to the end)
 * and the few characters before it: the expression never scans the whole text from each `//` in it.
 */
function mapComment(text: string, kind: InlineMap["kind"]): RegExpExecArray | null {
  let body = text.trimEnd();
  if (kind === "style") {
    if (!body.endsWith("*/")) return null;
    body = body.slice(0, -2).trimEnd();
  }
  let run = body.length;
  while (run > 0 && !/\s/.test(body[run - 1]!)) run--;
  return DATA_MAP[kind].exec(body.slice(Math.max(0, run - COMMENT_START)));
}

function newlines(text: string): number {
  let lines = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lines++;
  return lines;
}

function dataText([, base64, payload]: RegExpExecArray): string {
  try {
    return base64 ? Buffer.from(payload!, "base64").toString("utf8") : decodeURIComponent(payload!);
  } catch {
    return "";
  }
}
