// The server statistics view (plain ES module, no framework): polls the endpoint from the tool
// result and draws counters, a sparkline and messages by method. Its fetch needs the endpoint's
// origin in the resource's `_meta.ui.csp.connectDomains`; show_stats_undeclared shows what
// happens without it. It opts in to ChatGPT's window.openai (openAiFallback).
import { App, syncHostStyles } from "mcp-view";
import { openAiFallback } from "mcp-view/openai";

interface Stats {
  uptimeSeconds: number;
  sessions: number;
  messages: number;
  byMethod: Record<string, number>;
}

const app = new App({ name: "server-stats", version: "1.0.0" }, {}, { fallback: openAiFallback });
syncHostStyles(app);
const root = document.getElementById("root")!;
const history: number[] = [];
let timer: ReturnType<typeof setInterval> | undefined;
let last: Stats | undefined;
let source = "";

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string | null)[]
) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children.filter((c) => c !== null));
  return node;
};

/** A status line that is an error: an alert, so a screen reader says it as it appears. */
const failure = (text: string) => {
  const p = el("p", { className: "status error", textContent: text });
  p.setAttribute("role", "alert");
  return p;
};

function sparkline(values: number[]): SVGSVGElement {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("class", "spark");
  svg.setAttribute("viewBox", "0 0 100 40");
  svg.setAttribute("preserveAspectRatio", "none");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", `Messages received, last ${values.length} samples`);
  if (values.length === 1) values = [values[0]!, values[0]!];
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  const y = (v: number) => (span ? 36 - ((v - min) / span) * 30 : 20);
  const points = values.map((v, i) => `${(i / Math.max(1, values.length - 1)) * 100},${y(v)}`);
  if (points.length < 2) return svg;
  for (const [cls, d] of [
    ["area", `M0,40 L${points.join(" L")} L100,40 Z`],
    ["line", `M${points.join(" L")}`],
  ] as const) {
    const path = document.createElementNS(ns, "path");
    path.setAttribute("class", cls);
    path.setAttribute("d", d);
    svg.append(path);
  }
  return svg;
}

function bar(fraction: number) {
  const span = el("span");
  span.style.width = `${fraction * 100}%`;
  return span;
}

function tile(label: string, value: string) {
  return el(
    "div",
    { className: "tile" },
    el("div", { className: "value", textContent: value }),
    el("div", { className: "label", textContent: label }),
  );
}

function render(stats: Stats, { live, endpoint }: { live: boolean; endpoint: string }) {
  const rows = Object.entries(stats.byMethod)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  const max = Math.max(1, ...rows.map(([, n]) => n));
  const copy =
    navigator.clipboard && app.getHostCapabilities()?.sandbox?.permissions?.clipboardWrite
      ? el("button", {
          className: "btn",
          type: "button",
          textContent: "Copy JSON",
          onclick: () => void navigator.clipboard.writeText(JSON.stringify(stats, null, 2)),
        })
      : null;
  root.replaceChildren(
    el(
      "header",
      {},
      el("h1", { textContent: "Example server" }),
      el("span", { className: `live${live ? "" : " off"}`, textContent: live ? "live" : "paused" }),
      copy,
    ),
    el(
      "div",
      { className: "tiles" },
      tile("uptime", `${stats.uptimeSeconds}s`),
      tile("sessions", String(stats.sessions)),
      tile("messages", String(stats.messages)),
    ),
    el(
      "figure",
      {},
      sparkline(history),
      el("figcaption", {
        className: "muted small",
        textContent: `Messages received, last ${history.length} samples (${history[0] ?? 0} → ${stats.messages})`,
      }),
    ),
    el(
      "table",
      {},
      el(
        "tbody",
        {},
        ...rows.map(([method, n]) =>
          el(
            "tr",
            {},
            el("td", {}, el("code", { textContent: method })),
            el("td", { className: "n", textContent: String(n) }),
            el("td", { className: "bar" }, bar(n / max)),
          ),
        ),
      ),
    ),
    el("p", { className: "muted small" }, "From ", el("code", { textContent: endpoint })),
  );
}

async function poll(endpoint: string) {
  try {
    const response = await fetch(endpoint);
    last = (await response.json()) as Stats;
    history.push(last.messages);
    if (history.length > 30) history.shift();
    render(last, { live: true, endpoint });
  } catch (error) {
    stop();
    const origin = new URL(endpoint).origin;
    const message = `Could not fetch ${endpoint}: ${(error as Error).message}. Is ${origin} in this resource's _meta.ui.csp.connectDomains?`;
    root.replaceChildren(failure(message));
    void app.sendLog({ level: "error", logger: "server-stats", data: message }).catch(() => {});
  }
}

function stop() {
  clearInterval(timer);
  timer = undefined;
}

app.ontoolresult = (result) => {
  const { endpoint, intervalMs } = (result.structuredContent ?? {}) as { endpoint?: string; intervalMs?: number };
  if (!endpoint) return void root.replaceChildren(failure("The tool result has no endpoint."));
  stop();
  source = endpoint;
  void poll(endpoint);
  timer = setInterval(() => void poll(endpoint), intervalMs ?? 2000);
};
app.onteardown = () => {
  stop();
  return {};
};
app.onhostcontextchanged = () => {
  if (last) render(last, { live: timer !== undefined, endpoint: source });
};
void app.connect();
