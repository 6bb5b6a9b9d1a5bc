// The host page's HTTP API on its own origin, as the page calls it and the playground's server
// answers it: the session token (which the server writes into the page and every call carries in a
// header that no other site's form or script can send), the paths, and the bodies.
import type { McpUiResourceCsp } from "mcp-view";
import type { HostFacts } from "mcp-view/testing";
import type { OpenAiFrameRequest } from "./openai-frame-config.js";

/** The header the session token travels in. */
export const TOKEN_HEADER = "x-mcp-view-token";

/** The `name` of the page's `<meta>` element that holds the session token. */
export const TOKEN_META = "mcp-view-token";

/** Which MCP server `/mcp` leads to. */
export type PlaygroundMode = "embedded" | "http" | "stdio" | "fixtures";

/** The answer to `GET /api/info`. */
export interface ServerInfo {
  mode: PlaygroundMode;
  /** What `/mcp` leads to: the example server's URL, `--server`'s URL, or the stdio command. */
  target: string;
  /** The widget origin as seen from the page. */
  widgetOrigin: string;
  /** What the start-up check found wrong with the server, in one sentence (the page's own error says less). */
  problem?: string;
  /**
   * The protocol revision the start-up check agreed on with the server (again after a restart of a
   * stdio server): the page's client starts from it, so a 2025-era server is never sent the
   * `server/discover` it would refuse. Absent when there is none.
   */
  revision?: string;
  /** The `--fixtures` directory, where `POST /api/fixtures` saves (absent: the page downloads a saved fixture). */
  fixturesDir?: string;
}

/** The body of `POST /api/frames`: a view's HTML to serve on the widget origin. */
export interface FrameRequest {
  html: string;
  csp?: McpUiResourceCsp;
  /** Asks for the fake `window.openai` in the frame (ChatGPT with only window.openai). */
  openai?: OpenAiFrameRequest;
  /** What the profile's host does to the frame the server makes (its facts; the server accepts only the known values). */
  facts?: FrameFacts;
}

/** The schemes a profile may add to `script-src`. */
export const SCRIPT_SOURCES = ["blob:", "data:"] as const;

/** The sources a profile may add to `worker-src`. */
export const WORKER_SOURCES = ["'self'", "blob:", "data:"] as const;

/** The part of a profile's facts the widget origin applies: the CSP's extras and ignored fields, blocked storage, a written document. */
export interface FrameFacts {
  csp?: {
    unsafeEval?: boolean;
    scripts?: Array<(typeof SCRIPT_SOURCES)[number]>;
    workers?: Array<(typeof WORKER_SOURCES)[number]>;
    ignores?: Array<keyof McpUiResourceCsp>;
  };
  storage?: NonNullable<HostFacts["frame"]>["storage"];
  document?: NonNullable<HostFacts["frame"]>["document"];
}

/** The answer to `POST /api/frames`: where the frame is, and the policy it is served with. */
export interface FrameInfo {
  url: string;
  csp: string;
}
