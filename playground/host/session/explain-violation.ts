// What a CSP violation in a view's frame means for its author: the directive and the blocked
// resource, which of the profiled hosts would block it too (from each profile's `facts.csp`), and
// what the widget can do: declare the origin in `_meta.ui.csp`, avoid eval, or load its worker
// another way. Whether it is an error depends on what the view did next (csp-verdict.ts): the line
// made here is a note until the view fails.
import type { HostFacts } from "mcp-view/testing";
import type { CspViolation } from "../../shared/csp-violation.js";
import type { Diagnostic } from "./events.js";

/** What the explanation needs of a profile: its name for people, and what is known of its CSP. */
export interface ProfiledHost {
  label: string;
  facts?: HostFacts;
}

type CspField = "connectDomains" | "resourceDomains" | "frameDomains" | "baseUriDomains";

const CSP_KEYS: Record<string, CspField> = {
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

/** The hosts that would block the violation too, and those that would allow it (after the fix the line names). */
export interface Verdicts {
  blocks: string[];
  allows: string[];
}

/** What was blocked: the resource's origin, or the keyword the browser reports (`eval`, `inline`, `blob`, `data`). */
export function blockedThing(v: CspViolation): string {
  try {
    const url = new URL(v.blockedURI);
    return /^(https?|wss?):$/.test(url.protocol) ? url.origin : url.protocol.slice(0, -1);
  } catch {
    return v.blockedURI; // "inline", "eval", "wasm-eval" and the like are not URLs
  }
}

const isEval = (thing: string) => thing === "eval" || thing === "wasm-eval";
const isScheme = (thing: string) => thing === "blob" || thing === "data";
const isWorker = (v: CspViolation, thing: string) => v.effectiveDirective === "worker-src" && isScheme(thing);
/** A script or module from a `blob:` or `data:` URL (`script-src`, or its `-elem` part). */
const isSchemeScript = (v: CspViolation, thing: string) => /^script-src(-elem)?$/.test(v.effectiveDirective) && isScheme(thing);

/**
 * Which profiled hosts would block `v` too: eval unless the host adds 'unsafe-eval', a blob:/data:
 * script unless its script-src has the scheme, a blob:/data: worker unless its worker-src has the
 * scheme (or, with no worker-src, its script-src), a declared origin where the host ignores the field.
 */
export function hostVerdicts(v: CspViolation, hosts: readonly ProfiledHost[]): Verdicts {
  const thing = blockedThing(v);
  const field = CSP_KEYS[v.effectiveDirective];
  const declarable = !!field && /^(https?|wss?):/.test(thing);
  const allowed = (csp: HostFacts["csp"] = {}): boolean => {
    if (isEval(thing)) return csp.unsafeEval === true;
    if (isSchemeScript(v, thing)) return (csp.scripts ?? []).includes(`${thing}:`);
    if (isWorker(v, thing)) return (csp.workers ?? csp.scripts ?? []).includes(`${thing}:`);
    if (declarable) return !(csp.ignores ?? []).includes(field!);
    return false;
  };
  const verdicts: Verdicts = { blocks: [], allows: [] };
  for (const host of hosts) (allowed(host.facts?.csp) ? verdicts.allows : verdicts.blocks).push(host.label);
  return verdicts;
}

function hostsSentence(verdicts: Verdicts, { declared }: { declared: boolean }): string {
  const allow = declared ? "allow it once declared" : "allow it";
  const parts = [
    verdicts.allows.length ? `${verdicts.allows.join(", ")} ${verdicts.allows.length > 1 ? allow : allow.replace("allow", "allows")}` : "",
    verdicts.blocks.length
      ? `${verdicts.blocks.join(", ")} ${verdicts.blocks.length > 1 ? "block" : "blocks"} it${declared ? " even then" : ""}`
      : "",
  ].filter(Boolean);
  return parts.length ? `Of the profiled hosts: ${parts.join("; ")}.` : "";
}

const from = (v: CspViolation) => (v.sourceFile ? ` (from ${v.sourceFile}${v.lineNumber ? `:${v.lineNumber}` : ""})` : "");

/** The title and advice for `v` in the view of `resourceUri`, with what each profiled host does; a note (`info`) until the view fails. */
export function explainViolation(v: CspViolation, resourceUri: string, hosts: readonly ProfiledHost[] = []): Diagnostic {
  const directive = v.effectiveDirective;
  const thing = blockedThing(v);
  const key = `csp:${directive}:${thing}`;
  const field = CSP_KEYS[directive];
  const note = (title: string, advice: string, declared = false): Diagnostic => {
    const hostsLine = hostsSentence(hostVerdicts(v, hosts), { declared });
    return { key, severity: "info", title, detail: [advice, hostsLine].filter(Boolean).join(" ") };
  };
  if (isEval(thing))
    return note(
      `CSP blocked ${thing} (${directive})`,
      `This host's policy has no 'unsafe-eval'${from(v)}. Avoid eval: build templates and validators ahead of time (a schema library's non-compiling mode), or catch the failure and fall back, as a library probing new Function does.`,
    );
  if (isSchemeScript(v, thing))
    return note(
      `CSP blocked a ${thing}: script (${directive})`,
      `No _meta.ui.csp field adds ${thing}: to script-src${from(v)}. Bundle the code into the view's script, or load it from a URL script-src allows; a library that imports a ${thing}: module (pdf.js's fake worker) needs its worker set up another way.`,
    );
  if (isWorker(v, thing))
    return note(
      `CSP blocked a ${thing}: worker (${directive})`,
      `No _meta.ui.csp field adds ${thing}: to worker-src${from(v)}. Use a same-origin worker script (a URL script-src allows), or run the work without a worker (pdf.js and the like can).`,
    );
  if (!field || !/^(https?|wss?):/.test(thing))
    return note(`CSP blocked ${v.blockedURI || "a resource"} (${directive})`, `No _meta.ui.csp field allows this${from(v)}.`);
  return note(
    `CSP blocked ${directive} to ${thing}`,
    `Add "${thing}" to _meta.ui.csp.${field} of ${resourceUri} (the view asked for ${v.blockedURI}).`,
    true,
  );
}
