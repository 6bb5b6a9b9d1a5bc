// The Content-Security-Policy a host gives a view, from its resource's `_meta.ui.csp` (the widget
// origin serves the view's HTML with it as a header).
import type { McpUiResourceCsp } from "mcp-view";

/** The spec's policy for a resource that declares no `csp`: no network at all. */
export const DEFAULT_CSP =
  "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' data:; connect-src 'none'; object-src 'none'";

const list = (domains: string[] | undefined) => (domains ?? []).filter((d) => /^[a-z0-9.*:/\-[\]]+$/i.test(d)).join(" ");
const or = (domains: string, fallback: string) => domains || fallback;

/** Builds the policy: declared domains are added to their directives, nothing else is loosened. */
export function buildCsp(csp: McpUiResourceCsp | undefined): string {
  if (!csp) return DEFAULT_CSP;
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
