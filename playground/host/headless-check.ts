// The page's side of `mcp-view check`: the server as a host sees it (tools/list, resources/list,
// each view's resources/read, one call of each tool), then each view rendered once under a host that
// offers the inline mode only, as the official validator's mock host does (so that a request for
// another mode, APP-106, shows on the wire). The command runs the rules on what this returns.
import type { CallToolResult } from "@modelcontextprotocol/client";
import type { ServerSnapshot } from "mcp-view/testing";
import type { CheckOutcome, CheckSpec, HeadlessRow } from "../shared/headless-matrix.js";
import { uiResourceUri } from "./session/mcp.js";
import type { ViewSpace } from "./session/context.js";
import type { MatrixCell, MatrixRow } from "./session/matrix.js";
import { rowWire } from "./session/matrix-fix.js";
import { addUnlistedProfile, profileById, type PlaygroundProfile } from "./session/profiles.js";
import type { Session } from "./session/session.js";
import { exampleValue } from "./ui/example-args.js";

/** The check's host: the default profile (every capability), offering `inline` only; found by its id, listed nowhere. */
function inlineOnly(): PlaygroundProfile {
  const base = profileById("default");
  const profile: PlaygroundProfile = {
    ...base,
    id: "check" as PlaygroundProfile["id"], // not a kit profile: only this page knows it
    label: "Check host (every capability, inline only)",
    displayModes: ["inline"],
    kit: { ...base.kit, hostContext: { ...base.kit.hostContext, availableDisplayModes: ["inline"] } },
  };
  addUnlistedProfile(profile);
  return profile;
}

export async function check(
  session: Session,
  spec: CheckSpec,
  toHeadless: (tool: string, row: MatrixRow) => HeadlessRow,
  space: ViewSpace & { cell: MatrixCell },
): Promise<CheckOutcome | { error: string }> {
  const client = session.client;
  if (!client) return { error: "The page has not reached the server." };
  const tools = spec.tools ? session.tools.filter((t) => spec.tools!.includes(t.name)) : session.tools;
  const resources = await client.listResources().then(
    (r) => r.resources,
    () => undefined,
  );
  const server: ServerSnapshot = { tools, reads: {}, results: {}, ...(resources && { resources }) };
  const reads = server.reads as Record<string, ServerSnapshot["reads"][string]>;
  const results = server.results as Record<string, CallToolResult>;
  const views: CheckOutcome["views"] = [];
  const profile = inlineOnly();
  for (const tool of tools) {
    const uri = uiResourceUri(tool);
    if (!uri) continue;
    if (!(uri in reads))
      reads[uri] = await client.readResource({ uri }).then(
        (r) => ({ contents: r.contents as never }),
        (e: Error) => ({ error: e.message }),
      );
    const args = spec.args ?? ((exampleValue(tool.inputSchema as never) ?? {}) as Record<string, unknown>);
    let result: CallToolResult;
    try {
      result = (await client.callTool({ name: tool.name, arguments: args })) as CallToolResult;
    } catch (error) {
      return { error: `Calling ${tool.name} failed: ${(error as Error).message}` };
    }
    results[tool.name] = result;
    const [row] = await session.hostsMatrix(
      space,
      {},
      { call: { tool, args, result }, cells: [{ profile, theme: "light", mode: "inline" }] },
    );
    if (row) views.push({ tool: tool.name, uri, row: toHeadless(tool.name, row), wire: rowWire(row) });
  }
  if (!views.length) return { error: "The server has no tool with a view (_meta.ui.resourceUri on the tool): there is nothing to check." };
  return { server, views };
}
