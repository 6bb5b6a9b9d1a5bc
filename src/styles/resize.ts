/** A size in CSS pixels, as sent in `ui/notifications/size-changed`. */
export interface Size {
  width: number;
  height: number;
}

/**
 * Reports the view's size whenever it changes: at most once per animation frame, only when the
 * numbers differ from the last report (so a first 0×0 is never sent), and measured intrinsically
 * (`<html>` at `height: max-content`) so the host resizing the frame cannot feed back into it.
 * With `element`, that element's height is reported instead of the document's. Besides resizes of
 * `<html>` and `<body>`, changes to the content of `<body>` schedule a measurement too, so layouts
 * whose root boxes never change size (`html, body { height: 100% }`) still report content growth.
 * Returns the cleanup that stops observing and cancels a scheduled measurement.
 */
export function observeSize(send: (size: Size) => void, element?: HTMLElement): () => void {
  let scheduled = false;
  let frame = 0;
  let last: Size = { width: 0, height: 0 };
  const measure = () => {
    scheduled = false;
    const size = { width: Math.ceil(window.innerWidth), height: measureHeight(element) };
    if (size.width === last.width && size.height === last.height) return;
    last = size;
    send(size);
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    frame = requestAnimationFrame(measure);
  };
  schedule();
  const observer = typeof ResizeObserver === "function" ? new ResizeObserver(schedule) : undefined;
  for (const target of element ? [element] : [document.documentElement, document.body]) {
    if (target) observer?.observe(target);
  }
  // Not <html>: measuring writes its inline style, which must not schedule another measurement.
  const mutations = typeof MutationObserver === "function" && !element && document.body ? new MutationObserver(schedule) : undefined;
  mutations?.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  return () => {
    observer?.disconnect();
    mutations?.disconnect();
    if (scheduled) cancelAnimationFrame(frame);
    scheduled = false;
  };
}

function measureHeight(element: HTMLElement | undefined): number {
  if (element) return Math.ceil(element.getBoundingClientRect().height);
  const html = document.documentElement;
  const saved = html.style.height;
  html.style.height = "max-content";
  const height = Math.ceil(html.getBoundingClientRect().height);
  html.style.height = saved;
  return height;
}
