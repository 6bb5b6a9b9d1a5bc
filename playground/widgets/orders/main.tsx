// The orders view, in React with mcp-view/react: a sortable, filterable table of the tool result's
// rows with a revenue-by-region chart, formatted for the host's locale and time zone; "Load more"
// calls the app-only tool load_more_orders. The model is told what the user is looking at. The tool
// result and the call are typed from the server's own definitions, imported as types only (so zod
// never enters this bundle). It opts in to ChatGPT's window.openai (openAiFallback).
import { StrictMode, useEffect, useMemo, useState } from "react";
import { createRoot } from "react-dom/client";
import { openAiFallback } from "mcp-view/openai";
import { syncHostStyles, useApp, useCallServerTool, useHostContext, useToolResult, type App } from "mcp-view/react";
import type { loadMoreOrders, Order, OrdersPage, showOrders } from "../../example/orders.js";

type Key = "date" | "customer" | "region" | "product" | "units" | "revenue";
const COLUMNS: { key: Key; label: string; num?: boolean }[] = [
  { key: "date", label: "Date" },
  { key: "customer", label: "Customer" },
  { key: "region", label: "Region" },
  { key: "product", label: "Plan" },
  { key: "units", label: "Seats", num: true },
  { key: "revenue", label: "Revenue", num: true },
];

function sortRows(rows: Order[], key: Key, dir: 1 | -1): Order[] {
  return [...rows].sort((a, b) => (a[key] < b[key] ? -dir : a[key] > b[key] ? dir : 0));
}

function Chart({ rows, money }: { rows: Order[]; money: Intl.NumberFormat }) {
  const totals = ["Americas", "EMEA", "APAC"].map(
    (region) => [region, rows.filter((r) => r.region === region).reduce((s, r) => s + r.revenue, 0)] as const,
  );
  const max = Math.max(1, ...totals.map(([, v]) => v));
  return (
    <div className="chart" role="img" aria-label={`Revenue by region: ${totals.map(([r, v]) => `${r} ${money.format(v)}`).join(", ")}`}>
      {totals.map(([region, value]) => [
        <span key={`${region}-l`}>{region}</span>,
        <span key={`${region}-b`} className="bar" style={{ width: `${(value / max) * 100}%` }} />,
        <span key={`${region}-v`} className="value">
          {money.format(value)}
        </span>,
      ])}
    </div>
  );
}

function useModelContext(app: App | null, text: string) {
  useEffect(() => {
    if (!app?.getHostCapabilities()?.updateModelContext) return;
    const timer = setTimeout(() => void app.updateModelContext({ content: [{ type: "text", text }] }).catch(() => {}), 500);
    return () => clearTimeout(timer);
  }, [app, text]);
}

/** The rows as CSV, for ui/download-file. */
function toCsv(rows: Order[]): string {
  const head = "id,date,customer,region,plan,seats,revenue_usd";
  return [head, ...rows.map((r) => [r.id, r.date, r.customer, r.region, r.product, r.units, r.revenue].join(","))].join("\n");
}

/**
 * Set up before the handshake: the host's theme, CSS variables and fonts from the handshake on, and a
 * teardown answer (nothing to save on teardown).
 */
const onAppCreated = (app: App) => {
  syncHostStyles(app);
  app.onteardown = () => ({});
};

function Orders() {
  const { app, error } = useApp({ appInfo: { name: "orders-table", version: "1.0.0" }, onAppCreated, fallback: openAiFallback });
  const result = useToolResult<typeof showOrders>(app);
  const context = useHostContext(app);
  const more = useCallServerTool<typeof loadMoreOrders>(app);
  const first = result && !result.isError ? result.structuredContent : undefined;
  const [pages, setPages] = useState<OrdersPage[]>([]);
  const [query, setQuery] = useState("");
  const [region, setRegion] = useState("");
  const [sort, setSort] = useState<{ key: Key; dir: 1 | -1 }>({ key: "date", dir: -1 });
  useEffect(() => setPages(first ? [first] : []), [first]);
  const locale = context?.locale ?? "en-US";
  const money = useMemo(() => new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }), [locale]);
  // All orders are from Q1 2026 (the title says so): month, day and time, on one line.
  const day = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone: context?.timeZone ?? "UTC",
      }),
    [locale, context?.timeZone],
  );
  const all = pages.flatMap((p) => p.rows);
  const q = query.trim().toLowerCase();
  const visible = sortRows(
    all.filter((r) => (!region || r.region === region) && (!q || `${r.id} ${r.customer} ${r.product}`.toLowerCase().includes(q))),
    sort.key,
    sort.dir,
  );
  const last = pages.at(-1);
  useModelContext(
    app,
    `The user sees ${visible.length} of ${last?.total ?? 0} orders${region ? ` in ${region}` : ""}${q ? ` matching "${q}"` : ""}, sorted by ${sort.key} ${sort.dir > 0 ? "ascending" : "descending"}.`,
  );

  const caps = app?.getHostCapabilities();
  const download = () =>
    void app
      ?.downloadFile({
        contents: [{ type: "resource", resource: { uri: "file:///orders-q1-2026.csv", mimeType: "text/csv", text: toCsv(visible) } }],
      })
      .catch(() => {});
  const open = (id: string) => void app?.openLink({ url: `https://example.com/orders/${id}` }).catch(() => {});

  if (error)
    return (
      <p className="status error" role="alert">
        {error.message}
      </p>
    );
  // One live region from the start: what replaces "Loading orders…" in it is announced.
  if (!first)
    return (
      <p className="status" role="status">
        {result ? "The tool result has no orders." : "Loading orders…"}
      </p>
    );
  const loadMore = async () => {
    const next = await more
      .call({
        name: "load_more_orders",
        arguments: { offset: last!.nextOffset!, limit: 20, ...(first.region ? { region: first.region } : {}) },
      })
      .catch(() => undefined);
    const page = next && !next.isError ? next.structuredContent : undefined;
    if (page) setPages((p) => [...p, page]);
  };
  const arrow = (key: Key) => (
    <span className="arrow" aria-hidden="true">
      {sort.key === key ? (sort.dir > 0 ? "↑" : "↓") : ""}
    </span>
  );
  const toggle = (key: Key) =>
    setSort((s) => ({ key, dir: s.key === key ? (-s.dir as 1 | -1) : key === "units" || key === "revenue" ? -1 : 1 }));
  return (
    <div className="orders">
      <header>
        <h1>Orders, Q1 2026</h1>
        <span className="muted small">
          {money.format(visible.reduce((s, r) => s + r.revenue, 0))} in {visible.length} shown
        </span>
        <span className="spacer" />
        {caps?.downloadFile && (
          <button className="btn" type="button" onClick={download}>
            Download CSV
          </button>
        )}
      </header>
      <Chart rows={visible} money={money} />
      <div className="filters">
        <label className="visually-hidden" htmlFor="q">
          Filter orders
        </label>
        <input id="q" type="search" placeholder="Filter by customer, plan or id" value={query} onChange={(e) => setQuery(e.target.value)} />
        <label className="visually-hidden" htmlFor="region">
          Region
        </label>
        <select id="region" value={region} onChange={(e) => setRegion(e.target.value)}>
          <option value="">All regions</option>
          <option>Americas</option>
          <option>EMEA</option>
          <option>APAC</option>
        </select>
      </div>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c.key}
                  className={c.num ? "num" : ""}
                  aria-sort={sort.key === c.key ? (sort.dir > 0 ? "ascending" : "descending") : "none"}
                >
                  <button type="button" onClick={() => toggle(c.key)}>
                    {c.num && arrow(c.key)}
                    {c.label}
                    {!c.num && arrow(c.key)}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((r) => (
              <tr key={r.id}>
                <td>
                  {caps?.openLinks ? (
                    <a href={`https://example.com/orders/${r.id}`} onClick={(e) => (e.preventDefault(), open(r.id))} title={`Open ${r.id}`}>
                      {day.format(new Date(r.date))}
                    </a>
                  ) : (
                    day.format(new Date(r.date))
                  )}
                </td>
                <td>{r.customer}</td>
                <td>
                  <span className="region">{r.region}</span>
                </td>
                <td>{r.product}</td>
                <td className="num">{r.units}</td>
                <td className="num">{money.format(r.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <footer>
        <span className="muted small">
          Loaded {all.length} of {last?.total ?? 0} orders
        </span>
        {more.status === "error" && (
          <span className="status error" role="alert">
            {more.error?.message}
          </span>
        )}
        <button
          className="btn"
          type="button"
          disabled={last?.nextOffset == null || more.status === "pending"}
          onClick={() => void loadMore()}
        >
          {more.status === "pending" ? "Loading…" : last?.nextOffset == null ? "All loaded" : "Load 20 more"}
        </button>
      </footer>
    </div>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Orders />
  </StrictMode>,
);
