// The document a frame gets, as its host makes it. Most hosts load the view's HTML as the frame's
// `srcdoc` (the reference host among them), and a srcdoc document is never in quirks mode; the
// widget origin serves the HTML over HTTP instead, so it gives a page without a doctype one, and
// the view renders in standards mode as there. A host that writes the view's HTML into a blank
// document (Claude) gets a loader, served with the view's policy as its header (which the written
// document keeps): once loaded, it opens its document afresh and writes the HTML into it, injected
// scripts first, and a page without a doctype is in quirks mode (`document.compatMode === "BackCompat"`).

/** `html` as a JavaScript string literal that is safe inside a `<script>` element. */
const literal = (html: string) =>
  JSON.stringify(html)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** `html` in standards mode, as in a srcdoc frame: a doctype in front when it has none (on the same line, so line numbers stay). */
export function servedDocument(html: string): string {
  return /^\s*(<!--[\s\S]*?-->\s*)*<!doctype/i.test(html) ? html : `<!doctype html>${html}`;
}

/** The loader page that writes `html` into its own, blank, document. */
export function writtenDocument(html: string): string {
  // In the loader's own load handler, its parser is done, so document.open() starts a new one (from a
  // running parser-inserted script it would do nothing). Written there, synchronously, the frame fires
  // one load event in all (the host's channel takes a second one for a navigation), and the written
  // document's module scripts run (written at DOMContentLoaded, Chromium never runs them).
  return `<!doctype html><html><head><script>addEventListener("load",function(){var html=${literal(html)};document.open();document.write(html);document.close()},{once:true})</script></head></html>`;
}
