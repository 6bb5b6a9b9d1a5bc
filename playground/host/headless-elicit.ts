// How `mcp-view matrix` and `mcp-view check` answer the server's form elicitations, where no one is
// there to answer: as a user who submits the host's own form as it first shows, with the defaults of
// `requestedSchema` (elicitation-form.ts builds that form). An answer that does not fit the schema
// then (a required field with no default) is not sent: the headless host declines, as it makes up
// nothing a user did not enter. Each request is kept with its answer, so that the view it names is
// rendered and judged under its tool (session/matrix.ts's runElicitation), and the command says
// what was asked and answered.
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import { elicitResultDefect, type ElicitResult } from "mcp-view";
import type { Elicited } from "../shared/headless-matrix.js";
import { formContent, nativeForm, type RawValue } from "./session/elicitation-form.js";
import { elicitationTarget } from "./session/elicitation-plan.js";
import type { Session } from "./session/session.js";

/** The headless host's answer to a request for `requestedSchema`, and why it is that one. */
export function headlessAnswer(requestedSchema: unknown): { result: ElicitResult; why: string } {
  const { fields } = nativeForm(requestedSchema);
  const untouched: Record<string, RawValue> = {};
  for (const field of fields) {
    const given = field.default;
    untouched[field.key] =
      field.kind === "boolean"
        ? given === true
        : field.kind === "multiselect"
          ? Array.isArray(given)
            ? given.map(String)
            : []
          : given === undefined
            ? ""
            : String(given);
  }
  const accept: ElicitResult = { action: "accept", content: formContent(fields, untouched) };
  const defect = elicitResultDefect(accept, requestedSchema);
  if (defect)
    return {
      result: { action: "decline" },
      why: `declined: the form's defaults do not fit the request (${defect}), and this host enters nothing itself`,
    };
  return { result: accept, why: `accepted ${JSON.stringify(accept.content)}: the form's defaults` };
}

/** One request the server sent, and what the headless host answered. */
export interface HeadlessRequest {
  params: Record<string, unknown>;
  /** The view it names (`_meta.ui.resourceUri`, a `ui://` URI), if any. */
  uri?: string;
  result: ElicitResult;
  /** What was answered, and why, in words: `accepted {"name":"Ada"}: the form's defaults`. */
  why: string;
}

/** The requests of one tool's call, answered as they come. */
export class HeadlessElicitations {
  readonly requests: HeadlessRequest[] = [];

  /** Answers one request (the session's elicitation answer, while the tool's call runs). */
  readonly answer = async (params: Record<string, unknown>): Promise<ElicitResult> => {
    const target = elicitationTarget(params);
    const { result, why } = headlessAnswer(params.requestedSchema);
    this.requests.push({ params, ...("uri" in target && { uri: target.uri }), result, why });
    return result;
  };

  /** The requests as the command tells them, for `tool`. */
  told(tool: string): Elicited[] {
    return this.requests.map((r) => ({
      tool,
      message: typeof r.params.message === "string" ? r.params.message : "",
      ...(r.uri && { view: r.uri }),
      answer: r.why,
    }));
  }

  /** The distinct views the requests named, each with the first request that named it. */
  views(): Array<{ uri: string; params: Record<string, unknown> }> {
    const seen = new Map<string, Record<string, unknown>>();
    for (const r of this.requests) if (r.uri && !seen.has(r.uri)) seen.set(r.uri, r.params);
    return [...seen].map(([uri, params]) => ({ uri, params }));
  }
}

/** Calls `tool` with `args`, the server's elicitations answered headless meanwhile; resolves with its result and the requests. */
export async function callAnswering(
  session: Session,
  tool: Tool,
  args: Record<string, unknown>,
): Promise<{ result: CallToolResult; asked: HeadlessElicitations }> {
  const client = session.client;
  if (!client) throw new Error("the page has not reached the server");
  const asked = new HeadlessElicitations();
  const restore = session.answerElicitations(asked.answer);
  try {
    return { result: (await client.callTool({ name: tool.name, arguments: args })) as CallToolResult, asked };
  } finally {
    restore();
  }
}
