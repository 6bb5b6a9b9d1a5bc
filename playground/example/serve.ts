// Runs the example MCP server on its own:
//   npx tsx playground/example/serve.ts [--port N] [--name NAME]   Streamable HTTP, prints its URL
//   npx tsx playground/example/serve.ts --stdio [--name NAME]      stdio (for `npm start -- -- npx tsx playground/example/serve.ts --stdio`)
import { parseArgs } from "node:util";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { listen } from "../server/http.js";
import { serveStats, startExampleServer } from "./http.js";
import { createExampleServer, createExampleState, type ExampleState } from "./server.js";
import { buildWidgetsFromSource } from "./widgets.js";

const { values } = parseArgs({
  options: { port: { type: "string", default: "0" }, name: { type: "string" }, stdio: { type: "boolean", default: false } },
});

async function serveStdio(name: string | undefined): Promise<void> {
  const widgets = buildWidgetsFromSource();
  let state: ExampleState | undefined;
  const http = await listen((req, res) => void (serveStats(() => state, req, res) || res.writeHead(404).end()));
  state = createExampleState(widgets, http.origin, name);
  state.stats.sessions = 1;
  const transport = new StdioServerTransport();
  await createExampleServer(state).connect(transport);
  const onmessage = transport.onmessage;
  transport.onmessage = (message) => (state.stats.count(message), onmessage?.(message));
  transport.onclose = () => void http.close();
  process.stderr.write(`example MCP server on stdio (stats at ${http.origin}/api/stats)\n`);
}

if (values.stdio) await serveStdio(values.name);
else {
  const server = await startExampleServer({
    widgets: buildWidgetsFromSource(),
    port: Number(values.port),
    ...(values.name ? { name: values.name } : {}),
  });
  process.stdout.write(`MCP server: ${server.url}\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
