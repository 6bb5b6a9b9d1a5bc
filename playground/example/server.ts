// The example MCP server: an official McpServer with one tool per example view, the app-only
// tools those views call, and the views themselves as `ui://` resources.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { BOARD_URI, registerBoardTools, type BoardStore } from "./board.js";
import { registerAppResource } from "./meta.js";
import { ORDERS_URI, registerOrderTools } from "./orders.js";
import { registerShippingTools, SHIPPING_URI } from "./shipping.js";
import { registerStatsTools, ServerStats, STATS_UNDECLARED_URI, STATS_URI } from "./stats.js";
import type { Widgets } from "./widget-names.js";

/** What every session of the example server shares. */
export interface ExampleState {
  /** The views' HTML, built (or read) on first use. */
  widgets: Promise<Widgets>;
  boards: BoardStore;
  stats: ServerStats;
  /** The server's HTTP origin, e.g. `http://127.0.0.1:4321` (the stats view fetches from it). */
  origin: string;
  /** `serverInfo.name`. @default "mcp-view-example" */
  name?: string;
}

/** Creates the shared state of an example server. */
export function createExampleState(widgets: Promise<Widgets>, origin: string, name?: string): ExampleState {
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
  const view = (name: keyof Widgets) => () => widgets.then((all) => all[name]);
  registerAppResource(server, BOARD_URI, "Project board", view("board"), { prefersBorder: true });
  registerAppResource(server, ORDERS_URI, "Orders table", view("orders"), { prefersBorder: true });
  registerAppResource(server, SHIPPING_URI, "Shipping form", view("shipping"), { prefersBorder: false });
  registerAppResource(server, STATS_URI, "Server statistics", view("stats"), {
    prefersBorder: true,
    csp: { connectDomains: [origin] },
    permissions: { clipboardWrite: {} },
  });
  registerAppResource(server, STATS_UNDECLARED_URI, "Server statistics (no CSP)", view("stats"), { prefersBorder: true });
  return server;
}
