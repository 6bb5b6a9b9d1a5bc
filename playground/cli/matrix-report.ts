// The reports of `mcp-view matrix`: JUnit XML (one testsuite per tool, one testcase per row, read
// by GitHub Actions' and GitLab's test reports; a row's screenshot attached as GitLab reads it),
// and the line each row prints in the terminal. The strings come from a view's own errors: XML
// escapes them, and drops the characters XML 1.0 cannot hold.
import type { MatrixCase } from "./matrix-case.js";

/** Text as XML 1.0 holds it: escaped, without the control characters and lone surrogates it forbids. */
export function xmlText(text: string): string {
  return text
    .replace(
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      "",
    )
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A row's name: its host, theme and mode. */
export const caseName = (c: MatrixCase) => `${c.label} · ${c.theme} · ${c.mode}`;

/** What was measured, in one line. */
export function measured(c: MatrixCase): string {
  const size = c.size ? `${c.size.width ?? "?"} × ${c.size.height ?? "?"}` : "no size";
  const handshake = c.handshakeMs === undefined ? "no handshake" : `handshake ${c.handshakeMs} ms`;
  return `${handshake}, ${c.rendered ? "rendered" : "not rendered"}, ${size}, errors ${c.errors}, CSP ${c.csp}, refused ${c.refused}`;
}

/** The terminal's line for a row (a failed one with its fix on the next line). */
export function caseLine(c: MatrixCase): string {
  const mark = { passed: "pass", failed: "FAIL", skipped: "skip" }[c.status];
  const head = `${mark}  ${c.tool} · ${caseName(c)}`;
  if (c.status === "skipped") return `${head}: ${c.reason ?? ""}`;
  if (c.status === "passed") return `${head}  (${measured(c)})`;
  return `${head}: ${c.reason ?? "failed"}${c.fix ? `\n      fix: ${c.fix}` : ""}`;
}

const seconds = (s: number) => s.toFixed(3);

/** The JUnit XML of `cases`. */
export function junitXml(cases: readonly MatrixCase[], timestamp = new Date()): string {
  const tools = [...new Set(cases.map((c) => c.tool))];
  const suites = tools.map((tool) => {
    const mine = cases.filter((c) => c.tool === tool);
    const count = (status: MatrixCase["status"]) => mine.filter((c) => c.status === status).length;
    const time = mine.reduce((sum, c) => sum + c.seconds, 0);
    const testcases = mine.map((c) => {
      const body = [
        c.status === "failed" &&
          `<failure message="${xmlText(c.reason ?? "failed")}" type="matrix">${xmlText(
            [c.reason, c.fix && `Fix: ${c.fix}`, measured(c)].filter(Boolean).join("\n"),
          )}</failure>`,
        c.status === "skipped" && `<skipped message="${xmlText(c.reason ?? "skipped")}"/>`,
        c.screenshot && `<system-out>[[ATTACHMENT|${xmlText(c.screenshot)}]]</system-out>`,
      ].filter(Boolean);
      const attrs = `classname="${xmlText(c.tool)}" name="${xmlText(caseName(c))}" time="${seconds(c.seconds)}"`;
      return body.length ? `    <testcase ${attrs}>\n      ${body.join("\n      ")}\n    </testcase>` : `    <testcase ${attrs}/>`;
    });
    const attrs = `name="${xmlText(`mcp-view matrix: ${tool}`)}" tests="${mine.length}" failures="${count("failed")}" errors="0" skipped="${count("skipped")}" time="${seconds(time)}" timestamp="${timestamp.toISOString()}"`;
    return `  <testsuite ${attrs}>\n${testcases.join("\n")}\n  </testsuite>`;
  });
  const failures = cases.filter((c) => c.status === "failed").length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="mcp-view matrix" tests="${cases.length}" failures="${failures}">\n${suites.join("\n")}\n</testsuites>\n`;
}
