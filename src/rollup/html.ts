// A small HTML tag scanner: enough to find the scripts, stylesheets and URL-bearing attributes of a
// widget's HTML entry, with the exact source range of each element so it can be replaced. It skips
// comments, reads script/style/textarea/title contents as raw text, and never builds a tree.

/** One element start tag (and, for raw-text elements, its contents and end tag). */
export interface HtmlTag {
  /** Lower-case tag name. */
  name: string;
  /** Attributes by lower-case name; a bare attribute has the value `""`. Values are entity-decoded. */
  attrs: Map<string, string>;
  /** Index of the `<` that opens the tag. */
  start: number;
  /** Index just past the element: past its end tag for raw-text elements, else past the start tag. */
  end: number;
  /** The raw contents of a `script`, `style`, `textarea` or `title` element. */
  text?: string;
}

const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);
const TAG_NAME = /<([a-zA-Z][^\s/>]*)/y;
const ATTRIBUTE = /[\s/]*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;
const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };

/** Decodes the few character references that matter in URLs and paths. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi, (whole, ref: string) => {
    const lower = ref.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return ENTITIES[lower] ?? whole;
  });
}

/** Every element start tag in `html`, in document order. */
export function scanHtml(html: string): HtmlTag[] {
  const tags: HtmlTag[] = [];
  let i = 0;
  while ((i = html.indexOf("<", i)) !== -1) {
    if (html.startsWith("<!--", i)) {
      const close = html.indexOf("-->", i + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    TAG_NAME.lastIndex = i;
    const match = TAG_NAME.exec(html);
    if (!match) {
      // An end tag, a doctype, a processing instruction or a stray "<": skip past its ">".
      const close = html.indexOf(">", i + 1);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(html, i, match[1]!.toLowerCase(), TAG_NAME.lastIndex);
    tags.push(tag);
    i = tag.end;
  }
  return tags;
}

/** Reads the attributes after a tag name, then the raw text of a raw-text element. */
function readTag(html: string, start: number, name: string, from: number): HtmlTag {
  const attrs = new Map<string, string>();
  let i = from;
  for (;;) {
    ATTRIBUTE.lastIndex = i;
    const m = ATTRIBUTE.exec(html);
    if (!m || m.index !== i) break;
    const key = m[1]!.toLowerCase();
    if (!attrs.has(key)) attrs.set(key, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ""));
    i = ATTRIBUTE.lastIndex;
  }
  const close = html.indexOf(">", i);
  const openEnd = close === -1 ? html.length : close + 1;
  if (!RAW_TEXT.has(name)) return { name, attrs, start, end: openEnd };
  const endTag = new RegExp(`</${name}[\\s/>]`, "ig");
  endTag.lastIndex = openEnd;
  const found = endTag.exec(html);
  if (!found) return { name, attrs, start, end: html.length, text: html.slice(openEnd) };
  const endClose = html.indexOf(">", found.index);
  return { name, attrs, start, end: endClose === -1 ? html.length : endClose + 1, text: html.slice(openEnd, found.index) };
}

/** Serialises attributes back into a start tag's attribute list (with a leading space when non-empty). */
export function formatAttributes(attrs: Map<string, string>): string {
  let out = "";
  for (const [key, value] of attrs) out += value === "" ? ` ${key}` : ` ${key}="${value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`;
  return out;
}

/** Escapes text for a `<script>` or `<style>` element so that nothing inside can close it early. */
export function escapeRawText(text: string, element: "script" | "style"): string {
  return text.replace(new RegExp(`</(${element})`, "gi"), "<\\/$1");
}

/** True for `<script type="module">`. */
export function isModuleScript(tag: HtmlTag): boolean {
  return tag.name === "script" && tag.attrs.get("type")?.trim().toLowerCase() === "module";
}

/** True for a classic script (no type, or a JavaScript MIME type); data blocks and import maps are not. */
export function isClassicScript(tag: HtmlTag): boolean {
  const type = tag.attrs.get("type")?.trim().toLowerCase() ?? "";
  return tag.name === "script" && (type === "" || /^(text|application)\/(x-)?(java|ecma)script$/.test(type));
}

/** True for `<link rel="stylesheet">` (rel is a token list). */
export function isStylesheet(tag: HtmlTag): boolean {
  return tag.name === "link" && (tag.attrs.get("rel") ?? "").toLowerCase().split(/\s+/).includes("stylesheet");
}

/** True for a non-empty reference with no scheme and no host (`main.js`, `./a.css`, `/src/b.js`). */
export function isLocal(ref: string): boolean {
  return ref.trim() !== "" && !/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(ref.trim());
}
