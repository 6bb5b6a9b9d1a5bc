// What is known of the reference host, the editors and desktop agents, and the MCP Inspector, each
// fact with the public page it comes from. A fact no public source was found for is left out, which
// means the specification's default (see host-facts.ts).
import type { HostFacts } from "../host-facts.js";

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
  quirks: [
    "ui/message only puts the text into the chat input; the user sends it, and it is refused if they typed first.",
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
  ],
};

export const gooseFacts: HostFacts = {
  quirks: [
    "hostContext.toolInfo carries the tool but no id.",
    "The view's own tools (appCapabilities.tools) are never listed or called.",
    "ui/update-model-context is not advertised: the host has no model context channel for views.",
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
  ],
};

export const cursorFacts: HostFacts = {
  quirks: [
    "A view's tools/call is checked against Cursor's cached tools/list: a tool hidden from the model (visibility [\"app\"]) fails with -32000 Tool not found.",
    "Inline views get a maxHeight below the viewport and the side panel's width.",
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
    {
      fact: "hostCapabilities",
      url: "https://github.com/anthropics/claude-ai-mcp/issues/102",
      observed: "2026-03",
      note: "The same ui/update-model-context implementation that fails in Claude web works in Cursor.",
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
