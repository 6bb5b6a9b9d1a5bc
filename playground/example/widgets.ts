// The example views, each built from its HTML entry under playground/widgets/ into one HTML file.
import { fileURLToPath } from "node:url";
import { buildWidget } from "../build/widget.js";

/** View name → its HTML entry. */
export const WIDGET_ENTRIES = {
  board: "board/index.html",
  orders: "orders/index.html",
  shipping: "shipping/index.html",
  stats: "stats/index.html",
} as const;

export type WidgetName = keyof typeof WIDGET_ENTRIES;
export type Widgets = Record<WidgetName, string>;

const root = new URL("../widgets/", import.meta.url);

/** Builds every example view (in parallel) into single-file HTML with mcp-view/rollup. */
export async function buildWidgets(): Promise<Widgets> {
  const names = Object.keys(WIDGET_ENTRIES) as WidgetName[];
  const html = await Promise.all(names.map((name) => buildWidget(fileURLToPath(new URL(WIDGET_ENTRIES[name], root)))));
  return Object.fromEntries(names.map((name, i) => [name, html[i]!])) as Widgets;
}
