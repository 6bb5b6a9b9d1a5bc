// @vitest-environment node
// docs/hosts.md's table of every host's facts is the test kit's profiles: each row is what `profiles`
// says (the facts, or the specification's default where a fact is unknown), with its protocol revision
// and its disputed facts, and every source of every fact, and every side of every dispute, is listed
// under it.
import { describe, expect, it } from "vitest";
import { hostProfiles, type HostProfile } from "../../src/testing/index.js";
import { docSection } from "../support/readme.js";

const SECTION = "Every host's facts";

const list = (items: readonly string[] | undefined) => (items?.length ? items.map((item) => `\`${item}\``).join(", ") : "none");

/** The cells of a profile's row, defaults filled in as host-facts.ts documents them. */
function expectedRow(name: string, profile: HostProfile): string[] {
  const { frame = {}, csp = {}, gesture, refuses = {}, neverSends, disputes = [] } = profile.facts ?? {};
  const refused = Object.entries(refuses).map(([method, how]) =>
    how.kind === "ignored" ? `${method} (ignored)` : `${method} (${how.code})`,
  );
  return [
    `\`${name}\``,
    `\`${frame.sandbox ?? "allow-scripts allow-same-origin"}\``,
    frame.origin ?? "cross-site",
    frame.storage ?? "works",
    frame.document ?? "as-served",
    csp.unsafeEval ? "yes" : "no",
    list(csp.scripts),
    list(csp.workers),
    list(csp.ignores),
    list(gesture),
    refused.length ? refused.map((item) => `\`${item.split(" ")[0]}\` ${item.split(" ")[1]}`).join(", ") : "none",
    list(profile.hostContext.availableDisplayModes ?? ["inline"]),
    profile.protocolRevision ?? "not known",
    list(neverSends),
    disputes.length ? disputes.map((d) => `${d.fact} (disputed; plays ${d.plays})`).join(", ") : "none",
  ];
}

/** The doc's rows, as the cells of each. */
function docRows(): string[][] {
  return docSection("docs/hosts.md", SECTION)
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => line.slice(2, -2).split(" | "));
}

describe("docs/hosts.md's table of every host's facts", () => {
  it("has one row per profile, in the profiles' order", () => {
    expect(docRows().map((cells) => cells[0])).toEqual(hostProfiles.map(({ name }) => `\`${name}\``));
  });

  it.each(hostProfiles)("the row of $name is what its profile says", ({ name, profile }) => {
    expect(docRows().find((cells) => cells[0] === `\`${name}\``)).toEqual(expectedRow(name, profile));
  });

  it.each(hostProfiles)("every source of $name is listed with its date, and every side of each of its disputes", ({ name, profile }) => {
    const section = docSection("docs/hosts.md", SECTION);
    for (const source of profile.facts?.sources ?? []) expect(section).toContain(`(${source.url}) (${source.observed})`);
    for (const dispute of profile.facts?.disputes ?? []) {
      const line = section.split("\n").find((l) => l.startsWith(`- \`${name}\` disputes ${dispute.fact}:`));
      expect(line, `the line of ${name}'s dispute over ${dispute.fact}`).toBeDefined();
      for (const claim of dispute.claims) expect(line).toContain(`[${claim.says}](${claim.url}) (${claim.observed})`);
    }
  });
});
