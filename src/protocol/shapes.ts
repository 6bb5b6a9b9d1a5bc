// Wire shapes of the MCP Apps view protocol (io.modelcontextprotocol/ui, 2026-01-26): the JSON-RPC
// framing and the McpUi* types. Method names and what each method carries are in methods.ts. MCP core
// types are type-only imports (zero bytes), in the MCP SDK 2.x shapes (core-types.ts).
import type { ContentBlock, EmbeddedResource, Implementation, RequestId, ResourceLink } from "@modelcontextprotocol/sdk/spec.types.js";
import type { CallToolResult, JSONValue, Tool } from "./core-types.js";

export type { CallToolResult, ContentBlock, EmbeddedResource, Implementation, JSONValue, RequestId, ResourceLink, Tool };

/** The protocol version this runtime speaks. */
export const LATEST_PROTOCOL_VERSION = "2026-01-26";
/** MIME type of an MCP App's `ui://` resource. */
export const RESOURCE_MIME_TYPE = "text/html;profile=mcp-app";
/** The deprecated flat tool `_meta` key that points at the UI resource. */
export const RESOURCE_URI_META_KEY = "ui/resourceUri";
/** The extension id hosts advertise to servers. */
export const EXTENSION_ID = "io.modelcontextprotocol/ui";

// ---- JSON-RPC 2.0 framing ----

export type JSONRPCParams = Record<string, unknown>;
export interface JSONRPCRequest {
  jsonrpc: "2.0";
  id: RequestId;
  method: string;
  params?: JSONRPCParams;
}
export interface JSONRPCNotification {
  jsonrpc: "2.0";
  method: string;
  params?: JSONRPCParams;
}
export interface JSONRPCResultResponse {
  jsonrpc: "2.0";
  id: RequestId;
  result: Record<string, unknown>;
}
export interface JSONRPCErrorObject {
  code: number;
  message: string;
  data?: unknown;
}
export interface JSONRPCErrorResponse {
  jsonrpc: "2.0";
  id: RequestId;
  error: JSONRPCErrorObject;
}
/** Any JSON-RPC 2.0 message. */
export type JSONRPCMessage = JSONRPCRequest | JSONRPCNotification | JSONRPCResultResponse | JSONRPCErrorResponse;

// ---- MCP Apps types ----

export type McpUiTheme = "light" | "dark";
export type McpUiDisplayMode = "inline" | "fullscreen" | "pip";
export type McpUiPlatform = "web" | "desktop" | "mobile";

type Group<P extends string, S extends string> = `--${P}-${S}`;
type Tone = "info" | "danger" | "success" | "warning";
type Size = "xs" | "sm" | "md" | "lg" | "xl" | "2xl" | "3xl";
type TextSize = "xs" | "sm" | "md" | "lg";
/** The 76 standard CSS custom properties a host may send in `styles.variables`. */
export type McpUiStyleVariableKey =
  | Group<
      "color-background" | "color-text" | "color-border",
      "primary" | "secondary" | "tertiary" | "inverse" | "ghost" | Tone | "disabled"
    >
  | Group<"color-ring", "primary" | "secondary" | "inverse" | Tone>
  | "--font-sans"
  | "--font-mono"
  | Group<"font-weight", "normal" | "medium" | "semibold" | "bold">
  | `--font-text-${TextSize}-size`
  | `--font-heading-${Size}-size`
  | `--font-text-${TextSize}-line-height`
  | `--font-heading-${Size}-line-height`
  | Group<"border-radius", "xs" | "sm" | "md" | "lg" | "xl" | "full">
  | "--border-width-regular"
  | Group<"shadow", "hairline" | "sm" | "md" | "lg">;

/** CSS variables from the host: the standard keys, and any other `--*` key a host adds. */
export type McpUiStyles = Partial<Record<McpUiStyleVariableKey, string | undefined>> & Record<string, string | undefined>;
export interface McpUiHostCss {
  fonts?: string;
}
export interface McpUiHostStyles {
  variables?: McpUiStyles;
  css?: McpUiHostCss;
}
export type McpUiContainerDimensions = ({ height: number } | { maxHeight?: number }) & ({ width: number } | { maxWidth?: number });

/** What the host tells the view about where and how it is shown. Every field is optional. */
export interface McpUiHostContext {
  [key: string]: unknown;
  toolInfo?: { id?: RequestId; tool: Tool };
  theme?: McpUiTheme;
  styles?: McpUiHostStyles;
  displayMode?: McpUiDisplayMode;
  availableDisplayModes?: McpUiDisplayMode[];
  containerDimensions?: McpUiContainerDimensions;
  locale?: string;
  timeZone?: string;
  userAgent?: string;
  platform?: McpUiPlatform;
  deviceCapabilities?: { touch?: boolean; hover?: boolean };
  safeAreaInsets?: { top: number; right: number; bottom: number; left: number };
}

export interface McpUiSupportedContentBlockModalities {
  text?: {};
  image?: {};
  audio?: {};
  resource?: {};
  resourceLink?: {};
  structuredContent?: {};
}
export interface McpUiResourceCsp {
  connectDomains?: string[];
  resourceDomains?: string[];
  frameDomains?: string[];
  baseUriDomains?: string[];
}
export interface McpUiResourcePermissions {
  camera?: {};
  microphone?: {};
  geolocation?: {};
  clipboardWrite?: {};
}
export interface McpUiResourceMeta {
  csp?: McpUiResourceCsp;
  permissions?: McpUiResourcePermissions;
  domain?: string;
  prefersBorder?: boolean;
}
export type McpUiToolVisibility = "model" | "app";
export interface McpUiToolMeta {
  resourceUri?: string;
  visibility?: McpUiToolVisibility[];
}

export interface McpUiHostCapabilities {
  experimental?: Record<string, object>;
  openLinks?: {};
  downloadFile?: {};
  serverTools?: { listChanged?: boolean };
  serverResources?: { listChanged?: boolean };
  logging?: {};
  sandbox?: { permissions?: McpUiResourcePermissions; csp?: McpUiResourceCsp };
  updateModelContext?: McpUiSupportedContentBlockModalities;
  message?: McpUiSupportedContentBlockModalities;
  sampling?: { tools?: {} };
  /** Experimental (the draft of app-rendered elicitation): the host forwards `elicitation/create` to a view that declares it. */
  elicitation?: {};
}
export interface McpUiAppCapabilities {
  experimental?: Record<string, object>;
  /** Experimental (the draft of app-rendered elicitation): the view answers `elicitation/create` (`onelicitation`). */
  elicitation?: {};
  tools?: { listChanged?: boolean };
  availableDisplayModes?: McpUiDisplayMode[];
}

export interface McpUiInitializeParams {
  appInfo: Implementation;
  appCapabilities: McpUiAppCapabilities;
  protocolVersion: string;
}
export interface McpUiInitializeResult {
  [key: string]: unknown;
  protocolVersion: string;
  hostInfo: Implementation;
  hostCapabilities: McpUiHostCapabilities;
  hostContext: McpUiHostContext;
}

export interface McpUiToolInputParams {
  arguments?: Record<string, unknown>;
}
export interface McpUiToolCancelledParams {
  reason?: string;
}
export interface McpUiMessageParams {
  role: "user";
  content: ContentBlock[];
}
export interface McpUiUpdateModelContextParams {
  content?: ContentBlock[];
  structuredContent?: Record<string, unknown>;
}
export interface McpUiOpenLinkParams {
  url: string;
}
export interface McpUiDownloadFileParams {
  contents: (EmbeddedResource | ResourceLink)[];
}
export interface McpUiRequestDisplayModeParams {
  mode: McpUiDisplayMode;
}
export interface McpUiSizeChangedParams {
  width?: number;
  height?: number;
}
/** Result of `ui/open-link`, `ui/message` and `ui/download-file`: `{}`, or `{ isError: true }`. */
export interface McpUiActionResult {
  [key: string]: unknown;
  isError?: boolean;
}
export interface McpUiRequestDisplayModeResult {
  [key: string]: unknown;
  mode: McpUiDisplayMode;
}
export interface McpUiResourceTeardownResult {
  [key: string]: unknown;
}

/** The capability object a host advertises to servers under `extensions["io.modelcontextprotocol/ui"]`. */
export interface McpUiClientCapabilities {
  mimeTypes?: string[];
}
