// The profiles' facts as data: every profile but `default` has them, every fact has a public source
// with its date, and the test kit plays each profile's refusals on the wire (refusals.ts).
import { afterEach, describe, expect, it } from "vitest";
import { App, AppError } from "../../src/index.js";
import { refusalOf } from "../../src/testing/refusals.js";
import { createTestHost, hostProfiles, profiles, type HostProfile, type ProfileName, type TestHost } from "../../src/testing/index.js";

let host: TestHost | undefined;
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  host?.close();
  app = host = undefined;
});

async function connect(profile: ProfileName | HostProfile) {
  host = createTestHost({ profile });
  app = new App({ name: "w", version: "1" }, {}, { autoResize: false });
  await app.connect();
  return { host, app };
}

describe("the profiles' facts", () => {
  it.each(hostProfiles.filter(({ name }) => name !== "default"))("$name has facts, each source public and dated", ({ profile }) => {
    expect(profile.facts).toBeDefined();
    for (const source of profile.facts!.sources ?? []) {
      expect(source.url).toMatch(/^https:\/\/[^\s]+$/);
      expect(source.observed).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
      expect(source.note.length).toBeGreaterThan(10);
    }
  });

  it("default is the every-capability host with the specification's defaults", () => {
    expect(profiles.default.facts).toBeUndefined();
  });

  it("every frame or CSP fact that departs from the default has a source naming it", () => {
    for (const { name, profile } of hostProfiles) {
      const facts = profile.facts ?? {};
      const named = new Set((facts.sources ?? []).map((source) => source.fact.split(".")[0]));
      if (facts.frame) expect(named.has("frame"), name).toBe(true);
      if (facts.csp) expect(named.has("csp"), name).toBe(true);
      if (facts.gesture?.length) expect(named.has("gesture"), name).toBe(true);
      if (Object.keys(facts.refuses ?? {}).length) expect(named.has("refuses"), name).toBe(true);
    }
  });

  it("only the reference host and Claude allow 'unsafe-eval'; only the reference host is same-site", () => {
    const eval_ = hostProfiles.filter(({ profile }) => profile.facts?.csp?.unsafeEval).map(({ name }) => name);
    expect(eval_).toEqual(["claude", "reference"]);
    expect(hostProfiles.filter(({ profile }) => profile.facts?.frame?.origin === "same-site").map(({ name }) => name)).toEqual([
      "reference",
    ]);
  });
});

describe("refusals on the wire", () => {
  const refusing = (refuses: NonNullable<HostProfile["facts"]>["refuses"]): HostProfile => ({ ...profiles.default, facts: { refuses } });

  it("Claude answers ui/update-model-context with {} and the test's handler never runs", async () => {
    const { host, app } = await connect("claude");
    let ran = false;
    host.handle("ui/update-model-context", () => ((ran = true), {}));
    await expect(app.updateModelContext({ content: [{ type: "text", text: "x" }] })).resolves.toEqual({});
    expect(ran).toBe(false);
    expect(host.received("ui/update-model-context")).toHaveLength(1);
  });

  it("the default host carries the same request out", async () => {
    const { host, app } = await connect("default");
    let ran = false;
    host.handle("ui/update-model-context", () => ((ran = true), {}));
    await app.updateModelContext({ content: [{ type: "text", text: "x" }] });
    expect(ran).toBe(true);
  });

  it("an error refusal reaches the view with the host's code and message", async () => {
    const { app } = await connect(refusing({ "ui/open-link": { kind: "error", code: -32000, message: "Links are off" } }));
    const error = await app.openLink({ url: "https://example.com/" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: -32000, message: expect.stringContaining("Links are off") });
  });

  it("a method the host lacks the capability for is still -32601, before any refusal", async () => {
    const profile = { ...refusing({ "ui/download-file": { kind: "ignored" } }), hostCapabilities: {} };
    const { app } = await connect(profile);
    await expect(app.downloadFile({ contents: [] } as never)).rejects.toMatchObject({ code: -32601 });
  });

  it("the handshake, ping, inherited names and malformed refusals are never played", () => {
    const bad = refusing({
      "ui/initialize": { kind: "ignored" },
      ping: { kind: "ignored" },
      a: { kind: "error", code: 1.5, message: "x" },
      b: { kind: "error", code: 1, message: 2 } as never,
      c: "ignored" as never,
    });
    for (const method of ["ui/initialize", "ping", "a", "b", "c", "toString", "__proto__"])
      expect(refusalOf(bad, method), method).toBeUndefined();
    const long = refusing({ m: { kind: "error", code: 7, message: "x".repeat(5000) } });
    expect(refusalOf(long, "m")).toEqual({ kind: "error", code: 7, message: "x".repeat(1000) });
  });
});
