// The hosts beyond the standard four: the official reference host (as lax as the example it is),
// Microsoft 365 Copilot, Goose, Cursor, the MCP Inspector and Mistral's Le Chat. Capabilities and
// context in the spirit of what each advertises; their looks are in looks.ts, their facts in facts-*.ts.
import { cursorFacts, gooseFacts, inspectorFacts, referenceFacts } from "./facts-desktop.js";
import { leChatFacts, m365CopilotFacts } from "./facts-web.js";
import { everyCapabilityHost, EVERY_MODALITY, inlineOnTheWeb, NEUTRAL, onTheDesktop, REACHES_OUT, TEXT_AND_DATA } from "./kit.js";
import { looks } from "./looks.js";
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
    hostInfo: { name: "Microsoft 365 Copilot", version: "1.0.0" },
    hostCapabilities: {
      openLinks: {},
      serverTools: {},
      serverResources: {},
      logging: {},
      updateModelContext: TEXT_AND_DATA,
      message: { text: {} },
    },
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
    hostCapabilities: { ...REACHES_OUT, message: { text: {} } },
    hostContext: onTheDesktop({
      availableDisplayModes: ["inline", "fullscreen"],
      containerDimensions: { maxHeight: 600, maxWidth: 720 },
      locale: "en-US",
      timeZone: "America/Chicago",
      userAgent: "goose-desktop",
    }),
    variables: looks.goose,
    facts: gooseFacts,
  },
  cursor: {
    hostInfo: { name: "Cursor", version: "1.0.0" },
    hostCapabilities: { ...REACHES_OUT, updateModelContext: TEXT_AND_DATA, message: { text: {} } },
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
  // Only Le Chat's name in ui/initialize is public: no capability, the one display mode every host
  // has, and neutral colours, as the specification's defaults go.
  "le-chat": {
    hostInfo: { name: "Le Chat", version: "1.0.0" },
    hostCapabilities: {},
    hostContext: inlineOnTheWeb({
      availableDisplayModes: ["inline"],
      containerDimensions: { maxHeight: 600, maxWidth: 760 },
      timeZone: "Europe/Paris",
      userAgent: "le-chat",
    }),
    variables: NEUTRAL,
    facts: leChatFacts,
  },
} satisfies Record<string, HostProfile>;
