// What is known of a real host beyond what it advertises: where it puts the view (sandbox, origin,
// storage, how the document is loaded), the Content-Security-Policy it builds, which requests need
// the user's gesture, which it refuses or ignores, what it never sends a view, and its quirks, each
// fact with the public source it comes from and when it was observed; where two sources disagree,
// both, as a disputed fact. Plain data, shared by the test kit (profiles.ts) and the
// dev host, which applies it to the frames it makes; adding a host never touches the engine.
import type { McpUiDisplayMode, McpUiResourceCsp } from "../index.js";

/** Where a fact comes from: a public page, and when it was observed (`YYYY-MM`, or `YYYY-MM-DD`). */
export interface FactSource {
  /**
   * The fact: a field of the facts (`"frame.origin"`, `"csp.workers"`, `"gesture"`, `"refuses"`,
   * `"quirks"`), or of the profile (`"hostInfo"`, `"hostCapabilities"`, `"displayModes"`).
   */
  fact: string;
  /** A public URL: an issue thread, the host's documentation, the specification. */
  url: string;
  /** When the fact was observed there, `YYYY-MM`; `YYYY-MM-DD` where the source or the reading has the day. */
  observed: string;
  /** What the source says, in the repository's own words. */
  note: string;
}

/** One side of a disputed fact: what a source says, where and when. */
export interface FactClaim {
  /** What this source says, in a few words (`"pip offered"`, `"no pip"`). */
  says: string;
  /** A public URL, as a {@link FactSource}'s. */
  url: string;
  /** When it was observed there, as a {@link FactSource}'s. */
  observed: string;
  /** What the source says, in the repository's own words. */
  note: string;
}

/**
 * A fact two public sources disagree on. The profile plays one side (`plays`) and carries every
 * side, so the dev host and the matrix show the conflict instead of silently choosing.
 */
export interface DisputedFact {
  /** The fact, named as a {@link FactSource}'s (`"displayModes"`, `"hostCapabilities"`, `"renders"`), with what is disputed after a colon: `"displayModes: pip"`. */
  fact: string;
  /** What the profile plays meanwhile, in a few words (`"no pip"`). */
  plays: string;
  /** A display mode that one side says the host offers and the profile does not: the matrix runs its rows, marked disputed. */
  mode?: McpUiDisplayMode;
  /** Each side, at least two. */
  claims: FactClaim[];
}

/** How a host answers a request it does not carry out. */
export type Refusal =
  /** A JSON-RPC error, as the host sends it. */
  | { kind: "error"; code: number; message: string }
  /** A success answer (`{}`) without doing anything. */
  | { kind: "ignored" };

/** The facts of one host. Every field is optional: what is not known is the specification's default. */
export interface HostFacts {
  /** The iframe the view runs in. */
  frame?: {
    /** The `sandbox` tokens. @default "allow-scripts allow-same-origin" */
    sandbox?: string;
    /**
     * Where the view's origin is, seen from the host page: on another site (web hosts: third-party
     * storage is blocked for many users), on the same site, or opaque (no `allow-same-origin`).
     * @default "cross-site"
     */
    origin?: "cross-site" | "same-site" | "opaque";
    /** Whether `localStorage` and `sessionStorage` work in the frame. @default "works" */
    storage?: "works" | "blocked";
    /**
     * How the host loads the document: served as the resource's HTML (`"as-served"`), or written into
     * a blank document (`"written"`: a page without a doctype renders in quirks mode). @default "as-served"
     */
    document?: "as-served" | "written";
  };
  /** What the host's Content-Security-Policy allows beyond the specification's, or leaves out of `_meta.ui.csp`. */
  csp?: {
    /** `'unsafe-eval'` in `script-src` (eval, `new Function`). @default false */
    unsafeEval?: boolean;
    /**
     * The schemes the host adds to `script-src` (`"blob:"`, `"data:"`): a module or script from a
     * `blob:` or `data:` URL, as pdf.js's fake worker imports. Without a `worker-src`, workers follow
     * `script-src` too. @default []
     */
    scripts?: string[];
    /** The sources of `worker-src` (`"blob:"`, `"data:"`). @default [] (no `worker-src`: workers only from what script-src allows) */
    workers?: string[];
    /** Fields of `_meta.ui.csp` the host ignores (`"frameDomains"`). @default [] */
    ignores?: Array<keyof McpUiResourceCsp>;
  };
  /** Requests the host carries out only during the frame's transient user activation (a click). @default [] */
  gesture?: string[];
  /** Requests the host refuses or ignores, by method, and how. @default {} */
  refuses?: Record<string, Refusal>;
  /**
   * What the host never sends a view: notifications by method (`"ui/notifications/tool-input-partial"`,
   * `"ui/notifications/tool-cancelled"`, `"ui/notifications/host-context-changed"`), the
   * `"ui/resource-teardown"` request, and host-context fields (`"hostContext.toolInfo"`). The dev host
   * leaves them out under the profile. @default []
   */
  neverSends?: string[];
  /**
   * What of a tool result the host's model reads: its `content` only, or its `structuredContent`
   * too. The dev host's chat and `mcp-view eval` hand the model that much. @default "content"
   */
  modelReads?: "content" | "content-and-structuredContent";
  /** What else an author trips over on this host, one sentence each. @default [] */
  quirks?: string[];
  /** Facts public sources disagree on, with every side. @default [] */
  disputes?: DisputedFact[];
  /** The sources of the facts above. */
  sources?: FactSource[];
}
