// What the probe view sees of its frame from inside: whether its origin is opaque or on another site
// than the host page (where the browser names the page, `location.ancestorOrigins`), whether window
// storage works, whether the document got standards mode (the view's HTML has no doctype), whether
// `window.openai` is there; and which heights the frame follows when the view reports them.
import type { App } from "mcp-view";
import type { ProbeFrame, ProbeSize } from "../../shared/probe-record.js";

/** How long the view waits for the frame to change height after reporting one (ms). */
const RESIZE_WAIT = 2000;

/**
 * The site of `host`, as far as its last two labels tell (`a.claude.ai` → `claude.ai`); an IP
 * address or a one-label name is its own site. Public suffixes of two labels (`github.io`) are not
 * known here: the record keeps the page's origin for a reader to judge.
 */
function siteOf(url: URL): string {
  const host = url.hostname;
  const labels = host.split(".");
  const own = /^[\d.]+$|^\[/.test(host) || labels.length < 2 ? host : labels.slice(-2).join(".");
  return `${url.protocol}//${own}`;
}

function originOf(): Pick<ProbeFrame, "origin" | "ancestor"> {
  if (self.origin === "null") return { origin: "opaque" };
  const ancestor = location.ancestorOrigins?.[0];
  if (!ancestor || !URL.canParse(ancestor)) return { origin: "unknown" };
  const same = siteOf(new URL(ancestor)) === siteOf(new URL(location.href));
  return { origin: same ? "same-site" : "cross-site", ancestor: ancestor.slice(0, 300) };
}

function storageOf(): ProbeFrame["storage"] {
  try {
    localStorage.setItem("mcp-view-probe", "1");
    localStorage.removeItem("mcp-view-probe");
    return "works";
  } catch {
    return "blocked";
  }
}

/** The frame as the view finds it. */
export function checkFrame(): ProbeFrame {
  return {
    ...originOf(),
    storage: storageOf(),
    compatMode: document.compatMode === "BackCompat" ? "BackCompat" : "CSS1Compat",
    openai: typeof (window as { openai?: unknown }).openai === "object",
    width: innerWidth,
    height: innerHeight,
    userAgent: navigator.userAgent.slice(0, 500),
  };
}

/** Resolves with the frame's height once it changes, or when the wait ends. */
function nextHeight(before: number): Promise<number> {
  return new Promise((resolve) => {
    const done = () => (removeEventListener("resize", check), clearTimeout(timer), resolve(innerHeight));
    const check = () => innerHeight !== before && done();
    const timer = setTimeout(done, RESIZE_WAIT);
    addEventListener("resize", check);
  });
}

/** Reports each of `heights` in turn and sees whether the frame follows. */
export async function checkSizes(app: App, heights: readonly number[]): Promise<ProbeSize[]> {
  const sizes: ProbeSize[] = [];
  for (const reported of heights) {
    const before = innerHeight;
    const after = nextHeight(before);
    await app.sendSizeChanged({ width: innerWidth, height: reported });
    const height = await after;
    sizes.push({ reported, before, after: height, changed: height !== before });
  }
  return sizes;
}
