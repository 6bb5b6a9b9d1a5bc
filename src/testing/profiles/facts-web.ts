// What is known of the hosts that show views in a web page (Claude, ChatGPT, Microsoft 365 Copilot,
// Mistral's Le Chat, Slackbot, Copilot Studio), each fact with the public page it comes from. A fact
// no public source was found for is left out, which means the specification's default (see
// host-facts.ts); a fact two sources disagree on is a dispute, with both.
import type { FactSource, HostFacts } from "../host-facts.js";
import { CATALOG_VERIFIED, fromCatalog, MCPJAM_CATALOG, NO_LIFECYCLE } from "./probes.js";

/** The frame of a host that puts views on another site than its page, which for many users leaves them no window storage. */
const ON_ANOTHER_SITE = { origin: "cross-site", storage: "blocked" } as const;

/** Why a view on another site than the page has no `localStorage` for many users. */
const THIRD_PARTY_STORAGE: FactSource[] = [
  {
    fact: "frame.storage",
    url: "https://github.com/contentstack/contentstack-javascript/pull/89",
    observed: "2023-01",
    note: "A page framed from another site gets no window storage in Chrome's incognito mode, where third-party access is blocked.",
  },
  {
    fact: "frame.storage",
    url: "https://github.com/privacycg/storage-partitioning/issues/39",
    observed: "2023-08",
    note: "With storage partitioning, a cross-site frame cannot read what its own site stored as a top-level page.",
  },
];

export const claudeFacts: HostFacts = {
  frame: { ...ON_ANOTHER_SITE, document: "written" },
  csp: { unsafeEval: true, scripts: ["blob:", "data:"], ignores: ["frameDomains"] },
  refuses: { "ui/update-model-context": { kind: "ignored" }, "ui/message": { kind: "ignored" } },
  quirks: [
    "ui/update-model-context is answered with success, but the model never sees the content.",
    "On claude.ai a ui/message no longer reaches the model either: no view can tell the model anything.",
    "Claude on iOS renders the view but sends it no tool input or result, and ignores its size reports.",
    "window.open and target=_blank links do nothing in the frame; open links with app.openLink().",
    "The CSP is read from the UI resource (resources/read or resources/list), never from the tool's _meta.",
    "The frame stays hidden until the view has completed the ui/initialize handshake.",
  ],
  sources: [
    {
      fact: "frame.origin",
      url: "https://github.com/laravel/mcp/issues/218",
      observed: "2026-05",
      note: "Claude expects a view's ui.domain of the form {hash}.claudemcpcontent.com, another site than claude.ai.",
    },
    ...THIRD_PARTY_STORAGE,
    {
      fact: "frame.document",
      url: "https://github.com/MCPJam/inspector/pull/4661",
      observed: "2026-09",
      note: "Claude's sandbox proxy (publicly readable) mounts a view by writing its HTML into a blank iframe, as the reference host does, not through srcdoc.",
    },
    {
      fact: "csp.unsafeEval",
      url: "https://github.com/agentfront/frontmcp/issues/455",
      observed: "2026-05",
      note: "Claude's default policy for a view lists 'unsafe-eval', blob: and data: in script-src.",
    },
    {
      fact: "csp.scripts",
      url: "https://github.com/agentfront/frontmcp/issues/455",
      observed: "2026-05",
      note: "The same policy lists blob: and data: in script-src; no worker-src is reported, so workers follow script-src.",
    },
    {
      fact: "csp.ignores",
      url: "https://github.com/anthropics/claude-ai-mcp/issues/40",
      observed: "2026-08",
      note: "The frame-src of Claude's policy is fixed; origins declared in frameDomains never reach it.",
    },
    {
      fact: "refuses",
      url: "https://github.com/anthropics/claude-ai-mcp/issues/826",
      observed: "2026-08",
      note: "Claude Desktop accepts ui/update-model-context with an empty result, and the content never reaches the model.",
    },
    {
      fact: "refuses",
      url: "https://github.com/anthropics/claude-ai-mcp/issues/660",
      observed: "2026-07-21",
      note: "On claude.ai a view's ui/message reached the model on 2026-07-19 and no longer did by 2026-07-21 (open); ui/update-model-context is dropped too, so there is no channel from a view to the model. MCPJam's catalog (entry labelled assumed) still gives Claude message and model context.",
    },
    {
      fact: "quirks",
      url: "https://github.com/modelcontextprotocol/ext-apps/issues/734",
      observed: "2026-07-30",
      note: "Claude iOS loads and renders the view, but never sends ui/notifications/tool-input or tool-result, and ignores ui/notifications/size-changed (open).",
    },
    {
      fact: "displayModes",
      url: "https://github.com/Sunpeak-AI/sunpeak/blob/main/packages/sunpeak/src/claude/claude-host.ts",
      observed: "2026-05-13",
      note: "sunpeak's Claude shell, verified against production Claude on 2026-05-13, offers inline and fullscreen and says Claude has no pip display mode (read 2026-12-02; an earlier version, verified 2026-03-25, said the same).",
    },
    {
      fact: "quirks",
      url: "https://github.com/anthropics/claude-ai-mcp/issues/31",
      observed: "2026-01",
      note: "Plain links and window.open do nothing in a view in Claude Desktop.",
    },
    {
      fact: "quirks",
      url: "https://github.com/anthropics/claude-ai-mcp/issues/61",
      observed: "2026-04",
      note: "Claude keeps the view hidden until it has sent ui/initialize and ui/notifications/initialized.",
    },
  ],
};

export const chatgptFacts: HostFacts = {
  frame: ON_ANOTHER_SITE,
  csp: { workers: ["blob:"] },
  gesture: ["ui/message"],
  quirks: [
    "A follow-up message sent while the assistant is still answering is dropped without an error.",
    'The CSP comes from _meta["openai/widgetCSP"]; a published app without it gets a strict default.',
    "Every external link opened through the host first shows a link-safety dialog.",
    "OpenAI's documents call ChatGPT apps plugins, shared with Codex: the same MCP server gives both its tools, and ChatGPT renders its UI.",
  ],
  disputes: [
    {
      fact: "displayModes: pip",
      plays: "no pip",
      mode: "pip",
      claims: [
        {
          says: "no pip",
          url: "https://github.com/openai/mcp-extensions/blob/main/docs/spec.md",
          observed: "2026-12-02",
          note: 'OpenAI\'s MCP extensions specification, "Display Modes": ChatGPT supports inline and fullscreen, not pip.',
        },
        {
          says: "pip offered",
          url: MCPJAM_CATALOG,
          observed: CATALOG_VERIFIED,
          note: "MCPJam's catalog entry for ChatGPT (labelled vendor-doc) sends availableDisplayModes inline, fullscreen and pip.",
        },
        {
          says: "pip offered",
          url: "https://github.com/Alignbase/sunpeak/blob/main/packages/sunpeak/src/chatgpt/chatgpt-host.ts",
          observed: "2026-08-18",
          note: "sunpeak's ChatGPT shell, verified against production ChatGPT on 2026-08-18, keeps a pip safe area.",
        },
      ],
    },
  ],
  sources: [
    {
      fact: "hostInfo",
      url: "https://github.com/Alignbase/sunpeak/blob/main/packages/sunpeak/src/chatgpt/chatgpt-host.ts",
      observed: "2026-08-18",
      note: 'sunpeak\'s ChatGPT shell, verified against production ChatGPT on 2026-08-18, answers ui/initialize with hostInfo { name: "chatgpt", version: "0.0.1" } (read 2026-12-02).',
    },
    {
      fact: "hostInfo",
      url: "https://github.com/alpic-ai/skybridge/blob/main/docs/api-reference/use-host.mdx",
      observed: "2026-12-02",
      note: 'skybridge\'s useHost docs: ChatGPT reports hostInfo.name chatgpt in ui/initialize, and only ChatGPT advertises experimental["openai/<name>"].',
    },
    {
      fact: "hostCapabilities",
      url: "https://github.com/openai/mcp-extensions/blob/main/docs/spec.md",
      observed: "2026-12-02",
      note: 'OpenAI\'s MCP extensions specification advertises experimental "openai/modelContext", "openai/message", "openai/resource" (file entrypoints, Desktop) and "openai/files" (opening local files, Desktop) in hostCapabilities, with every content block but audio. sunpeak\'s ChatGPT shell (verified 2026-08-18) lists no experimental capabilities and empty modality sets; the specification is OpenAI\'s own and was read later, so it decides.',
    },
    {
      fact: "displayModes",
      url: "https://github.com/openai/mcp-extensions/blob/main/docs/spec.md",
      observed: "2026-12-02",
      note: "The specification's \"Display Modes\": ChatGPT supports inline and fullscreen, but not pip; it reads _meta[\"openai/ui\"].availableDisplayModes from the UI resource. sunpeak's ChatGPT shell (2026-08-18) still has a pip safe area, and OpenAI's Apps SDK design guidelines (https://developers.openai.com/apps-sdk/concepts/design-guidelines, read in a stored copy on 2026-12-02) still describe picture-in-picture; the specification is newer and OpenAI's own, so it decides.",
    },
    {
      fact: "frame.origin",
      url: "https://developers.openai.com/apps-sdk/reference",
      observed: "2026-12-02",
      note: "The Apps SDK documentation of openai/widgetDomain, read in a stored copy of OpenAI's Apps SDK pages (this address is the reference page that documents the key): components are rendered on https://web-sandbox.oaiusercontent.com by default (openai/widgetDomain picks a subdomain of it), another site than chatgpt.com.",
    },
    ...THIRD_PARTY_STORAGE,
    {
      fact: "csp.workers",
      url: "https://github.com/Open-Document-Alliance/PDF-Tools/pull/134",
      observed: "2026-08",
      note: "The ChatGPT desktop app builds worker-src 'self' blob: and refuses a data: worker, which left pdf.js blank.",
    },
    {
      fact: "gesture",
      url: "https://community.openai.com/t/sendfollowupmessage-cannot-be-used-reliably-onsuccess-of-a-tool-call/1372062",
      observed: "2026-12",
      note: "ChatGPT carries out sendFollowUpMessage only within the transient activation of a user event (read 2026-12).",
    },
    {
      fact: "quirks",
      url: "https://github.com/openai/openai-apps-sdk-examples/issues/126",
      observed: "2025-11",
      note: "sendFollowUpMessage made before the model has finished answering is ignored silently.",
    },
    {
      fact: "quirks",
      url: "https://github.com/samson-art/transcriptor-mcp/pull/35",
      observed: "2026-09",
      note: "ChatGPT reads a widget's CSP only from openai/widgetCSP; without it a published app gets a strict policy.",
    },
    {
      fact: "quirks",
      url: "https://github.com/openai/openai-apps-sdk-examples/issues/142",
      observed: "2025-12",
      note: "openExternal shows a dialog asking the user to confirm the link is safe.",
    },
    {
      fact: "quirks",
      url: "https://developers.openai.com/plugins/build/app-quickstart",
      observed: "2026-12-07",
      note: "OpenAI's quickstart, read in a stored copy: plugins use MCP to give ChatGPT and Codex server-backed capabilities, with an optional web component rendered in an iframe inside ChatGPT, which implements MCP Apps.",
    },
  ],
};

export const m365CopilotFacts: HostFacts = {
  frame: ON_ANOTHER_SITE,
  csp: { ignores: ["frameDomains", "baseUriDomains"] },
  neverSends: [...NO_LIFECYCLE, "hostContext.toolInfo"],
  quirks: [
    "Views are served from {sha256 of the server's domain}.widget-renderer.usercontent.microsoft.com, which the server must allow for CORS.",
    "A widget that renders in Copilot chat and Teams was reported blank in Word for the web's Copilot pane.",
    "ui/request-display-mode takes fullscreen only.",
    "OpenAI Apps SDK widgets run too, through a window.openai of Copilot's own without uploadFile, getFileDownloadUrl and requestModal.",
  ],
  sources: [
    {
      fact: "frame.origin",
      url: "https://learn.microsoft.com/en-us/microsoft-365/copilot/extensibility/plugin-mcp-apps",
      observed: "2026-12",
      note: "Copilot renders a view under a host named after the SHA-256 hash of the MCP server's domain, on widget-renderer.usercontent.microsoft.com.",
    },
    ...THIRD_PARTY_STORAGE,
    {
      fact: "displayModes",
      url: "https://learn.microsoft.com/en-us/microsoft-365/copilot/extensibility/plugin-mcp-apps",
      observed: "2026-12",
      note: "The guide shows the same view inline and in fullscreen.",
    },
    {
      fact: "quirks",
      url: "https://github.com/OfficeDev/microsoft-365-agents-toolkit/issues/16294",
      observed: "2026-07",
      note: "A widget that works in Copilot chat and Teams never paints in the Copilot pane of Word for the web.",
    },
    fromCatalog(
      "hostInfo",
      'The catalog\'s Copilot entry (labelled vendor-doc, from Microsoft\'s capability table of 2026-07-16) answers ui/initialize with hostInfo { name: "Copilot", version: "1.0.1" }.',
    ),
    fromCatalog(
      "hostCapabilities",
      "The same entry advertises openLinks, serverTools, and text for message and updateModelContext: no server resources, logging or downloads.",
    ),
    fromCatalog(
      "neverSends",
      "The same entry: no partial tool input, no cancellation, no host-context changes, no resource teardown and no toolInfo; availableDisplayModes is unsupported there too.",
    ),
    fromCatalog("csp.ignores", "The same entry restricts frameDomains to none and does not support baseUriDomains."),
    fromCatalog(
      "quirks",
      "The same entry supports window.openai's callTool, sendFollowUpMessage, setWidgetState and openExternal, requestDisplayMode for fullscreen only, and not uploadFile, getFileDownloadUrl or requestModal.",
    ),
  ],
};

export const leChatFacts: HostFacts = {
  csp: { ignores: ["frameDomains", "baseUriDomains"] },
  neverSends: ["ui/notifications/tool-cancelled", "ui/resource-teardown", "hostContext.toolInfo"],
  quirks: [
    "Each tool call waits for the user to approve it (Continue, Always Allow or Decline), unless the function was always allowed before.",
  ],
  sources: [
    {
      fact: "hostInfo",
      url: "https://github.com/alpic-ai/skybridge/blob/main/docs/api-reference/use-host.mdx",
      observed: "2026-12-02",
      note: "skybridge's useHost, which runs only on MCP Apps hosts, maps the hostInfo.name Le Chat (Mistral) to its mistral-vibe slug.",
    },
    fromCatalog(
      "hostCapabilities",
      'The catalog\'s Mistral entry (probe; hostInfo { name: "Le Chat", version: "1.0.0" }) advertises openLinks, serverTools, serverResources, logging, updateModelContext and message (no modalities given, text here), and no downloads.',
    ),
    fromCatalog("displayModes", "The same entry offers inline and fullscreen."),
    fromCatalog("protocolRevision", "The same entry's client speaks MCP 2025-11-25 to servers."),
    fromCatalog(
      "neverSends",
      "The same entry sends partial tool input and host-context changes, but no cancellation, no resource teardown and no toolInfo.",
    ),
    fromCatalog("csp.ignores", "The same entry supports neither frameDomains nor baseUriDomains."),
    {
      fact: "quirks",
      url: "https://intercom.help/mistral-ai/en/articles/12109627-using-my-mcp-connectors-with-le-chat",
      observed: "2026-12-02",
      note: "Before a connector's function runs, Le Chat shows its name and arguments and asks the user to approve it, once or always.",
    },
  ],
};

export const slackbotFacts: HostFacts = {
  csp: { ignores: ["frameDomains", "baseUriDomains"] },
  neverSends: NO_LIFECYCLE,
  quirks: ["Views get at most 598 px of width, in a Slack message."],
  sources: [
    fromCatalog(
      "hostInfo",
      'The catalog\'s Slackbot entry (probe) answers ui/initialize with hostInfo { name: "Slackbot", version: "1.0.0" }.',
    ),
    fromCatalog(
      "hostCapabilities",
      "The same entry advertises openLinks, serverTools, serverResources and logging: no model context, messages or downloads.",
    ),
    fromCatalog("displayModes", "The same entry offers inline and fullscreen, with containerDimensions.maxWidth 598, on the web."),
    fromCatalog("protocolRevision", "The same entry's client (Slackbot MCP Client 1.0.0) speaks MCP 2025-06-18 to servers."),
    fromCatalog("neverSends", "The same entry sends no partial tool input, cancellation, host-context change or resource teardown."),
    fromCatalog("csp.ignores", "The same entry supports neither frameDomains nor baseUriDomains."),
    fromCatalog("quirks", "The same entry's container is at most 598 px wide."),
  ],
};

export const copilotStudioFacts: HostFacts = {
  quirks: [
    "Views render in the agent's test chat in Copilot Studio (and in Microsoft 365 Copilot), not in Teams or web chat.",
    "Copilot Studio's hostInfo, protocol revision and frame are not public: the profile's name is a stand-in and its frame the specification's default.",
  ],
  sources: [
    {
      fact: "hostCapabilities",
      url: "https://glama.ai/mcp/servers/adner/CopilotStudioMCPApps",
      observed: "2026-12-07",
      note: "The README of adner/CopilotStudioMCPApps (read in a stored copy): a view it delivers into Copilot Studio can post messages, share its state with the agent, open links and go fullscreen.",
    },
    {
      fact: "displayModes",
      url: "https://glama.ai/mcp/servers/adner/CopilotStudioMCPApps",
      observed: "2026-12-07",
      note: "The same README: the view renders in the chat and can go fullscreen.",
    },
    {
      fact: "quirks",
      url: "https://glama.ai/mcp/servers/adner/CopilotStudioMCPApps",
      observed: "2026-12-07",
      note: "The same README: MCP Apps render in the Copilot Studio agent's test chat and in Microsoft 365 Copilot, not in Teams or web chat.",
    },
  ],
};
