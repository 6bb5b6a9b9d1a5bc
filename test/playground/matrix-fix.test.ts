// The fix a failing row of the Hosts matrix gives in its last cell: the opt-in on the legacy
// window.openai-only host, the error that stopped a view that never connected, the error a view
// reported, a CSP line's advice, what a host that drops structuredContent needs, and none for a row
// that did not fail.
import { describe, expect, it } from "vitest";
import { LEGACY_FIX, rowFix } from "../../playground/host/session/matrix-fix.js";
import type { MatrixRow } from "../../playground/host/session/matrix-tally.js";

const row = (patch: Partial<MatrixRow> = {}, log: Partial<MatrixRow["log"]> = {}): MatrixRow => ({
  profile: "p",
  label: "P",
  handshakeMs: 80,
  rendered: true,
  errors: 0,
  csp: 0,
  refused: 0,
  size: { width: 600, height: 90 },
  ...patch,
  log: { rpc: [], console: [], diagnostics: [], ...log },
});

describe("a Hosts matrix row's fix", () => {
  it("is none for a row that connected, rendered and heard no error, refusals or not", () => {
    expect(rowFix(row({ refused: 2, csp: 1 }), {})).toBeUndefined();
  });

  it("on the legacy window.openai-only host, names the opt-in and says today's ChatGPT needs none, unless the view used window.openai", () => {
    expect(rowFix(row({ rendered: false }), { legacy: true, onlyOpenAi: true })).toBe(LEGACY_FIX);
    expect(LEGACY_FIX).toMatch(/^Legacy host: .*\{ fallback: openAiFallback \}.* today's ChatGPT speaks ui\/\* and needs none\.$/);
    const used = { diagnostics: [{ key: "openai", severity: "ok" as const, title: "The view uses window.openai" }] };
    expect(rowFix(row({ rendered: false }, used), { legacy: true, onlyOpenAi: true })).toMatch(/^It reported no height above 0/);
  });

  it("gives the error that stopped a view that never connected, or asks whether it connects", () => {
    const threw = { console: [{ kind: "uncaught" as const, text: "TypeError: x is undefined" }] };
    expect(rowFix(row({ handshakeMs: undefined, rendered: false }, threw), {})).toBe(
      "Its script failed before it connected: Uncaught TypeError: x is undefined.",
    );
    expect(rowFix(row({ handshakeMs: undefined, rendered: false }), {})).toMatch(
      /^It sent no ui\/initialize: does it call app\.connect\(\)/,
    );
  });

  it("gives the error a rendered view reported, in the author's terms", () => {
    const heard = { console: [{ kind: "app-error" as const, text: "A subscriber handler threw: boom" }] };
    expect(rowFix(row({ errors: 1 }, heard), {})).toBe("Fix the error it reported: App error: Rendering the App's new state threw: boom.");
  });

  it("gives a CSP line's advice without its verdict, and a stripping host's line", () => {
    const csp = {
      key: "csp:connect-src:http://127.0.0.1:9",
      severity: "error" as const,
      title: "CSP blocked connect-src to http://127.0.0.1:9",
      detail:
        'The view then failed: it reported no size 6 s after the handshake. Add "http://127.0.0.1:9" to _meta.ui.csp.connectDomains of ui://x (the view asked for http://127.0.0.1:9/stats). Of the profiled hosts: Claude-like allows it once declared.',
    };
    expect(rowFix(row({ rendered: false, csp: 1 }, { diagnostics: [csp] }), {})).toBe(
      'CSP blocked connect-src to http://127.0.0.1:9: Add "http://127.0.0.1:9" to _meta.ui.csp.connectDomains of ui://x (the view asked for http://127.0.0.1:9/stats).',
    );
    const stripped = { key: "stripped", severity: "warn" as const, title: "This host drops structuredContent", detail: "Add its JSON." };
    expect(rowFix(row({ rendered: false }, { diagnostics: [stripped] }), {})).toBe("This host drops structuredContent: Add its JSON.");
  });
});
