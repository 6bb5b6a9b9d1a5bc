// The rules for a view state value: plain JSON that reads back exactly as it was given, within a size
// limit every host can store. Used by the App's view state (src/view-state.ts).
import { AppError } from "../errors.js";

/**
 * The largest view state, in characters of its JSON text: 16 KiB of ASCII. ChatGPT sends `widgetState`
 * to the model with the conversation (its guidance: keep it to a few thousand tokens), and localStorage
 * holds about 5 MB per origin, shared by every view served from that origin.
 */
export const MAX_VIEW_STATE_LENGTH = 16_384;

/**
 * The JSON text of a view state (`undefined` for `undefined`: no state). Throws `AppError`
 * `INVALID_PARAMS` for what would not read back as it was: a function, symbol, BigInt, non-finite
 * number, cycle, class instance (Date, Map, Set…), or `undefined` anywhere but as an object's property
 * (which JSON drops), and for a text longer than {@link MAX_VIEW_STATE_LENGTH}.
 */
export function toStateJson(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  let json: string;
  try {
    json = JSON.stringify(value, function (this: Record<string, unknown>, key, item: unknown) {
      const defect = nonJson(this[key], Array.isArray(this) || key === "");
      if (defect) throw new AppError("INVALID_PARAMS", `View state must be plain JSON: ${key ? `"${key}"` : "it"} is ${defect}`);
      return item;
    });
  } catch (cause) {
    throw cause instanceof AppError
      ? cause
      : new AppError("INVALID_PARAMS", `View state must be plain JSON: ${(cause as Error).message}`, { cause }); // a cycle
  }
  if (json.length > MAX_VIEW_STATE_LENGTH)
    throw new AppError("INVALID_PARAMS", `View state is ${json.length} characters of JSON, over the limit of ${MAX_VIEW_STATE_LENGTH}`);
  return json;
}

/** What makes `value` not plain JSON (its type, or its class), or "" when it is. `strict`: `undefined` is a defect too. */
function nonJson(value: unknown, strict: boolean): string {
  const type = typeof value;
  if (type === "object") {
    const proto: unknown = value && Object.getPrototypeOf(value);
    return !proto || proto === Object.prototype || Array.isArray(value) ? "" : (value as object).constructor?.name || type;
  }
  return type === "function" || type === "symbol" || type === "bigint" || (strict && type === "undefined")
    ? type
    : Number.isFinite(value) || type !== "number"
      ? ""
      : String(value);
}
