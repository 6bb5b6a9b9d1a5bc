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
      expect(source.observed).toMatch(/^20\d\d-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/);
      expect(source.note.length).toBeGreaterThan(10);
    }
  });

  it("default is the every-capability host with the specification's defaults", () => {
    expect(profiles.default.facts).toBeUndefined();
  });

  // The profiles that play a behaviour of the test kit, not a host: their one quirk says so.
  const BEHAVIOURS = ["next-wire"];

  it.each(hostProfiles)("every field the facts of $name set has a source naming that very field", ({ name, profile }) => {
    const { sources = [], frame = {}, csp = {}, disputes: _sourcedByTheirClaims, ...rest } = profile.facts ?? {};
    const set = [
      ...Object.keys(frame).map((field) => `frame.${field}`),
      ...Object.keys(csp).map((field) => `csp.${field}`),
      ...Object.keys(rest).filter((field) => field !== "quirks" || !BEHAVIOURS.includes(name)),
    ];
    const named = new Set(sources.map((source) => source.fact));
    expect(set.filter((field) => !named.has(field))).toEqual([]);
    if (BEHAVIOURS.includes(name)) expect(profile.facts?.quirks).toEqual([expect.stringContaining("A behaviour of the test kit")]);
  });

  it.each(hostProfiles.filter(({ profile }) => profile.facts?.disputes))(
    "every disputed fact of $name has two sides or more, each public, dated and saying something else than another",
    ({ profile }) => {
      for (const dispute of profile.facts!.disputes!) {
        expect(dispute.fact).toMatch(/^[\w.]+: \S/);
        expect(dispute.claims.length).toBeGreaterThanOrEqual(2);
        expect(new Set(dispute.claims.map((claim) => claim.says)).size).toBeGreaterThanOrEqual(2);
        expect(dispute.claims.map((claim) => claim.says)).toContain(dispute.plays);
        for (const claim of dispute.claims) {
          expect(claim.url).toMatch(/^https:\/\/[^\s]+$/);
          expect(claim.observed).toMatch(/^20\d\d-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/);
        }
      }
    },
  );

  it("only the reference host and Claude allow 'unsafe-eval'; only the reference host is same-site", () => {
    const eval_ = hostProfiles.filter(({ profile }) => profile.facts?.csp?.unsafeEval).map(({ name }) => name);
    expect(eval_).toEqual(["claude", "reference"]);
    expect(hostProfiles.filter(({ profile }) => profile.facts?.frame?.origin === "same-site").map(({ name }) => name)).toEqual([
      "reference",
    ]);
  });
});

describe("the corrected facts, each with its source in the data", () => {
  const SPEC = "https://github.com/openai/mcp-extensions/blob/main/docs/spec.md";
  const MCPJAM_CATALOG =
    "https://github.com/MCPJam/inspector/blob/b8c31fdb97bb4b05a6aa19a9875fee48bb22171b/sdk/src/host-compat/catalog.generated.ts";
  /** The sources of `fact` in the facts of `name`, as `url (observed)`. */
  const sourced = (name: ProfileName, fact: string) =>
    (profiles[name].facts?.sources ?? []).filter((source) => source.fact === fact).map(({ url, observed }) => `${url} (${observed})`);

  it.each(["chatgpt", "chatgpt-ui", "chatgpt-openai"] as const)(
    "%s offers inline and fullscreen but not pip, as OpenAI's specification says",
    (name) => {
      expect(profiles[name].hostContext.availableDisplayModes).toEqual(["inline", "fullscreen"]);
      expect(sourced(name, "displayModes")).toEqual([`${SPEC} (2026-12-02)`]);
    },
  );

  it("Claude offers inline and fullscreen but not pip, as sunpeak's shell verified against production Claude", () => {
    expect(profiles.claude.hostContext.availableDisplayModes).toEqual(["inline", "fullscreen"]);
    expect(sourced("claude", "displayModes")).toEqual([
      "https://github.com/Sunpeak-AI/sunpeak/blob/main/packages/sunpeak/src/claude/claude-host.ts (2026-05-13)",
    ]);
  });

  it("ChatGPT is named chatgpt and Goose MCP-UI Host, as the hosts answer ui/initialize", () => {
    expect(profiles.chatgpt.hostInfo).toEqual({ name: "chatgpt", version: "0.0.1" });
    expect(sourced("chatgpt", "hostInfo")).toEqual([
      "https://github.com/Alignbase/sunpeak/blob/main/packages/sunpeak/src/chatgpt/chatgpt-host.ts (2026-08-18)",
      "https://github.com/alpic-ai/skybridge/blob/main/docs/api-reference/use-host.mdx (2026-12-02)",
    ]);
    expect(profiles.goose.hostInfo).toEqual({ name: "MCP-UI Host", version: "1.0.0" });
    expect(sourced("goose", "hostInfo")).toEqual([
      "https://github.com/MCP-UI-Org/mcp-ui/blob/main/sdks/typescript/client/src/components/AppRenderer.tsx (2026-12-02)",
      "https://github.com/alpic-ai/skybridge/blob/main/docs/api-reference/use-host.mdx (2026-12-02)",
    ]);
  });

  it("ChatGPT advertises OpenAI's extensions in experimental, with every content block but audio", () => {
    const { experimental, updateModelContext, message } = profiles.chatgpt.hostCapabilities;
    expect(Object.keys(experimental ?? {})).toEqual(["openai/modelContext", "openai/message", "openai/resource", "openai/files"]);
    expect([updateModelContext, message].map((modalities) => Object.keys(modalities ?? {}).sort())).toEqual([
      ["image", "resource", "resourceLink", "structuredContent", "text"],
      ["image", "resource", "resourceLink", "structuredContent", "text"],
    ]);
    expect(sourced("chatgpt", "hostCapabilities")).toEqual([`${SPEC} (2026-12-02)`]);
    // Where sunpeak's older shell disagrees, the note keeps it.
    expect(profiles.chatgpt.facts?.sources?.find((source) => source.fact === "hostCapabilities")?.note).toContain("sunpeak");
  });

  it("Le Chat has its probed capabilities, fullscreen and revision, each sourced", () => {
    const leChat = profiles["le-chat"];
    expect([leChat.hostInfo.name, Object.keys(leChat.hostCapabilities), leChat.hostContext.availableDisplayModes]).toEqual([
      "Le Chat",
      ["openLinks", "serverTools", "serverResources", "logging", "updateModelContext", "message"],
      ["inline", "fullscreen"],
    ]);
    expect(leChat.protocolRevision).toBe("2025-11-25");
    for (const fact of ["hostCapabilities", "displayModes", "protocolRevision", "neverSends"])
      expect(sourced("le-chat", fact)).toEqual([`${MCPJAM_CATALOG} (2026-07-23)`]);
    expect(sourced("le-chat", "hostInfo")).toEqual([
      "https://github.com/alpic-ai/skybridge/blob/main/docs/api-reference/use-host.mdx (2026-12-02)",
    ]);
  });

  it("the frame and CSP facts that had no source have one: ChatGPT's and the Inspector's origin, the reference host's workers", () => {
    expect(sourced("chatgpt", "frame.origin")).toEqual(["https://developers.openai.com/apps-sdk/reference (2026-12-02)"]);
    expect(sourced("inspector", "frame.origin")).toEqual(["https://github.com/modelcontextprotocol/inspector/issues/1565 (2026-07)"]);
    expect(sourced("reference", "csp.workers")).toEqual([
      "https://github.com/modelcontextprotocol/ext-apps/blob/main/examples/basic-host/src/csp.ts (2026-12-02)",
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
