// Profile files: parseProfile() accepts every built-in profile as a file's profile (so a file can say
// all a profile can), names the first bad field of a bad one in one sentence, and loadProfile()
// reads a file with it, naming the file; a test host plays the profile it returns.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { App } from "../../src/index.js";
import {
  createTestHost,
  hostProfiles,
  loadProfile,
  parseProfile,
  ProfileError,
  profiles,
  type ProfileFile,
} from "../../src/testing/index.js";

const file = (profile: unknown, more: Record<string, unknown> = {}) => ({ mcpViewProfile: 1, name: "my-host", profile, ...more });

const good: ProfileFile = {
  mcpViewProfile: 1,
  name: "claude-desktop",
  label: "Claude 0.14 (probed 2026-12-07)",
  probed: { by: "mcp-view probe 0.1.0", at: "2026-12-07T10:00:00.000Z" },
  profile: {
    ...profiles.claude,
    protocolRevision: "2025-11-25",
    facts: {
      ...profiles.claude.facts,
      sources: [{ fact: "hostInfo", url: "mcp-view:probe", observed: "2026-12-07", note: "Seen by the probe." }],
    },
  },
  observed: { requests: [] },
};

/** Each bad file, the field its error names, and words of the sentence. */
const bad: Array<[string, unknown, string, RegExp]> = [
  ["not an object", [], "", /must be a JSON object, got an array/],
  ["no format version", { name: "x", profile: profiles.default }, "mcpViewProfile", /must be 1/],
  ["a name that is a path", file(profiles.default, { name: "../x" }), "name", /letters, digits/],
  ["a name too long", file(profiles.default, { name: "a".repeat(65) }), "name", /1 to 64/],
  ["an unknown field", file(profiles.default, { extra: 1 }), "extra", /is not a field here/],
  ["no profile", { mcpViewProfile: 1, name: "x" }, "profile", /is missing/],
  ["a bad date", file(profiles.default, { probed: { by: "me", at: "yesterday" } }), "probed.at", /date and time/],
  ["no host name", file({ ...profiles.default, hostInfo: { name: "", version: "1" } }), "profile.hostInfo.name", /non-empty/],
  [
    "a capability that is no object",
    file({ ...profiles.default, hostCapabilities: { openLinks: true } }),
    "profile.hostCapabilities.openLinks",
    /an object, got a boolean/,
  ],
  [
    "a theme in the context",
    file({ ...profiles.default, hostContext: { theme: "dark" } }),
    "profile.hostContext.theme",
    /profile.variables/,
  ],
  [
    "a bad display mode",
    file({ ...profiles.default, hostContext: { displayMode: "tiny" } }),
    "profile.hostContext.displayMode",
    /not a valid/,
  ],
  [
    "a variable without --",
    file({ ...profiles.default, variables: { light: { color: "red" }, dark: {} } }),
    "profile.variables.light.color",
    /start with --/,
  ],
  ["a third theme", file({ ...profiles.default, variables: { light: {}, dark: {}, sepia: {} } }), "profile.variables.sepia", /not a field/],
  ["a bad origin", file({ ...profiles.default, facts: { frame: { origin: "far" } } }), "profile.facts.frame.origin", /"cross-site"/],
  [
    "an unknown CSP field",
    file({ ...profiles.default, facts: { csp: { ignores: ["scriptDomains"] } } }),
    "profile.facts.csp.ignores[0]",
    /frameDomains/,
  ],
  [
    "a refusal of no kind",
    file({ ...profiles.default, facts: { refuses: { "ui/message": { kind: "maybe" } } } }),
    "profile.facts.refuses.ui/message.kind",
    /"ignored" or "error"/,
  ],
  [
    "a refusal without a code",
    file({ ...profiles.default, facts: { refuses: { "ui/message": { kind: "error", message: "no" } } } }),
    "profile.facts.refuses.ui/message.code",
    /integer/,
  ],
  [
    "a source without a date",
    file({ ...profiles.default, facts: { sources: [{ fact: "hostInfo", url: "u", note: "n" }] } }),
    "profile.facts.sources[0].observed",
    /a string/,
  ],
  ["a bad behaviour", file({ ...profiles.default, behaviour: { openai: "sometimes" } }), "profile.behaviour.openai", /"alongside"/],
  ["a bad revision", file({ ...profiles.default, protocolRevision: "latest" }), "profile.protocolRevision", /2025-11-25/],
];

describe("parseProfile", () => {
  it.each(hostProfiles)("takes the built-in $name profile as a file's profile, unchanged", ({ name, profile }) => {
    expect(parseProfile(file(profile, { name }))).toEqual(file(profile, { name }));
  });

  it("keeps every field of a probed profile, and returns a copy", () => {
    const parsed = parseProfile(good);
    expect(parsed).toEqual(good);
    expect(parsed.profile).not.toBe(good.profile);
  });

  it.each(bad)("refuses %s, naming the field", (_what, value, field, words) => {
    let error: unknown;
    try {
      parseProfile(value, "host.profile.json");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ProfileError);
    expect((error as ProfileError).field).toBe(field);
    expect((error as ProfileError).message).toMatch(words);
    expect((error as ProfileError).message.startsWith(`host.profile.json: ${field ? `"${field}"` : "The profile file"} `)).toBe(true);
  });

  it("refuses a file nested deeper than 64 levels without overflowing the stack", () => {
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(() => parseProfile(file(profiles.default, { observed: deep }))).toThrow(/nested more than 64 levels/);
  });
});

describe("loadProfile", () => {
  const dir = mkdtempSync(join(tmpdir(), "mcp-view-profile-file-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => (writeFileSync(join(dir, name), text), join(dir, name));

  it("reads a file, and a test host plays the profile it holds", async () => {
    const loaded = await loadProfile(write("claude-desktop.profile.json", JSON.stringify(good)));
    expect(loaded).toEqual(good);
    const host = createTestHost({ profile: loaded.profile, channel: "transport" });
    const app = new App({ name: "t", version: "1" }, {}, { autoResize: false });
    await app.connect(host.transport);
    expect([app.getHostVersion(), app.getHostContext()?.availableDisplayModes]).toEqual([
      profiles.claude.hostInfo,
      profiles.claude.hostContext.availableDisplayModes,
    ]);
    await app.close();
    host.close();
  });

  it("names the file it cannot read, one that is not JSON, one too large, and the first bad field", async () => {
    await expect(loadProfile(join(dir, "missing.profile.json"))).rejects.toThrow(
      /missing\.profile\.json: The profile file cannot be read: ENOENT/,
    );
    await expect(loadProfile(write("broken.profile.json", "{"))).rejects.toThrow(/broken\.profile\.json: The profile file is not JSON/);
    await expect(loadProfile(write("big.profile.json", " ".repeat(1_048_577)))).rejects.toThrow(/over the 1048576/);
    await expect(loadProfile(write("bad.profile.json", JSON.stringify(file({}))))).rejects.toThrow(
      /bad\.profile\.json: "profile\.hostInfo" must be an object/,
    );
  });
});
