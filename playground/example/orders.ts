// show_orders (a sortable, filterable table of orders, the React view) and load_more_orders
// (app-only: the view pages through the rest). The data is generated from a fixed seed.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";
import { defineAppTool, registerAppTool } from "mcp-view/server";
import { result } from "./result.js";

export const ORDERS_URI = "ui://playground/orders.html";

const REGIONS = ["Americas", "EMEA", "APAC"] as const;
const PRODUCTS = [
  ["Starter", 29],
  ["Team", 99],
  ["Business", 249],
  ["Enterprise", 990],
] as const;
const CUSTOMERS = [
  "Acme",
  "Globex",
  "Initech",
  "Umbrella",
  "Hooli",
  "Vandelay",
  "Stark",
  "Wayne",
  "Tyrell",
  "Soylent",
  "Wonka",
  "Cyberdyne",
];
const TOTAL = 120;

const order = z.object({
  id: z.string(),
  date: z.iso.datetime().describe("ISO 8601 timestamp (UTC)"),
  customer: z.string(),
  region: z.enum(REGIONS),
  product: z.string(),
  units: z.number().int(),
  revenue: z.number(),
});
const page = z.object({
  rows: z.array(order),
  total: z.number().int().describe("Orders that match, in all pages"),
  offset: z.number().int(),
  nextOffset: z.number().int().nullable().describe("The offset of the next page; null after the last one"),
  region: z.enum(REGIONS).nullable(),
});

/** One order row. */
export type Order = z.output<typeof order>;
/** A page of orders, as show_orders and load_more_orders return it. */
export type OrdersPage = z.output<typeof page>;
type Region = Order["region"];

/** The 120 orders, newest first, the same on every start (a linear congruential generator with a fixed seed). */
export function generateOrders(): Order[] {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const orders = Array.from({ length: TOTAL }, () => {
    const [product, price] = pick(PRODUCTS);
    const units = 1 + Math.floor(next() * 20);
    const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 90 * 24 * 60) * 60_000);
    return {
      id: "",
      date: at.toISOString(),
      customer: pick(CUSTOMERS),
      region: pick(REGIONS),
      product,
      units,
      revenue: units * price,
    };
  });
  orders.sort((a, b) => a.date.localeCompare(b.date)).forEach((o, i) => (o.id = `ORD-${1001 + i}`));
  return orders.reverse();
}

const money = (n: number) => `$${n.toLocaleString("en-US")}`;

/** A page of orders (optionally one region) and the text the model reads about it. */
export function ordersPage(all: Order[], offset: number, limit: number, region?: Region): { text: string; page: OrdersPage } {
  const matching = region ? all.filter((o) => o.region === region) : all;
  const rows = matching.slice(offset, offset + limit);
  const revenue = rows.reduce((sum, o) => sum + o.revenue, 0);
  const nextOffset = offset + rows.length < matching.length ? offset + rows.length : null;
  const scope = region ? `${region} orders` : "orders";
  const text = `Orders ${offset + 1}-${offset + rows.length} of ${matching.length} ${scope}, revenue ${money(revenue)} in this page.`;
  return { text, page: { rows, total: matching.length, offset, nextOffset, region: region ?? null } };
}

const region = z.enum(REGIONS).optional().describe("Only this region");

/** Opens the orders view on the first 40 orders. */
export const showOrders = defineAppTool({
  name: "show_orders",
  title: "Show recent orders",
  description: "Shows the first 40 orders of Q1 2026 in a sortable, filterable table; the user can load more.",
  inputSchema: z.object({ region }),
  outputSchema: page,
  ui: { resourceUri: ORDERS_URI },
});

/** App-only: the orders view pages through the rest. */
export const loadMoreOrders = defineAppTool({
  name: "load_more_orders",
  title: "Load more orders",
  description: "Returns the next page of orders for the orders table.",
  inputSchema: z.object({ offset: z.number().int().min(0), limit: z.number().int().min(1).max(100).default(20), region }),
  outputSchema: page,
  ui: { resourceUri: ORDERS_URI, visibility: ["app"] },
});

/** Registers show_orders and load_more_orders. */
export function registerOrderTools(server: McpServer): void {
  const all = generateOrders();
  registerAppTool(server, showOrders, ({ region }) => {
    const { text, page } = ordersPage(all, 0, 40, region);
    return result(text, page);
  });
  registerAppTool(server, loadMoreOrders, ({ offset, limit, region }) => {
    const { text, page } = ordersPage(all, offset, limit, region);
    return result(text, page);
  });
}
