// Pre-fills a tool's arguments from its input schema: a property's `examples[0]` or `default` when
// it has one, otherwise a placeholder of its type; optional properties only when they have a hint.

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  examples?: unknown[];
  default?: unknown;
  anyOf?: Schema[];
};

const hinted = (s: Schema) => s.examples?.length || s.default !== undefined;

/** An example value for `schema` (depth-limited). */
export function exampleValue(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return exampleValue(schema.anyOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || hinted(prop)) out[key] = exampleValue(prop, depth + 1);
      }
      return out;
    }
    case "array":
      return schema.items ? [exampleValue(schema.items, depth + 1)] : [];
    case "string":
      return "";
    case "number":
    case "integer":
      return 0;
    case "boolean":
      return false;
    default:
      return null;
  }
}

/** Example arguments for a tool, as indented JSON. */
export function exampleArgs(inputSchema: unknown): string {
  const value = exampleValue(inputSchema as Schema);
  return JSON.stringify(value && typeof value === "object" ? value : {}, null, 2);
}
