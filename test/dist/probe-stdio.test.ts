// @vitest-environment node
// `mcp-view probe --stdio`, the built command, as a host that starts it meets it: it lists
// probe_host and the app-only probe_report, serves the packaged probe view (one HTML file, no
// doctype, its runtime inlined) with an origin in each `_meta.ui.csp` field, writes the profile of a
// record its view hands back into --out (and says so on stderr, stdout being the protocol's), and
// ends when its stdin does.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, expect, it } from "vitest";
import { parseProfile } from "mcp-view/testing";
import { alive } from "../playground/support.js";
import { plainRecord } from "../playground/probe-support.js";
import { SLOW } from "../browser/support.js";

const CLI = fileURLToPath(new URL("../../dist/cli/mcp-view.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "mcp-view-probe-stdio-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it(
  "serves the packaged probe view on stdio, writes the profile of a record into --out, and ends with its stdin",
  async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, "probe", "--stdio", "--out", "profiles"], cwd: dir, stderr: "pipe" });
    let stderr = "";
    transport.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const client = new Client({ name: "host", version: "1" });
    await client.connect(transport);
    const pid = transport.pid!;
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => [t.name, (t._meta?.ui as { visibility?: string[] }).visibility])).toEqual([
        ["probe_host", undefined],
        ["probe_report", ["app"]],
      ]);
      const [view] = (await client.readResource({ uri: "ui://mcp-view-probe/probe.html" })).contents as Array<{ text: string; _meta: object }>;
      expect(view!.text).toMatch(/^<!-- No doctype, on purpose/);
      expect(view!.text).toContain("<title>mcp-view probe</title>");
      expect(view!.text).not.toMatch(/<script[^>]*\ssrc=/); // one file: its runtime inlined
      expect(view!._meta).toMatchObject({ ui: { csp: { connectDomains: ["https://connect.mcp-view-probe.invalid"] } } });
      const { probeId } = (await client.callTool({ name: "probe_host", arguments: {} })).structuredContent as { probeId: string };
      const saved = await client.callTool({ name: "probe_report", arguments: { probeId, record: plainRecord("Desk Host") } });
      expect(saved.structuredContent).toEqual({ file: "desk-host.profile.json", name: "desk-host", saves: 1 });
      const file = parseProfile(JSON.parse(readFileSync(join(dir, "profiles", "desk-host.profile.json"), "utf8")));
      expect(file.profile.hostInfo).toEqual({ name: "Desk Host", version: "1" });
      expect(file.profile.protocolRevision).toBe("2025-11-25"); // what this client's initialize asked for
      expect(stderr).toMatch(/mcp-view probe on stdio: profiles are written to profiles\n/);
      expect(stderr).toContain("Wrote profiles/desk-host.profile.json: Desk Host 1 (probed ");
    } finally {
      await client.close();
    }
    await expect.poll(() => alive(pid)).toBe(false);
    expect(existsSync(join(dir, "profiles", "desk-host-2.profile.json"))).toBe(false);
  },
  SLOW,
);
