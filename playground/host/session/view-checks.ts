// The conformance rules on one view in the dev host (and the Hosts matrix, and `mcp-view check`):
// after each burst of messages, on the wire so far and on the server as this view met it (its tool,
// its resource as read, the result the host sent it). A view still starting raises no false alarm:
// what it failed to send (ui/initialize, initialized, its size, a tools/list answer) is judged once
// it has had its time: SETTLE_GRACE_MS after the last of its milestones (its frame loaded, its first
// ui/initialize, the host's answer to it, its first initialized) and after its last terminal event.
// Each milestone restarts the grace once, so a view slowed by a busy machine is not judged by the
// clock, and a view that loops still gets its verdict.
// A view that declares tools is asked for them once connected, as hosts that take a view's tools do
// and as the official validator does (APP-105). The stage's view is then measured for the
// accessibility rules (`measure`), and the judged line waits for their findings.
import type { CallToolResult, Tool } from "mcp-view";
import { checkServer, type Finding, type ServerSnapshot, type TestHost } from "mcp-view/testing";
import type { ChecksFeed } from "./checks-feed.js";

/** Milliseconds a view has, after its frame loaded and after its tool result (or cancellation), before what it did not send counts. */
export const SETTLE_GRACE_MS = 3000;

const TERMINAL = new Set(["ui/notifications/tool-result", "ui/notifications/tool-cancelled"]);

/** The handshake's steps, as `direction kind method`: the first of each restarts the grace. */
const MILESTONES = ["received request ui/initialize", "sent result ui/initialize", "received notification ui/notifications/initialized"];

/** Watches `host` (of the view of `tool` in `iframe`), telling `feed` the findings; returns the stop. */
export function watchConformance(
  host: TestHost,
  iframe: HTMLIFrameElement,
  tool: Tool,
  server: ServerSnapshot,
  feed: ChecksFeed,
  measure?: () => Promise<Finding[]>,
): () => void {
  let queued = false;
  let settled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The accessibility findings of the view as it settled (measured once per settling).
  let accessibility: Finding[] | undefined;
  let measuring = false;
  let settling = 0;
  const check = () => {
    queued = false;
    if (host.closed) return;
    const sent = host.messages.filter((r) => r.direction === "sent" && r.method === "ui/notifications/tool-result").at(-1);
    const results = sent ? { [tool.name]: sent.params as CallToolResult } : undefined;
    const findings = [...host.conformance({ settled }), ...checkServer({ ...server, ...(results && { results }) })];
    if (!settled) return feed.add(findings);
    if (measure && !accessibility) {
      feed.add(findings);
      if (measuring) return;
      measuring = true;
      const round = settling;
      const done = (found: Finding[]) => {
        if (round !== settling) return;
        measuring = false;
        accessibility = found;
        check();
      };
      void measure().then(done, () => done([]));
      return;
    }
    feed.judged([...findings, ...(accessibility ?? [])]);
  };
  const settleLater = () => {
    accessibility = undefined;
    measuring = false;
    settling++;
    settled = false;
    clearTimeout(timer);
    timer = setTimeout(() => {
      settled = true;
      check();
    }, SETTLE_GRACE_MS);
  };
  const reached = new Set<string>();
  const stop = host.onRecord((record) => {
    const step = `${record.direction} ${record.kind} ${record.method}`;
    if (!reached.has(step) && MILESTONES.includes(step)) (reached.add(step), settleLater());
    else if (record.direction === "sent" && TERMINAL.has(record.method ?? "")) settleLater();
    if (record.direction === "received" && record.method === "ui/notifications/initialized" && host.appCapabilities?.tools)
      void host.listTools().catch(() => {});
    if (!queued) ((queued = true), queueMicrotask(check));
  });
  iframe.addEventListener("load", settleLater, { once: true });
  return () => {
    clearTimeout(timer);
    stop();
  };
}
