// The one shape the test host's tool-input methods take, `{ arguments: { … } }` (as on the wire and in
// the official AppBridge), checked at run time: a wrong shape would otherwise reach the view as a
// tool input without arguments, and the widget would render "Loading undefined".
import { AppError } from "../index.js";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What `params` is, for the error message. */
function shapeOf(params: unknown): string {
  if (!isPlainObject(params))
    return Array.isArray(params) ? "an array" : params === null || params === undefined ? String(params) : `a ${typeof params}`;
  const extra = Object.keys(params).filter((key) => key !== "arguments" && key !== "_meta");
  if (extra.length) return `an object with keys ${extra.join(", ")}`;
  const args = params.arguments;
  if (args !== undefined && !isPlainObject(args)) return `arguments that are ${shapeOf(args)}`;
  return args === undefined ? "no arguments" : "";
}

/** Throws `INVALID_PARAMS` naming the expected shape unless `params` is `{ arguments?: {…}, _meta? }` (`arguments` present when `required`). */
export function checkToolInput(method: string, params: unknown, options: { required?: boolean } = {}): void {
  const shape = shapeOf(params);
  if (shape === "" || (shape === "no arguments" && !options.required)) return;
  throw new AppError("INVALID_PARAMS", `${method} takes { arguments: { … } }, the tool's arguments under "arguments"; got ${shape}`);
}
