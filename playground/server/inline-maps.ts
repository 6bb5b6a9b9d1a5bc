// The inline scripts of a view's document that end with their source map as a `data:` URL, found in
// one forward pass that skips comments, as the browser does: each search starts where the previous
// one ended and nothing is read twice, so reading a document costs time in proportion to its length,
// whatever it holds. (A regular expression over the whole document, with a `.split` of everything
// before each script for its line, cost the square of the length for a run of unclosed `<script>`
// tags: 780 KB of them, in a comment, blocked the dev server, its `/mcp` relay included, for seconds.)

/** An inline script that carries its map: where its text starts in the document (1-based line, 0-based column). */
export interface InlineMap {
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

/** A script's start tag, or a comment (which holds no script, whatever it holds). */
const OPEN = /<script\b|<!--/gi;
const CLOSE = /<\/script\s*>/gi;
const DATA_MAP = /\/\/[#@] ?sourceMappingURL=data:application\/json(?:;charset=[\w-]+)?(;base64)?,(\S+)\s*$/;
/** The most a map comment's start can lie before its last whitespace-free run: `//# ` of `//# sourceMappingURL=…`. */
const COMMENT_START = 4;

/** The scripts of `html` (line breaks as `\n`) that end with a `data:` source map; `count`, when given, is told the characters examined. */
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
    const tagEnd = open ? html.indexOf(">", open.index) : -1;
    CLOSE.lastIndex = tagEnd + 1;
    const close = tagEnd === -1 ? null : CLOSE.exec(html);
    count.chars += (close ? CLOSE.lastIndex : html.length) - at;
    // No tag end, or no `</script>`, after this point: none after it either.
    if (!close) return scripts;
    at = CLOSE.lastIndex;
    const start = tagEnd + 1;
    const text = html.slice(start, close.index);
    count.chars += text.length;
    const data = mapComment(text);
    if (!data) continue;
    for (; counted < start; counted++) if (html.charCodeAt(counted) === 10) (line++, (lineStart = counted + 1));
    scripts.push({ line, column: start - lineStart, lastLine: line + newlines(text), map: dataText(data) });
  }
}

/**
 * The `//# sourceMappingURL=data:…` comment that ends `text`, read only in its last run without
 * whitespace (where the comment's URL must lie, since it runs to the end) and the few characters
 * before it: the expression never scans the script's whole text from each `//` in it.
 */
function mapComment(text: string): RegExpExecArray | null {
  const body = text.trimEnd();
  let run = body.length;
  while (run > 0 && !/\s/.test(body[run - 1]!)) run--;
  return DATA_MAP.exec(body.slice(Math.max(0, run - COMMENT_START)));
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
