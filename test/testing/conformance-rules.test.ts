// @vitest-environment happy-dom
// Every rule against two inputs of the place its check reads (a server snapshot, a wire, CSS, a
// render probe): one that passes it and one that breaks only it. The rule's id is among the breaking
// input's findings and no other rule's is; the passing input has none of it.
import { describe, expect, it } from "vitest";
import {
  checkAccessibility,
  checkRendered,
  checkServer,
  checkStyles,
  checkWire,
  probeDocument,
  RULES,
  type AccessibilitySeen,
  type RenderProbe,
  type ServerSnapshot,
  type WireMessage,
} from "../../src/testing/conformance/index.js";

const URI = "ui://w/view.html";
const HTML = "<!doctype html><html><body><p>w</p></body></html>";
const MIME = "text/html;profile=mcp-app";

/** A server that passes every static rule, with `change` applied. */
function server(
  change: (s: {
    tool: Record<string, any>;
    listed: Record<string, any>;
    content: Record<string, any>;
    result: Record<string, any>;
  }) => void,
): ServerSnapshot {
  type Parts = Parameters<typeof change>[0];
  const s: Parts = {
    tool: { name: "show", inputSchema: { type: "object" }, _meta: { ui: { resourceUri: URI, visibility: ["model", "app"] } } },
    listed: { uri: URI, name: "view", mimeType: MIME, _meta: { ui: { prefersBorder: true } } },
    content: {
      uri: URI,
      mimeType: MIME,
      text: HTML,
      _meta: { ui: { csp: { connectDomains: ["https://api.example.com", "https://*.example.com", "wss://ws.example.com"] } } },
    },
    result: { content: [{ type: "text", text: "3 items" }], structuredContent: { n: 3 } },
  };
  change(s);
  const uri = (s.tool._meta?.ui?.resourceUri ?? s.tool._meta?.["ui/resourceUri"]) as string;
  return {
    tools: [s.tool as never],
    resources: [s.listed as never],
    reads: s.content.error ? { [uri]: { error: s.content.error } } : { [uri]: { contents: s.content.none ? [] : [s.content] } },
    results: { show: s.result as never },
  };
}

const view = (message: unknown): WireMessage => ({ from: "view", message });
const host = (message: unknown): WireMessage => ({ from: "host", message });
const init = (params: unknown = { appInfo: { name: "w", version: "1" }, appCapabilities: {}, protocolVersion: "2026-01-26" }) =>
  view({ jsonrpc: "2.0", id: 1, method: "ui/initialize", params });
const answer = (modes = ["inline"]) =>
  host({
    jsonrpc: "2.0",
    id: 1,
    result: {
      protocolVersion: "2026-01-26",
      hostInfo: { name: "h", version: "1" },
      hostCapabilities: {},
      hostContext: { availableDisplayModes: modes },
    },
  });
const initialized = view({ jsonrpc: "2.0", method: "ui/notifications/initialized" });
const size = view({ jsonrpc: "2.0", method: "ui/notifications/size-changed", params: { width: 300, height: 200 } });
/** A view that passes every behaviour rule, with `extra` messages after its handshake. */
const wire = (...extra: WireMessage[]): WireMessage[] => [init(), answer(), initialized, size, ...extra];

/** A view declaring tools, asked tools/list by the host, and its `answer`. */
const withTools = (answered: WireMessage): WireMessage[] => [
  init({ appInfo: { name: "w", version: "1" }, appCapabilities: { tools: {} } }),
  answer(),
  initialized,
  size,
  host({ jsonrpc: "2.0", id: "h1", method: "tools/list", params: {} }),
  answered,
];

type Case = { pass: () => string[]; fail: () => string[] };
const ids = (findings: Array<{ rule: string }>) => findings.map((f) => f.rule);
const S = (change: Parameters<typeof server>[0]) => ids(checkServer(server(change)));
const W = (messages: WireMessage[]) => ids(checkWire(messages));
const R = (probe: RenderProbe) => ids(checkRendered(probe, "view"));
const A = (seen: AccessibilitySeen) => ids(checkAccessibility(seen, "view"));
/** A keyboard walk that found nothing, with `change` on top. */
const keys = (change: Partial<NonNullable<AccessibilitySeen["keyboard"]>> = {}): AccessibilitySeen => ({
  keyboard: { tabStops: 2, pointerOnly: [], unreachable: [], noFocusIndicator: [], backwards: [], ...change },
});
const go = { path: "button#go", text: "Go" };

const CASES: Record<string, Case> = {
  "APP-001": {
    pass: () => S(() => {}),
    fail: () => S((s) => ((s.tool._meta.ui.resourceUri = "https://w/view.html"), (s.listed.uri = "https://w/view.html"))),
  },
  "APP-002": { pass: () => S(() => {}), fail: () => S((s) => ((s.content.mimeType = "text/html"), (s.listed.mimeType = "text/html"))) },
  "APP-003": { pass: () => S(() => {}), fail: () => S((s) => delete s.content.text) },
  "APP-004": { pass: () => S(() => {}), fail: () => S((s) => (s.content.text = '{"not":"html"}')) },
  "APP-005": { pass: () => S(() => {}), fail: () => S((s) => (s.content.error = "MCP error -32002: Resource not found")) },
  "APP-006": { pass: () => S(() => {}), fail: () => S((s) => (s.tool._meta = { "ui/resourceUri": URI })) },
  "APP-007": { pass: () => S(() => {}), fail: () => S((s) => (s.tool._meta.ui.visibility = "model")) },
  "APP-008": { pass: () => S(() => {}), fail: () => S((s) => (s.listed._meta.ui.prefersBorder = "yes")) },
  "APP-009": { pass: () => S(() => {}), fail: () => S((s) => s.content._meta.ui.csp.connectDomains.push("api.example.com/v1")) },
  "APP-010": { pass: () => S(() => {}), fail: () => S((s) => (s.result.content = [])) },
  "APP-011": { pass: () => S(() => {}), fail: () => S((s) => s.tool._meta.ui.visibility.push("user")) },
  "CONTENT-001": {
    pass: () => S((s) => s.result.content.push({ type: "text", text: JSON.stringify(s.result.structuredContent) })),
    fail: () => S((s) => (s.result.content = [{ type: "text", text: JSON.stringify(s.result.structuredContent) }])),
  },
  "APP-100": { pass: () => W(wire()), fail: () => W([size]) },
  "APP-101": { pass: () => W(wire()), fail: () => W([init({ appInfo: { name: "w", version: "1" } }), answer(), initialized, size]) },
  "APP-102": { pass: () => W(wire()), fail: () => W([init(), answer(), size]) },
  "APP-103": {
    pass: () => W(wire(view({ jsonrpc: "2.0", id: 2, method: "ui/open-link", params: { url: "https://x" } }))),
    fail: () => W(wire(view({ jsonrpc: "2.0", id: 2, method: "ui/make-coffee", params: {} }), view({ id: 3, result: {} }))),
  },
  "APP-104": { pass: () => W(wire()), fail: () => W([init(), answer(), initialized]) },
  "APP-105": {
    pass: () => W(withTools(view({ jsonrpc: "2.0", id: "h1", result: { tools: [] } }))),
    fail: () => W(withTools(view({ jsonrpc: "2.0", id: "h1", error: { code: -32601, message: "no" } }))),
  },
  "APP-106": {
    pass: () =>
      W([
        init(),
        answer(["inline", "fullscreen"]),
        initialized,
        size,
        view({ jsonrpc: "2.0", id: 2, method: "ui/request-display-mode", params: { mode: "fullscreen" } }),
      ]),
    fail: () => W(wire(view({ jsonrpc: "2.0", id: 2, method: "ui/request-display-mode", params: { mode: "fullscreen" } }))),
  },
  "DESIGN-001": { pass: () => R({ blankBeforeResult: false }), fail: () => R({ blankBeforeResult: true }) },
  "DESIGN-002": { pass: () => R({ unchangedAfterCancel: false }), fail: () => R({ unchangedAfterCancel: true }) },
  "DESIGN-003": { pass: () => R({ nestedScroll: [] }), fail: () => R({ nestedScroll: ["div.list"] }) },
  "DESIGN-004": { pass: () => R({ overflow: { width: 320, by: 0 } }), fail: () => R({ overflow: { width: 320, by: 180 } }) },
  "DESIGN-005": {
    pass: () => ids(checkStyles("body { color: var(--color-text-primary, #111); margin: var(--my-own) }", "view")),
    fail: () => ids(checkStyles("body { color: var(--color-text-primary); font: var(--font-sans, sans-serif) }", "view")),
  },
  "DESIGN-006": { pass: () => R({ viewportHeights: [] }), fail: () => R({ viewportHeights: ["div#root (height: 100vh)"] }) },
  "A11Y-001": {
    pass: () => A({ axe: [] }),
    fail: () => A({ axe: [{ id: "image-alt", help: "Images must have alternative text", targets: ["img"], count: 1 }] }),
  },
  "A11Y-002": {
    pass: () => A({ contrast: [{ theme: "dark", hosts: ["claude"], shortfalls: [] }] }),
    fail: () =>
      A({
        contrast: [
          { theme: "light", hosts: ["claude"], shortfalls: [] },
          {
            theme: "dark",
            hosts: ["claude"],
            shortfalls: [{ path: "p", text: "note", ratio: 2.16, expected: 4.5, foreground: "#595959", background: "#262624" }],
          },
        ],
      }),
  },
  "A11Y-003": { pass: () => A(keys()), fail: () => A(keys({ pointerOnly: [{ path: "div.card", text: "Open" }] })) },
  "A11Y-004": { pass: () => A(keys()), fail: () => A(keys({ noFocusIndicator: [go] })) },
  "A11Y-005": { pass: () => A(keys()), fail: () => A(keys({ backwards: [{ from: go, to: { path: "button#back" } }] })) },
  "A11Y-006": { pass: () => A(keys()), fail: () => A(keys({ trapped: { ...go, shift: false, how: "cancelled" } })) },
  "A11Y-007": {
    pass: () => A({ errors: { announced: 1, unannounced: [{ path: "h1" }], lateRegions: [] } }),
    fail: () => A({ errors: { announced: 0, unannounced: [{ path: "p.error", text: "It failed" }], lateRegions: [] } }),
  },
  "A11Y-008": {
    pass: () => A({ zoom: { clipped: [], overlaps: [] } }),
    fail: () => A({ zoom: { clipped: [{ path: "div > p", text: "Text" }], overlaps: [] } }),
  },
  "SIZE-001": { pass: () => S(() => {}), fail: () => S((s) => (s.result.structuredContent = { rows: "x".repeat(21_000) })) },
  "SIZE-002": {
    pass: () =>
      W(
        wire(
          view({
            jsonrpc: "2.0",
            id: 2,
            method: "ui/update-model-context",
            params: { content: [{ type: "text", text: "x".repeat(70_000) }] },
          }),
        ),
      ),
    fail: () =>
      W(
        wire(
          view({
            jsonrpc: "2.0",
            id: 2,
            method: "ui/update-model-context",
            params: { content: [{ type: "text", text: "x".repeat(90_000) }] },
          }),
        ),
      ),
  },
};

describe("the rules", () => {
  it("have unique ids, a one-sentence fix and a dated source each, and a case here each", () => {
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const rule of RULES) {
      expect(rule.fix, rule.id).toMatch(/^[A-Z].*\.$/);
      expect(rule.fix.replace(/\b(e\.g|i\.e)\./g, "").split(/\.\s/).length, rule.id).toBe(1);
      expect(rule.source.url, rule.id).toMatch(/^https:\/\//);
      expect(rule.source.observed, rule.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(Object.keys(CASES).sort()).toEqual(RULES.map((r) => r.id).sort());
  });

  it("follow the official catalogue's severities, but for APP-010, whose sentence says MUST", () => {
    const warnings = RULES.filter((r) => r.severity === "warning").map((r) => r.id);
    expect(warnings).toEqual([
      "APP-006",
      "APP-104",
      "CONTENT-001",
      "DESIGN-001",
      "DESIGN-002",
      "DESIGN-003",
      "DESIGN-004",
      "DESIGN-005",
      "DESIGN-006",
      "SIZE-001",
      "SIZE-002",
      "A11Y-005",
      "A11Y-007",
      "A11Y-008",
    ]);
    expect(RULES.find((r) => r.id === "APP-010")).toMatchObject({ severity: "error", note: expect.stringContaining("MUST") });
  });

  it("DESIGN-005's fix names a fallback that reads in both themes, not a light-only color", () => {
    const fix = RULES.find((r) => r.id === "DESIGN-005")!.fix;
    expect(fix).toContain("var(--color-text-primary, CanvasText)");
    expect(fix).toContain("light-dark(#111, #eee)");
    expect(fix).not.toMatch(/var\(--color-text-primary, #111\)/);
  });

  it.each(Object.entries(CASES))(
    "%s: the passing input has none of it; the breaking one has it and no other rule",
    (id, { pass, fail }) => {
      expect(pass()).toEqual([]);
      expect([...new Set(fail())]).toEqual([id]);
    },
  );
});

describe("checkWire({ settled: false })", () => {
  it("judges only what was sent: nothing the view has yet to send is a finding", () => {
    const starting = [
      init({ appInfo: { name: "w", version: "1" }, appCapabilities: { tools: {} } }),
      answer(),
      host({ jsonrpc: "2.0", id: "h1", method: "tools/list" }),
    ];
    expect(ids(checkWire(starting))).toEqual(["APP-102", "APP-104", "APP-105"]);
    expect(checkWire(starting, { settled: false })).toEqual([]);
    expect(checkWire([], { settled: false })).toEqual([]);
    expect(
      ids(
        checkWire([...starting, view({ jsonrpc: "2.0", id: 2, method: "ui/request-display-mode", params: { mode: "pip" } })], {
          settled: false,
        }),
      ),
    ).toEqual(["APP-106"]);
  });
});

describe("probeDocument", () => {
  it("tells a blank body from one with text or a progress indicator, and finds no layout in happy-dom", () => {
    document.body.innerHTML = "";
    expect(probeDocument()).toMatchObject({ blank: true, overflow: 0 });
    document.body.innerHTML = '<div aria-busy="true"></div>';
    expect(probeDocument().blank).toBe(false);
    document.body.innerHTML = "<p>Loading…</p>";
    expect(probeDocument()).toMatchObject({ blank: false, markup: "<p>Loading…</p>" });
  });

  it("finds the elements whose height, min-height or max-height is in viewport units and in force, from a style rule or attribute", () => {
    document.head.innerHTML = `<style>
      #root { height: 100vh } .screen { min-height: 100dvh } .list { max-height: calc(80vh - 2rem) }
      #gone { height: 100vh } #unused { height: 100vh } .tall { height: 300px }
      @media (min-width: 100000px) { .wide { height: 100vh } }
    </style>`;
    document.body.innerHTML =
      '<div id="root"><div class="screen"><ul class="list"></ul></div></div><div id="gone" style="display: none"></div>' +
      '<p class="wide tall">a</p><section style="min-height: 50vh">b</section><aside style="height: 40px">c</aside>';
    expect(probeDocument().viewportHeights).toEqual([
      "div#root (height: 100vh)",
      "div.screen (min-height: 100dvh)",
      "ul.list (max-height: calc(80vh - 2rem))",
      "section (min-height: 50vh)",
    ]);
    // Overridden by a later rule: not in force.
    document.head.innerHTML = "<style>#root { height: 100vh } #root { height: auto }</style>";
    document.body.innerHTML = '<div id="root"></div>';
    expect(probeDocument().viewportHeights).toEqual([]);
    document.head.innerHTML = "";
    document.body.innerHTML = "";
    expect(probeDocument().viewportHeights).toEqual([]);
  });
});
