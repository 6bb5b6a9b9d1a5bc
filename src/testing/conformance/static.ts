// The static rules (APP-001…011, CONTENT-001, SIZE-001): what a server lists and serves, without rendering.
// The input is what a host sees (tools/list, resources/list, each referenced resources/read, and a
// result per tool when one was called), so the same check runs on a live server (`mcp-view check`),
// on a fixture (the test kit), and in the dev host.
import { estimateTokens, RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY, type CallToolResult, type Tool } from "../../index.js";
import { finding, type Finding } from "./rules.js";
import { contentIsOnlyJson } from "./summary.js";

/** One content item of a `resources/read` answer, as it came. */
export interface ReadContent {
  uri?: string;
  mimeType?: string;
  text?: unknown;
  blob?: unknown;
  _meta?: Record<string, unknown>;
}

/** What a host saw of a server. */
export interface ServerSnapshot {
  tools: readonly Tool[];
  /** `resources/list` (absent when the server has none or does not list them). */
  resources?: ReadonlyArray<{ uri: string; mimeType?: string; _meta?: Record<string, unknown> }>;
  /** Each referenced view's `resources/read`: its contents, or the error's message. */
  reads: Readonly<Record<string, { contents: readonly ReadContent[] } | { error: string }>>;
  /** A result of each tool that was called, by name. */
  results?: Readonly<Record<string, CallToolResult>>;
}

/** About 4 characters a token: the usual estimate for English text and JSON. */

/** Tool output, in tokens, past which SIZE-001 warns. */
const TOOL_OUTPUT_TOKENS = 5000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const ORIGIN = /^(https?|wss?):\/\/(\*\.)?[^\s/*]+$/;

/** The view a tool names, in `_meta.ui.resourceUri` or the deprecated flat key. */
export function viewOf(tool: Tool): string | undefined {
  const ui = tool._meta?.ui;
  const uri = isObject(ui) ? ui.resourceUri : undefined;
  const flat = tool._meta?.[RESOURCE_URI_META_KEY];
  return typeof uri === "string" ? uri : typeof flat === "string" ? flat : undefined;
}

/** Runs every static rule on `server`. */
export function checkServer(server: ServerSnapshot): Finding[] {
  const findings: Finding[] = [];
  for (const r of server.resources ?? []) checkListed(r, findings);
  for (const tool of server.tools) checkTool(tool, server, findings);
  for (const [uri, read] of Object.entries(server.reads)) checkRead(uri, read, findings);
  return findings;
}

function checkListed(r: { uri: string; mimeType?: string; _meta?: Record<string, unknown> }, findings: Finding[]): void {
  const ui = r._meta?.ui;
  if (!r.uri.startsWith("ui://")) {
    if (ui !== undefined || r.mimeType === RESOURCE_MIME_TYPE)
      findings.push(finding("APP-001", r.uri, "The resource has the MCP App MIME type or _meta.ui, but its URI is not ui://."));
    return;
  }
  if (r.mimeType !== RESOURCE_MIME_TYPE)
    findings.push(finding("APP-002", r.uri, `resources/list gives its mimeType as ${JSON.stringify(r.mimeType)}.`));
  checkResourceMeta(ui, r.uri, findings);
}

function checkTool(tool: Tool, server: ServerSnapshot, findings: Finding[]): void {
  const uri = viewOf(tool);
  if (uri === undefined) return;
  const subject = `tool ${tool.name}`;
  const ui = tool._meta?.ui;
  if (!uri.startsWith("ui://")) findings.push(finding("APP-001", subject, `Its view is ${JSON.stringify(uri)}, not a ui:// URI.`));
  if (!isObject(ui) || ui.resourceUri === undefined)
    findings.push(finding("APP-006", subject, `Its view is named only in the deprecated _meta["${RESOURCE_URI_META_KEY}"].`));
  if (ui !== undefined) checkToolMeta(ui, subject, findings);
  const result = server.results?.[tool.name];
  if (!result) return;
  const text = result.content.some((block) => block.type === "text" && typeof block.text === "string" && block.text.trim() !== "");
  if (!text)
    findings.push(finding("APP-010", subject, "Its result has no text in content: a host that does not render the view shows nothing."));
  else if (contentIsOnlyJson(result))
    findings.push(
      finding(
        "CONTENT-001",
        subject,
        "Its result's text is only the JSON of its structuredContent: the model reads a dump and no summary.",
      ),
    );
  const tokens = estimateTokens({ content: result.content, structuredContent: result.structuredContent });
  if (tokens > TOOL_OUTPUT_TOKENS)
    findings.push(
      finding("SIZE-001", subject, `Its result is about ${tokens} tokens (content and structuredContent), over ${TOOL_OUTPUT_TOKENS}.`),
    );
}

function checkToolMeta(ui: unknown, subject: string, findings: Finding[]): void {
  if (!isObject(ui)) return void findings.push(finding("APP-007", subject, `Its _meta.ui is ${kind(ui)}, not an object.`));
  if (ui.resourceUri !== undefined && typeof ui.resourceUri !== "string")
    findings.push(finding("APP-007", subject, `Its _meta.ui.resourceUri is ${kind(ui.resourceUri)}, not a string.`));
  if (ui.visibility === undefined) return;
  if (!Array.isArray(ui.visibility))
    return void findings.push(finding("APP-007", subject, `Its _meta.ui.visibility is ${kind(ui.visibility)}, not an array.`));
  for (const entry of ui.visibility as unknown[])
    if (entry !== "model" && entry !== "app")
      findings.push(finding("APP-011", subject, `Its _meta.ui.visibility holds ${JSON.stringify(entry)}.`));
}

function checkResourceMeta(ui: unknown, subject: string, findings: Finding[]): void {
  if (ui === undefined) return;
  const bad = (what: string) => findings.push(finding("APP-008", subject, `Its _meta.ui.${what}.`));
  if (!isObject(ui)) return void findings.push(finding("APP-008", subject, `Its _meta.ui is ${kind(ui)}, not an object.`));
  if (ui.permissions !== undefined && !isObject(ui.permissions)) bad(`permissions is ${kind(ui.permissions)}, not an object`);
  if (ui.domain !== undefined && typeof ui.domain !== "string") bad(`domain is ${kind(ui.domain)}, not a string`);
  if (ui.prefersBorder !== undefined && typeof ui.prefersBorder !== "boolean")
    bad(`prefersBorder is ${kind(ui.prefersBorder)}, not a boolean`);
  if (ui.csp === undefined) return;
  if (!isObject(ui.csp)) return (bad(`csp is ${kind(ui.csp)}, not an object`), undefined);
  for (const [key, list] of Object.entries(ui.csp)) {
    if (!Array.isArray(list)) {
      bad(`csp.${key} is ${kind(list)}, not an array of origins`);
      continue;
    }
    for (const origin of list as unknown[])
      if (typeof origin !== "string" || !ORIGIN.test(origin))
        findings.push(finding("APP-009", subject, `Its _meta.ui.csp.${key} lists ${JSON.stringify(origin)}, which is not an origin.`));
  }
}

function checkRead(uri: string, read: ServerSnapshot["reads"][string], findings: Finding[]): void {
  if ("error" in read) return void findings.push(finding("APP-005", uri, `resources/read failed: ${read.error}`));
  if (!read.contents.length) return void findings.push(finding("APP-005", uri, "resources/read returned no contents."));
  for (const content of read.contents) {
    if (content.mimeType !== RESOURCE_MIME_TYPE)
      findings.push(finding("APP-002", uri, `resources/read gives its mimeType as ${JSON.stringify(content.mimeType)}.`));
    const html =
      typeof content.text === "string" ? content.text : typeof content.blob === "string" ? decodeBase64(content.blob) : undefined;
    if (html === undefined) findings.push(finding("APP-003", uri, "Its content has neither text nor blob."));
    else if (!looksLikeHtml(html))
      findings.push(
        finding(
          "APP-004",
          uri,
          "Its content does not start as an HTML document (no <!doctype html> or <html> in the first 1,024 characters).",
        ),
      );
    checkResourceMeta(content._meta?.ui, uri, findings);
  }
}

/** Whether `text` starts as an HTML document: `<!doctype html>` or `<html` in its first 1,024 characters. */
function looksLikeHtml(text: string): boolean {
  const head = text.trim().slice(0, 1024).toLowerCase();
  return head.startsWith("<!doctype html") || /<html[\s>]/.test(head);
}

function decodeBase64(blob: string): string | undefined {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(blob), (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

const kind = (value: unknown): string => (value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`);
