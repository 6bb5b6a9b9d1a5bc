// show_stats: live statistics of this example server, fetched by the view from the server's own
// HTTP origin, which its resource declares in `_meta.ui.csp.connectDomains`. show_stats_undeclared
// is the same view without that declaration: the host's CSP blocks the fetch, and the playground's
// diagnostics name the origin to add.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";
import { defineAppTool, registerAppTool } from "mcp-view/server";
import { result } from "./result.js";

export const STATS_URI = "ui://playground/stats.html";
export const STATS_UNDECLARED_URI = "ui://playground/stats-undeclared.html";

/** Counters of the example server, served as JSON at `/api/stats`. */
export class ServerStats {
  readonly startedAt = Date.now();
  readonly byMethod: Record<string, number> = {};
  sessions = 0;

  /** Counts one inbound JSON-RPC message (requests and notifications; tool calls by tool name). */
  count(message: unknown): void {
    const m = message as { method?: unknown; params?: { name?: unknown } } | null;
    if (typeof m?.method !== "string") return;
    const key = m.method === "tools/call" && typeof m.params?.name === "string" ? `tools/call ${m.params.name}` : m.method;
    this.byMethod[key] = (this.byMethod[key] ?? 0) + 1;
  }

  /** The JSON the stats view shows. */
  toJSON() {
    const total = Object.values(this.byMethod).reduce((a, b) => a + b, 0);
    return {
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
      sessions: this.sessions,
      messages: total,
      byMethod: this.byMethod,
    };
  }
}

/** Where the view polls, and how often. */
const poll = z.object({ endpoint: z.url().describe("The absolute URL of /api/stats"), intervalMs: z.number().int().positive() });

/** Opens the stats view, whose resource declares the server's origin in its CSP. */
export const showStats = defineAppTool({
  name: "show_stats",
  title: "Show server statistics",
  description: "Shows live statistics of this MCP server (messages by method, sessions, uptime), refreshed every 2 seconds.",
  outputSchema: poll,
  ui: { resourceUri: STATS_URI },
});

/** The same view, on a resource that does not declare the origin it fetches from. */
export const showStatsUndeclared = defineAppTool({
  name: "show_stats_undeclared",
  title: "Show server statistics (CSP not declared)",
  description: "The same view whose resource forgot `_meta.ui.csp`: its fetch is blocked, to demonstrate the playground's diagnostics.",
  outputSchema: poll,
  ui: { resourceUri: STATS_UNDECLARED_URI },
});

/** Registers show_stats and show_stats_undeclared; `endpoint` is the absolute URL of `/api/stats`. */
export function registerStatsTools(server: McpServer, stats: ServerStats, endpoint: string): void {
  const answer = () => {
    const s = stats.toJSON();
    return result(`Example server: up ${s.uptimeSeconds} s, ${s.sessions} session(s), ${s.messages} message(s) received.`, {
      endpoint,
      intervalMs: 2000,
    });
  };
  registerAppTool(server, showStats, answer);
  registerAppTool(server, showStatsUndeclared, answer);
}
