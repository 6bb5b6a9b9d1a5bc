// @vitest-environment node
// The probe's server side, with no browser: a record becomes a profile file (each fact from what the
// host sent or allowed, its source the probe and the day, what the probe cannot see left out), a
// record that is not one is refused whole, the writer's names are its own (never a path from the
// view), and the server lists its two tools and its view as a host sees them, writing a file for a
// good record and answering an error for a bad one.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterAll, describe, expect, it } from "vitest";
import { EXTENSION_ID } from "mcp-view";
import { parseProfile, PROBED_URL } from "mcp-view/testing";
import { profileOfRecord } from "../../playground/probe/profile-of-record.js";
import { ProfileWriter, slugOf } from "../../playground/probe/profile-writer.js";
import { probeRecord, reportInput } from "../../playground/probe/record-schema.js";
import { createProbeServer } from "../../playground/probe/server.js";
import {
  CSP_SENTINELS,
  MAX_RECORD_LENGTH,
  PROBE_TOOL,
  PROBE_URI,
  REPORT_TOOL,
  type ProbeRecord,
} from "../../playground/shared/probe-record.js";

const AT = new Date("2026-12-07T10:00:00.000Z");
const making = { name: "claude-desktop", at: AT, by: "mcp-view probe 0.1.0", client: { protocolVersion: "2025-06-18" } };

/** The policy a host that kept every declared field but frameDomains built, with 'unsafe-eval', blob: scripts and blob: workers. */
const POLICY = [
  "default-src 'none'",
  `script-src 'self' 'unsafe-inline' 'unsafe-eval' blob: ${CSP_SENTINELS.resourceDomains}`,
  `connect-src ${CSP_SENTINELS.connectDomains}`,
  "frame-src 'none'",
  `base-uri ${CSP_SENTINELS.baseUriDomains}`,
  "worker-src 'self' blob:",
].join("; ");

/** A record as a Claude-like desktop host would give it. */
function record(overrides: Partial<ProbeRecord> = {}): ProbeRecord {
  return {
    format: 1,
    initialize: {
      protocolVersion: "2026-01-26",
      hostInfo: { name: "Claude", version: "0.14.2" },
      hostCapabilities: {
        openLinks: {},
        serverTools: { listChanged: true },
        serverResources: {},
        updateModelContext: { text: {} },
        sandbox: { csp: {} },
      },
      hostContext: {
        theme: "light",
        styles: { variables: { "--color-text-primary": "#111" }, css: { fonts: "@font-face{}" } },
        displayMode: "inline",
        availableDisplayModes: ["inline", "fullscreen"],
        locale: "en-GB",
        containerDimensions: { maxHeight: "tall" },
        "openai/deepLink": { url: "/x" },
      },
    },
    contextChanges: [{ at: 900, params: { theme: "dark", styles: { variables: { "--color-text-primary": "#eee" } } } }],
    received: [{ at: 10, method: "ui/notifications/tool-result", kind: "notification" }],
    toolResult: "with-structured",
    requests: [
      { method: "ping", outcome: "answered", ms: 3, keys: [] },
      { method: "ui/update-model-context", outcome: "error", ms: 4, code: -32000, message: "Not now" },
      { method: "resources/read", outcome: "answered", ms: 9, keys: ["contents"] },
      { method: "ui/request-display-mode", outcome: "unanswered", ms: 5000 },
    ],
    frame: {
      origin: "cross-site",
      ancestor: "https://claude.ai",
      storage: "blocked",
      compatMode: "BackCompat",
      openai: false,
      width: 600,
      height: 150,
      userAgent: "UA",
    },
    csp: {
      policy: POLICY,
      ran: { dataModule: false, blobModule: true, blobWorker: true, dataWorker: false, dataFetch: false },
      violations: [{ directive: "connect-src", blocked: "data" }],
    },
    sizes: [
      { reported: 213, before: 150, after: 213, changed: true },
      { reported: 1870, before: 213, after: 640, changed: true },
    ],
    ...overrides,
  };
}

describe("a record made a profile", () => {
  it("takes the host's identity, capabilities, context and colours from what it sent", () => {
    const file = profileOfRecord(record(), making);
    expect(parseProfile(file)).toEqual(file);
    expect(file).toMatchObject({ mcpViewProfile: 1, name: "claude-desktop", label: "Claude 0.14.2 (probed 2026-12-07)" });
    expect(file.probed).toEqual({ by: "mcp-view probe 0.1.0", at: "2026-12-07T10:00:00.000Z" });
    const { profile } = file;
    expect(profile.hostInfo).toEqual({ name: "Claude", version: "0.14.2" });
    // sandbox tells this one resource's policy, not what the host offers every view
    expect(profile.hostCapabilities).toEqual({
      openLinks: {},
      serverTools: { listChanged: true },
      serverResources: {},
      updateModelContext: { text: {} },
    });
    expect(profile.hostContext).toEqual({
      displayMode: "inline",
      availableDisplayModes: ["inline", "fullscreen"],
      locale: "en-GB",
      "openai/deepLink": { url: "/x" },
    });
    expect(profile.variables).toEqual({ light: { "--color-text-primary": "#111" }, dark: { "--color-text-primary": "#eee" } });
    expect(profile.fonts).toBe("@font-face{}");
    expect(profile.protocolRevision).toBe("2025-06-18");
    expect(profile.behaviour).toBeUndefined();
  });

  it("takes the frame, the policy, the refusals and what the host never sent from what the view saw", () => {
    const { facts } = profileOfRecord(record(), making).profile;
    expect(facts?.frame).toEqual({ origin: "cross-site", storage: "blocked", document: "written" });
    expect(facts?.csp).toEqual({ unsafeEval: true, scripts: ["blob:"], workers: ["blob:"], ignores: ["frameDomains"] });
    expect(facts?.refuses).toEqual({ "ui/update-model-context": { kind: "error", code: -32000, message: "Not now" } });
    expect(facts?.neverSends).toEqual(["hostContext.toolInfo"]);
    expect(facts?.gesture).toBeUndefined(); // never seen from inside
    expect(facts?.quirks).toEqual([
      "The host context's containerDimensions is not valid: the App leaves it out.",
      "ui/request-display-mode got no answer within 5 s.",
      "The frame follows the heights the view reports up to 640 px.",
    ]);
    expect(facts?.sources?.map((s) => s.fact)).toEqual([
      "hostInfo",
      "hostCapabilities",
      "displayModes",
      "protocolRevision",
      "frame.origin",
      "frame.storage",
      "frame.document",
      "csp.unsafeEval",
      "csp.scripts",
      "csp.workers",
      "csp.ignores",
      "refuses",
      "neverSends",
      "quirks",
    ]);
    expect(
      facts?.sources?.every(
        (s) => s.url === PROBED_URL && s.observed === "2026-12-07" && s.note.startsWith("Seen by mcp-view probe in Claude 0.14.2"),
      ),
    );
  });

  it("sees the next wire names, window.openai beside the bridge, a dropped structuredContent and an opaque frame", () => {
    const { initialize } = record();
    const { hostCapabilities: _caps, ...rest } = initialize;
    const { profile } = profileOfRecord(
      record({
        initialize: { ...rest, capabilities: { extensions: { [EXTENSION_ID]: { serverTools: {}, message: { text: {} } } } } },
        toolResult: "without-structured",
        frame: { ...record().frame, origin: "opaque", compatMode: "CSS1Compat", openai: true },
      }),
      making,
    );
    expect(profile.behaviour).toEqual({ openai: "alongside", stripsStructuredContent: true, nextWireNames: true });
    expect(profile.hostCapabilities).toEqual({ serverTools: {}, message: { text: {} } });
    expect(profile.facts?.frame).toEqual({ sandbox: "allow-scripts", origin: "opaque", storage: "blocked", document: "as-served" });
  });

  it("says what it could not see: no policy reported, no answer, a frame that stays, a request answered beyond the capabilities", () => {
    const { profile } = profileOfRecord(
      record({
        initialize: { hostCapabilities: {}, hostContext: { toolInfo: { tool: { name: PROBE_TOOL } } } },
        csp: { ran: { dataModule: true, blobModule: true, blobWorker: true, dataWorker: true, dataFetch: true }, violations: [] },
        requests: [{ method: "ui/update-model-context", outcome: "answered", ms: 3, keys: [] }],
        sizes: [{ reported: 213, before: 150, after: 150, changed: false }],
        toolResult: "none",
        frame: { ...record().frame, origin: "unknown" },
      }),
      making,
    );
    expect(profile.hostInfo).toEqual({ name: "Unnamed host", version: "0.0.0" });
    expect(profile.facts?.csp).toEqual({ scripts: ["blob:", "data:"] });
    expect(profile.facts?.frame?.origin).toBeUndefined();
    expect(profile.facts?.neverSends).toBeUndefined(); // it sent toolInfo
    expect(profile.facts?.quirks).toEqual([
      "The ui/initialize answer had no valid hostInfo (a name and a version).",
      "ui/update-model-context is answered though the host does not advertise updateModelContext.",
      "The frame did not follow the height the view reported (213 px): it stayed 150 px high.",
      expect.stringMatching(/^Everything the probe tried ran .* unknown\.$/),
      "The view got no tool result within 5 s of opening.",
    ]);
  });
});

describe("the record's check", () => {
  it("takes a good record, and refuses unknown fields, long strings, too many items, non-JSON and a record too long", () => {
    expect(probeRecord.safeParse(record()).success).toBe(true);
    const refused = (r: unknown) => !probeRecord.safeParse(r).success;
    expect(refused({ ...record(), extra: 1 })).toBe(true);
    expect(refused(record({ frame: { ...record().frame, userAgent: "x".repeat(501) } }))).toBe(true);
    expect(refused(record({ requests: Array(41).fill(record().requests[0]) }))).toBe(true);
    expect(refused(record({ initialize: { hostInfo: { name: () => "x" } } as never }))).toBe(true);
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 20; i++) deep = { a: deep };
    expect(refused(record({ initialize: deep }))).toBe(true);
    const long = Array.from({ length: 50 }, (_, at) => ({ at, params: { note: "x".repeat(MAX_RECORD_LENGTH / 40) } }));
    expect(refused(record({ contextChanges: long }))).toBe(true);
    expect(reportInput.safeParse({ probeId: "../x", record: record() }).success).toBe(false);
  });
});

describe("the writer", () => {
  const dir = mkdtempSync(join(tmpdir(), "mcp-view-probe-writer-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const make = (name: string) => profileOfRecord(record(), { ...making, name });

  it("names each probe's file itself: the host's slug, never a built-in's, never a taken file's, one file per probe", () => {
    expect(slugOf("MCP-UI Host")).toBe("mcp-ui-host");
    expect(slugOf("../../etc/passwd")).toBe("etc-passwd");
    expect(slugOf("ü")).toBe("host");
    const writer = new ProfileWriter(dir);
    const first = writer.start();
    expect(writer.write(first, "Claude", make)).toEqual({ file: "claude-probed.profile.json", name: "claude-probed", saves: 1 });
    expect(writer.write(first, "Claude", make)).toEqual({ file: "claude-probed.profile.json", name: "claude-probed", saves: 2 });
    expect(writer.write(writer.start(), "Claude", make).file).toBe("claude-probed-2.profile.json");
    expect(writer.write(undefined, "../Odd Host/", make).file).toBe("odd-host.profile.json");
    // Another run finds the files there and takes new names.
    expect(new ProfileWriter(dir).write(undefined, "Claude", make).file).toBe("claude-probed-3.profile.json");
    expect(new ProfileWriter(dir, "My Desk").write(undefined, "Claude", make).file).toBe("my-desk.profile.json");
    expect(readdirSync(dir).sort()).toEqual(
      ["claude-probed", "claude-probed-2", "claude-probed-3", "my-desk", "odd-host"].map((n) => `${n}.profile.json`).sort(),
    );
    expect(JSON.parse(readFileSync(join(dir, "odd-host.profile.json"), "utf8")).name).toBe("odd-host");
  });
});

describe("the probe server, as a host sees it", () => {
  const dir = mkdtempSync(join(tmpdir(), "mcp-view-probe-server-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists probe_host for the model and probe_report for its view, serves the view with a probe origin per CSP field, and writes a file per good record", async () => {
    const saved: string[] = [];
    const options = {
      view: async () => "<p>probe</p>",
      writer: new ProfileWriter(dir),
      by: "t",
      onSaved: (w: { file: string }) => void saved.push(w.file),
    };
    const server = createProbeServer(options, () => ({ protocolVersion: "2025-11-25" }));
    const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
    await server.connect(serverEnd);
    const client = new Client({ name: "host", version: "1" });
    await client.connect(clientEnd);
    const { tools } = await client.listTools();
    expect(tools.map((t) => [t.name, (t._meta?.ui as { visibility?: string[] }).visibility ?? ["model", "app"]])).toEqual([
      [PROBE_TOOL, ["model", "app"]],
      [REPORT_TOOL, ["app"]],
    ]);
    const read = await client.readResource({ uri: PROBE_URI });
    expect(read.contents[0]).toMatchObject({
      text: "<p>probe</p>",
      _meta: { ui: { csp: { frameDomains: [CSP_SENTINELS.frameDomains] } } },
    });
    const opened = await client.callTool({ name: PROBE_TOOL, arguments: {} });
    const { probeId } = opened.structuredContent as { probeId: string };
    const report = await client.callTool({ name: REPORT_TOOL, arguments: { probeId, record: record() } });
    expect(report.structuredContent).toEqual({ file: "claude-probed.profile.json", name: "claude-probed", saves: 1 });
    expect(JSON.parse(readFileSync(join(dir, "claude-probed.profile.json"), "utf8")).profile.protocolRevision).toBe("2025-11-25");
    const refused = await client.callTool({ name: REPORT_TOOL, arguments: { probeId, record: { ...record(), format: 2 } } });
    expect(refused.isError).toBe(true);
    expect(saved).toEqual(["claude-probed.profile.json"]);
    expect(existsSync(join(dir, "claude-probed-2.profile.json"))).toBe(false);
    await client.close();
  });
});
