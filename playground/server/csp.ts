// The Content-Security-Policy a host gives a view, from its resource's `_meta.ui.csp` and what the
// profile's host does beyond the specification (its facts: `'unsafe-eval'` and `blob:`/`data:` in
// `script-src`, a `worker-src`, fields
// of `_meta.ui.csp` it ignores). The widget origin serves the view's HTML with it as a header.
import type { McpUiResourceCsp } from "mcp-view";
import type { FrameFacts } from "../shared/api.js";

/** The spec's policy for a resource that declares no `csp`: no network at all. */
export const DEFAULT_CSP =
  "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' data:; connect-src 'none'; object-src 'none'";

const list = (domains: string[] | undefined) => (domains ?? []).filter((d) => /^[a-z0-9.*:/\-[\]]+$/i.test(d)).join(" ");
const or = (domains: string, fallback: string) => domains || fallback;

/** The spec's policy for a declared `csp`: declared domains are added to their directives, nothing else is loosened. */
function declaredCsp(csp: McpUiResourceCsp): string {
  const resource = list(csp.resourceDomains);
  const withResources = (base: string) => [base, resource].filter(Boolean).join(" ");
  return [
    "default-src 'none'",
    `script-src ${withResources("'self' 'unsafe-inline'")}`,
    `style-src ${withResources("'self' 'unsafe-inline'")}`,
    `img-src ${withResources("'self' data:")}`,
    `font-src ${withResources("'self' data:")}`,
    `media-src ${withResources("'self' data:")}`,
    `connect-src ${or(list(csp.connectDomains), "'none'")}`,
    `frame-src ${or(list(csp.frameDomains), "'none'")}`,
    `base-uri ${or(list(csp.baseUriDomains), "'self'")}`,
    "object-src 'none'",
  ].join("; ");
}

/** `csp` without the fields the host ignores. */
function withoutIgnored(csp: McpUiResourceCsp | undefined, ignores: FrameFacts["csp"] = {}): McpUiResourceCsp | undefined {
  if (!csp || !ignores.ignores?.length) return csp;
  return Object.fromEntries(Object.entries(csp).filter(([field]) => !ignores.ignores!.includes(field as keyof McpUiResourceCsp)));
}

/**
 * Builds the policy: the spec's (the default when the resource declares no `csp`), with the fields
 * the host ignores left out, `'unsafe-eval'` and the host's schemes (`blob:`, `data:`) in
 * `script-src`, and a `worker-src` of `'self'` and the host's worker sources when it sets one.
 */
export function buildCsp(csp: McpUiResourceCsp | undefined, facts: FrameFacts["csp"] = {}): string {
  const kept = withoutIgnored(csp, facts);
  let policy = kept ? declaredCsp(kept) : DEFAULT_CSP;
  const scripts = [...(facts.unsafeEval ? ["'unsafe-eval'"] : []), ...new Set(facts.scripts ?? [])];
  if (scripts.length)
    policy = policy.replace("script-src 'self' 'unsafe-inline'", `script-src 'self' 'unsafe-inline' ${scripts.join(" ")}`);
  if (facts.workers?.length) policy += `; worker-src ${[...new Set(["'self'", ...facts.workers])].join(" ")}`;
  return policy;
}
