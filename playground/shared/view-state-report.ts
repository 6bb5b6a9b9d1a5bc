// What the view-state watcher the widget origin injects into each frame reports to the host page:
// the view read, wrote or removed one of mcp-view's view-state keys (`mcp-view:…`) in its localStorage.

/** The `type` of the messages the watcher posts to the host page. */
export const VIEW_STATE_MESSAGE = "mcp-view-playground:view-state";

/** What the watcher posts: the view read (`read`, null when nothing was stored), wrote or removed `key`. */
export interface ViewStateReport {
  type: typeof VIEW_STATE_MESSAGE;
  op: "read" | "write" | "remove";
  key: string;
  value: string | null;
}

const OPS: ReadonlySet<unknown> = new Set(["read", "write", "remove"]);

/** Whether `data` (a message from a frame: anything) is a well-formed watcher report. */
export function isViewStateReport(data: unknown): data is ViewStateReport {
  const r = data as Partial<ViewStateReport> | null;
  return (
    typeof r === "object" &&
    r !== null &&
    r.type === VIEW_STATE_MESSAGE &&
    OPS.has(r.op) &&
    typeof r.key === "string" &&
    r.key.startsWith("mcp-view:") &&
    (typeof r.value === "string" || r.value === null)
  );
}
