// Settles a row's view before `mcp-view matrix` photographs it, so that the same view gives the same
// pixels on every run, on a busy machine too. The headless host, not the view, adopts a style sheet
// into the view's document, its open shadow roots and the frames inside it, which ends CSS animations and
// transitions at once (an endless animation too) and makes every caret transparent; then
// finishes what scripts animate with the Web Animations API (an endless one is cancelled, as
// Playwright's animations: "disabled" does); waits for the document's fonts (document.fonts.ready);
// then for two frames, so that all of it is painted. A constructed style sheet is not an inline
// style, so a view's Content-Security-Policy does not keep it out. What a script draws frame by frame
// (requestAnimationFrame, a canvas, a video) is photographed as it stands.
import type { Frame, Page } from "playwright-core";
import { FRAME_ID } from "../shared/headless-matrix.js";

/** The style sheet adopted into the view before its screenshot. */
const SETTLE_CSS =
  "*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;animation-iteration-count:1!important;" +
  "transition-duration:0s!important;transition-delay:0s!important;caret-color:transparent!important}";

/** How long the view's fonts may take, in milliseconds: a font that never loads must not hold up the run. */
const FONTS_LIMIT = 10_000;

/** Runs in the view's document (serialised by playwright-core: it uses nothing from outside). */
async function settleDocument(css: string): Promise<void> {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  // The document and its open shadow roots: a document's style sheets and getAnimations() stop at a shadow root.
  const roots: Array<Document | ShadowRoot> = [];
  const collect = (root: Document | ShadowRoot) => {
    roots.push(root);
    for (const element of root.querySelectorAll("*")) if (element.shadowRoot) collect(element.shadowRoot);
  };
  collect(document);
  for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  for (const animation of roots.flatMap((root) => root.getAnimations())) {
    const end = animation.effect?.getComputedTiming().endTime;
    try {
      if (typeof end === "number" && Number.isFinite(end)) animation.finish();
      else animation.cancel();
    } catch {
      // An animation that cannot finish (a playback rate of 0) stays as it is.
    }
  }
  await document.fonts.ready;
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

const withDescendants = (frame: Frame): Frame[] => [frame, ...frame.childFrames().flatMap(withDescendants)];

/** Settles the view of the row standing now (`#headless-frame` on `page`) for its screenshot; a view gone or stuck is photographed as it is. */
export async function settleView(page: Page): Promise<void> {
  const element = await page.$(`#${FRAME_ID}`).catch(() => null);
  const frame = await element?.contentFrame().catch(() => null);
  await element?.dispose().catch(() => {});
  if (!frame) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, FONTS_LIMIT)));
  try {
    await Promise.race([Promise.all(withDescendants(frame).map((f) => f.evaluate(settleDocument, SETTLE_CSS).catch(() => {}))), limit]);
  } finally {
    clearTimeout(timer);
  }
}
