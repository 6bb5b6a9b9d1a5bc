// The accessibility rules' cases: for every A11Y rule, a view that passes it and one that breaks it
// and no other rule, as tools of the case server (case-server.mjs) in the shape of cases.ts. Each is a
// script-tag view on mcp-view's global build that follows its host's theme and variables
// (syncHostStyles) and says its result in a live region. A11Y-002's break passes contrast in every
// light theme and fails in the dark ones; A11Y-007's tool fails (isError), so every place sees an
// error reach the view. test/browser/a11y-cases.test.ts runs them through `mcp-view check`, `mcp-view
// matrix`, the dev host and the test kit.
import type { CallToolResult } from "../../src/index.js";
import type { RuleId } from "../../src/testing/index.js";
import type { CaseView, ConformanceCase } from "./cases.js";

const MIME = "text/html;profile=mcp-app";

/** The view the cases start from: the host's colours and fonts with fallbacks, the result in a live region. */
const FINE: CaseView = {
  head:
    "<style>body { font-family: var(--font-sans, system-ui); margin: 8px; color: var(--color-text-primary, CanvasText);" +
    " background: var(--color-background-primary, Canvas) }</style>",
  body: '<p id="out" aria-live="polite">Loading…</p>',
  script: `const app = new McpView.App({ name: "case", version: "1.0.0" });
McpView.syncHostStyles(app);
const out = document.getElementById("out");
const said = (r) => (r.content || []).map((c) => c.text || "").join(" ").slice(0, 60);
app.ontoolresult = (r) => { out.textContent = (r.isError ? "Failed: " : "Result: ") + said(r); };
app.ontoolcancelled = () => { out.textContent = "Cancelled."; };
app.connect();`,
};

/** The fine view with `body` after its result, and `script` run before it connects. */
const withBody = (body: string, script = ""): CaseView => ({ ...FINE, body: FINE.body + body, script: `${script}\n${FINE.script}` });

const DOT = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** Each rule's pass and break: the view, and the result when it is not the plain one. */
const CHANGES: Record<string, { pass: CaseView; break: CaseView; result?: CallToolResult }> = {
  // axe-core's image-alt (WCAG 1.1.1).
  "A11Y-001": {
    pass: withBody(`<img src="${DOT}" alt="A dot" width="8" height="8">`),
    break: withBody(`<img src="${DOT}" width="8" height="8">`),
  },
  // #595959 reads 7:1 on every light background and under 3:1 on every dark one.
  "A11Y-002": {
    pass: withBody('<p style="color: var(--color-text-secondary, #595959)">A note in the secondary colour</p>'),
    break: withBody('<p style="color: #595959">A note in a grey picked on white</p>'),
  },
  "A11Y-003": {
    pass: withBody(
      '<button id="go">Refresh</button>',
      'addEventListener("DOMContentLoaded", () => (document.getElementById("go").onclick = () => {}));',
    ),
    break: withBody(
      '<div id="go">Refresh</div>',
      'addEventListener("DOMContentLoaded", () => (document.getElementById("go").onclick = () => {}));',
    ),
  },
  "A11Y-004": {
    pass: withBody("<button>Refresh</button>"),
    break: withBody('<button style="outline: none">Refresh</button>'),
  },
  "A11Y-005": {
    pass: withBody('<div style="display: flex; gap: 8px"><button>First</button><button>Second</button></div>'),
    break: withBody(
      '<div style="display: flex; gap: 8px; flex-direction: row-reverse"><button>First</button><button>Second</button></div>',
    ),
  },
  "A11Y-006": {
    pass: withBody(
      '<button id="go">Refresh</button>',
      'addEventListener("DOMContentLoaded", () => document.getElementById("go").addEventListener("keydown", (e) => { if (e.key === "Escape") e.preventDefault(); }));',
    ),
    break: withBody(
      '<button id="go">Refresh</button>',
      'addEventListener("DOMContentLoaded", () => document.getElementById("go").addEventListener("keydown", (e) => { if (e.key === "Tab") e.preventDefault(); }));',
    ),
  },
  // The tool fails: the pass says so in its live region, the break in a paragraph that is none.
  "A11Y-007": {
    pass: FINE,
    break: { ...FINE, body: '<p id="out">Loading…</p>' },
    result: { isError: true, content: [{ type: "text", text: "The weather service is down" }] },
  },
  "A11Y-008": {
    pass: withBody('<div style="min-height: 24px"><p style="margin: 0">Text in a box that grows</p></div>'),
    break: withBody('<div style="height: 24px; overflow: hidden"><p style="margin: 0">Text in a box of fixed height</p></div>'),
  },
};

/** The HTML of `view` with mcp-view's global build `runtime` inlined. */
const html = (view: CaseView, runtime: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${view.head}<script>${runtime.replaceAll("</script", "<\\/script")}</script></head>` +
  `<body>${view.body}<script>\n${view.script}\n</script></body></html>`;

/** Every accessibility case: each rule's pass, then its break. */
export function a11yCases(runtime: string): ConformanceCase[] {
  return Object.entries(CHANGES).flatMap(([rule, change]) =>
    ([false, true] as const).map((breaks): ConformanceCase => {
      const name = `${rule.toLowerCase().replace("-", "_")}_${breaks ? "break" : "pass"}`;
      const uri = `ui://cases/${name}.html`;
      const view = breaks ? change.break : change.pass;
      return {
        name,
        rule: rule as RuleId,
        breaks,
        tool: {
          name,
          title: `${rule} ${breaks ? "broken" : "kept"}`,
          inputSchema: { type: "object" },
          _meta: { ui: { resourceUri: uri } },
        },
        listed: { uri, name, mimeType: MIME },
        read: { contents: [{ uri, mimeType: MIME, text: html(view, runtime) }] },
        result: change.result ?? { content: [{ type: "text", text: `${name} done` }] },
        view,
      };
    }),
  );
}

/** The case a finding's subject names (`view of a11y_002_break in dark: claude`). */
export const a11yCaseOf = (subject: string): string | undefined => /\b(a11y_\d{3}_(?:pass|break))\b/.exec(subject)?.[1];
