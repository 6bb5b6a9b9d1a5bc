// What the dev host decides about a server's form elicitation (experimental: app-rendered
// elicitation, the MCP Apps draft of SEP-3118): which view renders it (`_meta.ui.resourceUri`),
// whether that view opted in (`appCapabilities.elicitation` in its raw ui/initialize), and whether
// its answer may go to the server (mcp-view's `elicitResultDefect` against `requestedSchema`), or
// the host's own form is used instead, and why. Pure, so that the decisions are tested alone.
import { elicitResultDefect, type ElicitResult } from "mcp-view";

/** Where the form is rendered: the view at `uri`, or the host's own form for `reason`. */
export type ElicitationTarget = { uri: string } | { reason: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The view `params._meta.ui.resourceUri` names (a `ui://` URI), or why the host's own form is used. */
export function elicitationTarget(params: Record<string, unknown>): ElicitationTarget {
  const meta = isObject(params._meta) ? params._meta : {};
  const uri = isObject(meta.ui) ? meta.ui.resourceUri : undefined;
  if (uri === undefined) return { reason: "The request names no view (no _meta.ui.resourceUri)" };
  if (typeof uri !== "string" || !uri.startsWith("ui://"))
    return { reason: `The request's _meta.ui.resourceUri is not a ui:// URI (${JSON.stringify(uri)})` };
  return { uri };
}

/** Whether a view's raw `appCapabilities` (as its ui/initialize sent them) declare `elicitation`. */
export const declaresElicitation = (appCapabilities: unknown): boolean =>
  isObject(appCapabilities) && isObject(appCapabilities.elicitation);

/** How the forwarded request ended: the view's answer, or its error's text. */
export type ViewOutcome = { answer: unknown } | { error: string };

/** What becomes of a view's outcome: its answer is sent to the server, or the host's own form is used for `reason`. */
export type ViewVerdict = { send: ElicitResult } | { reason: string };

/** Judges the view's outcome of the forwarded `elicitation/create` against `requestedSchema`. */
export function judgeViewOutcome(outcome: ViewOutcome, requestedSchema: unknown): ViewVerdict {
  if ("error" in outcome) return { reason: `The view answered elicitation/create with an error: ${outcome.error}` };
  const defect = elicitResultDefect(outcome.answer, requestedSchema);
  if (defect) return { reason: `The view's answer was refused and not sent to the server: ${defect}` };
  return { send: outcome.answer as ElicitResult };
}

/** What the chat says was answered: the action, and an accepted form's content. */
export function answerText(result: ElicitResult): string {
  if (result.action !== "accept")
    return result.action === "decline" ? "decline (the user said no)" : "cancel (the user dismissed the form)";
  return `accept: ${JSON.stringify(result.content ?? {})}`;
}
