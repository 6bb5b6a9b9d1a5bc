// The widget origin: a second loopback server that serves each view's HTML with its CSP as an HTTP
// header, so the view runs on a different origin from the host page, as on real hosts; and on
// another site (a site is a scheme and a registrable host, the port does not count): a page on
// 127.0.0.1 gets its views from localhost, and one on localhost from 127.0.0.1. Chromium's site
// isolation then runs each view in a renderer of its own, so a view that loops or runs out of
// memory cannot freeze or crash the host page (another name, such as a LAN address, stays as it is). The host
// page hands the HTML over (POST /api/frames on its own origin, shared/api.ts) and points the iframe
// at the URL. A tiny listener is injected first in <head>: it forwards the frame's
// `securitypolicyviolation` events to the host page, which names the origin to declare, and a
// watcher reports the view's view-state storage to it (inject-listener.ts). Under "ChatGPT with only
// window.openai" a fake `window.openai` follows them (openai-frame.ts). The profile's host facts
// shape the frame (frame-facts.ts): its policy (csp.ts), blocked storage (storage-block.ts), and a
// document written into a blank one, or else one in standards mode as in a srcdoc frame (frame-document.ts).
// The console entries a frame's page reports are read through the frame's source maps (view-source-map.ts).
// axe-core's script is served at AXE_PATH for the accessibility probe in each frame (a11y-frame.ts).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { McpUiResourceCsp } from "mcp-view";
import { AXE_PATH } from "../shared/a11y-frame.js";
import type { FrameFacts, FrameInfo, FrameRequest } from "../shared/api.js";
import type { ViewConsoleEntry } from "../shared/view-console.js";
import { buildCsp } from "./csp.js";
import { parseFrameFacts } from "./frame-facts.js";
import { allow, hostNames, hostsOn } from "./guard.js";
import { listen, readBody, sendJson, sendText, type Listening } from "./http.js";
import { injectListener } from "./inject-listener.js";
import { openAiScriptTag, parseOpenAiFrameRequest } from "./openai-frame.js";
import { servedDocument, writtenDocument } from "./frame-document.js";
import { ViewSourceMaps } from "./view-source-map.js";

interface Frame {
  html: string;
  csp: string;
  /** The document its scripts run in (the written one, for a loader), and whether it is written. */
  document: string;
  written: boolean;
}

/** The frames whose parsed source maps are kept (a development build's map is megabytes). */
const MAPPED_FRAMES = 4;

/** What a frame is made of besides its HTML. */
export interface FrameOptions {
  /** The resource's `_meta.ui.csp`. */
  csp?: McpUiResourceCsp | undefined;
  /** The origin of the frame's URL (the widget origin as the page sees it). */
  origin?: string;
  /** Scripts injected after the listener. */
  extra?: string;
  /** What the profile's host does to the frame. */
  facts?: FrameFacts | undefined;
}

/** Options of {@link WidgetOrigin}. */
export interface WidgetOriginOptions {
  /** The fake `window.openai` script (a classic script) for frames that ask for it. */
  frameOpenAi?: () => Promise<string>;
  /** axe-core's script (axe.min.js), for the accessibility probe in the frames. */
  axe?: () => Promise<string>;
}

/** Stores frames (the last 100) and serves them on the widget origin. */
export class WidgetOrigin {
  readonly #frames = new Map<string, Frame>();
  readonly #maps = new Map<string, ViewSourceMaps>();
  readonly #options: WidgetOriginOptions;
  #server: Listening | undefined;
  #hosts: ReadonlySet<string> = new Set();

  constructor(options: WidgetOriginOptions = {}) {
    this.#options = options;
  }

  /** Starts the widget origin server on `host:port` (0: a free port); resolves with its origin. */
  async start(host = "127.0.0.1", port = 0): Promise<string> {
    this.#server = await listen((req, res) => this.#serve(req, res), port, host);
    this.#hosts = hostsOn(hostNames(host), this.#server.port);
    return this.origin;
  }

  /** The widget origin as seen from a page on the address this server listens on. */
  get origin(): string {
    return this.#server ? this.#siteFor(new URL(this.#server.origin).hostname) : "";
  }

  /** The widget origin as seen from a page that was loaded from `host` (a `host:port` Host header): on another site than the page. */
  originFor(host: string | undefined): string {
    if (!host || !this.#server) return this.origin;
    return this.#siteFor(new URL(`http://${host}`).hostname);
  }

  /** This server's origin on another site than a page on `hostname`, by a name it answers to. */
  #siteFor(hostname: string): string {
    const ipv6 = new URL(this.#server!.origin).hostname === "[::1]";
    const other =
      hostname === "localhost" ? (ipv6 ? "[::1]" : "127.0.0.1") : ["127.0.0.1", "[::1]"].includes(hostname) ? "localhost" : hostname;
    return `http://${other}:${this.#server!.port}`;
  }

  /**
   * Stores `html` (with the listener and `extra` scripts injected, shaped by the host's facts) under a
   * new unguessable id; returns the frame's URL (on `origin`) and its policy.
   */
  add(html: string, { csp, origin = this.origin, extra = "", facts = {} }: FrameOptions = {}): FrameInfo {
    const id = randomUUID();
    const written = facts.document === "written";
    const injected = injectListener(written ? html : servedDocument(html), { extra, blockStorage: facts.storage === "blocked" });
    const frame = { html: written ? writtenDocument(injected) : injected, csp: buildCsp(csp, facts.csp), document: injected, written };
    this.#frames.set(id, frame);
    if (this.#frames.size > 100) this.#frames.delete(this.#frames.keys().next().value!);
    return { url: `${origin}/frame/${id}`, csp: frame.csp };
  }

  /**
   * `entry`, captured in the frame at `url`, with its places read through the frame's source maps:
   * its stack's frames and its own file:line at the author's files (as it is for another frame).
   */
  readEntry(url: string | undefined, entry: ViewConsoleEntry): ViewConsoleEntry {
    const id = /\/frame\/([0-9a-f-]{36})$/.exec(url ?? "")?.[1];
    const frame = id && this.#frames.get(id);
    if (!url || !id || !frame) return entry;
    let maps = this.#maps.get(id);
    if (!maps) {
      maps = new ViewSourceMaps(frame.document, { url, written: frame.written });
      this.#maps.set(id, maps);
      if (this.#maps.size > MAPPED_FRAMES) this.#maps.delete(this.#maps.keys().next().value!);
    }
    return maps.entry(entry);
  }

  /**
   * Answers POST /api/frames `{ html, csp?, openai?, facts? }` on the host origin (the caller checked the
   * request, its Host header included); `openai: { context }` asks for the fake `window.openai`,
   * `facts` gives the profile's host facts (only their known values are accepted).
   */
  async handlePost(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: { [K in keyof FrameRequest]?: unknown } | null;
    try {
      body = JSON.parse(await readBody(req)) as typeof body;
    } catch {
      return sendJson(res, 400, { error: "The body must be JSON" });
    }
    if (typeof body?.html !== "string") return sendJson(res, 400, { error: "html must be a string" });
    const openai = parseOpenAiFrameRequest(body.openai);
    if (typeof openai === "string") return sendJson(res, 400, { error: openai });
    const facts = parseFrameFacts(body.facts);
    if (typeof facts === "string") return sendJson(res, 400, { error: facts });
    if (openai && !this.#options.frameOpenAi)
      return sendJson(res, 400, { error: "This playground has no window.openai script for frames" });
    const extra = openai ? openAiScriptTag(await this.#options.frameOpenAi!(), openai, `http://${req.headers.host}`) : "";
    const csp = body.csp as McpUiResourceCsp | undefined;
    sendJson(res, 200, this.add(body.html, { csp, origin: this.originFor(req.headers.host), extra, facts }));
  }

  #serve(req: IncomingMessage, res: ServerResponse): void {
    if (!allow(req, res, { hosts: this.#hosts })) return;
    if (new URL(req.url ?? "/", "http://x").pathname === AXE_PATH) return void this.#serveAxe(res);
    const match = /^\/frame\/([0-9a-f-]{36})$/.exec(new URL(req.url ?? "/", "http://x").pathname);
    const frame = match && this.#frames.get(match[1]!);
    if (!frame) return sendText(res, 404, "No such frame (frames are kept in memory; re-run the tool)");
    sendText(res, 200, frame.html, "text/html; charset=utf-8", { "content-security-policy": frame.csp });
  }

  /** axe-core's script, cached by the browser for the session (every frame of a matrix asks for it). */
  async #serveAxe(res: ServerResponse): Promise<void> {
    const source = await this.#options.axe?.().catch(() => undefined);
    if (source === undefined) return sendText(res, 404, "axe-core is not available here");
    sendText(res, 200, source, "text/javascript; charset=utf-8", { "cache-control": "max-age=3600" });
  }

  close(): Promise<void> {
    return this.#server?.close() ?? Promise.resolve();
  }
}
