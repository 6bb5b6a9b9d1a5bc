// How view_state_get and view_state_set are listed: app-only (the model never sees them), with their
// annotations and schemas. The input schemas list the real contract (a string viewUUID, an integer
// baseVersion) but accept any value, so that the tools' own check answers a malformed call with a
// typed `bad-arguments` refusal instead of the SDK's untyped "Input validation error" text.
import * as z from "zod";
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/spec.types.js";
import { MAX_VIEW_UUID_LENGTH } from "./view-state-arguments.js";

/** What the SDK's `registerTool` takes, as the two tools fill it in. */
interface ViewStateToolConfig {
  title: string;
  description: string;
  inputSchema: z.ZodObject;
  outputSchema: z.ZodObject;
  annotations: ToolAnnotations;
  _meta: { ui: { visibility: ["app"] } };
}

/** Any value (absent too), listed in JSON Schema as `jsonSchema` says. */
const listedAs = (jsonSchema: Record<string, unknown>) => z.unknown().optional().meta(jsonSchema);

const viewUUID = () =>
  listedAs({
    type: "string",
    minLength: 1,
    maxLength: MAX_VIEW_UUID_LENGTH,
    description: "The viewUUID in the _meta of the tool result that opened the view.",
  });

const appOnly = (): ViewStateToolConfig["_meta"] => ({ ui: { visibility: ["app"] } });

/** view_state_get: reads; calling it twice reads the same. */
export function getToolConfig(): ViewStateToolConfig {
  return {
    title: "Read view state",
    description:
      "Reads the state a view keeps on this server, by the viewUUID of its tool result: its version (0 when nothing is stored) and the state.",
    inputSchema: z.object({ viewUUID: viewUUID() }).meta({ required: ["viewUUID"] }),
    outputSchema: z.object({ version: z.number().int().min(0), state: z.unknown().optional() }),
    annotations: { readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false },
    _meta: appOnly(),
  };
}

/**
 * view_state_set: writes only the calling view's own state, and only over the version it last saw, so
 * it is not destructive in the annotations' sense; not idempotent (a repeat is refused as stale).
 */
export function setToolConfig(maxLength: number): ViewStateToolConfig {
  const baseVersion = listedAs({
    type: "integer",
    minimum: 0,
    maximum: Number.MAX_SAFE_INTEGER - 1,
    description: "The version last read or written; 0 when nothing was.",
  });
  const state = listedAs({ description: `The state, any JSON of at most ${maxLength} characters; absent, the stored state is removed.` });
  return {
    title: "Write view state",
    description:
      "Stores the state of a view by the viewUUID of its tool result, if the stored version is still baseVersion; answers the new version, or refuses as stale with what is stored now.",
    inputSchema: z.object({ viewUUID: viewUUID(), baseVersion, state }).meta({ required: ["viewUUID", "baseVersion"] }),
    outputSchema: z.object({ version: z.number().int().min(1) }),
    annotations: { readOnlyHint: false, idempotentHint: false, destructiveHint: false, openWorldHint: false },
    _meta: appOnly(),
  };
}
