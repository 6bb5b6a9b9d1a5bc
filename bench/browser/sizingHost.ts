// The host page of the sizing benchmark and test (bundled for the browser): the official AppBridge,
// with no MCP client, and one view in a sandboxed iframe on another site that it resizes as a host
// does: each `ui/notifications/size-changed` sets the frame's height to the reported one, or, with a
// `cap` query parameter, to no more than that. The frame starts `initial` px tall (default 150, an
// iframe's own default) and 320 px wide, on the page `blank` (the view's site), until the driver
// calls `show(url)`: a driver that sets something on the frame's renderer first (scrollbars) sets it
// there. Drivers reach it through `window.__sizingHost`.
import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";

/** One size the view reported, and when the host got it (absolute ms: `performance.timeOrigin + performance.now()`). */
interface SizeReport {
  width?: number;
  height?: number;
  at: number;
}

/** What the page exposes to its driver. */
export interface SizingHost {
  /** Every size the view reported, in order. */
  reports: SizeReport[];
  initialized: boolean;
  /** The frame's height as the page lays it out. */
  frameHeight(): number;
  /** The height the host gives a reported `height`: itself, or the cap. */
  applied(height: number): number;
  /** Navigates the frame to the view. */
  show(url: string): void;
}

const params = new URLSearchParams(location.search);
const cap = Number(params.get("cap") ?? Infinity);
const iframe = document.createElement("iframe");
iframe.setAttribute("sandbox", "allow-scripts allow-same-origin");
iframe.style.cssText = `display:block;border:0;width:320px;height:${Number(params.get("initial") ?? 150)}px`;
iframe.src = params.get("blank") ?? "about:blank";
document.body.style.margin = "0";
document.body.append(iframe);

const host: SizingHost = {
  reports: [],
  initialized: false,
  frameHeight: () => iframe.getBoundingClientRect().height,
  applied: (height) => Math.min(height, cap),
  show(url) {
    iframe.src = url;
  },
};
(window as unknown as { __sizingHost: SizingHost }).__sizingHost = host;

const bridge = new AppBridge(
  null,
  { name: "sizing-host", version: "1.0.0" },
  { serverTools: {}, logging: {} },
  { hostContext: { theme: "light", displayMode: "inline", availableDisplayModes: ["inline"], platform: "web" } },
);
bridge.addEventListener("initialized", () => {
  host.initialized = true;
});
bridge.addEventListener("sizechange", ({ width, height }) => {
  host.reports.push({ width, height, at: performance.timeOrigin + performance.now() });
  if (typeof height === "number" && height >= 0) iframe.style.height = `${host.applied(height)}px`;
});
void bridge.connect(new PostMessageTransport(iframe.contentWindow!, iframe.contentWindow!));
