// The standard hosts: the every-capability test host, and hosts resembling Claude, ChatGPT and VS
// Code. Plausible capabilities and context in the spirit of what they send: test fixtures, not copies
// of any real host's payload, except where a fact's source says what the host sends (hostInfo,
// hostCapabilities, displayModes). Their facts, with those sources, are in facts-*.ts.
import { chatgptFacts, claudeFacts } from "./facts-web.js";
import { vscodeFacts } from "./facts-desktop.js";
import { everyCapabilityHost, inlineOnTheWeb, palette, REACHES_OUT, TEXT_AND_DATA } from "./kit.js";
import type { HostProfile } from "./types.js";

const ANTHROPIC_SANS = "'Anthropic Sans', system-ui, sans-serif";
/** What ChatGPT accepts in model context and messages: every block but audio (the specification's "Supported Content"). */
const CHATGPT_CONTENT = { text: {}, image: {}, resourceLink: {}, resource: {}, structuredContent: {} };
const OPENAI_SANS = "ui-sans-serif, -apple-system, system-ui, sans-serif";
const VSCODE_SANS = "-apple-system, BlinkMacSystemFont, 'Segoe WPC', 'Segoe UI', sans-serif";

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
    variables: {
      light: palette("#faf9f5", "#f0eee6", "#141413", "#5e5d59", "#e5e2d9", "#d97757", ANTHROPIC_SANS),
      dark: palette("#262624", "#1f1e1d", "#faf9f5", "#bfbdb5", "#3e3e38", "#d97757", ANTHROPIC_SANS),
    },
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
    variables: {
      light: palette("#ffffff", "#f9f9f9", "#0d0d0d", "#5d5d5d", "#e3e3e3", "#0285ff", OPENAI_SANS),
      dark: palette("#212121", "#303030", "#ffffff", "#afafaf", "#424242", "#48aaff", OPENAI_SANS),
    },
    facts: chatgptFacts,
  },
  vscode: {
    hostInfo: { name: "Visual Studio Code", version: "1.100.0" },
    hostCapabilities: {
      openLinks: {},
      serverTools: { listChanged: true },
      serverResources: {},
      logging: {},
      updateModelContext: { text: {} },
      message: { text: {} },
    },
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
    variables: {
      light: palette("#ffffff", "#f3f3f3", "#3b3b3b", "#616161", "#e5e5e5", "#005fb8", VSCODE_SANS),
      dark: palette("#1f1f1f", "#181818", "#cccccc", "#9d9d9d", "#2b2b2b", "#0078d4", VSCODE_SANS),
    },
    facts: vscodeFacts,
  },
} satisfies Record<string, HostProfile>;
