// The CSP facts of a probed host, from what its frame's policy said: `'unsafe-eval'` and the `blob:`
// and `data:` schemes in `script-src` (else `default-src`), the `blob:` and `data:` sources of a
// `worker-src`, and the `_meta.ui.csp` fields whose probe origin the policy does not hold (the host
// left them out). With no policy text (the view's tries were all allowed, so nothing reported one),
// only what ran is known.
import type { HostFacts } from "mcp-view/testing";
import { CSP_SENTINELS, type ProbeCsp } from "../shared/probe-record.js";

type CspFacts = NonNullable<HostFacts["csp"]>;

const SCHEMES = ["blob:", "data:"];

/** The policy's directives: name → sources (lower case, as CSP compares names). */
function directives(policy: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const part of policy.split(/[;,]/)) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !found.has(name.toLowerCase())) found.set(name.toLowerCase(), sources);
  }
  return found;
}

/** The CSP facts, and a sentence when part of them could not be seen. */
export function cspFacts(csp: ProbeCsp): { facts: CspFacts; unseen?: string } {
  if (csp.policy === undefined) {
    const { ran } = csp;
    const scripts = [ran.blobModule && "blob:", ran.dataModule && "data:"].filter((s): s is string => !!s);
    const facts: CspFacts = scripts.length ? { scripts } : {};
    const unseen = Object.values(ran).every(Boolean)
      ? "Everything the probe tried ran (data: and blob: modules and workers, a fetch of a data: URL), so no violation reported the frame's policy: whether it allows 'unsafe-eval' and which _meta.ui.csp fields it keeps are unknown."
      : "The frame reported no policy for what it blocked: whether it allows 'unsafe-eval' and which _meta.ui.csp fields it keeps are unknown.";
    return { facts, unseen };
  }
  const found = directives(csp.policy);
  const scriptSrc = found.get("script-src") ?? found.get("default-src") ?? [];
  const scripts = SCHEMES.filter((s) => scriptSrc.includes(s));
  const workers = SCHEMES.filter((s) => found.get("worker-src")?.includes(s));
  const text = csp.policy.toLowerCase();
  const ignores = (Object.keys(CSP_SENTINELS) as Array<keyof typeof CSP_SENTINELS>).filter((field) => !text.includes(CSP_SENTINELS[field]));
  return {
    facts: {
      ...(scriptSrc.includes("'unsafe-eval'") && { unsafeEval: true }),
      ...(scripts.length && { scripts }),
      ...(workers.length && { workers }),
      ...(ignores.length && { ignores }),
    },
  };
}
