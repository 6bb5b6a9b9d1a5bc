// The accessibility probe the widget origin injects into each view's frame, before the view's own
// scripts: it notes which elements get a click listener (the test kit's probe cannot see listeners;
// an element that also listens for keys is taken for a container that handles its children's events),
// notes the text when the host page says an error is coming, and measures on the page's request
// with the test kit's accessibilityProbe (shared/a11y-frame.ts says what is asked and answered).
// axe-core is loaded from the widget origin (AXE_PATH, allowed by every frame's policy as 'self')
// the first time a measure needs it, never before: a view that is only shown never loads it.
import { accessibilityProbe, type A11yProbe, type AxeEngine } from "mcp-view/testing";
import { A11Y_MESSAGE, AXE_PATH, type A11yReport, type A11yRequest } from "../shared/a11y-frame.js";

/** The probe's listener, self-contained: its source goes into the frame (on one line, so the view's lines keep their numbers). */
function frameProbe(w: Window & typeof globalThis & { axe?: AxeEngine }, makeProbe: () => A11yProbe, axePath: string, type: string): void {
  const d = w.document;
  const probe = makeProbe();
  const marks = new WeakMap<Element, { clicks?: boolean; keys?: boolean }>();
  const clicks = /^(click|dblclick|mousedown|mouseup|pointerdown|pointerup|touchstart|touchend)$/;
  const keys = /^(keydown|keyup|keypress)$/;
  let snapshot: ReturnType<A11yProbe["snapshot"]> | undefined;
  let loading: Promise<AxeEngine> | undefined;
  try {
    const add = w.EventTarget.prototype.addEventListener;
    w.EventTarget.prototype.addEventListener = function (this: EventTarget, kind: string, ...rest: [never, never]) {
      try {
        if (this instanceof w.Element && (clicks.test(kind) || keys.test(kind))) {
          const mark = marks.get(this) ?? {};
          mark[keys.test(kind) ? "keys" : "clicks"] = true;
          marks.set(this, mark);
        }
      } catch {
        /* the view's call goes on whatever happens here */
      }
      return add.call(this, kind, ...rest);
    };
  } catch {
    /* no listener record: the probe still reads onclick and a pointer cursor */
  }
  const clickable = (el: Element) => {
    const mark = marks.get(el);
    return !!mark?.clicks && !mark.keys;
  };
  const loadAxe = (): Promise<AxeEngine> => {
    if (w.axe) return Promise.resolve(w.axe);
    return (loading ??= new Promise<AxeEngine>((resolve, reject) => {
      const script = d.createElement("script");
      script.src = axePath;
      script.onload = () => (w.axe ? resolve(w.axe) : reject(new Error("axe-core loaded but set no window.axe")));
      script.onerror = () => {
        loading = undefined;
        reject(new Error(`the frame could not load axe-core from ${script.src} (its Content-Security-Policy, or the server)`));
      };
      (d.head ?? d.documentElement).append(script);
    }));
  };
  const run = async (task: Extract<A11yRequest, { op: "run" }>["task"]): Promise<A11yReport> => {
    const report: A11yReport = { structure: probe.structure(d), hostStyle: probe.hostStyle(d) };
    const problems: string[] = [];
    const attempt = async (part: string, measure: () => unknown) => {
      try {
        await measure();
      } catch (error) {
        problems.push(`${part}: ${(error as Error)?.message ?? String(error)}`);
      }
    };
    if (task.keyboard) await attempt("the keyboard walk", () => (report.keyboard = probe.keyboard(d, clickable)));
    if (task.zoom) await attempt("200% text", () => (report.zoom = probe.zoom(d)));
    if (task.errors && snapshot) {
      const since = snapshot;
      await attempt("the error text", () => (report.errors = probe.errorTextSince(d, since)));
    }
    const axe = task.axe;
    if (axe && !axe.known.includes(report.structure))
      await attempt("axe-core", async () => (report.axe = await probe.axe(d, await loadAxe(), axe)));
    const contrast = task.contrast;
    if (contrast)
      await attempt("the contrast", async () => {
        const engine = await loadAxe();
        const undo = probe.backdrop(d, contrast.theme, contrast.background);
        try {
          report.contrast = await probe.contrast(d, engine);
        } finally {
          undo();
        }
      });
    if (problems.length) report.problem = problems.join("; ");
    return report;
  };
  w.addEventListener("message", (event) => {
    const m = event.data as A11yRequest | null;
    if (event.source !== w.parent || !m || typeof m !== "object" || m.type !== type) return;
    if (m.op === "snapshot") {
      if (!snapshot && d.body) snapshot = probe.snapshot(d);
      return;
    }
    if (m.op !== "run" || typeof m.id !== "number" || !m.task || typeof m.task !== "object") return;
    void run(m.task).then(
      (report) => w.parent.postMessage({ type, id: m.id, report }, "*"),
      (error: unknown) =>
        w.parent.postMessage(
          { type, id: m.id, report: { structure: "", hostStyle: { theme: "", background: "" }, problem: String(error) } },
          "*",
        ),
    );
  });
}

/**
 * The probe (a `<script>` element), on one line. Its functions are the test kit's; run from source
 * by tsx or vitest (esbuild's keepNames), inner functions come wrapped in `__name(fn, "name")`,
 * which the script defines as the identity.
 */
export const A11Y_FRAME_PROBE =
  `<script>(function (__name) { (${frameProbe.toString()})(window, ${accessibilityProbe.toString()}, ${JSON.stringify(AXE_PATH)}, ${JSON.stringify(A11Y_MESSAGE)}); })(function (fn) { return fn; })</script>`.replace(
    /\n\s*/g,
    " ",
  );
