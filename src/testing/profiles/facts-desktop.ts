// What is known of the reference host, the editors and desktop agents (VS Code, Goose, Cursor, Codex,
// Claude Desktop as the host that drops structuredContent), and the MCP Inspector, each fact with the
// public page it comes from. A fact no public source was found for is left out, which means the
// specification's default (see host-facts.ts); a fact two sources disagree on is a dispute, with both.
import type { HostFacts } from "../host-facts.js";
import { CATALOG_VERIFIED, fromCatalog, MCPJAM_CATALOG, NO_LIFECYCLE } from "./probes.js";

export const referenceFacts: HostFacts = {
  frame: { origin: "same-site", document: "written" },
  csp: { unsafeEval: true, scripts: ["blob:", "data:"], workers: ["blob:"] },
  quirks: ["The reference host is an example, not a hardened production host: it is laxer than the hosts views ship to."],
  sources: [
    {
      fact: "frame.document",
      url: "https://github.com/modelcontextprotocol/ext-apps/pull/234",
      observed: "2026-01",
      note: "basic-host writes the view into its sandbox with document.write instead of srcdoc, and sets the CSP as HTTP headers.",
    },
    {
      fact: "frame.origin",
      url: "https://github.com/modelcontextprotocol/ext-apps/pull/234",
      observed: "2026-01",
      note: "basic-host serves its sandbox page from its own local server on another port: the same site as the host page.",
    },
    {
      fact: "csp.unsafeEval",
      url: "https://github.com/Boise-State-Development/agentcore-public-stack/pull/353",
      observed: "2026-05",
      note: "The reference host's default policy allows 'unsafe-inline', 'unsafe-eval', blob: and data: in script-src, and worker-src 'self' blob:.",
    },
    {
      fact: "csp.scripts",
      url: "https://github.com/modelcontextprotocol/ext-apps/blob/main/examples/basic-host/src/csp.ts",
      observed: "2026-12-02",
      note: "basic-host's buildCspHeader puts 'self' 'unsafe-inline' 'unsafe-eval' blob: data: in script-src, whatever the resource declares.",
    },
    {
      fact: "csp.workers",
      url: "https://github.com/modelcontextprotocol/ext-apps/blob/main/examples/basic-host/src/csp.ts",
      observed: "2026-12-02",
      note: "basic-host's worker-src is 'self' blob: and the declared resourceDomains: a data: worker is refused, a data: module import is not.",
    },
    {
      fact: "quirks",
      url: "https://github.com/modelcontextprotocol/ext-apps/pull/234",
      observed: "2026-01",
      note: "The pull request itself says basic-host is not to be taken as a hardened production host.",
    },
  ],
};

export const vscodeFacts: HostFacts = {
  csp: { ignores: ["frameDomains"] },
  neverSends: ["hostContext.toolInfo"],
  quirks: [
    "ui/message is not advertised: where it was, it only put the text into the chat input for the user to send, by design.",
    "Code that evaluates strings (eval, new Function) is blocked by the view's CSP.",
  ],
  sources: [
    {
      fact: "csp.unsafeEval",
      url: "https://github.com/modelcontextprotocol/ext-apps/pull/432",
      observed: "2026-02",
      note: "The three.js example's new Function() is blocked by VS Code's MCP App CSP.",
    },
    {
      fact: "csp.ignores",
      url: "https://github.com/modelcontextprotocol/ext-apps/issues/387",
      observed: "2026-01",
      note: "VS Code Insiders applied its default policy and blocked iframes from declared frameDomains.",
    },
    {
      fact: "quirks",
      url: "https://github.com/microsoft/vscode/issues/317519",
      observed: "2026-05",
      note: "By design, VS Code pre-fills the chat input with a ui/message instead of sending it.",
    },
    {
      fact: "hostCapabilities",
      url: "https://github.com/microsoft/vscode/issues/289473",
      observed: "2026-01",
      note: "VS Code added ui/update-model-context support (released to Insiders).",
    },
    fromCatalog(
      "hostInfo",
      'The catalog\'s VS Code entry (probe) answers ui/initialize with hostInfo { name: "Visual Studio Code", version: "1.130.0" }.',
    ),
    fromCatalog(
      "hostCapabilities",
      "The same entry advertises openLinks, serverTools and serverResources (listChanged), logging, downloadFile, and updateModelContext with audio, image, resourceLink, resource and structuredContent (no text listed); no message.",
    ),
    fromCatalog("protocolRevision", "The same entry's client speaks MCP 2025-11-25 to servers."),
    fromCatalog("neverSends", "The same entry sends no toolInfo in the host context."),
  ],
};

export const gooseFacts: HostFacts = {
  csp: { ignores: ["frameDomains", "baseUriDomains"] },
  neverSends: NO_LIFECYCLE,
  quirks: [
    "hostContext.toolInfo carries the tool but no id.",
    "The view's own tools (appCapabilities.tools) are never listed or called.",
    "Nothing but links is advertised: no server tools or resources, logging, model context or messages.",
    "Display modes beyond inline, fullscreen and pip (split-right, split-bottom, standalone) are proposed for Goose.",
  ],
  sources: [
    {
      fact: "hostInfo",
      url: "https://github.com/MCP-UI-Org/mcp-ui/blob/main/sdks/typescript/client/src/components/AppRenderer.tsx",
      observed: "2026-12-02",
      note: 'The MCP-UI client\'s AppRenderer answers ui/initialize with hostInfo { name: "MCP-UI Host", version: "1.0.0" }, the hostInfo MCPJam\'s Goose template says it captured from Goose Desktop 1.38.0.',
    },
    {
      fact: "hostInfo",
      url: "https://github.com/alpic-ai/skybridge/blob/main/docs/api-reference/use-host.mdx",
      observed: "2026-12-02",
      note: "skybridge's useHost docs: Goose reports hostInfo.name MCP-UI Host in ui/initialize.",
    },
    {
      fact: "quirks",
      url: "https://github.com/aaif-goose/goose/pull/7506",
      observed: "2026-02",
      note: "Goose fills hostContext.toolInfo from the tool definition but leaves out its id.",
    },
    {
      fact: "quirks",
      url: "https://github.com/aaif-goose/goose/issues/8016",
      observed: "2026-03",
      note: "Goose reads appCapabilities.availableDisplayModes but ignores appCapabilities.tools.",
    },
    {
      fact: "hostCapabilities",
      url: "https://github.com/aaif-goose/goose/issues/6472",
      observed: "2026-01",
      note: "Support for ui/update-model-context is an open issue; the pull request for it was closed.",
    },
    {
      fact: "displayModes",
      url: "https://github.com/modelcontextprotocol/ext-apps/issues/688",
      observed: "2026-06",
      note: "Goose shows a fullscreen view without the chat.",
    },
    fromCatalog(
      "hostCapabilities",
      "The catalog's Goose entry (probe, Goose Desktop 1.38.0) advertises openLinks only: no server tools or resources, logging, model context, messages or downloads.",
    ),
    fromCatalog("displayModes", "The same entry offers inline, fullscreen and pip."),
    fromCatalog("protocolRevision", "The same entry's client (goose-desktop 1.38.0) speaks only MCP 2025-03-26 to servers."),
    fromCatalog(
      "neverSends",
      "The same entry sends no partial tool input, cancellation, host-context change or resource teardown; it sends toolInfo.",
    ),
    fromCatalog("csp.ignores", "The same entry supports neither frameDomains nor baseUriDomains."),
    {
      fact: "quirks",
      url: "https://github.com/aaif-goose/goose/issues/12310",
      observed: "2026-09-21",
      note: "Goose proposes split-right and split-bottom display modes for MCP Apps (open).",
    },
    {
      fact: "quirks",
      url: "https://github.com/aaif-goose/goose/issues/12311",
      observed: "2026-09-21",
      note: "Goose proposes letting MCP Apps use its standalone display mode (open).",
    },
  ],
};

export const cursorFacts: HostFacts = {
  quirks: [
    "A view's tools/call is checked against Cursor's cached tools/list: a tool hidden from the model (visibility [\"app\"]) fails with -32000 Tool not found.",
    "Inline views get a maxHeight below the viewport and the side panel's width.",
  ],
  disputes: [
    {
      fact: "hostCapabilities: updateModelContext",
      plays: "not advertised",
      claims: [
        {
          says: "carried out",
          url: "https://github.com/anthropics/claude-ai-mcp/issues/102",
          observed: "2026-03",
          note: "The same ui/update-model-context implementation that fails in Claude web works in Cursor.",
        },
        {
          says: "not advertised",
          url: MCPJAM_CATALOG,
          observed: CATALOG_VERIFIED,
          note: "The catalog's Cursor entry (probe, hostInfo Cursor 3.4.20) advertises neither updateModelContext nor message.",
        },
      ],
    },
  ],
  sources: [
    {
      fact: "quirks",
      url: "https://github.com/PrefectHQ/fastmcp/issues/5041",
      observed: "2026-09",
      note: "Cursor resolves a view's tool call against its cached tool list and refuses app-only tools before the server sees them.",
    },
    {
      fact: "quirks",
      url: "https://github.com/modelcontextprotocol/ext-apps/issues/688",
      observed: "2026-06",
      note: "Cursor keeps inline views below the viewport height and as wide as its side panel.",
    },
    fromCatalog(
      "hostInfo",
      'The catalog\'s Cursor entry (probe) answers ui/initialize with hostInfo { name: "Cursor", version: "3.4.20" }.',
    ),
    fromCatalog(
      "hostCapabilities",
      "The same entry advertises openLinks, serverTools, serverResources, logging and downloadFile, and neither updateModelContext nor message.",
    ),
  ],
};

export const codexFacts: HostFacts = {
  quirks: [
    "Codex's hostInfo, capabilities and frame are not public: the profile keeps the specification's defaults, with window.openai beside the ui/* bridge.",
    "OpenAI's documents call apps plugins, shared with ChatGPT: the same MCP server gives Codex its tools.",
  ],
  disputes: [
    {
      fact: "renders: views",
      plays: "renders views",
      claims: [
        {
          says: "renders views",
          url: "https://github.com/MCPJam/inspector/pull/4953",
          observed: "2026-09-11",
          note: "MCPJam's host documentation now says Codex Desktop renders MCP Apps, and OpenAI Apps through a window.openai shim.",
        },
        {
          says: "UI in ChatGPT only",
          url: "https://developers.openai.com/plugins/build/app-quickstart",
          observed: "2026-12-07",
          note: "OpenAI's quickstart, read in a stored copy: an MCP server for ChatGPT and Codex, with optional UI in ChatGPT.",
        },
      ],
    },
  ],
  sources: [
    fromCatalog(
      "protocolRevision",
      "The catalog's Codex entry (labelled assumed; client codex-mcp-client 0.131.0-alpha.9) speaks MCP 2025-06-18 to servers.",
    ),
    {
      fact: "hostCapabilities",
      url: "https://github.com/openai/codex/pull/31393",
      observed: "2026-07-07",
      note: "A Codex pull request (closed) has hosts that render MCP App web views advertise io.modelcontextprotocol/ui to Codex's apps.",
    },
    {
      fact: "quirks",
      url: "https://developers.openai.com/plugins/build/app-quickstart",
      observed: "2026-12-07",
      note: "OpenAI's quickstart, read in a stored copy: plugins use MCP to give ChatGPT and Codex server-backed capabilities.",
    },
  ],
};

/** Claude Desktop, as the host that drops structuredContent from the tool results it delivers. */
export const stripsStructuredFacts: HostFacts = {
  quirks: ["Tool results reach the view without structuredContent; the content blocks are kept."],
  sources: [
    {
      fact: "quirks",
      url: "https://github.com/modelcontextprotocol/ext-apps/issues/696",
      observed: "2026-07-07",
      note: "Claude Desktop 1.18286.2 (macOS) delivers ui/notifications/tool-result without structuredContent, so a view that reads it renders blank (open).",
    },
  ],
};

export const inspectorFacts: HostFacts = {
  frame: { sandbox: "allow-scripts", origin: "opaque", storage: "blocked" },
  quirks: [
    "The view is shown even before its ui/initialize handshake, so a view that never connects still appears to work.",
    "CSP keywords such as 'unsafe-eval' in resourceDomains are rejected.",
  ],
  sources: [
    {
      fact: "frame.sandbox",
      url: "https://github.com/modelcontextprotocol/inspector/issues/1565",
      observed: "2026-07",
      note: "The Inspector's inner frame is sandboxed without allow-same-origin and loaded by srcdoc, so the view has an opaque origin.",
    },
    {
      fact: "frame.origin",
      url: "https://github.com/modelcontextprotocol/inspector/issues/1565",
      observed: "2026-07",
      note: "Without allow-same-origin in the inner frame's sandbox, the view's origin is opaque (\"null\").",
    },
    {
      fact: "frame.storage",
      url: "https://github.com/unslothai/unsloth/pull/9301",
      observed: "2026-09",
      note: "In a frame sandboxed without allow-same-origin, localStorage, IndexedDB and cookies throw SecurityError.",
    },
    {
      fact: "quirks",
      url: "https://github.com/anthropics/claude-ai-mcp/issues/61",
      observed: "2026-04",
      note: "The Inspector renders the frame unconditionally, where Claude waits for the handshake.",
    },
    {
      fact: "quirks",
      url: "https://github.com/modelcontextprotocol/inspector/issues/2012",
      observed: "2026-08",
      note: "Inspector 2.2 rejects CSP keyword tokens declared in resourceDomains.",
    },
  ],
};
