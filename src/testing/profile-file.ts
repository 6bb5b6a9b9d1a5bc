// A host profile in a file, `<name>.profile.json`: what `mcp-view probe` writes after its view ran in
// a real host, or an author writes by hand. The same file feeds `mcp-view dev --profile`,
// `mcp-view matrix --profile` and the test kit (`createTestHost({ profile: file.profile })`, or beside
// `hostProfiles` in a `describe.each`). parseProfile() is the one reader: it checks every field and
// names the first bad one; loadProfile() reads a file with it, in Node.
import type { HostProfile } from "./profiles/types.js";
import { isObject } from "../protocol/guards.js";
import { tooDeep } from "./json-depth.js";
import { checkProfile, kind, object, only, type Fail } from "./profile-check.js";

/** One `*.profile.json`. */
export interface ProfileFile {
  $schema?: string;
  /** The format's version: 1. */
  mcpViewProfile: 1;
  /**
   * The profile's name: the dev host's and the matrix's id for it (`?profile=`, `--profiles`), and
   * `$name` in a `describe.each`. Letters, digits, `.`, `_` and `-`, at most 64, starting with a
   * letter or digit; never a built-in profile's name where the two meet.
   */
  name: string;
  /** How the dev host's selector and the matrix's rows call it. @default the name */
  label?: string;
  /** Who made it and when (ISO 8601), for a probed profile: `{ by: "mcp-view probe 0.1.0", at: "2026-12-07T10:00:00.000Z" }`. */
  probed?: { by: string; at: string };
  /** The profile, as `createTestHost({ profile })` takes it. */
  profile: HostProfile;
  /** What the probe saw beyond the profile (each request's answer, the context changes, the sizes, the policy), for people. */
  observed?: Record<string, unknown>;
}

/** The `url` of a fact source that the probe saw in the host itself (its `observed` is the day it ran). */
export const PROBED_URL = "mcp-view:probe";

/** A profile file that is not one: `field` is the JSON path of the first bad field (`profile.hostInfo.name`), `""` for the whole. */
export class ProfileError extends Error {
  override readonly name = "ProfileError";
  readonly field: string;
  constructor(field: string, message: string, source?: string) {
    super(`${source ? `${source}: ` : ""}${field ? `"${field}" ` : "The profile file "}${message}`);
    this.field = field;
  }
}

const KEYS = ["$schema", "mcpViewProfile", "name", "label", "probed", "profile", "observed"];
/** How many levels of arrays and objects a profile file may nest, itself the first. */
const MAX_DEPTH = 64;
/** The largest profile file {@link loadProfile} reads (bytes). */
export const MAX_PROFILE_BYTES = 1_048_576;
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * Reads a profile file (the parsed JSON), checking every field; throws a {@link ProfileError}
 * naming the first bad one, prefixed with `source` (the file name) when given. Returns a copy.
 */
export function parseProfile(value: unknown, source?: string): ProfileFile {
  const fail: Fail = (field, message) => {
    throw new ProfileError(field, message, source);
  };
  if (!isObject(value)) return fail("", `must be a JSON object, got ${kind(value)}`);
  const deep = tooDeep(value, MAX_DEPTH);
  if (deep !== undefined) fail(deep, `holds arrays and objects nested more than ${MAX_DEPTH} levels deep`);
  const file = structuredClone(value);
  only(file, KEYS, "", fail);
  if (file.mcpViewProfile !== 1)
    fail("mcpViewProfile", `must be 1, the format's version, got ${JSON.stringify(file.mcpViewProfile) ?? "nothing"}`);
  if (typeof file.name !== "string" || !NAME.test(file.name))
    fail("name", "must be 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit");
  for (const key of ["$schema", "label"])
    if (file[key] !== undefined && typeof file[key] !== "string") fail(key, `must be a string, got ${kind(file[key])}`);
  if (file.probed !== undefined) {
    const probed = object(file.probed, "probed", fail);
    only(probed, ["by", "at"], "probed", fail);
    if (typeof probed.by !== "string") fail("probed.by", `must be a string, got ${kind(probed.by)}`);
    if (typeof probed.at !== "string" || Number.isNaN(Date.parse(probed.at))) fail("probed.at", "must be a date and time (ISO 8601)");
  }
  if (file.profile === undefined) fail("profile", "is missing: give the host's hostInfo, hostCapabilities, hostContext and variables");
  checkProfile(file.profile, fail);
  if (file.observed !== undefined) object(file.observed, "observed", fail);
  return file as unknown as ProfileFile;
}

/** `node:fs/promises`, named where no bundler for the browser goes looking for it: the kit runs in pages too. */
const FS = "node:fs/promises";

/**
 * Reads and checks the profile file at `file` (a path or a `file:` URL), in Node; throws a
 * {@link ProfileError} that names the file (one it cannot read, one over 1 MiB, one that is not JSON,
 * or its first bad field).
 */
export async function loadProfile(file: string | URL): Promise<ProfileFile> {
  const { readFile, stat } = (await import(FS)) as typeof import("node:fs/promises");
  const name = String(file);
  let text: string;
  try {
    const { size } = await stat(file);
    if (size > MAX_PROFILE_BYTES) throw new Error(`it is ${size} bytes, over the ${MAX_PROFILE_BYTES} a profile file may have`);
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new ProfileError("", `cannot be read: ${(error as Error).message}`, name);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ProfileError("", `is not JSON: ${(error as Error).message}`, name);
  }
  return parseProfile(value, name);
}
