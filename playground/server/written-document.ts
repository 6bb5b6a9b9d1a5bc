// The document of a host that writes the view's HTML into a blank document (Claude) instead of
// serving it: the widget origin serves this loader (with the view's policy as its header, which the
// written document keeps), and once it has loaded, the loader opens its document afresh and writes
// the HTML into it, injected scripts first. A page without a doctype is then in quirks mode
// (`document.compatMode === "BackCompat"`), as on that host.

/** `html` as a JavaScript string literal that is safe inside a `<script>` element. */
const literal = (html: string) =>
  JSON.stringify(html)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The loader page that writes `html` into its own, blank, document. */
export function writtenDocument(html: string): string {
  // After load, document.open() starts a new parser (from a running parser-inserted script it would do nothing).
  return `<!doctype html><html><head><script>addEventListener("load",function(){var html=${literal(html)};setTimeout(function(){document.open();document.write(html);document.close()})},{once:true})</script></head></html>`;
}
