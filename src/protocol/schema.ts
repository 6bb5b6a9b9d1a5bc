// Standard Schema (zod, valibot, arktype, …) at run time: validating a value against a schema the
// caller passed in, and describing the issues with their paths. The schema library is never imported.
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { AppError } from "../errors.js";

/** True for a Standard Schema: an object with a `~standard` member. */
export function isStandardSchema(value: unknown): value is StandardSchemaV1 {
  return typeof value === "object" && value !== null && "~standard" in value;
}

/**
 * Validates `value` and resolves with the schema's parsed value. Rejects with `INVALID_PARAMS`
 * (`code`, when given, is the JSON-RPC code a peer is answered with) whose message is `what`
 * followed by every issue with its path: `Invalid input for tool t: a.b: Required; c: Too short`.
 */
export async function validate(schema: StandardSchemaV1, value: unknown, what: string, code?: number): Promise<unknown> {
  const result = await schema["~standard"].validate(value);
  if (!result.issues) return result.value;
  throw new AppError("INVALID_PARAMS", `${what}: ${describeIssues(result.issues)}`, { code, data: result.issues });
}

/**
 * `"count: Expected number; tags.0: Expected string"`. `root` names the checked value and starts
 * every path (`"structuredContent"` gives `"structuredContent.count: …"`).
 */
export function describeIssues(issues: readonly StandardSchemaV1.Issue[], root?: string): string {
  return issues
    .map(({ path = [], message }) => {
      const at = [...(root ? [root] : []), ...path.map((p) => String(typeof p === "object" ? p.key : p))].join(".");
      return at ? `${at}: ${message}` : message;
    })
    .join("; ");
}
