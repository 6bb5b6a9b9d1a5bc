// The scripts the widget origin puts first in each view's document: the console capture (errors,
// rejections, console.error/.warn and the Apps' reported errors: console-capture.ts), a listener
// that forwards the frame's `securitypolicyviolation` events to the host page
// (shared/csp-violation.ts), which names the origin to declare, the view-state watcher
// (storage-watch.ts), the design probe (design-probe.ts) and the accessibility probe (a11y-frame.ts);
// before them all, on a host whose storage is blocked, the block (storage-block.ts).
import { CSP_VIOLATION_MESSAGE } from "../shared/csp-violation.js";
import { A11Y_FRAME_PROBE } from "./a11y-frame.js";
import { CONSOLE_CAPTURE } from "./console-capture.js";
import { DESIGN_PROBE } from "./design-probe.js";
import { STORAGE_BLOCK } from "./storage-block.js";
import { STORAGE_WATCH } from "./storage-watch.js";

const LISTENER =
  CONSOLE_CAPTURE +
  `<script>document.addEventListener("securitypolicyviolation",function(e){parent.postMessage({type:"${CSP_VIOLATION_MESSAGE}",` +
  `blockedURI:e.blockedURI,effectiveDirective:e.effectiveDirective,sourceFile:e.sourceFile,lineNumber:e.lineNumber,sample:e.sample},"*")})</script>` +
  STORAGE_WATCH +
  DESIGN_PROBE +
  A11Y_FRAME_PROBE;

/** Options of {@link injectListener}. */
export interface InjectOptions {
  /** Scripts after the listener. */
  extra?: string;
  /** Blocks `localStorage` and `sessionStorage` first. */
  blockStorage?: boolean;
}

/**
 * Puts the storage block (when asked), the console capture, the violation listener, the view-state
 * watcher, the design and accessibility probes and then `extra` before any other script of the document.
 */
export function injectListener(html: string, { extra = "", blockStorage = false }: InjectOptions = {}): string {
  const scripts = (blockStorage ? STORAGE_BLOCK : "") + LISTENER + extra;
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + scripts + html.slice(head.index + head[0].length);
  const doc = /<html[^>]*>/i.exec(html) ?? /<!doctype[^>]*>/i.exec(html);
  if (doc) return html.slice(0, doc.index + doc[0].length) + scripts + html.slice(doc.index + doc[0].length);
  return scripts + html;
}
