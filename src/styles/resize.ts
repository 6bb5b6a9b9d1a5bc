// Auto-resize's measuring half: the view's size, reported whenever it changes, measured so that the
// host resizing the frame cannot feed back into it (docs/sizing.md).

/** A size in CSS pixels, as sent in `ui/notifications/size-changed`. */
export interface Size {
  width: number;
  height: number;
}

/**
 * Reports the view's size whenever it changes: at most once per animation frame, only when the
 * numbers differ from the last report (so a first 0×0 is never sent). The height is the document's
 * content with all it overflows, such as an open dropdown that is `position: absolute`, measured
 * intrinsically (see `measureHeight`); with `element`, that element's height instead.
 *
 * Besides resizes of `<html>` and `<body>`, changes to the content of `<body>`, loads (images,
 * frames, stylesheets) and web fonts schedule a measurement, so layouts whose root boxes never
 * change size (`html, body { height: 100% }`) still report what changes their content's height.
 *
 * A height that grew by exactly as much as the frame did since the last report, with nothing else
 * behind it (no change of the DOM, no load, no animation running), follows the frame (a root of
 * `height: 100vh`): reporting it would grow the frame without end. From then on such a height is not
 * reported, and `onLoop` is called once. Returns the cleanup that stops observing and cancels a
 * scheduled measurement.
 */
export function observeSize(send: (size: Size) => void, element?: HTMLElement, onLoop?: () => void): () => void {
  /** The scheduled animation frame's id; 0 when none is. */
  let frame = 0;
  let lastWidth = 0;
  let lastHeight = 0;
  /** The frame's height when `lastHeight` was measured (none yet: NaN, so that the frame did not grow since). */
  let sentAt = NaN;
  /** Whether the DOM changed or something loaded since the last measurement. */
  let changed = true;
  /** Whether the height was seen to follow the frame's. */
  let loops = false;
  const measure = () => {
    frame = 0;
    const at = innerHeight;
    const width = Math.ceil(innerWidth);
    const frameChange = at - sentAt;
    let height = measureHeight(element);
    if (frameChange && height - lastHeight === frameChange && (loops ||= !(changed || document.getAnimations?.().length || onLoop?.())))
      height = lastHeight;
    changed = false;
    if (width === lastWidth && height === lastHeight) return;
    if (height !== lastHeight) sentAt = at;
    send({ width: (lastWidth = width), height: (lastHeight = height) });
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(measure);
  };
  const touched = () => {
    changed = true;
    schedule();
  };
  schedule();
  const observer = window.ResizeObserver && new ResizeObserver(schedule);
  for (const target of element ? [element] : [document.documentElement, document.body]) {
    if (target) observer?.observe(target);
  }
  // Not <html>: measuring writes its inline style, which must not schedule another measurement.
  const mutations = new MutationObserver(touched);
  if (!element && document.body)
    mutations.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  // A load event does not bubble, but the document sees each one in its capture phase.
  const { fonts } = document;
  document.addEventListener("load", touched, true);
  fonts?.addEventListener("loadingdone", touched);
  return () => {
    document.removeEventListener("load", touched, true);
    fonts?.removeEventListener("loadingdone", touched);
    observer?.disconnect();
    mutations.disconnect();
    cancelAnimationFrame(frame);
  };
}

/**
 * The document's height: `<html>` at `height: max-content` (so that neither the frame's height nor
 * `height: 100%` sizes it), moved down by 100,000 px so that the document's scrollable height, which
 * holds all `<html>` holds and overflows but is never less than the frame's, is that much more
 * than the content's; and without a scrollbar, which would narrow the content while measuring. The
 * browser rounds that height as it does when it decides whether the frame needs a scrollbar.
 */
function measureHeight(element: HTMLElement | undefined): number {
  if (element) return Math.ceil(element.getBoundingClientRect().height);
  const { style } = document.documentElement;
  const saved = style.cssText;
  style.cssText += ";height:max-content;scrollbar-width:none;translate:0 1e5px";
  // Never below 0: a document with no layout (happy-dom, a detached frame) has no scrollable height.
  const height = Math.max(0, document.scrollingElement!.scrollHeight - 1e5);
  style.cssText = saved;
  return height;
}
