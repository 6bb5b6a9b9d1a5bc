// Checks the `facts` field of POST /api/frames: what the profile's host does to the frame (its CSP's
// extras and ignored fields, blocked storage, a written document). The page is on loopback, but the
// server trusts no value it did not list: each is one of the known ones, so no request can smuggle a
// directive or a source into the policy.
import type { McpUiResourceCsp } from "mcp-view";
import { SCRIPT_SOURCES, WORKER_SOURCES, type FrameFacts } from "../shared/api.js";
import { isPlainObject } from "../shared/guards.js";

const CSP_FIELDS: ReadonlyArray<keyof McpUiResourceCsp> = ["connectDomains", "resourceDomains", "frameDomains", "baseUriDomains"];

/** The values of `list` (an array of known strings, deduplicated), or undefined when it holds anything else. */
function known<T extends string>(list: unknown, allowed: readonly T[]): T[] | undefined {
  if (!Array.isArray(list) || !list.every((v): v is T => allowed.includes(v as T))) return undefined;
  return [...new Set(list)];
}

/** The `csp` part, or what is wrong with it. */
function parseCsp(value: unknown): FrameFacts["csp"] | string {
  if (!isPlainObject(value)) return "facts.csp must be an object";
  const { unsafeEval, scripts, workers, ignores, ...rest } = value;
  if (Object.keys(rest).length) return `facts.csp has unknown fields: ${Object.keys(rest).join(", ")}`;
  if (unsafeEval !== undefined && typeof unsafeEval !== "boolean") return "facts.csp.unsafeEval must be a boolean";
  const s = scripts === undefined ? [] : known(scripts, SCRIPT_SOURCES);
  if (!s) return `facts.csp.scripts must list some of ${SCRIPT_SOURCES.join(" ")}`;
  const w = workers === undefined ? [] : known(workers, WORKER_SOURCES);
  if (!w) return `facts.csp.workers must list some of ${WORKER_SOURCES.join(" ")}`;
  const i = ignores === undefined ? [] : known(ignores, CSP_FIELDS);
  if (!i) return `facts.csp.ignores must list some of ${CSP_FIELDS.join(", ")}`;
  return {
    ...(unsafeEval === true && { unsafeEval: true }),
    ...(s.length && { scripts: s }),
    ...(w.length && { workers: w }),
    ...(i.length && { ignores: i }),
  };
}

/** Checks `value`: undefined when absent, the facts, or what is wrong with them. */
export function parseFrameFacts(value: unknown): FrameFacts | undefined | string {
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) return "facts must be an object";
  const { csp, storage, document, ...rest } = value;
  if (Object.keys(rest).length) return `facts has unknown fields: ${Object.keys(rest).join(", ")}`;
  if (storage !== undefined && storage !== "works" && storage !== "blocked") return 'facts.storage must be "works" or "blocked"';
  if (document !== undefined && document !== "as-served" && document !== "written")
    return 'facts.document must be "as-served" or "written"';
  const parsed = csp === undefined ? undefined : parseCsp(csp);
  if (typeof parsed === "string") return parsed;
  return { ...(parsed && { csp: parsed }), ...(storage === "blocked" && { storage }), ...(document === "written" && { document }) };
}
