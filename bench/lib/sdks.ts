// The view runtimes compared side by side, and the widget sources every one of them runs: the same
// code, only the import differs.
import { readFileSync } from "node:fs";
import { ROOT } from "./bundle.js";

export type SdkId = "ours" | "official2" | "official1" | "handwritten";

/** One runtime: where its core and React binding are imported from. */
export interface Sdk {
  id: SdkId;
  label: string;
  core: string;
  react?: string;
}

const version = (dir: string) =>
  (JSON.parse(readFileSync(`${ROOT}node_modules/${dir}/package.json`, "utf8")) as { version: string }).version;

/** In table order: ours, the official 2.x and 1.x, and the hand-written lower bound. */
export const SDKS: readonly Sdk[] = [
  { id: "ours", label: "mcp-view", core: `${ROOT}dist/index.js`, react: `${ROOT}dist/react/index.js` },
  {
    id: "official2",
    label: `ext-apps ${version("@modelcontextprotocol/ext-apps")}`,
    core: "@modelcontextprotocol/ext-apps",
    react: "@modelcontextprotocol/ext-apps/react",
  },
  { id: "official1", label: `ext-apps ${version("ext-apps-v1")}`, core: "ext-apps-v1", react: "ext-apps-v1/react" },
  { id: "handwritten", label: "hand-written", core: `${ROOT}bench/widgets/handwritten.ts` },
];

export const sdk = (id: SdkId): Sdk => SDKS.find((s) => s.id === id)!;

/** The minimal widget: `new App`, `ontoolresult`, `connect()`, one `callServerTool`. */
export function minimalWidget(core: string): string {
  return `import { App } from ${JSON.stringify(core)};
const app = new App({ name: "minimal", version: "1.0.0" });
app.ontoolresult = (result) => { document.body.textContent = JSON.stringify(result.structuredContent); };
await app.connect();
await app.callServerTool({ name: "refresh", arguments: {} });
`;
}

/** A React widget built on `useApp` (React itself is left out of its size). */
export function reactWidget(binding: string): string {
  return `import { createElement as h } from "react";
import { createRoot } from "react-dom/client";
import { useApp } from ${JSON.stringify(binding)};
function Widget() {
  const { app, isConnected, error } = useApp({
    appInfo: { name: "react", version: "1.0.0" },
    capabilities: {},
    onAppCreated: (created) => { created.ontoolresult = (result) => { document.title = JSON.stringify(result.structuredContent); }; },
  });
  if (error) return h("p", null, error.message);
  if (!isConnected || !app) return h("p", null, "Connecting…");
  return h("button", { onClick: () => app.callServerTool({ name: "refresh", arguments: {} }) }, "Refresh");
}
createRoot(document.getElementById("root")).render(h(Widget));
`;
}

/** The Chromium benchmark widget: records when connect() resolved and when the n-th partial arrived. */
export function browserWidget(core: string, partials: number): string {
  return `import { App } from ${JSON.stringify(core)};
const bench = (window.__bench = { ready: -1, partials: 0, partialsAt: -1, error: "" });
const app = new App({ name: "bench", version: "1.0.0" });
app.ontoolinputpartial = () => { if (++bench.partials === ${partials}) bench.partialsAt = performance.timeOrigin + performance.now(); };
app.ontoolresult = (result) => { document.body.textContent = JSON.stringify(result.structuredContent); };
app.connect().then(() => { bench.ready = performance.now(); }, (e) => { bench.error = String(e); });
`;
}
