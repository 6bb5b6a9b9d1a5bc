// The example MCP server, written with mcp-view/server on the official McpServer: one tool per
// example view, the app-only tools those views call (each defined once with defineAppTool), a tool
// that asks the user through an elicitation its own view renders (ask_shipping), and the views
// themselves as `ui://` resources (registerWidgetResource).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerViewStateTools, registerWidgetResource } from "mcp-view/server";
import { ADDRESS_URI, registerAddressTools } from "./address.js";
import { BOARD_URI, registerBoardTools, type BoardStore } from "./board.js";
import { ORDERS_URI, registerOrderTools } from "./orders.js";
import { registerShippingTools, SHIPPING_URI } from "./shipping.js";
import { registerStatsTools, ServerStats, STATS_UNDECLARED_URI, STATS_URI } from "./stats.js";
import type { WidgetName, Widgets } from "./widget-names.js";

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
  registerAddressTools(server);
  // The views' own state (the board's collapsed columns), kept per MCP session under each result's viewUUID.
  registerViewStateTools(server);
  const html = (name: WidgetName) => () => widgets.then((all) => all[name]);
  registerWidgetResource(server, BOARD_URI, { title: "Project board", html: html("board"), prefersBorder: true });
  registerWidgetResource(server, ORDERS_URI, { title: "Orders table", html: html("orders"), prefersBorder: true });
  registerWidgetResource(server, SHIPPING_URI, { title: "Shipping form", html: html("shipping"), prefersBorder: false });
  registerWidgetResource(server, STATS_URI, {
    title: "Server statistics",
    html: html("stats"),
    csp: { connectDomains: [origin] },
    permissions: { clipboardWrite: {} },
    prefersBorder: true,
  });
  registerWidgetResource(server, STATS_UNDECLARED_URI, { title: "Server statistics (no CSP)", html: html("stats"), prefersBorder: true });
  registerWidgetResource(server, ADDRESS_URI, { title: "Shipping address form", html: html("address"), prefersBorder: false });
  return server;
}
