// What a profile's host facts (the test kit's `HostFacts`) make of the view's frame, on the page's
// side: the iframe's sandbox tokens, and the facts the widget origin applies when it serves the
// frame (shared/api.ts `FrameFacts`: the CSP's extras and ignored fields, blocked storage, a
// written document). Values the widget origin would not accept are left out here.
import type { HostProfile } from "mcp-view/testing";
import { SCRIPT_SOURCES, WORKER_SOURCES, type FrameFacts } from "../../shared/api.js";

/** The specification's sandbox, for a host whose facts say nothing else. */
export const DEFAULT_SANDBOX = "allow-scripts allow-same-origin";

/** The `sandbox` tokens an iframe knows. */
const SANDBOX_TOKENS = new Set([
  "allow-downloads",
  "allow-forms",
  "allow-modals",
  "allow-orientation-lock",
  "allow-pointer-lock",
  "allow-popups",
  "allow-popups-to-escape-sandbox",
  "allow-presentation",
  "allow-same-origin",
  "allow-scripts",
  "allow-storage-access-by-user-activation",
  "allow-top-navigation",
  "allow-top-navigation-by-user-activation",
  "allow-top-navigation-to-custom-protocols",
]);

/** The frame's `sandbox` attribute: the known tokens of the facts' sandbox (once each), or the default. */
export function frameSandbox(profile: HostProfile): string {
  const tokens = profile.facts?.frame?.sandbox?.split(/\s+/).filter((t) => SANDBOX_TOKENS.has(t));
  return tokens === undefined ? DEFAULT_SANDBOX : [...new Set(tokens)].join(" ");
}

/** The values of `list` the widget origin accepts, once each. */
function knownOf<T extends string>(list: readonly string[] | undefined, allowed: readonly T[]): T[] {
  return [...new Set((list ?? []).filter((v): v is T => (allowed as readonly string[]).includes(v)))];
}

/** The facts the widget origin applies to the frame; undefined for a host that does as the specification says. */
export function frameFacts(profile: HostProfile): FrameFacts | undefined {
  const { csp = {}, frame = {} } = profile.facts ?? {};
  const scripts = knownOf(csp.scripts, SCRIPT_SOURCES);
  const workers = knownOf(csp.workers, WORKER_SOURCES);
  const policy = {
    ...(csp.unsafeEval && { unsafeEval: true }),
    ...(scripts.length && { scripts }),
    ...(workers.length && { workers }),
    ...(csp.ignores?.length && { ignores: [...csp.ignores] }),
  };
  const facts: FrameFacts = {
    ...(Object.keys(policy).length && { csp: policy }),
    ...(frame.storage === "blocked" && { storage: "blocked" as const }),
    ...(frame.document === "written" && { document: "written" as const }),
  };
  return Object.keys(facts).length ? facts : undefined;
}
