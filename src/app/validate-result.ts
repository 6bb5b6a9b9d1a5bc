// Opt-in run-time checking of a tool result in the view, against a Standard Schema the view passes in
// (zod, valibot, arktype…). A separate function, so that only views that call it carry it and their
// schema library.
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { AppError } from "../errors.js";
import { describeIssues } from "../protocol/schema.js";
import type { CallToolResult } from "../protocol/shapes.js";
import type { CheckedToolResult } from "./tool-types.js";

/**
 * Checks the `structuredContent` of a tool result (from `callServerTool` or `ontoolresult`) against
 * `schema`, and resolves with the result carrying the schema's output. Error results (`isError: true`)
 * pass unchecked. A mismatch rejects with an `AppError` (`INVALID_RESULT`) naming every failing path,
 * with the result as its `data`.
 *
 * @example
 * const result = await validateToolResult(await app.callServerTool<typeof greet>(params), GreetOutput, "greet");
 * app.ontoolresult = (r) => validateToolResult(r, GreetOutput).then(render, showError);
 */
export async function validateToolResult<S extends StandardSchemaV1>(
  result: CallToolResult,
  schema: S,
  tool?: string,
): Promise<CheckedToolResult<StandardSchemaV1.InferOutput<S>>> {
  if (result?.isError === true) return result as CheckedToolResult<never>;
  const checked = await schema["~standard"].validate(result?.structuredContent);
  if (checked.issues) {
    const from = tool ? ` from tool ${tool}` : "";
    throw new AppError("INVALID_RESULT", `Invalid result${from}: ${describeIssues(checked.issues, "structuredContent")}`, { data: result });
  }
  return { ...result, structuredContent: checked.value } as CheckedToolResult<StandardSchemaV1.InferOutput<S>>;
}
