// The example MCP server: an official McpServer with one tool per example view, the app-only
// tools those views call, and the views themselves as `ui://` resources.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { BOARD_URI, registerBoardTools, type BoardStore } from "./board.js";
import { registerAppResource } from "./meta.js";
import { ORDERS_URI, registerOrderTools } from "./orders.js";
import { registerShippingTools, SHIPPING_URI } from "./shipping.js";
import { registerStatsTools, ServerStats, STATS_UNDECLARED_URI, STATS_URI } from "./stats.js";
import type { Widgets } from "./widgets.js";

/** What every session of the example server shares. */
export interface ExampleState {
  widgets: Widgets;
  boards: BoardStore;
  stats: ServerStats;
  /** The server's HTTP origin, e.g. `http://127.0.0.1:4321` (the stats view fetches from it). */
  origin: string;
  /** `serverInfo.name`. @default "mcp-view-example" */
  name?: string;
}

/** Creates the shared state of an example server. */
export function createExampleState(widgets: Widgets, origin: string, name?: string): ExampleState {
  return { widgets, boards: new Map(), stats: new ServerStats(), origin, ...(name ? { name } : {}) };
}

/** One McpServer (one per session; they share `state`). */
export function createExampleServer(state: ExampleState): McpServer {
  const server = new McpServer({ name: state.name ?? "mcp-view-example", version: "0.1.0" }, { capabilities: { logging: {} } });
  const { widgets, origin } = state;
  registerBoardTools(server, state.boards);
  registerOrderTools(server);
  registerShippingTools(server);
  registerStatsTools(server, state.stats, `${origin}/api/stats`);
  registerAppResource(server, BOARD_URI, "Project board", () => widgets.board, { prefersBorder: true });
  registerAppResource(server, ORDERS_URI, "Orders table", () => widgets.orders, { prefersBorder: true });
  registerAppResource(server, SHIPPING_URI, "Shipping form", () => widgets.shipping, { prefersBorder: false });
  registerAppResource(server, STATS_URI, "Server statistics", () => widgets.stats, {
    prefersBorder: true,
    csp: { connectDomains: [origin] },
    permissions: { clipboardWrite: {} },
  });
  registerAppResource(server, STATS_UNDECLARED_URI, "Server statistics (no CSP)", () => widgets.stats, { prefersBorder: true });
  return server;
}
