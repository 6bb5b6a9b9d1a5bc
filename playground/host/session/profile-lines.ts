// What the current profile's facts say about the run, as diagnostics lines: the MCP protocol revision
// the page speaks to the server for this host (the profile's own, or negotiated where no source says
// which one the host speaks), what the host never sends a view, and each fact public sources
// disagree on, with every side and its link, instead of silently choosing one.
import type { HostFacts, HostProfile } from "mcp-view/testing";
import type { Diagnostic } from "./events.js";

/** Whether the profile's host sends `what` (a method, or `hostContext.<field>`) to a view. */
export const hostSends = (profile: HostProfile, what: string): boolean => !profile.facts?.neverSends?.includes(what);

/** One side of a dispute in a line: what it says, and where and when. */
const side = (claim: NonNullable<HostFacts["disputes"]>[number]["claims"][number]) => `${claim.says} (${claim.url}, ${claim.observed})`;

/** The line of each disputed fact of `profile`. */
function disputeLines(profile: HostProfile, label: string): Diagnostic[] {
  return (profile.facts?.disputes ?? []).map((dispute) => ({
    key: `dispute:${dispute.fact}`,
    severity: "info",
    title: `Disputed: ${dispute.fact} (this profile plays ${dispute.plays})`,
    detail: `Public sources disagree on ${label}: ${dispute.claims.map(side).join("; ")}.`,
    links: dispute.claims.map((claim) => ({ label: `${claim.says} (${claim.observed})`, href: claim.url })),
  }));
}

/**
 * The disputes of `profile` that bear on a matrix row in `mode`, one text each: the fact, what the
 * profile plays, and every side with its link and date. A dispute over a display mode bears on that
 * mode's rows; any other, on every row of the profile.
 */
export function rowDisputes(profile: HostProfile, mode: string): string[] {
  return (profile.facts?.disputes ?? [])
    .filter((dispute) => !dispute.mode || dispute.mode === mode)
    .map((dispute) => `${dispute.fact}, disputed (this profile plays ${dispute.plays}): ${dispute.claims.map(side).join("; ")}`);
}

/** The lines a run starts with under `profile`: its revision, what it never sends, its disputes. */
export function profileLines(profile: HostProfile, label: string, revision: string | undefined): Diagnostic[] {
  const lines: Diagnostic[] = [];
  const own = profile.protocolRevision;
  if (revision)
    lines.push({
      key: "revision",
      severity: own && own !== revision ? "warn" : "info",
      title: !own
        ? `MCP revision ${revision}: negotiated (no public source says which one ${label} speaks)`
        : own === revision
          ? `MCP revision ${revision}: ${label}'s client speaks only it`
          : `MCP revision ${revision}, not ${own}: the run was made under another profile; Re-run to call the tool at ${label}'s`,
      detail: "The revision the page and the server agreed on shapes what the server sends, and so the tool result the view gets.",
    });
  const never = profile.facts?.neverSends ?? [];
  if (never.length)
    lines.push({
      key: "never-sends",
      severity: "info",
      title: `${label} never sends: ${never.join(", ")}`,
      detail: "So neither does this host under its profile: a view that waits for one of them waits forever there.",
    });
  return [...lines, ...disputeLines(profile, label)];
}
