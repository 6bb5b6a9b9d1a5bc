// The probe's MCP server: one tool, probe_host, whose view (widgets/probe/) records the host it is
// shown in; the app-only probe_report, through which that view hands its record back (checked whole
// by record-schema.ts, made a profile by profile-of-record.ts, written by profile-writer.ts into the
// directory the server was given); and the view as a `ui://` resource that declares an origin in
// each `_meta.ui.csp` field, so that the policy the view gets shows which fields the host kept.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";
import type { ProfileFile } from "mcp-view/testing";
import { defineAppTool, registerAppTool, registerWidgetResource } from "mcp-view/server";
import { CSP_SENTINELS, PROBE_TOOL, PROBE_URI, REPORT_TOOL, type ProbeRecord } from "../shared/probe-record.js";
import { profileOfRecord, type ProbeClient } from "./profile-of-record.js";
import type { ProfileWriter, Written } from "./profile-writer.js";
import { reportInput } from "./record-schema.js";

/** What every session's server shares. */
export interface ProbeServerOptions {
  /** The probe view's HTML. */
  view: () => Promise<string>;
  writer: ProfileWriter;
  /** The probe, as profiles name it: `mcp-view probe 0.1.0`. */
  by: string;
  /** Called with each profile written. */
  onSaved?: (written: Written, file: ProfileFile) => void;
}

const probeHost = defineAppTool({
  name: PROBE_TOOL,
  title: "Probe this host",
  description:
    "Opens the mcp-view probe: a view that records what this host sends the views it shows and what it lets them do, and saves it as a host profile file for mcp-view's dev host and test kit. Call it when the user asks to probe the host. It takes no arguments.",
  inputSchema: z.object({}),
  outputSchema: z.object({ probeId: z.string() }),
  ui: { resourceUri: PROBE_URI },
});

const probeReport = defineAppTool({
  name: REPORT_TOOL,
  title: "Save the probe's record",
  description: "Called by the probe view with what it recorded: writes it as a profile file where the probe server writes.",
  inputSchema: reportInput,
  outputSchema: z.object({ file: z.string(), name: z.string(), saves: z.number() }),
  ui: { resourceUri: PROBE_URI, visibility: ["app"] },
});

const text = (text: string) => [{ type: "text" as const, text }];

/** Makes `record` a profile and writes it (the probe's file, or a new one); throws when it cannot. */
export function saveRecord(options: ProbeServerOptions, probeId: string | undefined, record: ProbeRecord, client?: ProbeClient): Written {
  const info = record.initialize.hostInfo;
  const hostName =
    typeof info === "object" && info !== null && typeof (info as { name?: unknown }).name === "string"
      ? (info as { name: string }).name
      : "host";
  let made: ProfileFile | undefined;
  const making = (name: string) => ({ name, at: new Date(), by: options.by, ...(client && { client }) });
  const written = options.writer.write(probeId, hostName, (name) => (made = profileOfRecord(record, making(name))));
  options.onSaved?.(written, made!);
  return written;
}

/** One session's server; `client` tells what the host's MCP client sent it in that session. */
export function createProbeServer(options: ProbeServerOptions, client: () => ProbeClient | undefined): McpServer {
  const server = new McpServer({ name: "mcp-view-probe", version: "1.0.0" });
  registerAppTool(server, probeHost, () => {
    const probeId = options.writer.start();
    const structuredContent = { probeId };
    const summary = "The probe view is open: it records this host and saves a profile file where the probe server writes.";
    return { content: [...text(summary), ...text(JSON.stringify(structuredContent))], structuredContent };
  });
  registerAppTool(server, probeReport, ({ probeId, record }) => {
    try {
      const written = saveRecord(options, probeId, record, client());
      return { content: text(`Wrote ${written.file}.`), structuredContent: { ...written } };
    } catch (error) {
      return { content: text(`The record was not saved: ${(error as Error).message}`), isError: true };
    }
  });
  registerWidgetResource(server, PROBE_URI, {
    title: "mcp-view probe",
    html: options.view,
    csp: {
      connectDomains: [CSP_SENTINELS.connectDomains],
      resourceDomains: [CSP_SENTINELS.resourceDomains],
      frameDomains: [CSP_SENTINELS.frameDomains],
      baseUriDomains: [CSP_SENTINELS.baseUriDomains],
    },
    permissions: { clipboardWrite: {} }, // its "Copy the record" button, where the host lets it
    prefersBorder: true,
  });
  return server;
}
