// The command line of `mcp-view probe`: the transport (Streamable HTTP on a port, or stdio), where
// the profiles go and what they are named, or a record saved from the probe view to make a profile of.
import { resolve } from "node:path";
import { parseArgs } from "node:util";

/** The probe server's default port: the dev host's (5178) and one. */
export const DEFAULT_PROBE_PORT = 5179;

/** What `mcp-view probe` was asked to do. */
export interface ProbeOptions {
  /** Serve on stdio instead of HTTP. */
  stdio: boolean;
  port: number;
  host: string;
  /** The directory profiles are written to (absolute). */
  out: string;
  /** Every profile's name (`--name`), else each host's. */
  name?: string;
  /** `--record`: a record saved from the probe view, made a profile of without a server (absolute). */
  record?: string;
}

export type ProbeRequest = { kind: "run"; options: ProbeOptions } | { kind: "help" } | { kind: "error"; message: string };

export function probeUsage(): string {
  return `Usage: mcp-view probe [--port <n> | --stdio] [--out <dir>] [--name <name>]
       mcp-view probe --record <file> [--out <dir>] [--name <name>]

Serves a small MCP server whose one tool, probe_host, opens a probe view. Add the server to a real
host and ask it to call probe_host: rendered there, the view records what the host sends and allows
(its identity, capabilities, context and its changes, the CSP it applies, the sizes it follows,
the requests it answers) and hands it back, and the server writes <name>.profile.json, which
mcp-view dev --profile, mcp-view matrix --profile and the test kit's loadProfile() load.

Options:
  --port <n>       the HTTP port (default: ${DEFAULT_PROBE_PORT}; 0 picks a free one); the endpoint is /mcp
  --host <name>    the interface to listen on (default 127.0.0.1)
  --stdio          serve on stdin and stdout instead (a host that starts the server itself)
  --out <dir>      where profiles are written (default: the current directory; made if missing)
  --name <name>    the profiles' name (default: the host's own, such as claude for "Claude")
  --record <file>  make a profile of a record copied from the probe view (a host that lets the
                   view call no server tool), with no server
  -h, --help       show this help
`;
}

const OPTIONS = {
  port: { type: "string" },
  host: { type: "string" },
  stdio: { type: "boolean" },
  out: { type: "string" },
  name: { type: "string" },
  record: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** Parses `argv` (after the word `probe`). */
export function parseProbe(argv: readonly string[], cwd = process.cwd()): ProbeRequest {
  let values: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS }>>["values"];
  try {
    ({ values } = parseArgs({ args: [...argv], options: OPTIONS }));
  } catch (error) {
    return { kind: "error", message: (error as Error).message.split("\n")[0]! };
  }
  if (values.help) return { kind: "help" };
  const port = values.port === undefined ? DEFAULT_PROBE_PORT : Number(values.port);
  if (!/^\d+$/.test(values.port ?? "0") || port > 65535)
    return { kind: "error", message: `--port must be an integer from 0 to 65535, got ${values.port}` };
  if (values.stdio && (values.port !== undefined || values.host !== undefined))
    return { kind: "error", message: "--stdio serves on stdin and stdout: drop --port and --host" };
  if (values.record !== undefined && (values.stdio || values.port !== undefined || values.host !== undefined))
    return { kind: "error", message: "--record makes a profile with no server: drop --stdio, --port and --host" };
  for (const flag of ["out", "name", "record", "host"] as const)
    if (values[flag] !== undefined && !values[flag]!.trim()) return { kind: "error", message: `--${flag} needs a value` };
  const options: ProbeOptions = {
    stdio: values.stdio ?? false,
    port,
    host: values.host ?? "127.0.0.1",
    out: resolve(cwd, values.out ?? "."),
    ...(values.name !== undefined && { name: values.name }),
    ...(values.record !== undefined && { record: resolve(cwd, values.record) }),
  };
  return { kind: "run", options };
}
