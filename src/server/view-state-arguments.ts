// The arguments of the view-state tools, checked by hand so that every malformed call gets a typed
// `bad-arguments` refusal saying what was wrong (the SDK's own check would answer untyped text).
import { ViewStateRefused, count } from "./view-state-results.js";

/** The longest viewUUID the tools take, in characters (a UUID has 36). */
export const MAX_VIEW_UUID_LENGTH = 256;

/** The arguments object of a call: the SDK hands `{}` for none; anything else is refused. */
function argumentsOf(args: unknown): Record<string, unknown> {
  if (typeof args === "object" && args !== null && !Array.isArray(args)) return args as Record<string, unknown>;
  throw badArguments(`The arguments are ${describe(args)}; they must be an object`);
}

/** The viewUUID of `args`: a string of 1 to {@link MAX_VIEW_UUID_LENGTH} characters, else a refusal. */
export function readViewUUID(args: unknown): string {
  const viewUUID = argumentsOf(args).viewUUID;
  if (typeof viewUUID === "string" && viewUUID.length >= 1 && viewUUID.length <= MAX_VIEW_UUID_LENGTH) return viewUUID;
  const what = typeof viewUUID === "string" ? `${count(viewUUID.length)} characters long` : describe(viewUUID);
  throw badArguments(`viewUUID is ${what}; it must be a string of 1 to ${count(MAX_VIEW_UUID_LENGTH)} characters`);
}

/** The baseVersion of `args`: an integer from 0 to `Number.MAX_SAFE_INTEGER - 1` (so one more is still exact), else a refusal. */
export function readBaseVersion(args: unknown): number {
  const baseVersion = argumentsOf(args).baseVersion;
  const highest = Number.MAX_SAFE_INTEGER - 1;
  if (Number.isSafeInteger(baseVersion) && (baseVersion as number) >= 0 && (baseVersion as number) <= highest) return baseVersion as number;
  const what = typeof baseVersion === "number" ? String(baseVersion) : describe(baseVersion);
  throw badArguments(
    `baseVersion is ${what}; it must be an integer from 0 to ${count(highest)}, the version last read or written (0 for none)`,
  );
}

/** The state of `args`: `undefined` when there is none, which removes the state. */
export const readState = (args: unknown): unknown => argumentsOf(args).state;

const badArguments = (message: string) => new ViewStateRefused({ reason: "bad-arguments", message });

/** What a wrong value is, in a few words: "missing", "null", "an array", "a number"… */
function describe(value: unknown): string {
  if (value === undefined) return "missing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  return type === "object" ? "an object" : `a ${type}`;
}
