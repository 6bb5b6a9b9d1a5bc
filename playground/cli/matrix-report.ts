// The reports of `mcp-view matrix`: JUnit XML (one testsuite per tool, one testcase per row, read
// by GitHub Actions' and GitLab's test reports; a row's screenshot attached by its path relative to
// the XML file; a tool not called, one skipped testcase), the HTML report, and the line each row
// prints in the terminal. With --baseline, each says what the row's screenshot is to its baseline, and
// a row that differs shows its baseline and diff image (JUnit attaches the diff beside the
// screenshot). A row whose host has a fact public sources disagree on, bearing on the row, is marked
// disputed in each, with every side and its link. The accessibility rules' findings on a row's view
// (under its host and theme) are counted with what was measured, and each is listed, as the sizing
// rule's (DESIGN-006, a height that follows the frame's) is: a line of its own in the terminal, in
// the JUnit testcase's output, in the HTML report under the row. The strings come from a view's own
// errors and a server's tool names: their control characters are escaped visibly everywhere
// (printable.ts), then XML escapes them and drops the lone surrogates and non-characters XML 1.0
// cannot hold.
import { relative, sep } from "node:path";
import type { Elicited, SkippedTool } from "../shared/headless-matrix.js";
import type { MatrixCase } from "./matrix-case.js";
import { printable, printableLines } from "./printable.js";

/** Text as XML 1.0 holds it: its controls escaped visibly, XML's characters escaped, without the lone surrogates it forbids. */
export function xmlText(text: string): string {
  return printableLines(text)
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

/** A row's name: its host, theme and mode; first, the view an elicitation of the tool's call named, when the row ran it. */
export const caseName = (c: MatrixCase) =>
  `${c.elicitationView === undefined ? "" : `elicitation view ${c.elicitationView} · `}${c.label} · ${c.theme} · ${c.mode}`;

/** What was measured, in one line. */
export function measured(c: MatrixCase): string {
  const size = c.size ? `${c.size.width ?? "?"} × ${c.size.height ?? "?"}` : "no size";
  const handshake = c.handshakeMs === undefined ? "no handshake" : `handshake ${c.handshakeMs} ms`;
  const a11y = c.accessibility ? `, accessibility ${c.accessibility.length}` : "";
  return `${handshake}, ${c.rendered ? "rendered" : "not rendered"}, ${size}, errors ${c.errors}, CSP ${c.csp}, refused ${c.refused}${a11y}`;
}

/** The rules' findings on a row's view: the accessibility rules', then the sizing rule's (DESIGN-006). */
const rowFindings = (c: MatrixCase) => [...(c.accessibility ?? []), ...(c.sizing ?? [])];

/** A row's findings, one line each: `A11Y-002 error: 1 text below WCAG AA contrast: …`. */
const findingLines = (c: MatrixCase) => rowFindings(c).map((f) => `${f.rule} ${f.severity}: ${f.message}`);

/** The terminal's line for a row (a failed one with its fix on the next line; then each disputed fact of its host, a line each). */
export function caseLine(c: MatrixCase): string {
  const disputed = (c.disputed ?? []).map((d) => `\n      disputed: ${printable(d)}`).join("");
  const a11y =
    c.status === "skipped"
      ? ""
      : findingLines(c)
          .map((line) => `\n      ${printable(line)}`)
          .join("");
  return rowLine(c) + a11y + disputed;
}

function rowLine(c: MatrixCase): string {
  const mark = { passed: "pass", failed: "FAIL", skipped: "skip" }[c.status];
  const head = `${mark}  ${printable(c.tool)} · ${caseName(c)}`;
  if (c.status === "skipped") return `${head}: ${printable(c.reason ?? "")}`;
  if (c.status === "passed") return `${head}  (${measured(c)})${c.baseline ? `; ${printable(c.baseline.sentence)}` : ""}`;
  return `${head}: ${printable(c.reason ?? "failed")}${c.fix ? `\n      fix: ${printable(c.fix)}` : ""}`;
}

/** An elicitation a tool's call sent, and what the headless host answered, in one line (after `elicit` in the terminal). */
export const elicitedLine = (e: Elicited) =>
  `${printable(e.tool)}: the server asked ${JSON.stringify(printable(e.message))}${e.view ? ` through the view ${printable(e.view)}` : ", naming no view"}; ${printable(e.answer)}`;

/** A tool with a view that was not called, and why, in one line (after `skip` in the terminal). */
export const notCalled = (s: SkippedTool) => `${printable(s.tool)} (not called): ${printable(s.reason)}; name it with --tool to call it`;

const seconds = (s: number) => s.toFixed(3);

/** What the JUnit XML holds besides the rows. */
export interface JunitExtras {
  /** The JUnit file's directory: each screenshot is attached by its path relative to it, as CI runners resolve it. */
  dir?: string;
  /** The tools not called: a testsuite each, with one skipped testcase that says why. */
  notCalled?: readonly SkippedTool[];
}

/** A screenshot's path as the attachment names it: relative to `dir` when given, with `/` between its parts. */
const attachment = (path: string, dir: string | undefined) => (dir === undefined ? path : relative(dir, path).split(sep).join("/"));

/** A row's attachments: its screenshot, and its diff image when it differs from its baseline. */
const attachments = (c: MatrixCase, dir: string | undefined) =>
  [c.screenshot, c.baseline?.diff]
    .filter((path) => path !== undefined)
    .map((path) => `[[ATTACHMENT|${xmlText(attachment(path, dir))}]]`)
    .join("\n");

/** The testsuite of a tool that was not called. */
function notCalledSuite(s: SkippedTool, timestamp: Date): string {
  const attrs = `name="${xmlText(`mcp-view matrix: ${s.tool}`)}" tests="1" failures="0" errors="0" skipped="1" time="0.000" timestamp="${timestamp.toISOString()}"`;
  const testcase = `<testcase classname="${xmlText(s.tool)}" name="not called" time="0.000">\n      <skipped message="${xmlText(notCalled(s))}"/>\n    </testcase>`;
  return `  <testsuite ${attrs}>\n    ${testcase}\n  </testsuite>`;
}

/** The JUnit XML of `cases`. */
export function junitXml(cases: readonly MatrixCase[], timestamp = new Date(), extras: JunitExtras = {}): string {
  const tools = [...new Set(cases.map((c) => c.tool))];
  const suites = tools.map((tool) => {
    const mine = cases.filter((c) => c.tool === tool);
    const count = (status: MatrixCase["status"]) => mine.filter((c) => c.status === status).length;
    const time = mine.reduce((sum, c) => sum + c.seconds, 0);
    const testcases = mine.map((c) => {
      const body = [
        c.status === "failed" &&
          `<failure message="${xmlText(c.reason ?? "failed")}" type="matrix">${xmlText(
            [
              c.reason,
              c.fix && `Fix: ${c.fix}`,
              measured(c),
              c.baseline && c.baseline.sentence !== c.reason && `Baseline: ${c.baseline.sentence}`,
            ]
              .filter(Boolean)
              .join("\n"),
          )}</failure>`,
        c.status === "skipped" && `<skipped message="${xmlText(c.reason ?? "skipped")}"/>`,
        (c.screenshot || c.disputed?.length || rowFindings(c).length) &&
          `<system-out>${[
            c.screenshot && attachments(c, extras.dir),
            ...rowFindings(c).map((f) => xmlText(`${f.rule} ${f.severity}: ${f.message} Fix: ${f.fix}`)),
            ...(c.disputed ?? []).map((d) => `Disputed: ${xmlText(d)}`),
          ]
            .filter(Boolean)
            .join("\n")}</system-out>`,
      ].filter(Boolean);
      const attrs = `classname="${xmlText(c.tool)}" name="${xmlText(caseName(c))}" time="${seconds(c.seconds)}"`;
      return body.length ? `    <testcase ${attrs}>\n      ${body.join("\n      ")}\n    </testcase>` : `    <testcase ${attrs}/>`;
    });
    const attrs = `name="${xmlText(`mcp-view matrix: ${tool}`)}" tests="${mine.length}" failures="${count("failed")}" errors="0" skipped="${count("skipped")}" time="${seconds(time)}" timestamp="${timestamp.toISOString()}"`;
    return `  <testsuite ${attrs}>\n${testcases.join("\n")}\n  </testsuite>`;
  });
  const failures = cases.filter((c) => c.status === "failed").length;
  const skipped = extras.notCalled ?? [];
  suites.push(...skipped.map((s) => notCalledSuite(s, timestamp)));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="mcp-view matrix" tests="${cases.length + skipped.length}" failures="${failures}">\n${suites.join("\n")}\n</testsuites>\n`;
}

/** A row's baseline in the HTML report: its verdict, and, for a screenshot that differs, its baseline and diff image side by side. */
function baselinePart(c: MatrixCase, readImage: (path: string) => Buffer | undefined, img: (alt: string, png: Buffer) => string): string {
  if (!c.baseline) return "";
  const said = `<p class="baseline">Baseline: ${html(c.baseline.sentence)}</p>`;
  const expected = c.baseline.diff && readImage(c.baseline.baseline);
  const diff = c.baseline.diff && readImage(c.baseline.diff);
  if (!expected || !diff) return said;
  const side = (caption: string, png: Buffer) =>
    `<figure><figcaption>${caption}</figcaption>${img(`${caseName(c)}: ${caption}`, png)}</figure>`;
  return `${said}<div class="compare">${side("baseline", expected)}${side("diff (red: pixels that differ)", diff)}</div>`;
}

const html = (text: string) => printableLines(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `text` as HTML with each https URL in it a link (a dispute's sources). */
const linked = (text: string) => html(text).replace(/https:\/\/[^\s,;&<>]+/g, (url) => `<a href="${url}">${url}</a>`);

/** One self-contained HTML page: per tool, a grid of the rows' screenshots side by side, each with its verdict and numbers; nothing in it runs. */
export function htmlReport(cases: readonly MatrixCase[], readImage: (path: string) => Buffer | undefined): string {
  const tools = [...new Set(cases.map((c) => c.tool))];
  const cell = (c: MatrixCase) => {
    const image = c.screenshot ? readImage(c.screenshot) : undefined;
    const img = (alt: string, png: Buffer) => `<img alt="${html(alt)}" src="data:image/png;base64,${png.toString("base64")}">`;
    const shot = image ? img(caseName(c), image) : `<p class="none">no screenshot</p>`;
    const words =
      c.status === "failed"
        ? `<p>${html(c.reason ?? "failed")}</p>${c.fix ? `<p>Fix: ${html(c.fix)}</p>` : ""}`
        : c.status === "skipped"
          ? `<p>${html(c.reason ?? "")}</p>`
          : "";
    const disputed = (c.disputed ?? []).map((d) => `<p class="disputed"><b>disputed</b> ${linked(d)}</p>`).join("");
    const a11y = findingLines(c).length
      ? `<ul class="a11y">${findingLines(c)
          .map((line) => `<li>${html(line)}</li>`)
          .join("")}</ul>`
      : "";
    return `<figure class="${c.status}${disputed ? " disputed" : ""}"><figcaption><b>${c.status}</b> ${html(caseName(c))}</figcaption>${shot}${words}${a11y}${disputed}${baselinePart(c, readImage, img)}<p class="meta">${html(measured(c))}</p></figure>`;
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
figure.failed{border-color:#d33;border-width:2px}figure.skipped{opacity:.6}.disputed{color:#b06d00}
img{max-width:100%;display:block;border:1px solid #8884}.meta{color:#888;font-size:12px}
.compare{display:grid;grid-template-columns:1fr 1fr;gap:8px}.compare figure{border:0;padding:0}.a11y{padding-left:18px;font-size:12px}
</style></head><body><h1>mcp-view matrix</h1><p>${cases.length} rows: ${cases.length - failed} passed or skipped, ${failed} failed.</p>
${sections.join("\n")}
</body></html>
`;
}
