// The tool, defined once: server.ts registers it, and the view imports it as a type only (so zod
// never enters the view's bundle).
import { z } from "zod";
import { defineAppTool } from "mcp-view/server";

export const greet = defineAppTool({
  name: "greet",
  title: "Greet someone",
  description: "Greets someone by name, in the greeter view",
  inputSchema: z.object({ name: z.string().describe("Who to greet") }),
  outputSchema: z.object({ greeting: z.string(), count: z.number().int() }),
  // what the model reads of a result (the view renders structuredContent)
  summary: ({ greeting, count }) => `${greeting} (greeting #${count})`,
  ui: { resourceUri: "ui://greeter/view.html" },
});
