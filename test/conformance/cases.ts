// The conformance cases: for every rule, a server-and-view that passes it and one that breaks it
// and no other rule. A case is one tool of the case server (case-server.mjs) with its resource as
// listed and as read, its result, and its view: a script-tag view on mcp-view's global build (or,
// where the rule is about what mcp-view's App never sends, one written by hand). The same cases run
// through mcp-view check, the test kit and the dev host (test/browser/conformance-cases.test.ts);
// test/conformance/cases.test.ts checks that every rule has both.
import type { CallToolResult, Tool } from "../../src/index.js";
import type { ReadContent, RuleId, ServerSnapshot } from "../../src/testing/index.js";

const MIME = "text/html;profile=mcp-app";

/** A view: what its head and body hold, and its script (run after the body, with `McpView` global). */
export interface CaseView {
  head: string;
  body: string;
  script: string;
}

/** One case: a tool of the case server, and how the rules should judge it. */
export interface ConformanceCase {
  /** The tool's name, e.g. `app_001_break`: every finding about it names it. */
  name: string;
  rule: RuleId;
  /** Whether this case breaks the rule (else it passes it). */
  breaks: boolean;
  tool: Tool;
  /** Its resource's `resources/list` entry (none: not listed). */
  listed?: { uri: string; name: string; mimeType?: string; _meta?: Record<string, unknown> };
  /** Its resource's `resources/read` (none: the server has no such resource). */
  read?: { contents: ReadContent[] };
  result: CallToolResult;
  view: CaseView;
  /** Whether the rule is judged on a cancelled call (the dev host cancels it; check and the test kit cancel it in a second run). */
  cancel?: boolean;
}

/**
 * The view all cases start from: a loading state, the result's text (in a live region, so an error
 * is announced), "Cancelled." on toolcancelled, its size reported.
 */
const FINE_VIEW: CaseView = {
  head: "<style>body { font-family: var(--font-sans, system-ui); margin: 8px }</style>",
  body: '<p id="out" aria-live="polite">Loading…</p>',
  script: `const app = new McpView.App({ name: "case", version: "1.0.0" });
const out = document.getElementById("out");
const said = (r) => (r.content || []).map((c) => c.text || "").join(" ").slice(0, 60) || JSON.stringify(r.structuredContent);
app.ontoolresult = (r) => { out.textContent = "Result: " + said(r); };
app.ontoolcancelled = () => { out.textContent = "Cancelled."; };
app.connect();`,
};

/** The fine view with `connected` run once it connected (`app` is the App). */
const afterConnect = (connected: string): CaseView => ({
  ...FINE_VIEW,
  script: FINE_VIEW.script.replace("app.connect();", `app.connect().then(() => { ${connected} });`),
});

/**
 * A view that speaks the protocol by hand: ui/initialize with `caps` (none: left out), then
 * initialized unless told not to, its size, and the result's text.
 */
const handWritten = (caps: string | undefined, initialized = true): CaseView => ({
  ...FINE_VIEW,
  script: `const out = document.getElementById("out");
const post = (m) => window.parent.postMessage({ jsonrpc: "2.0", ...m }, "*");
window.addEventListener("message", (e) => {
  const m = e.data;
  if (e.source !== window.parent || !m || m.jsonrpc !== "2.0") return;
  if (m.id === 1 && m.result) {
    ${initialized ? 'post({ method: "ui/notifications/initialized", params: {} });' : ""}
    post({ method: "ui/notifications/size-changed", params: { width: 300, height: 60 } });
  }
  if (m.method === "ui/notifications/tool-result") out.textContent = "Result: " + (m.params.content || []).map((c) => c.text).join(" ");
  if (m.method === "ui/notifications/tool-cancelled") out.textContent = "Cancelled.";
});
post({ id: 1, method: "ui/initialize", params: { ${caps === undefined ? "" : `appCapabilities: ${caps}, `}appInfo: { name: "by-hand", version: "1.0.0" }, protocolVersion: "2026-01-26" } });`,
});

/** What a case changes of the fine one. */
interface Change {
  tool?: (tool: Tool, uri: string) => Tool;
  uri?: string;
  listed?: (listed: NonNullable<ConformanceCase["listed"]>) => ConformanceCase["listed"];
  read?: (content: ReadContent) => ReadContent | undefined;
  result?: CallToolResult;
  view?: CaseView;
  cancel?: boolean;
}

/** The HTML of `view`, with mcp-view's global build `runtime` inlined; `document: false` leaves out `<!doctype html>`, `<html>`, `<head>` and `<body>`. */
function caseHtml(view: CaseView, runtime: string, { document = true } = {}): string {
  const head = `<meta charset="utf-8">${view.head}<script>${runtime.replaceAll("</script", "<\\/script")}</script>`;
  const body = `${view.body}<script>\n${view.script}\n</script>`;
  return document ? `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>` : head + body;
}

function build(rule: RuleId, breaks: boolean, change: Change, runtime: string): ConformanceCase {
  const name = `${rule.toLowerCase().replace("-", "_")}_${breaks ? "break" : "pass"}`;
  const uri = change.uri ?? `ui://cases/${name}.html`;
  const view = change.view ?? FINE_VIEW;
  const baseTool: Tool = {
    name,
    title: `${rule} ${breaks ? "broken" : "kept"}`,
    inputSchema: { type: "object" },
    _meta: { ui: { resourceUri: uri } },
  };
  const tool = change.tool ? change.tool(baseTool, uri) : baseTool;
  const baseListed = { uri, name, mimeType: MIME };
  const listed = change.listed ? change.listed(baseListed) : baseListed;
  const content: ReadContent = { uri, mimeType: MIME, text: caseHtml(view, runtime, { document: !(rule === "APP-004" && breaks) }) };
  const item = change.read ? change.read(content) : content;
  return {
    name,
    rule,
    breaks,
    tool,
    ...(listed && { listed }),
    ...(item && { read: { contents: [item] } }),
    result: change.result ?? { content: [{ type: "text", text: `${name} done` }] },
    view,
    ...(change.cancel && { cancel: true }),
  };
}

const withUi = (tool: Tool, ui: Record<string, unknown>): Tool => ({
  ...tool,
  _meta: { ...tool._meta, ui: { ...(tool._meta?.ui as object), ...ui } },
});
const withMeta =
  (ui: Record<string, unknown>) =>
  <T extends { _meta?: Record<string, unknown> }>(c: T): T => ({ ...c, _meta: { ui } });
const LONG = "Twenty thousand characters of a tool's output. ".repeat(500);

/** Each rule's pass and break, as changes of the fine case. */
const CHANGES: Record<RuleId, { pass: Change; break: Change }> = {
  "APP-001": { pass: {}, break: { uri: "https://cases.example/app_001_break.html" } },
  "APP-002": {
    pass: {},
    break: { listed: (l) => ({ ...l, mimeType: "text/html" }), read: (c) => ({ ...c, mimeType: "text/html" }) },
  },
  "APP-003": {
    pass: { read: (c) => ({ ...c, text: undefined, blob: Buffer.from(String(c.text)).toString("base64") }) },
    break: { read: ({ uri, mimeType }) => ({ uri, mimeType }) },
  },
  // Without <html> the page has no lang attribute to read; the script gives it one, so only APP-004 breaks.
  "APP-004": { pass: {}, break: { view: { ...FINE_VIEW, script: `document.documentElement.lang = "en";\n${FINE_VIEW.script}` } } },
  "APP-005": { pass: {}, break: { read: () => undefined, listed: () => undefined } },
  "APP-006": {
    pass: { tool: (t, uri) => ({ ...t, _meta: { ui: { resourceUri: uri }, "ui/resourceUri": uri } }) },
    break: { tool: (t, uri) => ({ ...t, _meta: { "ui/resourceUri": uri } }) },
  },
  "APP-007": {
    pass: { tool: (t) => withUi(t, { visibility: ["model", "app"] }) },
    break: { tool: (t) => withUi(t, { visibility: "model" }) },
  },
  "APP-008": {
    pass: { listed: withMeta({ prefersBorder: true }), read: withMeta({ prefersBorder: true }) },
    break: { listed: withMeta({ prefersBorder: "yes" }), read: withMeta({ prefersBorder: "yes" }) },
  },
  "APP-009": {
    pass: { read: withMeta({ csp: { connectDomains: ["https://api.example.com"] } }) },
    break: { read: withMeta({ csp: { connectDomains: ["api.example.com"] } }) },
  },
  "APP-010": {
    pass: { result: { content: [{ type: "text", text: "3 orders" }], structuredContent: { orders: 3 } } },
    break: { result: { content: [], structuredContent: { orders: 3 } } },
  },
  "APP-011": {
    pass: { tool: (t) => withUi(t, { visibility: ["app"] }) },
    break: { tool: (t) => withUi(t, { visibility: ["model", "user"] }) },
  },
  "APP-100": {
    pass: {},
    break: { view: { ...FINE_VIEW, script: 'document.getElementById("out").textContent = "A view that never connects";' } },
  },
  "APP-101": { pass: { view: handWritten("{}") }, break: { view: handWritten(undefined) } },
  "APP-102": { pass: { view: handWritten("{}") }, break: { view: handWritten("{}", false) } },
  "APP-103": {
    pass: {
      view: afterConnect(
        'window.parent.postMessage({ jsonrpc: "2.0", method: "notifications/message", params: { level: "info", data: "hi" } }, "*");',
      ),
    },
    break: { view: afterConnect('window.parent.postMessage({ jsonrpc: "2.0", method: "ui/hello", params: {} }, "*");') },
  },
  "APP-104": {
    pass: {},
    break: {
      view: { ...FINE_VIEW, script: FINE_VIEW.script.replace('version: "1.0.0" }', 'version: "1.0.0" }, {}, { autoResize: false }') },
    },
  },
  "APP-105": {
    pass: { view: { ...FINE_VIEW, script: FINE_VIEW.script.replace('version: "1.0.0" }', 'version: "1.0.0" }, { tools: {} }') } },
    break: {
      view: {
        ...FINE_VIEW,
        script: FINE_VIEW.script
          .replace('version: "1.0.0" }', 'version: "1.0.0" }, { tools: {} }')
          .replace("app.connect();", "app.onlisttools = async () => ({});\napp.connect();"),
      },
    },
  },
  "APP-106": {
    pass: { view: afterConnect('app.request({ method: "ui/request-display-mode", params: { mode: "inline" } }).catch(() => {});') },
    break: { view: afterConnect('app.request({ method: "ui/request-display-mode", params: { mode: "fullscreen" } }).catch(() => {});') },
  },
  "CONTENT-001": {
    pass: {
      result: {
        content: [
          { type: "text", text: "3 orders" },
          { type: "text", text: '{"orders":3}' },
        ],
        structuredContent: { orders: 3 },
      },
    },
    break: { result: { content: [{ type: "text", text: '{ "orders": 3 }' }], structuredContent: { orders: 3 } } },
  },
  "DESIGN-001": { pass: {}, break: { view: { ...FINE_VIEW, body: '<p id="out" aria-live="polite"></p>' } } },
  "DESIGN-002": {
    pass: { cancel: true },
    break: { cancel: true, view: { ...FINE_VIEW, script: FINE_VIEW.script.replace(/app\.ontoolcancelled = .*\n/, "") } },
  },
  "DESIGN-003": {
    pass: { view: { ...FINE_VIEW, body: `${FINE_VIEW.body}<ul>${"<li>An order</li>".repeat(8)}</ul>` } },
    break: {
      // Focusable, as a region that scrolls must be for the keyboard (axe-core's scrollable-region-focusable): only DESIGN-003 breaks.
      view: {
        ...FINE_VIEW,
        body: `${FINE_VIEW.body}<ul tabindex="0" style="height: 40px; overflow: auto">${"<li>An order</li>".repeat(8)}</ul>`,
      },
    },
  },
  "DESIGN-004": {
    pass: { view: { ...FINE_VIEW, body: `${FINE_VIEW.body}<div style="max-width: 100%">A table that fits</div>` } },
    break: { view: { ...FINE_VIEW, body: `${FINE_VIEW.body}<div style="width: 1200px">A table 1,200 px wide</div>` } },
  },
  "DESIGN-005": {
    pass: { view: { ...FINE_VIEW, head: `${FINE_VIEW.head}<style>#out { color: var(--color-text-primary, #222) }</style>` } },
    break: { view: { ...FINE_VIEW, head: `${FINE_VIEW.head}<style>#out { color: var(--color-text-primary) }</style>` } },
  },
  "DESIGN-006": {
    // A frame-filling page done as the guide says (100% of html and body, which auto-resize measures
    // past), and the same page on Tailwind's min-h-screen (min-height: 100vh).
    pass: {
      view: {
        ...FINE_VIEW,
        head: `${FINE_VIEW.head}<style>html, body { height: 100% } .min-h-full { min-height: 100% }</style>`,
        body: `<main class="min-h-full">${FINE_VIEW.body}</main>`,
      },
    },
    break: {
      view: {
        ...FINE_VIEW,
        head: `${FINE_VIEW.head}<style>.min-h-screen { min-height: 100vh }</style>`,
        body: `<main class="min-h-screen">${FINE_VIEW.body}</main>`,
      },
    },
  },
  "SIZE-001": {
    pass: { result: { content: [{ type: "text", text: LONG.slice(0, 4000) }] } },
    break: { result: { content: [{ type: "text", text: LONG }] } },
  },
  "SIZE-002": {
    pass: {
      view: afterConnect(
        'app.request({ method: "ui/update-model-context", params: { content: [{ type: "text", text: "3 orders" }] } }).catch(() => {});',
      ),
    },
    break: {
      view: afterConnect(
        'app.request({ method: "ui/update-model-context", params: { content: [{ type: "text", text: "An order. ".repeat(9000) }] } }).catch(() => {});',
      ),
    },
  },
};

/** Every case: each rule's pass, then its break. */
export function conformanceCases(runtime: string): ConformanceCase[] {
  return (Object.entries(CHANGES) as [RuleId, { pass: Change; break: Change }][]).flatMap(([rule, { pass, break: broken }]) => [
    build(rule, false, pass, runtime),
    build(rule, true, broken, runtime),
  ]);
}

/** The case server's catalogue (case-server.mjs --cases). */
export function caseCatalogue(cases: readonly ConformanceCase[]) {
  return {
    tools: cases.map((c) => c.tool),
    resources: cases.flatMap((c) => (c.listed ? [c.listed] : [])),
    reads: Object.fromEntries(cases.flatMap((c) => (c.read ? [[c.read.contents[0]!.uri ?? c.name, c.read]] : []))),
    results: Object.fromEntries(cases.map((c) => [c.name, c.result])),
  };
}

/** What a host sees of one case's server: its tool, its listing, its read (or the error a missing resource gets), its result. */
export function caseSnapshot(c: ConformanceCase): ServerSnapshot {
  const uri = (c.tool._meta?.ui as { resourceUri?: string } | undefined)?.resourceUri ?? (c.tool._meta?.["ui/resourceUri"] as string);
  return {
    tools: [c.tool],
    ...(c.listed && { resources: [c.listed] }),
    reads: uri.startsWith("ui://") ? { [uri]: c.read ?? { error: `Resource ${uri} not found` } } : {},
    results: { [c.name]: c.result },
  };
}

/** The case a finding's subject names (`tool app_001_break`, `ui://cases/app_001_break.html`, `view of app_001_break`). */
export const caseOf = (subject: string): string | undefined => /\b((?:app|content|design|size)_\d{3}_(?:pass|break))\b/.exec(subject)?.[1];
