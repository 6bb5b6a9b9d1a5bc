// `mcp-view check`: the conformance rules (mcp-view/testing's RULES) on a server and its views. The
// page reads the server and renders each view once, headless (host/headless-check.ts); here the
// rules run on what it saw: the static ones on the snapshot (and the design rule on each view's
// CSS), the behaviour ones on each view's wire, the other design rules on what its frame's probe
// saw, the accessibility rules on what its accessibility probe measured (host/headless-a11y.ts). A
// tool that is risky to call unasked is not called (host/headless-tools.ts), and says so.
// Exit status: 1 on any error (or warning, with --strict), else 0; 2 when it cannot run.
import {
  checkAccessibility,
  checkRendered,
  checkServer,
  checkStyles,
  checkWire,
  findingPlace,
  RULES,
  type Finding,
} from "mcp-view/testing";
import type { CheckOutcome, CheckSpec } from "../shared/headless-matrix.js";
import { checkUsage, parseCheck } from "./check-args.js";
import { checkUnderDeadline, type StoppedView } from "./check-run.js";
import { DEFAULT_TIMEOUT } from "./headless-deadline.js";
import { fixtureCall, openHeadless, withHeadlessHost, type HeadlessContext } from "./headless-host.js";
import { elicitedLine, notCalled } from "./matrix-report.js";
import { printable, printableStream } from "./printable.js";
import { ViewSourceMaps } from "../server/view-source-map.js";

/** Every finding of the outcome: the server's, each view's CSS, each view's wire, rendering and accessibility. */
export function findingsOf(outcome: CheckOutcome): Finding[] {
  const styles = Object.entries(outcome.server.reads).flatMap(([uri, read]) =>
    "contents" in read ? read.contents.flatMap((c) => (typeof c.text === "string" ? stylesOf(c.text, uri) : [])) : [],
  );
  const wires = outcome.views.flatMap((view) => {
    const subject = viewSubject(view);
    const accessible = view.accessibility ? checkAccessibility(view.accessibility, subject) : [];
    return [...checkWire(view.wire, { subject }), ...checkRendered(view.render, subject), ...accessible];
  });
  return [...checkServer(outcome.server), ...styles, ...wires];
}

/** The views the accessibility probe could not measure in full, and why (a note each; --json's `unmeasured`). */
const unmeasured = (outcome: CheckOutcome) =>
  outcome.views.flatMap((view) => (view.accessibilityProblems?.length ? [{ tool: view.tool, problems: view.accessibilityProblems }] : []));

/** What a view's findings are about: the view of its tool, or the view an elicitation of its tool's call named. */
const viewSubject = (view: { tool: string; elicitation?: true }) => `${view.elicitation ? "elicitation view" : "view"} of ${view.tool}`;

/** DESIGN-005 on a view's HTML, its place read through the map its `<style>` ends with, when one covers it. */
function stylesOf(html: string, uri: string): Finding[] {
  return checkStyles(html, uri).map((f) => {
    const at = f.location;
    const source = at && new ViewSourceMaps(html, { url: uri }).stylePlace(at.line, at.column);
    return at && source ? { ...f, location: { ...at, source: { file: source.source, line: source.line, column: source.column } } } : f;
  });
}

/** One finding as the terminal shows it. */
export const findingLine = (f: Finding) =>
  `${f.severity === "error" ? "error  " : "warning"}  ${f.rule}  ${printable(findingPlace(f))}: ${printable(f.message)}\n      fix: ${printable(f.fix)}`;

/** A view that hung or crashed under the check host: an error of its own, whatever the rules found. */
const stoppedLine = (view: StoppedView) =>
  `error    the ${view.elicitationView ? `elicitation view ${printable(view.elicitationView)}` : "view"} of ${printable(view.tool)} did not finish under the check host: ${view.reason}`;

/** Runs `mcp-view check` with `argv` (after the word `check`); resolves with the exit status. */
export async function runCheck(argv: readonly string[], given: HeadlessContext): Promise<number> {
  // What a server, a view or a file says reaches the terminal escaped (printable.ts).
  const context = { ...given, stdout: printableStream(given.stdout), stderr: printableStream(given.stderr) };
  const request = parseCheck(argv);
  if (request.kind === "help") return (context.stdout.write(checkUsage()), 0);
  if (request.kind === "error") return (context.stderr.write(`${request.message}\n\n${checkUsage()}`), 2);
  const { options } = request;
  return withHeadlessHost("mcp-view check", options, context, async (host) => {
    const { page, playground, fixture } = host;
    const problem = await openHeadless(page, playground.url, fixture);
    if (problem) return (context.stderr.write(`${problem}\n`), 2);
    const spec: CheckSpec = {
      ...(options.tools && { tools: options.tools }),
      ...(options.args && { args: options.args }),
      ...fixtureCall(fixture),
    };
    const outcome = await checkUnderDeadline(host, spec, options.timeout ?? DEFAULT_TIMEOUT);
    if ("error" in outcome) return (context.stderr.write(`${outcome.error}\n`), 2);
    const findings = findingsOf(outcome);
    const errors = findings.filter((f) => f.severity === "error").length;
    const summary = {
      rules: RULES.length,
      tools: outcome.server.tools.length,
      views: outcome.views.length,
      errors,
      warnings: findings.length - errors,
    };
    if (options.json)
      context.stdout.write(
        `${JSON.stringify({ ...summary, failOn: options.failOn, findings, skipped: outcome.skipped, elicited: outcome.elicited, stopped: outcome.stopped, unmeasured: unmeasured(outcome) }, null, 2)}\n`,
      );
    else {
      for (const s of outcome.skipped) context.stdout.write(`skip     ${notCalled(s)}\n`);
      for (const e of outcome.elicited) context.stdout.write(`elicit   ${elicitedLine(e)}\n`);
      for (const f of findings) context.stdout.write(`${findingLine(f)}\n`);
      for (const view of outcome.views)
        if (view.row.status === "failed")
          context.stdout.write(
            `note     the ${printable(viewSubject(view))} failed under the check host: ${printable(view.row.reason ?? "")}\n`,
          );
      for (const { tool, problems } of unmeasured(outcome))
        context.stdout.write(
          `note     the accessibility rules could not measure all of the view of ${printable(tool)}: ${printable(problems.join("; "))}\n`,
        );
      for (const view of outcome.stopped) context.stdout.write(`${stoppedLine(view)}\n`);
      const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
      context.stdout.write(
        `\n${plural(summary.rules, "rule")} on ${plural(summary.tools, "tool")} and ${plural(summary.views, "view")}: ${plural(errors, "error")}, ${plural(summary.warnings, "warning")}.\n`,
      );
    }
    return errors || outcome.stopped.length || (options.failOn === "warning" && summary.warnings) ? 1 : 0;
  });
}
