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

const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One self-contained HTML page: per tool, a grid of the rows' screenshots side by side, each with its verdict and numbers; nothing in it runs. */
export function htmlReport(cases: readonly MatrixCase[], readImage: (path: string) => Buffer | undefined): string {
  const tools = [...new Set(cases.map((c) => c.tool))];
  const cell = (c: MatrixCase) => {
    const image = c.screenshot ? readImage(c.screenshot) : undefined;
    const shot = image
      ? `<img alt="${html(caseName(c))}" src="data:image/png;base64,${image.toString("base64")}">`
      : `<p class="none">no screenshot</p>`;
    const words =
      c.status === "failed"
        ? `<p>${html(c.reason ?? "failed")}</p>${c.fix ? `<p>Fix: ${html(c.fix)}</p>` : ""}`
        : c.status === "skipped"
          ? `<p>${html(c.reason ?? "")}</p>`
          : "";
    return `<figure class="${c.status}"><figcaption><b>${c.status}</b> ${html(caseName(c))}</figcaption>${shot}${words}<p class="meta">${html(measured(c))}</p></figure>`;
  };
  const sections = tools.map(
    (tool) =>
      `<section><h2>${html(tool)}</h2><div class="grid">${cases
        .filter((c) => c.tool === tool)
        .map(cell)
        .join("")}</div></section>`,
  );
  const failed = cases.filter((c) => c.status === "failed").length;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<title>mcp-view matrix</title><style>
:root{color-scheme:light dark;font:14px system-ui,sans-serif}body{margin:24px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(360px,1fr));gap:16px}
figure{margin:0;border:1px solid #8886;border-radius:8px;padding:8px;overflow:hidden}
figure.failed{border-color:#d33;border-width:2px}figure.skipped{opacity:.6}
img{max-width:100%;display:block;border:1px solid #8884}.meta{color:#888;font-size:12px}
</style></head><body><h1>mcp-view matrix</h1><p>${cases.length} rows: ${cases.length - failed} passed or skipped, ${failed} failed.</p>
${sections.join("\n")}
</body></html>
`;
}
