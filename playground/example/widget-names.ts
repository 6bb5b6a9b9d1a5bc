// The example views by name: each one's HTML entry under playground/widgets/.

/** View name → its HTML entry. */
export const WIDGET_ENTRIES = {
  board: "board/index.html",
  orders: "orders/index.html",
  shipping: "shipping/index.html",
  stats: "stats/index.html",
  address: "address/index.html",
} as const;

export type WidgetName = keyof typeof WIDGET_ENTRIES;
/** Each view's single-file HTML. */
export type Widgets = Record<WidgetName, string>;

/** Every view name. */
export const WIDGET_NAMES = Object.keys(WIDGET_ENTRIES) as WidgetName[];
