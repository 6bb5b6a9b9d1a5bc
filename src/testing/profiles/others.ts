// The hosts beyond the standard four: the official reference host (as lax as the example it is),
// Microsoft 365 Copilot, Goose, Cursor, the MCP Inspector, Mistral's Le Chat, Slackbot, OpenAI's
// Codex and Copilot Studio. Capabilities and context as the facts' sources say where they say it
// (facts-*.ts), in the spirit of what each advertises elsewhere; their looks are in looks.ts.
import { codexFacts, cursorFacts, gooseFacts, inspectorFacts, referenceFacts } from "./facts-desktop.js";
import { copilotStudioFacts, leChatFacts, m365CopilotFacts, slackbotFacts } from "./facts-web.js";
import { everyCapabilityHost, EVERY_MODALITY, inlineOnTheWeb, NEUTRAL, onTheDesktop, REACHES_OUT } from "./kit.js";
import { darkOnly, looks, SLACKBOT_DARK } from "./looks.js";
import type { HostProfile } from "./types.js";

export const others = {
  reference: {
    ...everyCapabilityHost({
      hostInfo: { name: "basic-host", version: "1.0.0" },
      containerDimensions: { maxHeight: 600, maxWidth: 800 },
      userAgent: "basic-host",
    }),
    facts: referenceFacts,
  },
  "m365-copilot": {
    hostInfo: { name: "Copilot", version: "1.0.1" },
    hostCapabilities: { openLinks: {}, serverTools: {}, updateModelContext: { text: {} }, message: { text: {} } },
    hostContext: inlineOnTheWeb({
      availableDisplayModes: ["inline", "fullscreen"],
      containerDimensions: { maxHeight: 600, maxWidth: 720 },
      timeZone: "America/Los_Angeles",
      userAgent: "m365-copilot",
    }),
    variables: looks["m365-copilot"],
    facts: m365CopilotFacts,
  },
  goose: {
    hostInfo: { name: "MCP-UI Host", version: "1.0.0" },
    hostCapabilities: { openLinks: {} },
    protocolRevision: "2025-03-26",
    hostContext: onTheDesktop({
      availableDisplayModes: ["inline", "fullscreen", "pip"],
      containerDimensions: { maxHeight: 600, maxWidth: 720 },
      locale: "en-US",
      timeZone: "America/Chicago",
      userAgent: "goose-desktop",
    }),
    variables: looks.goose,
    facts: gooseFacts,
  },
  cursor: {
    hostInfo: { name: "Cursor", version: "3.4.20" },
    hostCapabilities: REACHES_OUT,
    hostContext: onTheDesktop({
      availableDisplayModes: ["inline"],
      containerDimensions: { maxHeight: 480 },
      locale: "en-US",
      timeZone: "America/New_York",
      userAgent: "cursor",
    }),
    variables: looks.cursor,
    facts: cursorFacts,
  },
  inspector: {
    hostInfo: { name: "mcp-inspector", version: "1.0.0" },
    hostCapabilities: { ...REACHES_OUT, updateModelContext: EVERY_MODALITY, message: EVERY_MODALITY },
    hostContext: inlineOnTheWeb({
      availableDisplayModes: ["inline", "fullscreen"],
      containerDimensions: { maxHeight: 600, maxWidth: 960 },
      timeZone: "UTC",
      userAgent: "mcp-inspector",
    }),
    variables: NEUTRAL,
    facts: inspectorFacts,
  },
  "le-chat": {
    hostInfo: { name: "Le Chat", version: "1.0.0" },
    hostCapabilities: {
      openLinks: {},
      serverTools: {},
      serverResources: {},
      logging: {},
      updateModelContext: { text: {} },
      message: { text: {} },
    },
    protocolRevision: "2025-11-25",
    hostContext: inlineOnTheWeb({
      availableDisplayModes: ["inline", "fullscreen"],
      containerDimensions: { maxHeight: 600, maxWidth: 760 },
      timeZone: "Europe/Paris",
      userAgent: "Le Chat/1.0.0",
    }),
    variables: NEUTRAL,
    facts: leChatFacts,
  },
  slackbot: {
    hostInfo: { name: "Slackbot", version: "1.0.0" },
    hostCapabilities: { openLinks: {}, serverTools: {}, serverResources: {}, logging: {} },
    protocolRevision: "2025-06-18",
    hostContext: inlineOnTheWeb({
      availableDisplayModes: ["inline", "fullscreen"],
      containerDimensions: { maxWidth: 598 },
      timeZone: "America/Los_Angeles",
    }),
    variables: { light: NEUTRAL.light, dark: darkOnly(SLACKBOT_DARK) },
    facts: slackbotFacts,
  },
  // Only that Codex renders views, with window.openai beside ui/*, is public (and disputed): no
  // capability, the one display mode every host has, and neutral colours, as the specification's
  // defaults go.
  codex: {
    hostInfo: { name: "Codex", version: "1.0.0" },
    hostCapabilities: {},
    protocolRevision: "2025-06-18",
    hostContext: onTheDesktop({
      availableDisplayModes: ["inline"],
      containerDimensions: { maxHeight: 600, maxWidth: 720 },
      locale: "en-US",
      timeZone: "America/Los_Angeles",
      userAgent: "codex",
    }),
    variables: NEUTRAL,
    behaviour: { openai: "alongside" },
    facts: codexFacts,
  },
  "copilot-studio": {
    hostInfo: { name: "Copilot Studio", version: "1.0.0" },
    hostCapabilities: { openLinks: {}, updateModelContext: { text: {} }, message: { text: {} } },
    hostContext: inlineOnTheWeb({
      availableDisplayModes: ["inline", "fullscreen"],
      containerDimensions: { maxHeight: 600, maxWidth: 720 },
      timeZone: "America/Los_Angeles",
      userAgent: "copilot-studio",
    }),
    variables: NEUTRAL,
    facts: copilotStudioFacts,
  },
} satisfies Record<string, HostProfile>;
