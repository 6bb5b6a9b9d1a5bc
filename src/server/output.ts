// The output side of an app tool: a result whose structuredContent does not match the tool's output
// schema becomes an error result, so the client never gets invalid data.
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { CallToolResult } from "@modelcontextprotocol/sdk/spec.types.js";
import { describeIssues } from "../protocol/schema.js";

/** A tool error result with one text block, as the MCP SDK makes them. */
export const toolError = (text: string): CallToolResult => ({ content: [{ type: "text", text }], isError: true });

/**
 * Checks a successful `result` of tool `name` against `schema`. Valid: the result with the schema's
 * output as `structuredContent` (defaults applied, unknown keys dropped as the schema says) and, when
 * the handler gave no `content`, the `summary` of that output as text (without one, from JavaScript or
 * a cast: that JSON, which `CONTENT-001` of the conformance rules reports as a dump). Invalid or
 * missing: an error result naming every failing path. Error results pass unchanged, and so does the
 * 2.x SDK's `input_required` (the 2026-07-28 revision's request for more input: no answer yet).
 */
export async function checkToolOutput(
  name: string,
  schema: StandardSchemaV1,
  result: CallToolResult,
  summary?: (output: Record<string, unknown>) => string,
): Promise<CallToolResult> {
  if (result?.isError === true || result?.resultType === "input_required") return result;
  if (result?.structuredContent === undefined) return toolError(`Tool ${name} has an output schema but returned no structuredContent`);
  const checked = await schema["~standard"].validate(result.structuredContent);
  if (checked.issues)
    return toolError(`Tool ${name} returned invalid structuredContent: ${describeIssues(checked.issues, "structuredContent")}`);
  const structuredContent = checked.value as Record<string, unknown>;
  const text = summary ? summary(structuredContent) : JSON.stringify(structuredContent);
  return { ...result, structuredContent, content: result.content ?? [{ type: "text", text }] };
}
