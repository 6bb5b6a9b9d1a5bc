// The widgets of the tool-result benchmark: the same minimal widget (an `ontoolresult` handler that
// keeps the result, as a real widget would) on every runtime, only the import differs, plus mcp-view
// with view state (`createViewState(app)` before `connect()`, default storage) twice: on a host
// context without `toolInfo.id` (the view is keyed by a bounded digest of the call) and with one
// (keyed by that id); no result carries a `_meta.viewUUID`. Every page's first script is the same
// probe, which marks when the tool-result message reaches the frame's window.
import { SDKS, sdk, type SdkId } from "./sdks.js";

export type ResultWidgetId = SdkId | "oursViewState" | "oursViewStateCallId";

/** One widget of the benchmark: the runtime it imports, whether it uses view state, and the tool call id its host context gives, if any. */
export interface ResultWidget {
  id: ResultWidgetId;
  label: string;
  core: string;
  viewState: boolean;
  toolCallId?: number;
}

/** In table order: mcp-view, mcp-view with view state (digest key, then call-id key), then the other runtimes of bench/lib/sdks.ts. */
export const RESULT_WIDGETS: readonly ResultWidget[] = [
  { id: "ours", label: sdk("ours").label, core: sdk("ours").core, viewState: false },
  { id: "oursViewState", label: `${sdk("ours").label} + view state, no toolInfo.id`, core: sdk("ours").core, viewState: true },
  {
    id: "oursViewStateCallId",
    label: `${sdk("ours").label} + view state, toolInfo.id`,
    core: sdk("ours").core,
    viewState: true,
    toolCallId: 7,
  },
  ...SDKS.filter((s) => s.id !== "ours").map((s) => ({ id: s.id, label: s.label, core: s.core, viewState: false })),
];

/** The widgets measured against the official App, with the 2× target: mcp-view's three. */
export const OURS: readonly ResultWidgetId[] = ["ours", "oursViewState", "oursViewStateCallId"];

/** What the probe and the widget record, on `window.__result`. */
export interface ResultMarks {
  ready: number;
  error: string;
  /** `performance.now()` once the probe has read the tool-result message's `data`. */
  arrivedAt: number;
  /** How long that first read of `event.data` took (Chromium deserialises the message there). */
  readMs: number;
  /** `performance.now()` first thing in the widget's `ontoolresult`. */
  handledAt: number;
}

/**
 * The page's first script (classic, in the head): a capture-phase `message` listener on `window`,
 * registered before any runtime's. It reads `event.data` before taking the time, so the browser's
 * deserialisation of the message (done on that first read) is left out of every runtime's time.
 */
export const RESULT_PROBE = `
window.__result = { ready: -1, error: "", arrivedAt: -1, readMs: -1, handledAt: -1 };
addEventListener("message", (event) => {
  const start = performance.now();
  const data = event.data;
  if (data == null || data.method !== "ui/notifications/tool-result" || window.__result.arrivedAt >= 0) return;
  const now = performance.now();
  window.__result.arrivedAt = now;
  window.__result.readMs = now - start;
}, true);
`;

/**
 * The widget's module source: marks `ontoolresult` and keeps the result (on `window.__kept`, never
 * read back). With view state, the state is `window.__viewState`, for the driver to check where it is kept.
 */
export function resultWidget({ core, viewState }: ResultWidget): string {
  const imports = viewState ? "App, createViewState" : "App";
  return `import { ${imports} } from ${JSON.stringify(core)};
const bench = window.__result;
const app = new App({ name: "bench", version: "1.0.0" });
${viewState ? "window.__viewState = createViewState(app);\n" : ""}app.ontoolresult = (result) => { bench.handledAt = performance.now(); window.__kept = result; };
app.connect().then(() => { bench.ready = performance.now(); }, (e) => { bench.error = String(e); });
`;
}
