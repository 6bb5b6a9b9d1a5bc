// The checks of a profile file's `profile`: each part of a HostProfile (its host's info,
// capabilities, context, colours, behaviour, facts and protocol revision) with its fields' types, so
// that a file made by hand or by a probe in a host nobody controls fails with the first bad field
// named, before the test kit or the dev host plays it.
import { checkHostContext, isObject } from "../protocol/guards.js";

/** Throws for `field` (a JSON path in the file) with `message`. */
export type Fail = (field: string, message: string) => never;

/** A value's kind, for messages: `a string`, `an array`, `null`. */
export const kind = (value: unknown): string => (value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`);

/** Fails for the first key of `value` not in `keys`. */
export function only(value: Record<string, unknown>, keys: readonly string[], at: string, fail: Fail): void {
  const extra = Object.keys(value).find((key) => !keys.includes(key));
  if (extra !== undefined) fail(at ? `${at}.${extra}` : extra, `is not a field here: the fields are ${keys.join(", ")}`);
}

/** `value` as an object, or a failure naming `at`. */
export function object(value: unknown, at: string, fail: Fail): Record<string, unknown> {
  if (!isObject(value)) fail(at, `must be an object, got ${kind(value)}`);
  return value as Record<string, unknown>;
}

function string(value: unknown, at: string, fail: Fail, optional = false): void {
  if (optional && value === undefined) return;
  if (typeof value !== "string") fail(at, `must be a string, got ${kind(value)}`);
}

function oneOf(value: unknown, allowed: readonly string[], at: string, fail: Fail): void {
  if (value !== undefined && !allowed.includes(value as string))
    fail(at, `must be one of ${allowed.map((a) => JSON.stringify(a)).join(", ")}, got ${JSON.stringify(value)}`);
}

function strings(value: unknown, at: string, fail: Fail, allowed?: readonly string[]): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) fail(at, `must be an array of strings, got ${kind(value)}`);
  (value as unknown[]).forEach((item, i) =>
    allowed ? oneOf(item ?? null, allowed, `${at}[${i}]`, fail) : string(item, `${at}[${i}]`, fail),
  );
}

function boolean(value: unknown, at: string, fail: Fail): void {
  if (value !== undefined && typeof value !== "boolean") fail(at, `must be true or false, got ${kind(value)}`);
}

/** `{ name, version, … }` with a non-empty name. */
function checkHostInfo(value: unknown, fail: Fail): void {
  const info = object(value, "profile.hostInfo", fail);
  if (typeof info.name !== "string" || !info.name) fail("profile.hostInfo.name", "must be the host's name (a non-empty string)");
  string(info.version, "profile.hostInfo.version", fail);
}

/** Each capability is an object (`{}` when it has no options). */
function checkCapabilities(value: unknown, fail: Fail): void {
  const caps = object(value, "profile.hostCapabilities", fail);
  for (const [name, capability] of Object.entries(caps)) object(capability, `profile.hostCapabilities.${name}`, fail);
}

/** The host context as the App checks it, without the theme and styles (those come from the variables). */
function checkContext(value: unknown, fail: Fail): void {
  const context = object(value, "profile.hostContext", fail);
  for (const key of ["theme", "styles"])
    if (key in context)
      fail(`profile.hostContext.${key}`, 'is set per theme by the host that plays the profile: give "profile.variables" instead');
  const { invalid, dropped } = checkHostContext(context);
  const bad = invalid[0] ?? dropped[0];
  if (bad !== undefined) fail(`profile.hostContext.${bad}`, "is not a valid host-context field (see McpUiHostContext)");
}

/** `{ light, dark }`, each CSS variable names (`--…`) to values. */
function checkVariables(value: unknown, fail: Fail): void {
  const themes = object(value, "profile.variables", fail);
  only(themes, ["light", "dark"], "profile.variables", fail);
  for (const theme of ["light", "dark"]) {
    const at = `profile.variables.${theme}`;
    for (const [name, css] of Object.entries(object(themes[theme], at, fail))) {
      if (!name.startsWith("--")) fail(`${at}.${name}`, "is not a CSS variable: its name must start with --");
      string(css, `${at}.${name}`, fail);
    }
  }
}

function checkBehaviour(value: unknown, fail: Fail): void {
  if (value === undefined) return;
  const behaviour = object(value, "profile.behaviour", fail);
  only(behaviour, ["openai", "stripsStructuredContent", "nextWireNames"], "profile.behaviour", fail);
  oneOf(behaviour.openai, ["alongside", "only"], "profile.behaviour.openai", fail);
  boolean(behaviour.stripsStructuredContent, "profile.behaviour.stripsStructuredContent", fail);
  boolean(behaviour.nextWireNames, "profile.behaviour.nextWireNames", fail);
}

const CSP_FIELDS = ["connectDomains", "resourceDomains", "frameDomains", "baseUriDomains"];
const SOURCE_KEYS = ["fact", "url", "observed", "note"];

function checkSources(value: unknown, at: string, keys: readonly string[], fail: Fail): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) fail(at, `must be an array, got ${kind(value)}`);
  (value as unknown[]).forEach((item, i) => {
    const source = object(item, `${at}[${i}]`, fail);
    only(source, keys, `${at}[${i}]`, fail);
    for (const key of keys) string(source[key], `${at}[${i}].${key}`, fail);
  });
}

function checkRefusals(value: unknown, fail: Fail): void {
  if (value === undefined) return;
  for (const [method, item] of Object.entries(object(value, "profile.facts.refuses", fail))) {
    const at = `profile.facts.refuses.${method}`;
    const refusal = object(item, at, fail);
    if (refusal.kind === "ignored") only(refusal, ["kind"], at, fail);
    else if (refusal.kind === "error") {
      only(refusal, ["kind", "code", "message"], at, fail);
      if (!Number.isSafeInteger(refusal.code)) fail(`${at}.code`, `must be an integer JSON-RPC error code, got ${kind(refusal.code)}`);
      string(refusal.message, `${at}.message`, fail);
    } else fail(`${at}.kind`, `must be "ignored" or "error", got ${JSON.stringify(refusal.kind)}`);
  }
}

function checkDisputes(value: unknown, fail: Fail): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) fail("profile.facts.disputes", `must be an array, got ${kind(value)}`);
  (value as unknown[]).forEach((item, i) => {
    const at = `profile.facts.disputes[${i}]`;
    const dispute = object(item, at, fail);
    only(dispute, ["fact", "plays", "mode", "claims"], at, fail);
    string(dispute.fact, `${at}.fact`, fail);
    string(dispute.plays, `${at}.plays`, fail);
    oneOf(dispute.mode, ["inline", "fullscreen", "pip"], `${at}.mode`, fail);
    checkSources(dispute.claims ?? null, `${at}.claims`, ["says", "url", "observed", "note"], fail);
  });
}

/** What is known of the host (host-facts.ts's HostFacts), field by field. */
function checkFacts(value: unknown, fail: Fail): void {
  if (value === undefined) return;
  const facts = object(value, "profile.facts", fail);
  const keys = ["frame", "csp", "gesture", "refuses", "neverSends", "modelReads", "quirks", "disputes", "sources"];
  only(facts, keys, "profile.facts", fail);
  if (facts.frame !== undefined) {
    const frame = object(facts.frame, "profile.facts.frame", fail);
    only(frame, ["sandbox", "origin", "storage", "document"], "profile.facts.frame", fail);
    string(frame.sandbox, "profile.facts.frame.sandbox", fail, true);
    oneOf(frame.origin, ["cross-site", "same-site", "opaque"], "profile.facts.frame.origin", fail);
    oneOf(frame.storage, ["works", "blocked"], "profile.facts.frame.storage", fail);
    oneOf(frame.document, ["as-served", "written"], "profile.facts.frame.document", fail);
  }
  if (facts.csp !== undefined) {
    const csp = object(facts.csp, "profile.facts.csp", fail);
    only(csp, ["unsafeEval", "scripts", "workers", "ignores"], "profile.facts.csp", fail);
    boolean(csp.unsafeEval, "profile.facts.csp.unsafeEval", fail);
    strings(csp.scripts, "profile.facts.csp.scripts", fail);
    strings(csp.workers, "profile.facts.csp.workers", fail);
    strings(csp.ignores, "profile.facts.csp.ignores", fail, CSP_FIELDS);
  }
  for (const key of ["gesture", "neverSends", "quirks"]) strings(facts[key], `profile.facts.${key}`, fail);
  oneOf(facts.modelReads, ["content", "content-and-structuredContent"], "profile.facts.modelReads", fail);
  checkRefusals(facts.refuses, fail);
  checkDisputes(facts.disputes, fail);
  checkSources(facts.sources, "profile.facts.sources", SOURCE_KEYS, fail);
}

/** The fields of a HostProfile. */
const PROFILE_KEYS = ["hostInfo", "hostCapabilities", "hostContext", "variables", "fonts", "behaviour", "facts", "protocolRevision"];

/** Checks a profile file's `profile`, every field; fails at the first bad one. */
export function checkProfile(value: unknown, fail: Fail): void {
  const profile = object(value, "profile", fail);
  only(profile, PROFILE_KEYS, "profile", fail);
  checkHostInfo(profile.hostInfo, fail);
  checkCapabilities(profile.hostCapabilities, fail);
  checkContext(profile.hostContext, fail);
  checkVariables(profile.variables, fail);
  string(profile.fonts, "profile.fonts", fail, true);
  checkBehaviour(profile.behaviour, fail);
  checkFacts(profile.facts, fail);
  if (profile.protocolRevision !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(profile.protocolRevision)))
    fail("profile.protocolRevision", `must be a protocol revision such as "2025-11-25", got ${JSON.stringify(profile.protocolRevision)}`);
}
