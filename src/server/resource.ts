// The `ui://` resource of an MCP App view, on either generation of the MCP SDK's McpServer:
// registerAppResource (the official form) and registerWidgetResource (a single-file widget's HTML,
// with its `_meta.ui` in one place).
import type { ReadResourceResult, Resource } from "@modelcontextprotocol/sdk/spec.types.js";
import { AppError } from "../errors.js";
import { RESOURCE_MIME_TYPE, type McpUiResourceCsp, type McpUiResourceMeta, type McpUiResourcePermissions } from "../protocol/shapes.js";
import { assertOpenAiUiResourceMeta, OPENAI_UI_META_KEY, type OpenAiUiResourceMeta } from "./openai.js";
import type { AppResourceExtra, Registering, RegisteredResourceOf, ResourceServer, ServerResourceOptions } from "./sdk.js";
import { assertUiUri } from "./uri.js";

/** The config of an app resource: the SDK's resource metadata with an optional `_meta.ui` and `_meta["openai/ui"]`. */
export interface McpUiAppResourceConfig extends Omit<Resource, "uri" | "name"> {
  /**
   * Listed by `resources/list`; a content item's own `_meta.ui` wins over it. ChatGPT reads
   * `"openai/ui"` from the content item: put it in the read result's content items too.
   */
  _meta?: { ui?: McpUiResourceMeta; "openai/ui"?: OpenAiUiResourceMeta; [key: string]: unknown };
}

/** A `resources/read` result whose content items may carry `_meta.ui`. */
export type McpUiReadResourceResult = ReadResourceResult & { _meta?: { ui?: McpUiResourceMeta; [key: string]: unknown } };

/** Reads an app resource; `Extra` is what the server gives its read callbacks (its SDK's request context). */
export type McpUiReadResourceCallback<Extra = unknown> = (
  uri: URL,
  extra: Extra,
) => McpUiReadResourceResult | Promise<McpUiReadResourceResult>;

/**
 * Registers the `ui://` resource of a view. The listed MIME type defaults to `RESOURCE_MIME_TYPE`, and
 * so does that of every content item without one. The config takes the server's own options too
 * (2.x's `cacheHint`: how long a 2026-07-28 client may keep what it read). Throws an `AppError` (`INVALID_PARAMS`) for a
 * malformed `ui://` URI or `_meta["openai/ui"]`.
 */
export function registerAppResource<Server extends ResourceServer>(
  server: Server,
  name: string,
  uri: string,
  config: McpUiAppResourceConfig & ServerResourceOptions<Server, keyof McpUiAppResourceConfig>,
  read: McpUiReadResourceCallback<AppResourceExtra<Server>>,
): RegisteredResourceOf<Server> {
  assertUiUri(uri, `Resource ${name}`);
  if (typeof read !== "function") throw new AppError("INVALID_PARAMS", `Resource ${name}: registerAppResource() needs a read callback`);
  assertOpenAiUiResourceMeta(config?._meta?.[OPENAI_UI_META_KEY], `Resource ${name}: _meta["openai/ui"]`);
  const registered = (server as unknown as Registering).registerResource(
    name,
    uri,
    { mimeType: RESOURCE_MIME_TYPE, ...config },
    async (url: URL, extra: AppResourceExtra<Server>) => {
      const result = await read(url, extra);
      const contents = result.contents.map((item) => (item.mimeType ? item : { ...item, mimeType: RESOURCE_MIME_TYPE }));
      return { ...result, contents };
    },
  );
  return registered as RegisteredResourceOf<Server>;
}

/** Options of {@link registerWidgetResource}. */
export interface WidgetResourceOptions {
  /** The widget's single-file HTML, or a function that reads it on every `resources/read` (from disk, say). */
  html: string | (() => string | Promise<string>);
  /** The resource's name. @default the URI */
  name?: string;
  title?: string;
  description?: string;
  /** The origins the view may reach (`connectDomains`) and load from (`resourceDomains`); none by default. */
  csp?: McpUiResourceCsp;
  /** Browser permissions the view asks for (camera, microphone, geolocation, clipboardWrite). */
  permissions?: McpUiResourcePermissions;
  /** A dedicated origin for the view, in the host's format. */
  domain?: string;
  /** `true`: the host draws a border and background; `false`: none; left out: the host decides. */
  prefersBorder?: boolean;
  /** ChatGPT's display modes for the view, sent as `_meta["openai/ui"]` (openai/mcp-extensions, "Display Modes"). */
  openai?: OpenAiUiResourceMeta;
}

/**
 * Serves a single-file widget as the `ui://` resource `uri`, with the MCP App MIME type and its
 * `_meta.ui` (CSP, permissions, domain, border preference) on both the list entry and the content, and
 * `openai` as `_meta["openai/ui"]` beside it. Throws an `AppError` (`INVALID_PARAMS`) for a malformed
 * URI, missing html or a malformed `openai`.
 *
 * @example
 * registerWidgetResource(server, greet.ui.resourceUri, {
 *   html: () => readFile("dist/greeter.html", "utf8"),
 *   csp: { connectDomains: ["https://api.example.com"] },
 *   prefersBorder: true,
 * });
 */
export function registerWidgetResource<Server extends ResourceServer>(
  server: Server,
  uri: string,
  options: WidgetResourceOptions,
): RegisteredResourceOf<Server> {
  const {
    html,
    name = uri,
    title,
    description,
    csp,
    permissions,
    domain,
    prefersBorder,
    openai,
  } = options ?? ({} as WidgetResourceOptions);
  if (typeof html !== "string" && typeof html !== "function") {
    throw new AppError("INVALID_PARAMS", `Resource ${name}: registerWidgetResource() needs html, a string or a function returning one`);
  }
  assertOpenAiUiResourceMeta(openai, `Resource ${name}: openai`);
  const _meta = defined({ ui: defined({ csp, permissions, domain, prefersBorder }), [OPENAI_UI_META_KEY]: openai });
  return registerAppResource(server, name, uri, defined({ title, description, _meta }), async () => {
    const text = typeof html === "string" ? html : await html();
    if (typeof text !== "string")
      throw new AppError("INVALID_PARAMS", `Resource ${name}: the html function returned ${typeof text}, not a string`);
    return { contents: [{ uri, mimeType: RESOURCE_MIME_TYPE, text, _meta }] };
  });
}

/** `object` without its undefined values (so that they are not sent as missing keys). */
const defined = <T extends object>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
