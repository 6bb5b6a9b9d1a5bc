// The sizing layouts: real pages whose height auto-resize must report, each with the height of its
// content where that height does not depend on the frame's own. The sizing benchmark
// (bench/sizing.ts) runs them on every runtime beside the official App; the Chromium test
// (test/browser/sizing.test.ts) holds mcp-view's App to them. The same widget code on every runtime,
// only the import differs: `new App`, `onerror` noted, `connect()`; the driver makes the layout's own
// change once the frame took the first heights and the reports stopped (as content comes in a chat).

/** One layout. */
export interface SizingLayout {
  id: string;
  /** What it is, as the table names it. */
  title: string;
  /** The page's `<style>` and `<body>`. */
  style: string;
  body: string;
  /** The layout's own change (`document` only, no imports), made once the frame took the first heights and the reports stopped. */
  after?: string;
  /**
   * The content's height in CSS pixels once everything loaded; `undefined` where the layout's height is
   * the frame's own (`height: 100vh`), so that no height is the content's.
   */
  content?: number;
  /** Whether the layout's height follows the frame's, so that a runtime that reports it grows the frame without end. */
  loops?: boolean;
  /** A path on the view's site whose answer the driver holds back until the first size was applied (a late load). */
  late?: string;
}

/** An SVG picture, 300 × 180, served late by the driver. */
export const LATE_PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="180"><rect width="300" height="180" fill="#8ac"/></svg>`;

/** Fixed-size text lines, so that each layout's content height is known. */
const LINES = "h1,p,button,li{display:block;margin:0;font:14px/20px sans-serif;height:20px;box-sizing:border-box}";

export const SIZING_LAYOUTS: readonly SizingLayout[] = [
  {
    id: "root-100vh",
    title: "a root of `height: 100vh` (body margins of 8 px)",
    style: `${LINES}#root{height:100vh;background:#eef}`,
    body: `<div id="root"><h1>Weather</h1><p>Sunny, 21 °C</p></div>`,
    loops: true,
  },
  {
    id: "min-height-100vh",
    title: "`min-height: 100vh` (Tailwind's `min-h-screen`), 260 px of content",
    style: `${LINES}body{margin:0}.min-h-screen{min-height:100vh}.card{height:260px;background:#eef}`,
    body: `<div class="min-h-screen"><div class="card"><h1>Weather</h1><p>Sunny, 21 °C</p></div></div>`,
    content: 260,
  },
  {
    id: "dropdown",
    title: "an open dropdown, `position: absolute` below its button",
    style: `${LINES}body{margin:0}header{height:60px}.dropdown{position:relative}.menu{position:absolute;top:100%;left:0;width:200px;height:200px;margin:0;padding:0;list-style:none;background:#fff;box-shadow:0 2px 8px #0004}`,
    body: `<header><h1>Flights</h1></header><div class="dropdown"><button>Sort by price</button><ul class="menu"><li>Price</li><li>Duration</li><li>Departure</li></ul></div>`,
    content: 280,
  },
  {
    id: "popover",
    title: "an open popover, `position: absolute` to the page (as a portal places it)",
    style: `${LINES}body{margin:0}header{height:60px}.popover{position:absolute;top:70px;left:10px;width:240px;height:190px;background:#fff;box-shadow:0 2px 8px #0004}`,
    body: `<header><h1>Flights</h1><button>Details</button></header><div class="popover"><p>Departs 09:40</p><p>Arrives 11:05</p></div>`,
    content: 260,
  },
  {
    id: "late-image",
    title: "`html, body { height: 100% }`, a picture that loads after the first render",
    style: `${LINES}html,body{height:100%;margin:0}img{display:block}`,
    body: `<h1>Forecast</h1><p>Tomorrow</p><img alt="" src="/late.svg">`,
    content: 220,
    late: "/late.svg",
  },
  {
    id: "full-height-rows",
    title: "`html, body { height: 100% }`, rows added after the first render",
    style: `${LINES}html,body{height:100%;margin:0}`,
    body: `<h1>Orders</h1><ul id="rows" style="margin:0;padding:0;list-style:none"></ul>`,
    after: `document.getElementById("rows").innerHTML = "<li>An order</li>".repeat(10);`,
    content: 220,
  },
];

/**
 * The widget of a layout on the runtime at `core`: the same code on every runtime, only the import
 * differs. It notes on `window.__sizing` what `onerror` heard, and when the page last changed by
 * itself (absolute ms: its navigation start, a late picture's load, the layout's own change, which
 * the driver makes with `__sizing.change()`).
 */
export function sizingWidget(core: string, layout: SizingLayout): string {
  return `import { App } from ${JSON.stringify(core)};
const now = () => performance.timeOrigin + performance.now();
const sizing = (window.__sizing = {
  connected: false,
  changedAt: performance.timeOrigin,
  errors: [],
  change: () => {
    sizing.changedAt = now();
    ${layout.after ?? ""}
  },
});
for (const image of document.images) image.addEventListener("load", () => { sizing.changedAt = now(); });
const app = new App({ name: "sizing", version: "1.0.0" });
app.onerror = (error) => { sizing.errors.push({ kind: error.kind ?? error.name, message: error.message }); };
await app.connect();
sizing.connected = true;
`;
}

/** The page of a layout around its widget's bundled `code`. */
export function sizingPage(layout: SizingLayout, code: string): string {
  const inline = code.replace(/<\/(script)/gi, "<\\/$1");
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${layout.id}</title><style>${layout.style}</style></head>\n<body>${layout.body}<script type="module">${inline}</script></body></html>\n`;
}
