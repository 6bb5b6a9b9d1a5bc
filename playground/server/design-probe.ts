// The design probe the widget origin injects into each view's frame, after the console capture
// (inject-listener.ts): the design rules that need the rendered view (DESIGN-001…004, 006) cannot be
// judged from the host page, as the frame is on another origin. Its message listener is registered
// before the view's own, so it sees the first tool-result or tool-cancelled before the view handles
// it, and tells whether the view showed anything then; after tool-cancelled it tells whether the
// document changed; and it tells the layout (elements that scroll inside the view, horizontal
// overflow, the width, elements whose height follows the frame's) each time it differs, at most every
// 100 ms, and once after the first terminal event in any case (so that the host knows its word on the
// rendered view has come). It measures with the test kit's probeDocument, so the dev host and the
// test kit judge alike. What it posts: shared/design-probe.ts.
import { probeDocument } from "mcp-view/testing";
import { DESIGN_PROBE_MESSAGE } from "../shared/design-probe.js";

/** The probe as a function of the frame's window and the measure, readable (no line comments, explicit semicolons). */
const READABLE = `function (w, probe) {
  var d = w.document, sent = 0, first = true, cancelled = null, last = "", queued = false, again = false;
  function post(m) { if (sent >= 200) return; sent++; m.type = "${DESIGN_PROBE_MESSAGE}"; try { w.parent.postMessage(m, "*"); } catch (e) {} }
  function measure() { try { return probe(d); } catch (e) { return null; } }
  function layout() {
    queued = false;
    var p = measure();
    if (!p) return;
    var width = d.documentElement ? d.documentElement.clientWidth : 0;
    var cut = function (list) { return list.slice(0, 20).map(function (s) { return String(s).slice(0, 200); }); };
    var paths = cut(p.nestedScroll), sized = cut(p.viewportHeights);
    var told = JSON.stringify([paths, p.overflow, width, sized]);
    if (told === last && !again) return;
    last = told;
    again = false;
    post({ at: "layout", nestedScroll: paths, overflow: p.overflow, width: width, viewportHeights: sized });
  }
  function soon() { if (!queued) { queued = true; w.setTimeout(layout, 100); } }
  var watched = { subtree: true, childList: true, characterData: true, attributes: true };
  function start() {
    try { new w.MutationObserver(soon).observe(d.documentElement, watched); } catch (e) {}
    try { new w.ResizeObserver(soon).observe(d.documentElement); } catch (e) {}
    w.addEventListener("resize", soon);
    soon();
  }
  if (d.readyState === "loading") d.addEventListener("DOMContentLoaded", start); else start();
  w.addEventListener("message", function (e) {
    var m = e.data;
    if (e.source !== w.parent || !m || typeof m !== "object" || m.jsonrpc !== "2.0") return;
    var cancel = m.method === "ui/notifications/tool-cancelled";
    if (!cancel && m.method !== "ui/notifications/tool-result") return;
    if (first) { first = false; again = true; soon(); var p = measure(); if (p) post({ at: "terminal", blank: p.blank }); }
    if (!cancel || cancelled !== null || !d.body) return;
    cancelled = d.body.innerHTML;
    post({ at: "cancel" });
    new w.MutationObserver(function (records, observer) {
      if (d.body && d.body.innerHTML === cancelled) return;
      observer.disconnect();
      post({ at: "changed" });
    }).observe(d.documentElement, watched);
  });
}`;

/**
 * The probe (a `<script>` element), on one line: the view's own lines keep their numbers. The
 * measure is probeDocument's source; run from source by tsx or vitest (esbuild's keepNames), its
 * inner functions come wrapped in `__name(fn, "name")`, which the script defines as the identity.
 */
export const DESIGN_PROBE =
  `<script>(function (__name) { (${READABLE})(window, ${probeDocument.toString()}); })(function (fn) { return fn; })</script>`.replace(
    /\n\s*/g,
    " ",
  );
