// Standard Schema issues as one line of text, each issue prefixed with the path where it failed.
import type { StandardSchemaV1 } from "@standard-schema/spec";

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
