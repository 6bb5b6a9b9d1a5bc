// What "Why is it blank?" says of a CSP violation: the directive and what was blocked, which of the
// profiled hosts would block it too (from their facts.csp), and what the widget can do; a note (info)
// while the view goes on, an error once the view failed (csp-verdict.ts, console-diagnostics.ts).
import { describe, expect, it } from "vitest";
import { ConsoleHeard } from "../../playground/host/session/console-diagnostics.js";
import { CspVerdict, MAX_VIOLATIONS } from "../../playground/host/session/csp-verdict.js";
import { createSessionEvents, type Diagnostic } from "../../playground/host/session/events.js";
import { explainViolation, hostVerdicts, type ProfiledHost } from "../../playground/host/session/explain-violation.js";

const HOSTS: ProfiledHost[] = [
  { label: "Spec default" },
  { label: "Lax", facts: { csp: { unsafeEval: true, workers: ["blob:", "data:"] } } },
  { label: "Blob only", facts: { csp: { workers: ["blob:"] }, frame: { storage: "blocked" } } },
  { label: "No frames", facts: { csp: { ignores: ["frameDomains"] } } },
  { label: "Data scripts", facts: { csp: { scripts: ["blob:", "data:"] } } },
];
const URI = "ui://test/view.html";
const EVAL = { blockedURI: "eval", effectiveDirective: "script-src", sourceFile: "http://w/frame/1", lineNumber: 3 };
const BLOB_WORKER = { blockedURI: "blob", effectiveDirective: "worker-src" };
const DATA_WORKER = { blockedURI: "data:text/javascript,1", effectiveDirective: "worker-src" };
const FETCH = { blockedURI: "https://api.example.com/v1/x?y", effectiveDirective: "connect-src" };
const FRAME = { blockedURI: "https://maps.example.com/embed", effectiveDirective: "frame-src" };
const DATA_MODULE = { blockedURI: "data", effectiveDirective: "script-src-elem", sourceFile: "http://w/frame/1" };
const INLINE = { blockedURI: "inline", effectiveDirective: "script-src-elem" };

describe("explainViolation", () => {
  it("names the directive and the hosts that allow or block eval, with what the widget can do, as a note", () => {
    const line = explainViolation(EVAL, URI, HOSTS);
    expect(line).toMatchObject({ key: "csp:script-src:eval", severity: "info", title: "CSP blocked eval (script-src)" });
    expect(line.detail).toContain("Avoid eval");
    expect(line.detail).toContain("Of the profiled hosts: Lax allows it; Spec default, Blob only, No frames, Data scripts block it.");
    expect(line.detail).not.toMatch(/never allow/i);
  });

  it("tells a blob: worker from a data: one, by each host's worker-src", () => {
    expect(hostVerdicts(BLOB_WORKER, HOSTS)).toEqual({
      allows: ["Lax", "Blob only", "Data scripts"],
      blocks: ["Spec default", "No frames"],
    });
    expect(hostVerdicts(DATA_WORKER, HOSTS)).toEqual({
      allows: ["Lax", "Data scripts"],
      blocks: ["Spec default", "Blob only", "No frames"],
    });
    const line = explainViolation(DATA_WORKER, URI, HOSTS);
    expect(line).toMatchObject({ key: "csp:worker-src:data", title: "CSP blocked a data: worker (worker-src)" });
    expect(line.detail).toContain("same-origin worker script");
  });

  it("names the hosts whose script-src has the scheme of a blocked data: module script, with what the widget can do", () => {
    expect(hostVerdicts(DATA_MODULE, HOSTS)).toEqual({
      allows: ["Data scripts"],
      blocks: ["Spec default", "Lax", "Blob only", "No frames"],
    });
    const line = explainViolation(DATA_MODULE, URI, HOSTS);
    expect(line).toMatchObject({ key: "csp:script-src-elem:data", title: "CSP blocked a data: script (script-src-elem)" });
    expect(line.detail).toContain("No _meta.ui.csp field adds data: to script-src (from http://w/frame/1).");
    expect(line.detail).toContain("Of the profiled hosts: Data scripts allows it;");
  });

  it("gives a blocked origin its _meta.ui.csp field, and names the hosts that ignore that field", () => {
    const fetch = explainViolation(FETCH, URI, HOSTS);
    expect(fetch).toMatchObject({
      key: "csp:connect-src:https://api.example.com",
      title: "CSP blocked connect-src to https://api.example.com",
    });
    expect(fetch.detail).toContain(`Add "https://api.example.com" to _meta.ui.csp.connectDomains of ${URI}`);
    expect(fetch.detail).toContain("Spec default, Lax, Blob only, No frames, Data scripts allow it once declared.");
    const frame = explainViolation(FRAME, URI, HOSTS);
    expect(frame.detail).toContain("_meta.ui.csp.frameDomains");
    expect(frame.detail).toContain("No frames blocks it even then.");
  });

  it("says that no field allows an inline script, which every host blocks", () => {
    const line = explainViolation(INLINE, URI, HOSTS);
    expect(line.title).toBe("CSP blocked inline (script-src-elem)");
    expect(line.detail).toContain("No _meta.ui.csp field allows this.");
    expect(hostVerdicts(INLINE, HOSTS).allows).toEqual([]);
  });

  it("says nothing of hosts when there are none to compare with", () => {
    expect(explainViolation(EVAL, URI).detail).not.toContain("profiled hosts");
  });
});

/** The diagnostics lines dispatched on a fresh emitter, latest per key. */
function listen() {
  const events = createSessionEvents();
  const lines = new Map<string, Diagnostic>();
  events.addEventListener("diagnostic", (line) => lines.set(line.key, line));
  return { events, lines };
}

describe("CspVerdict", () => {
  it("keeps a violation a note while the view goes on, and makes every one an error once it failed", () => {
    const { events, lines } = listen();
    const verdict = new CspVerdict(events, URI, HOSTS);
    verdict.violation(EVAL);
    verdict.violation(EVAL); // once per directive and resource
    expect(verdict.count).toBe(1);
    expect(lines.get("csp:script-src:eval")?.severity).toBe("info");
    verdict.violation(BLOB_WORKER);
    verdict.failed("it threw EvalError");
    verdict.failed("a later reason");
    expect([...lines.values()].map((l) => l.severity)).toEqual(["error", "error"]);
    expect(lines.get("csp:script-src:eval")?.detail).toMatch(/^The view then failed: it threw EvalError\./);
    verdict.violation(FETCH);
    expect(lines.get(`csp:connect-src:https://api.example.com`)?.severity).toBe("error");
  });

  it("gives one frame at most MAX_VIOLATIONS lines", () => {
    const { events, lines } = listen();
    const verdict = new CspVerdict(events, URI, HOSTS);
    for (let i = 0; i < MAX_VIOLATIONS + 10; i++) verdict.violation({ blockedURI: `https://h${i}.example`, effectiveDirective: "img-src" });
    expect(lines.size).toBe(MAX_VIOLATIONS);
  });
});

describe("ConsoleHeard's verdict on CSP violations", () => {
  const host = { initialized: false };
  const heard = (events: ReturnType<typeof createSessionEvents>) =>
    new ConsoleHeard(events, host, { openai: false, graceMs: 3000, uri: URI, hosts: HOSTS });

  it("stays a note when the view probes new Function and renders", () => {
    const { events, lines } = listen();
    const h = heard(events);
    h.violation(EVAL);
    events.dispatch("view-size", { height: 120 });
    h.note({ kind: "console-warn", text: "slow" });
    expect(lines.get("csp:script-src:eval")?.severity).toBe("info");
    h.close();
  });

  it.each([
    ["an uncaught error", (h: ConsoleHeard) => h.note({ kind: "uncaught", text: "EvalError: refused" }), "it threw EvalError: refused"],
    ["a rejection", (h: ConsoleHeard) => h.note({ kind: "rejection", text: "Error: no" }), "it threw Error: no"],
    ["an App error", (h: ConsoleHeard) => h.note({ kind: "app-error", text: "Handler failed" }), "its App reported Handler failed"],
    ["a silent handshake", (h: ConsoleHeard) => h.reportSilent(), "no ui/initialize came 3 s after the frame loaded"],
  ])("becomes an error after %s", (_name, fail, reason) => {
    const { events, lines } = listen();
    const h = heard(events);
    h.violation(EVAL);
    fail(h);
    expect(lines.get("csp:script-src:eval")).toMatchObject({ severity: "error" });
    expect(lines.get("csp:script-src:eval")?.detail).toContain(`The view then failed: ${reason}.`);
    h.close();
  });

  it("becomes an error after the view logs an error, and no longer listens once closed", () => {
    const { events, lines } = listen();
    const h = heard(events);
    h.violation(FETCH);
    events.dispatch("log", { source: "server", level: "error", logger: undefined, data: "not the view" });
    expect(h.csp.failure).toBeUndefined();
    events.dispatch("log", { source: "view", level: "error", logger: "x", data: "Could not fetch" });
    expect(lines.get("csp:connect-src:https://api.example.com")?.severity).toBe("error");
    const other = heard(events);
    other.close();
    events.dispatch("log", { source: "view", level: "error", logger: "x", data: "later" });
    expect(other.csp.failure).toBeUndefined();
    h.close();
  });
});
