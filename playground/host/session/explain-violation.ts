// What a CSP violation in a view's frame means for its author: the `_meta.ui.csp` field and origin
// to declare, or why no declaration can allow it.
import type { CspViolation } from "../../shared/csp-violation.js";
import type { Diagnostic } from "./events.js";

const CSP_KEYS: Record<string, string> = {
  "connect-src": "connectDomains",
  "script-src-elem": "resourceDomains",
  "script-src": "resourceDomains",
  "style-src-elem": "resourceDomains",
  "style-src": "resourceDomains",
  "img-src": "resourceDomains",
  "font-src": "resourceDomains",
  "media-src": "resourceDomains",
  "frame-src": "frameDomains",
  "base-uri": "baseUriDomains",
};

/** What to tell the author about a violation: a key that dedupes it, a title and the fix. */
export function explainViolation(v: CspViolation, resourceUri: string): Diagnostic {
  const directive = v.effectiveDirective;
  let origin = v.blockedURI;
  try {
    origin = new URL(v.blockedURI).origin;
  } catch {
    // "inline", "eval", "data" and the like are not URLs
  }
  const key = `csp:${directive}:${origin}`;
  if (origin === "eval" || origin === "wasm-eval") {
    return {
      key,
      severity: "error",
      title: `CSP blocked ${origin} (${directive})`,
      detail:
        "Hosts never allow 'unsafe-eval': remove eval/new Function from the view (a library compiling code at runtime, such as a JIT validator, does this).",
    };
  }
  const field = CSP_KEYS[directive];
  if (!field || !/^https?:|^wss?:/.test(origin)) {
    return {
      key,
      severity: "error",
      title: `CSP blocked ${v.blockedURI || "a resource"} (${directive})`,
      detail: `No _meta.ui.csp field allows this${v.sourceFile ? ` (from ${v.sourceFile}:${v.lineNumber})` : ""}.`,
    };
  }
  return {
    key,
    severity: "error",
    title: `CSP blocked ${directive} to ${origin}`,
    detail: `Add "${origin}" to _meta.ui.csp.${field} of ${resourceUri} (the view asked for ${v.blockedURI}).`,
  };
}
