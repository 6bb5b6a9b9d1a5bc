// `npm start`: serves the playground and prints its URL.
//   npm start -- [--port N] [--server <Streamable HTTP URL> | --stdio "<command>"]
import { parseArgs } from "node:util";
import { startPlayground } from "./start.js";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "5178" },
    server: { type: "string" },
    stdio: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (values.help) {
  process.stdout.write(`npm start -- [--port N] [--server <URL> | --stdio "<command>"]
  --port N        port of the host page (0 picks a free one; default 5178)
  --server URL    use this Streamable HTTP MCP server instead of the example server
  --stdio "cmd"   run this command as a stdio MCP server (one process per page session)
Deep links: /?tool=<name>&args=<url-encoded JSON>&theme=dark&profile=<name>
`);
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`--port must be an integer from 0 to 65535, got ${values.port}\n`);
  process.exit(2);
}

try {
  const playground = await startPlayground({ port, ...(values.server ? { server: values.server } : {}), ...(values.stdio ? { stdio: values.stdio } : {}) });
  const server = values.stdio ? `stdio process per page session: ${values.stdio}` : values.server ? playground.target : `embedded example server at ${playground.target}`;
  process.stdout.write(`mcp-view playground: ${playground.url}\n  MCP server: ${server}\n  views served from: ${playground.widgetOrigin}\n`);
  const stop = () => void playground.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
