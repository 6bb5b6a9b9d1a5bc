// Between the tools' states and the store's JSON text: a state to write must be JSON of at most
// `maxLength` characters; a stored text must parse (and be within the limit) to be answered.
import type { StoredViewState } from "../protocol/view-state-tools.js";
import type { ViewStateEntry } from "./view-state-store.js";
import { ViewStateRefused, count, quote } from "./view-state-results.js";

/**
 * The JSON text of the state to write for `viewUUID` (`undefined` for none: a removal), or an
 * `invalid` refusal: not writable as JSON (a cycle, a BigInt, a function, nesting deeper than the
 * stack), or longer than `maxLength`. States arrive parsed from JSON, so this is what is left to check.
 */
export function stateJson(state: unknown, viewUUID: string, maxLength: number): string | undefined {
  if (state === undefined) return undefined;
  let json: string | undefined;
  try {
    json = JSON.stringify(state);
  } catch (error) {
    const why = error instanceof RangeError ? "it nests too deeply" : firstLine(error);
    throw invalid(`View state for ${quote(viewUUID)} is not JSON: ${why}`);
  }
  if (json === undefined) throw invalid(`View state for ${quote(viewUUID)} is not JSON: it is a ${typeof state}`);
  if (json.length > maxLength) throw invalid(`View state for ${quote(viewUUID)} is ${tooLong(json, maxLength)}`);
  return json;
}

/** What the tools answer of a stored entry, and why its state cannot be answered ("" when it can). */
export function storedState(entry: ViewStateEntry | undefined, maxLength: number): { current: StoredViewState; problem: string } {
  if (entry?.json === undefined) return { current: { version: entry?.version ?? 0 }, problem: "" };
  const { json, version } = entry;
  if (json.length > maxLength) return { current: { version }, problem: `is ${tooLong(json, maxLength)}` };
  try {
    return { current: { version, state: JSON.parse(json) as unknown }, problem: "" };
  } catch {
    return { current: { version }, problem: "is not JSON" };
  }
}

/**
 * The state stored for `viewUUID`, or an `invalid` refusal when the stored text is not JSON or is too
 * long (written by other code, or under a larger `maxLength`), saying the version to base a write on.
 */
export function readableState(entry: ViewStateEntry | undefined, viewUUID: string, maxLength: number): StoredViewState {
  const { current, problem } = storedState(entry, maxLength);
  if (!problem) return current;
  const { version } = current;
  throw invalid(
    `The view state stored for ${quote(viewUUID)} (version ${count(version)}) ${problem}; a write based on version ${count(version)} replaces it`,
  );
}

const tooLong = (json: string, maxLength: number) =>
  `${count(json.length)} characters of JSON, over the ${count(maxLength)} this server takes`;

const invalid = (message: string) => new ViewStateRefused({ reason: "invalid", message });

/** The first line of an error's message (a cycle's names the whole path on several). */
const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
