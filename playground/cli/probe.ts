// `mcp-view probe`: the probe server (probe/) on Streamable HTTP (a port of this machine) or on
// stdio, writing each host's profile into --out as its view hands the record back; or, with
// --record, a record copied from the view made a profile with no server. Each file written is one
// line: on stdout, or on stderr under --stdio, whose stdout is the protocol's.
import { mkdirSync, readFileSync, statSync } from "node:fs";
import { isAbsolute, join, relative } from "node:path";
import { MAX_RECORD_LENGTH } from "../shared/probe-record.js";
import type { Written } from "../probe/profile-writer.js";
import { ProfileWriter } from "../probe/profile-writer.js";
import { probeRecord } from "../probe/record-schema.js";
import { saveRecord, type ProbeServerOptions } from "../probe/server.js";
import { serveProbeStdio, startProbeHttp } from "../probe/transports.js";
import type { CliContext } from "./run.js";
import { parseProbe, probeUsage, type ProbeOptions } from "./probe-args.js";
import { printable } from "./printable.js";
import { stopOnSignals } from "./stop.js";

export type ProbeContext = Pick<CliContext, "version" | "assets" | "stdout" | "stderr">;

/** A probe server that runs until it is stopped (a signal, or the end of stdin). */
export interface RunningProbe {
  /** The HTTP endpoint; absent on stdio. */
  url?: string;
  close(): Promise<void>;
}

/** A path as the terminal shows it: relative below the working directory, else absolute. */
function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel === "" ? "." : rel.startsWith("..") || isAbsolute(rel) ? path : rel;
}

/** Runs `mcp-view probe` with `argv` (after the word `probe`): an exit status, or the running server. */
export async function runProbe(argv: readonly string[], context: ProbeContext): Promise<number | RunningProbe> {
  const request = parseProbe(argv);
  if (request.kind === "help") return (context.stdout.write(probeUsage()), 0);
  if (request.kind === "error") return (context.stderr.write(`${request.message}\n\n${probeUsage()}`), 2);
  const { options } = request;
  try {
    mkdirSync(options.out, { recursive: true });
  } catch (error) {
    return (context.stderr.write(`Cannot write profiles to ${options.out}: ${(error as Error).message}\n`), 2);
  }
  const lines = options.stdio ? context.stderr : context.stdout;
  const server: ProbeServerOptions = {
    view: () => context.assets.probe?.() ?? Promise.reject(new Error("this build of mcp-view has no probe view")),
    writer: new ProfileWriter(options.out, options.name),
    by: `mcp-view probe ${context.version}`,
    onSaved: (written: Written, file) =>
      lines.write(
        `Wrote ${printable(shown(join(options.out, written.file)))}: ${printable(file.label ?? file.name)} (save ${written.saves})\n`,
      ),
  };
  if (options.record !== undefined) return fromRecord(options.record, server, context);
  return options.stdio ? onStdio(server, options, context) : onHttp(server, options, context);
}

/** Makes a profile of a record saved from the view. */
function fromRecord(file: string, server: ProbeServerOptions, context: ProbeContext): number {
  let value: unknown;
  try {
    if (statSync(file).size > MAX_RECORD_LENGTH * 4) throw new Error("it is far longer than a probe record");
    value = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    return (context.stderr.write(`${printable(shown(file))} is no probe record: ${printable((error as Error).message)}\n`), 2);
  }
  const parsed = probeRecord.safeParse(value);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = issue!.path.join(".") || "the record";
    return (context.stderr.write(`${printable(shown(file))} is no probe record: ${printable(`"${field}" ${issue!.message}`)}\n`), 2);
  }
  try {
    saveRecord(server, undefined, parsed.data);
  } catch (error) {
    return (context.stderr.write(`${printable(shown(file))}: ${printable((error as Error).message)}\n`), 1);
  }
  return 0;
}

async function onStdio(server: ProbeServerOptions, options: ProbeOptions, context: ProbeContext): Promise<RunningProbe> {
  const { closed } = await serveProbeStdio(server);
  context.stderr.write(`mcp-view probe on stdio: profiles are written to ${printable(shown(options.out))}\n`);
  return { close: () => closed };
}

async function onHttp(server: ProbeServerOptions, options: ProbeOptions, context: ProbeContext): Promise<number | RunningProbe> {
  let http;
  try {
    http = await startProbeHttp(server, options.port, options.host);
  } catch (error) {
    const taken = (error as NodeJS.ErrnoException).code === "EADDRINUSE" ? " (pass --port 0 for a free one)" : "";
    return (context.stderr.write(`Cannot listen on ${options.host}:${options.port}: ${(error as Error).message}${taken}\n`), 1);
  }
  context.stdout.write(
    [
      `mcp-view probe: ${http.url}`,
      `  profiles are written to ${printable(shown(options.out))}, as <name>.profile.json`,
      "  Add this MCP server to a host, ask it to call probe_host, and let the view run.",
      "  Ctrl+C stops it.\n",
    ].join("\n"),
  );
  stopOnSignals(http);
  return http;
}
