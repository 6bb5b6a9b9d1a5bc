// ChatGPT's globals as an MCP Apps host context and tool data. Values are passed on as found: the
// App checks the host context and tool data at its boundary and reports what is wrong to `onerror`.
import { isObject } from "../protocol/guards.js";
import type { McpUiHostContext } from "../protocol/shapes.js";
import type { OpenAiGlobals, OpenAiUserAgent } from "../protocol/openai.js";

/** The host-context fields for the context globals present in `globals`. */
export function contextOf(globals: Partial<OpenAiGlobals>): McpUiHostContext {
  const context: McpUiHostContext = {};
  const { theme, locale, displayMode, maxHeight, safeArea, userAgent } = globals;
  if (theme !== undefined) context.theme = theme as McpUiHostContext["theme"];
  if (locale !== undefined) context.locale = locale as string;
  if (displayMode !== undefined) context.displayMode = displayMode as McpUiHostContext["displayMode"];
  if (maxHeight !== undefined) context.containerDimensions = { maxHeight: maxHeight as number };
  if (safeArea !== undefined)
    context.safeAreaInsets = (isObject(safeArea) ? safeArea.insets : safeArea) as McpUiHostContext["safeAreaInsets"];
  if (typeof userAgent === "string") context.userAgent = userAgent;
  else if (isObject(userAgent)) Object.assign(context, deviceOf(userAgent as OpenAiUserAgent));
  return context;
}

/** ChatGPT's device description as `platform` and `deviceCapabilities`. */
function deviceOf({ device, capabilities }: OpenAiUserAgent): McpUiHostContext {
  const type = device?.type;
  const context: McpUiHostContext = {};
  if (typeof type === "string") context.platform = type === "mobile" || type === "tablet" ? "mobile" : "web";
  if (capabilities !== undefined) context.deviceCapabilities = capabilities;
  return context;
}

/** The `ui/notifications/tool-result` params for `toolOutput` and `toolResponseMetadata`. */
export function toolResultOf(globals: Partial<OpenAiGlobals>): Record<string, unknown> {
  const result: Record<string, unknown> = { content: [], structuredContent: globals.toolOutput };
  if (globals.toolResponseMetadata != null) result._meta = globals.toolResponseMetadata;
  return result;
}
