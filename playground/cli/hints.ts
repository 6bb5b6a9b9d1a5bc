// Hints that work where they are printed. Typed in a terminal (or through npx), the command takes
// its options on its command line; run by an npm script (`npm run dev`), it does not always: what
// `npm run dev -- …` adds goes to the end of the script, which in the templates is the stdio
// server's command after the script's own `--`. There the hint names what works instead.
import { PORT_VARIABLE } from "./args.js";

/** The npm script the command runs in, if any: its name and its text. */
interface NpmScript {
  name: string;
  text: string;
}

/** The npm script the command runs in, from the variables npm sets (npx sets them too, with the name "npx", but passes its arguments on as given). */
function npmScript(env: Readonly<Record<string, string | undefined>>): NpmScript | undefined {
  const name = env.npm_lifecycle_event;
  return name && name !== "npx" ? { name, text: env.npm_lifecycle_script ?? "" } : undefined;
}

/** The command that runs the script `name` again. */
const npmRun = (name: string) => (["start", "test", "stop", "restart"].includes(name) ? `npm ${name}` : `npm run ${name}`);

/** Whether `argv` (the command's arguments) sets --port before the stdio server's `--`. */
function setsPort(argv: readonly string[]): boolean {
  const end = argv.indexOf("--");
  return argv.slice(0, end === -1 ? undefined : end).some((a) => a === "--port" || a.startsWith("--port="));
}

/**
 * How to get a free port when the page's port is taken: `pass --port 0` on a command line; in an
 * npm script, the variable (`MCP_VIEW_PORT=0 npm run dev`), unless --port is set, which wins over it:
 * then the script's text if --port is written there, else the script's own arguments.
 */
export function freePortHint(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = process.env): string {
  const script = npmScript(env);
  if (!script) return "pass --port 0 for a free port";
  if (!setsPort(argv)) return `run ${PORT_VARIABLE}=0 ${npmRun(script.name)} for a free port`;
  if (/--port\b/.test(script.text)) return `set --port to 0 in the "${script.name}" script of package.json for a free port`;
  return `run ${npmRun(script.name)} -- --port 0 for a free port`;
}
