// The standard hosts: the every-capability test host, and hosts resembling Claude, ChatGPT and VS
// Code. Plausible capabilities and context in the spirit of what they send: test fixtures, not copies
// of any real host's payload, except where a fact's source says what the host sends (hostInfo,
// hostCapabilities, displayModes). Their looks are in looks.ts; their facts, with those sources, in
// facts-*.ts.
import { chatgptFacts, claudeFacts } from "./facts-web.js";
import { vscodeFacts } from "./facts-desktop.js";
import { everyCapabilityHost, inlineOnTheWeb, REACHES_OUT, TEXT_AND_DATA } from "./kit.js";
import { looks } from "./looks.js";
import type { HostProfile } from "./types.js";

/** What ChatGPT accepts in model context and messages: every block but audio (the specification's "Supported Content"). */
const CHATGPT_CONTENT = { text: {}, image: {}, resourceLink: {}, resource: {}, structuredContent: {} };

export const standard = {
  default: everyCapabilityHost({
    hostInfo: { name: "mcp-view-test-host", version: "1.0.0" },
    containerDimensions: { width: 800, maxHeight: 600 },
    userAgent: "mcp-view-test-host/1.0.0",
  }),
  claude: {
    hostInfo: { name: "Claude", version: "1.0.0" },
    hostCapabilities: { ...REACHES_OUT, updateModelContext: TEXT_AND_DATA, message: { text: {} } },
    hostContext: inlineOnTheWeb({
      availableDisplayModes: ["inline", "fullscreen"],
      containerDimensions: { maxHeight: 640, maxWidth: 768 },
      timeZone: "America/Los_Angeles",
      userAgent: "claude-ai",
    }),
    variables: looks.claude,
    facts: claudeFacts,
  },
  chatgpt: {
    hostInfo: { name: "chatgpt", version: "0.0.1" },
    hostCapabilities: {
      openLinks: {},
      serverTools: {},
      serverResources: {},
      logging: {},
      // OpenAI's MCP extensions (openai/mcp-extensions docs/spec.md), each as its section advertises it:
      // "ui/update-model-context Extensions" (the modalities of its "Supported Content"), "ui/message
      // Extensions", "File Extension Entrypoint" and "Opening Local Files" (the last two Desktop only).
      experimental: { "openai/modelContext": {}, "openai/message": {}, "openai/resource": {}, "openai/files": {} },
      updateModelContext: CHATGPT_CONTENT,
      message: CHATGPT_CONTENT,
    },
    hostContext: {
      ...inlineOnTheWeb({
        availableDisplayModes: ["inline", "fullscreen"],
        containerDimensions: { maxHeight: 500, maxWidth: 760 },
        timeZone: "America/New_York",
        userAgent: "chatgpt-web",
      }),
      safeAreaInsets: { top: 0, right: 0, bottom: 0, left: 0 },
    },
    variables: looks.chatgpt,
    facts: chatgptFacts,
  },
  vscode: {
    hostInfo: { name: "Visual Studio Code", version: "1.130.0" },
    hostCapabilities: {
      openLinks: {},
      serverTools: { listChanged: true },
      serverResources: { listChanged: true },
      logging: {},
      downloadFile: {},
      updateModelContext: { audio: {}, image: {}, resourceLink: {}, resource: {}, structuredContent: {} },
    },
    protocolRevision: "2025-11-25",
    hostContext: {
      displayMode: "inline",
      availableDisplayModes: ["inline"],
      containerDimensions: { maxHeight: 800 },
      locale: "en",
      timeZone: "Europe/Berlin",
      platform: "desktop",
      userAgent: "vscode-copilot-chat",
      deviceCapabilities: { touch: false, hover: true },
    },
    variables: looks.vscode,
    facts: vscodeFacts,
  },
} satisfies Record<string, HostProfile>;
