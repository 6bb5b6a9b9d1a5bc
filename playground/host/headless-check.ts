// The page's side of `mcp-view check`: the server as a host sees it (tools/list, resources/list,
// each view's resources/read as sent, one call of each tool but those headless-tools.ts leaves out
// unasked), then each view rendered under a host that offers the inline mode only, as the official
// validator's mock host does (so that a request for another mode, APP-106, shows on the wire), in a
// container 320 px wide (DESIGN-004): once with the result, and once more with the call cancelled
// instead (DESIGN-002). A call that elicits is answered as headless-elicit.ts says, and the view
// each request names is read and rendered with the request, under the same host; a tool without a
// view of its own is called when named, for its elicitation's view. Each tool's view is measured for
// the accessibility rules too (headless-a11y.ts): in the row with its result, in a frame per look it
// does not follow, and rendered with an error. The command runs the rules on what this returns.
import type { CallToolResult } from "@modelcontextprotocol/client";
import { viewOf, type RenderProbe, type ServerSnapshot } from "mcp-view/testing";
import type { CheckOutcome, CheckSpec, HeadlessRow } from "../shared/headless-matrix.js";
import { uiResourceUri } from "./session/mcp.js";
import type { ViewSpace } from "./session/context.js";
import type { MatrixCell, MatrixRow } from "./session/matrix.js";
import type { ViewFrame } from "./session/view-frame.js";
import { rowWire } from "./session/matrix-fix.js";
import { addUnlistedProfile, profileById, type PlaygroundProfile } from "./session/profiles.js";
import type { Session } from "./session/session.js";
import { readAsSent } from "./session/resource.js";
import { exampleValue } from "./ui/example-args.js";
import { ownTools, unattendedTools } from "./headless-tools.js";
import { callAnswering } from "./headless-elicit.js";
import { rowAnswers, rowStarts } from "./headless-deadline.js";
import { CheckAccessibility } from "./headless-a11y.js";

/** The width of the check host's container: the narrow width the design guidelines ask views to work at. */
const CHECK_WIDTH = 320;

/** The check's host: the default profile (every capability), offering `inline` only; found by its id, listed nowhere. */
function inlineOnly(): PlaygroundProfile {
  const base = profileById("default");
  const profile: PlaygroundProfile = {
    ...base,
    id: "check" as PlaygroundProfile["id"], // not a kit profile: only this page knows it
    label: "Check host (every capability, inline only, 320 px wide)",
    displayModes: ["inline"],
    width: CHECK_WIDTH,
    kit: { ...base.kit, hostContext: { ...base.kit.hostContext, availableDisplayModes: ["inline"] } },
  };
  addUnlistedProfile(profile);
  return profile;
}

/** Whether a read holds the view's HTML (text or blob). */
const servesHtml = (read: ServerSnapshot["reads"][string]) =>
  "contents" in read && read.contents.some((c) => typeof c.text === "string" || typeof c.blob === "string");

export async function check(
  session: Session,
  spec: CheckSpec,
  toHeadless: (tool: string, row: MatrixRow) => HeadlessRow,
  space: ViewSpace & { cell: MatrixCell },
): Promise<CheckOutcome | { error: string }> {
  const client = session.client;
  if (!client) return { error: "The page has not reached the server." };
  // Named tools are called whatever they are; else the server's own, each with a view called unless it is risky.
  const tools = spec.tools ? session.tools.filter((t) => spec.tools!.includes(t.name)) : ownTools(session.tools);
  const skipped = spec.tools ? [] : unattendedTools(tools).skipped;
  const resources = await client.listResources().then(
    (r) => r.resources,
    () => undefined,
  );
  const server: ServerSnapshot = { tools, reads: {}, results: {}, ...(resources && { resources }) };
  const reads = server.reads as Record<string, ServerSnapshot["reads"][string]>;
  const results = server.results as Record<string, CallToolResult>;
  const views: CheckOutcome["views"] = [];
  const elicited: CheckOutcome["elicited"] = [];
  const profile = inlineOnly();
  const cells = [{ profile, theme: "light", mode: "inline" } as const];
  for (const tool of tools) {
    const uri = uiResourceUri(tool);
    if (skipped.some((s) => s.tool === tool.name)) continue;
    if (!uri && !spec.tools) continue; // one without a view is called when named: its call may ask through a view
    if (uri && !(uri in reads)) reads[uri] = await readAsSent(client, uri);
    if (uri && !servesHtml(reads[uri]!)) continue; // nothing to render: the static rules say why
    if (spec.unrendered?.includes(tool.name)) continue; // it hung or crashed in an earlier run: the command says so
    const args = spec.args ?? ((exampleValue(tool.inputSchema as never) ?? {}) as Record<string, unknown>);
    let called: Awaited<ReturnType<typeof callAnswering>>;
    try {
      called = await callAnswering(session, tool, args);
    } catch (error) {
      return { error: `Calling ${tool.name} failed: ${(error as Error).message}` };
    }
    const { result, asked } = called;
    results[tool.name] = result;
    elicited.push(...asked.told(tool.name));
    space.cell = cells[0]; // the frame gets the check host's width
    if (uri) {
      const a11y = new CheckAccessibility(session, space, { tool, args, result }, profile);
      const hooks = { onstart: () => rowStarts(tool.name, cells[0]), onsettled: rowAnswers };
      const measured = {
        ...hooks,
        onsettled: async (_row: MatrixRow, frame: ViewFrame) => (await rowAnswers(), await a11y.withResult(frame)),
      };
      const [row] = await session.hostsMatrix(space, measured, { call: { tool, args, result, accessibility: false }, cells });
      if (row) {
        const cancel = { tool, args, result, cancel: "mcp-view check", accessibility: false };
        const [cancelled] = await session.hostsMatrix(space, hooks, { call: cancel, cells });
        const render: RenderProbe = {
          ...row.design,
          ...(cancelled?.design?.unchangedAfterCancel !== undefined && { unchangedAfterCancel: cancelled.design.unchangedAfterCancel }),
        };
        const { seen, problems } = await a11y.rest();
        space.cell = cells[0];
        views.push({
          tool: tool.name,
          uri,
          row: toHeadless(tool.name, row),
          wire: rowWire(row),
          render,
          accessibility: seen,
          ...(problems.length && { accessibilityProblems: problems }),
        });
      }
    }
    // The view each elicitation of the call named: read as the server sends it (the static rules and
    // DESIGN-005 judge it), and rendered with the request, as the host forwards it.
    for (const { uri: asking, params } of asked.views()) {
      if (!(asking in reads)) reads[asking] = await readAsSent(client, asking);
      if (!servesHtml(reads[asking]!)) continue;
      const hooks = { onstart: () => rowStarts(tool.name, cells[0], asking), onsettled: rowAnswers };
      const [row] = await session.elicitationMatrix(space, hooks, { tool, uri: asking, params }, cells);
      if (row)
        views.push({
          tool: tool.name,
          uri: asking,
          elicitation: true,
          row: toHeadless(tool.name, row),
          wire: rowWire(row),
          render: row.design ?? {},
          ...(row.accessibility && { accessibility: row.accessibility }), // measured in its row, in the check host's look
        });
    }
  }
  if (!tools.some((tool) => viewOf(tool) !== undefined) && !views.length)
    return { error: "The server has no tool with a view (_meta.ui.resourceUri on the tool): there is nothing to check." };
  return { server, views, skipped, elicited };
}
