// The streaming-render benchmark's widget, in two versions that render the same thing: 200 list rows
// drawn from the latest partial tool input. "hooks" reads it with mcp-view/react's
// useToolInputPartial; "official" keeps it in useState, set from the official App's
// ontoolinputpartial (the official React entry has no partial-input hook). Both record, for the
// driver, their commits and the page's animation frames from the first partial of a run to the
// commit that shows its last partial.
import { ROOT } from "./bundle.js";

export type StreamWidgetId = "hooks" | "official";

/** Rows drawn from each partial. */
export const ROWS = 200;

/** The measuring part, the same in both versions (a message listener and a frame loop: neutral to the runtime). */
const PROBE = `
const bench = (window.__stream = { ready: false, error: "", phase: "", last: -1, commits: 0, frames: 0, first: null, done: null,
  arm(phase, last) { Object.assign(bench, { phase, last, first: null, done: null }); } });
const now = () => performance.timeOrigin + performance.now();
const tick = () => { bench.frames++; requestAnimationFrame(tick); };
requestAnimationFrame(tick);
addEventListener("message", (event) => {
  const params = event.data?.method === "ui/notifications/tool-input-partial" ? event.data.params?.arguments : undefined;
  if (params?.phase === bench.phase && !bench.first) bench.first = { at: now(), commits: bench.commits, frames: bench.frames };
});
function useCommitProbe(args) {
  useLayoutEffect(() => {
    bench.commits++;
    if (args?.phase === bench.phase && args?.step === bench.last && bench.first && !bench.done) bench.done = { at: now(), commits: bench.commits, frames: bench.frames };
  });
}
function Rows({ args }) {
  useCommitProbe(args);
  const rows = [];
  for (let i = 0; i < ${ROWS}; i++) rows.push(h("li", { key: i }, \`\${args?.city ?? "…"} · step \${args?.step ?? -1} · row \${i}\`));
  return h("ul", null, rows);
}
`;

const APP_INFO = `{ name: "stream-bench", version: "1.0.0" }`;

/** The widget's source for `id` (bundled for the browser, React's production build included). */
export function streamWidget(id: StreamWidgetId): string {
  const head = `import { createElement as h, useLayoutEffect, useState } from "react";\nimport { createRoot } from "react-dom/client";\n`;
  if (id === "hooks") {
    return `${head}import { useApp, useToolInputPartial } from ${JSON.stringify(`${ROOT}dist/react/index.js`)};
${PROBE}
function Widget() {
  const { app, error } = useApp({ appInfo: ${APP_INFO}, autoResize: false });
  const partial = useToolInputPartial(app);
  if (error) bench.error = error.message;
  if (app) bench.ready = true;
  return h(Rows, { args: partial?.arguments });
}
createRoot(document.getElementById("root")).render(h(Widget));
`;
  }
  return `${head}import { useApp } from "@modelcontextprotocol/ext-apps/react";
${PROBE}
function Widget() {
  const [partial, setPartial] = useState();
  const { app, error } = useApp({
    appInfo: ${APP_INFO},
    capabilities: {},
    autoResize: false,
    onAppCreated: (created) => { created.ontoolinputpartial = (params) => setPartial(params); },
  });
  if (error) bench.error = error.message;
  if (app) bench.ready = true;
  return h(Rows, { args: partial?.arguments });
}
createRoot(document.getElementById("root")).render(h(Widget));
`;
}
