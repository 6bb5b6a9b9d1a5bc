// The conformance rules, as data: the official validator's catalogue (APP-0xx on a server's tools
// and resources, APP-1xx on what a view sends), the design guidelines' rules and the context-size
// warnings. Each rule has its id, severity, a one-sentence fix and its source; the checks live
// beside it (static.ts, wire.ts, design.ts), and docs/conformance.md lists the same, checked by a test.
// The accessibility rules (A11Y-…) are data of their own, in a11y-rules.ts, listed last.
import { A11Y_RULES } from "./a11y-rules.js";

/** How bad a finding is: an error fails `mcp-view check` and `expectConformance`; a warning is reported. */
export type RuleSeverity = "error" | "warning";

/** What a rule looks at: a server's tools and resources, the messages a view sent, the rendered view, or what a person meets in it. */
export type RuleKind = "static" | "behaviour" | "design" | "size" | "accessibility";

/** Where a rule comes from. */
export interface RuleSource {
  url: string;
  /** The sentence the rule enforces, as its source words it. */
  text: string;
  /** When the source was read. */
  observed: string;
}

/** One rule. */
export interface Rule {
  id: string;
  title: string;
  severity: RuleSeverity;
  kind: RuleKind;
  /** What to do about a finding, in one sentence. */
  fix: string;
  source: RuleSource;
  /** Where this rule departs from its source, and why. */
  note?: string;
}

const VALIDATOR = "https://github.com/modelcontextprotocol/ext-apps/blob/main/src/validator/rules.ts";
const GUIDELINES = "https://github.com/modelcontextprotocol/ext-apps/blob/main/docs/design-guidelines.md";
// skybridge sells these two as part of its Audit; its page was not among the public copies read, so the
// thresholds are the ones its users quote, and the link is the project's.
const AUDIT = "https://github.com/alpic-ai/skybridge";
const SEEN = "2026-12-02";

const official = (id: string, title: string, severity: RuleSeverity, kind: RuleKind, fix: string, text: string, note?: string): Rule => ({
  id,
  title,
  severity,
  kind,
  fix,
  source: { url: `${VALIDATOR}#${id}`, text, observed: SEEN },
  ...(note && { note }),
});

const guideline = (id: string, title: string, fix: string, text: string): Rule => ({
  id,
  title,
  severity: "warning",
  kind: "design",
  fix,
  source: { url: GUIDELINES, text, observed: SEEN },
});

/** Every rule, in id order within each kind. */
export const RULES = [
  official(
    "APP-001",
    "UI resource URIs use the ui:// scheme",
    "error",
    "static",
    "Name the view's resource with a ui:// URI, in the tool's _meta.ui.resourceUri and in the resource itself.",
    "URI MUST start with `ui://` scheme",
  ),
  official(
    "APP-002",
    "UI resource content mimeType is text/html;profile=mcp-app",
    "error",
    "static",
    'Serve the view with mimeType "text/html;profile=mcp-app" (RESOURCE_MIME_TYPE), in resources/list and in resources/read.',
    "`mimeType` MUST be `text/html;profile=mcp-app`",
  ),
  official(
    "APP-003",
    "UI resource content is provided via text or blob",
    "error",
    "static",
    "Return the view's HTML as the content's text (or base64 in blob).",
    "Content MUST be provided via either `text` (string) or `blob` (base64-encoded)",
  ),
  official(
    "APP-004",
    "UI resource content is a valid HTML5 document",
    "error",
    "static",
    "Serve a whole HTML document, starting with <!doctype html>.",
    "Content MUST be valid HTML5 document",
  ),
  official(
    "APP-005",
    "Tool-referenced UI resources exist on the server",
    "error",
    "static",
    "Register the resource the tool's _meta.ui.resourceUri names, under exactly that URI.",
    "Resource MUST exist on the server",
  ),
  official(
    "APP-006",
    'Deprecated flat _meta["ui/resourceUri"] key',
    "warning",
    "static",
    'Put the URI in _meta.ui.resourceUri (registerAppTool does), not only in the flat _meta["ui/resourceUri"].',
    'The flat `_meta["ui/resourceUri"]` format is deprecated. Use `_meta.ui.resourceUri` instead.',
  ),
  official(
    "APP-007",
    "Tool _meta.ui matches the McpUiToolMeta schema",
    "error",
    "static",
    "Give the tool's _meta.ui only resourceUri (a string) and visibility (an array).",
    'Tools are associated with UI resources through the `_meta.ui` field (`resourceUri`, `visibility` of "model" | "app")',
  ),
  official(
    "APP-008",
    "Resource _meta.ui matches the UIResourceMeta schema",
    "error",
    "static",
    "Give the resource's _meta.ui only csp and permissions (objects), domain (a string) and prefersBorder (a boolean).",
    "Resource metadata for security and rendering configuration (`csp`, `permissions`, `domain`, `prefersBorder`)",
  ),
  official(
    "APP-009",
    "Declared CSP domains are well-formed origins",
    "error",
    "static",
    'List origins only in _meta.ui.csp, such as "https://api.example.com" or "https://*.example.com": no paths, no bare host names.',
    "Servers declare which external origins their UI needs to access (e.g. `https://api.weather.com`; wildcard subdomains supported: `https://*.example.com`)",
  ),
  official(
    "APP-010",
    "UI-enabled tools return a meaningful content array",
    "error",
    "static",
    "Return a text block in content that says what the view shows, for hosts and models that do not render it.",
    "Tools MUST return meaningful content array even when UI is available",
    "The official catalogue makes this a warning; the specification's sentence says MUST, so it is an error here.",
  ),
  official(
    "APP-011",
    'visibility values are limited to "model" and "app"',
    "error",
    "static",
    'Use only "model" and "app" in _meta.ui.visibility.',
    '`visibility` defaults to `["model", "app"]` if omitted; `"model"`: visible to and callable by the agent; `"app"`: callable by the app',
  ),
  official(
    "APP-100",
    "App sends ui/initialize on load",
    "error",
    "behaviour",
    "Connect the App when the view loads (app.connect()), before anything else waits.",
    "the View sends `ui/initialize` and completes the MCP-like handshake with the host",
  ),
  official(
    "APP-101",
    "ui/initialize includes appCapabilities",
    "error",
    "behaviour",
    "Send appCapabilities in ui/initialize (the App always does; a hand-written client must too, {} at least).",
    "When the View sends an `ui/initialize` request to the Host, it MUST include its capabilities in the `appCapabilities` field",
  ),
  official(
    "APP-102",
    "App sends ui/notifications/initialized after initialize",
    "error",
    "behaviour",
    "Send ui/notifications/initialized once the ui/initialize answer arrives (the App does): the host sends nothing before it.",
    "The Host MUST NOT send any request or notification to the View before it receives an `initialized` notification.",
  ),
  official(
    "APP-103",
    "View→Host messages are well-formed JSON-RPC with known methods",
    "error",
    "behaviour",
    "Send only JSON-RPC 2.0 messages of the protocol's methods to the host (app.request() with a made-up method is one that is not).",
    "MCP Apps uses JSON-RPC 2.0 over `postMessage` for iframe-host communication",
  ),
  official(
    "APP-104",
    "App reports size changes",
    "warning",
    "behaviour",
    "Report the view's size (the App does unless autoResize is false; then call sendSizeChanged).",
    "The View SHOULD send this notification when rendered content body size changes",
  ),
  official(
    "APP-105",
    "App with tools capability responds to tools/list",
    "error",
    "behaviour",
    "Answer tools/list when declaring the tools capability (set app.onlisttools, or register the view's tools).",
    "Apps MUST implement `onlisttools` handler if they declare `tools` capability",
  ),
  official(
    "APP-106",
    "Display-mode requests stay within host-declared modes",
    "error",
    "behaviour",
    "Check hostContext.availableDisplayModes before asking for a mode (app.requestDisplayMode does; app.request does not).",
    "View MUST check if the requested mode is in `availableDisplayModes` from host context before requesting a mode change",
  ),
  {
    id: "CONTENT-001",
    title: "The model gets a summary, not only the JSON of structuredContent",
    severity: "warning",
    kind: "static",
    fix: "Put a sentence for the model in content (registerAppTool's summary does): the view has structuredContent, and JSON alone in content only makes the model read all of it.",
    source: { url: `${VALIDATOR}#APP-010`, text: "Tools MUST return meaningful content array even when UI is available", observed: SEEN },
    note: "The MCP specification's backwards-compatible form (the JSON of structuredContent as a text block) passes APP-010; this rule asks for a summary beside it or instead of it, since content that is only that JSON (or a part of it) gives the model a dump to read and nothing that says what the view shows.",
  },
  guideline(
    "DESIGN-001",
    "A loading state until the first terminal event",
    "Render a skeleton, a spinner or a neutral background from the start until the tool result arrives.",
    "Render a loading indicator such as a skeleton, spinner, or neutral background between `ui/initialize` and the first terminal event. A blank rectangle looks broken.",
  ),
  guideline(
    "DESIGN-002",
    "The loading state ends on toolcancelled",
    "Handle toolcancelled as you handle toolresult: leave the loading state and say the call was stopped.",
    "An App that clears its loading state only on `toolresult` will spin indefinitely if the user cancels.",
  ),
  guideline(
    "DESIGN-003",
    "No nested scroll in inline mode",
    "Let inline content grow and scroll with the conversation: no overflow: auto or scroll regions inside it.",
    "Do not introduce nested scroll containers in inline mode",
  ),
  guideline(
    "DESIGN-004",
    "No horizontal overflow at 320 px",
    "Let the inline layout wrap or collapse at narrow widths (320 px), moving wide parts to fullscreen.",
    "Design the inline layout to remain usable at narrow widths. Chat columns can be as narrow as a mobile message bubble",
  ),
  guideline(
    "DESIGN-005",
    "Fallbacks for the host's variables",
    "Give every var(--host-variable) a fallback that reads in light and dark themes, such as var(--color-text-primary, CanvasText) or var(--color-text-primary, light-dark(#111, #eee)) (the App sets color-scheme from the host's theme), for hosts that omit it.",
    "Always provide fallback values so the App renders correctly on hosts that omit some variables.",
  ),
  {
    id: "DESIGN-006",
    title: "The inline height is the content's, not the frame's",
    severity: "warning",
    kind: "design",
    fix: "Size the inline view by its content: no height, min-height or max-height in vh on it (Tailwind's h-screen, min-h-screen); keep a layout that fills the frame for fullscreen (set it from hostContext.displayMode), where html, body { height: 100% } does it (docs/sizing.md).",
    source: {
      url: `${VALIDATOR}#APP-104`,
      text: "The View SHOULD send this notification when rendered content body size changes",
      observed: SEEN,
    },
    note: "mcp-view's own, on APP-104's sentence: a height that follows the frame's is no content size to report. Under a host that applies each reported height, height: 100vh grows the frame without end (mcp-view's App holds it and reports SIZE_LOOP to onerror), and min-height: 100vh keeps the frame from ever shrinking.",
  },
  {
    id: "SIZE-001",
    title: "Tool output within about 5,000 tokens",
    severity: "warning",
    kind: "size",
    fix: "Keep the model's part of the result small (a summary in content, the rest in structuredContent or _meta).",
    source: { url: AUDIT, text: "warns when tool output passes about 5,000 tokens", observed: SEEN },
  },
  {
    id: "SIZE-002",
    title: "View state for the model within about 20,000 tokens",
    severity: "warning",
    kind: "size",
    fix: "Keep what the view hands the model (ui/update-model-context, which ChatGPT keeps as widget state) to what it needs, about 20,000 tokens at most.",
    source: { url: AUDIT, text: "warns when view state passes about 20,000 tokens", observed: SEEN },
    note: "The view state a model reads is what the view sends in ui/update-model-context (mcp-view/openai sends it to ChatGPT as setWidgetState); mcp-view's own view state stays in the browser and is not counted.",
  },
  ...A11Y_RULES,
] as const satisfies readonly Rule[];

/** A rule's id. */
export type RuleId = (typeof RULES)[number]["id"];

const BY_ID: ReadonlyMap<string, Rule> = new Map(RULES.map((rule) => [rule.id, rule]));

/** The rule `id`. */
export const ruleById = (id: RuleId): Rule => BY_ID.get(id)!;

/** What a check found: the rule, where (a tool, a resource's URI, the view), and what it saw. */
export interface Finding {
  rule: RuleId;
  severity: RuleSeverity;
  /** What the finding is about: `tool show_orders`, `ui://orders/view.html`, `view`. */
  subject: string;
  /** What was seen, in one sentence. */
  message: string;
  /** The rule's fix. */
  fix: string;
  /** Where in the subject's text it is, when the check read a text (DESIGN-005 on a view's HTML). */
  location?: FindingLocation;
}

/** A place in a text: 1-based line and column; `source`, where a source map covers it, is the place it came from. */
export interface FindingLocation {
  line: number;
  column: number;
  source?: { file: string; line: number; column: number };
}

/** A finding of rule `id` about `subject`. */
export function finding(id: RuleId, subject: string, message: string): Finding {
  const rule = ruleById(id);
  return { rule: id, severity: rule.severity, subject, message, fix: rule.fix };
}
