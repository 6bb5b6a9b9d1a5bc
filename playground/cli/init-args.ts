// The command line of `mcp-view init [dir] [--template vanilla|react|preact|vue|svelte|solid]`: it asks nothing, so
// everything it needs is here or defaulted.
import { parseArgs } from "node:util";

/** The templates `mcp-view init` can write, the first being the default. */
export const TEMPLATES = ["vanilla", "react", "preact", "vue", "svelte", "solid"] as const;
export type TemplateName = (typeof TEMPLATES)[number];

/** What `mcp-view init` was asked to do. */
export interface InitOptions {
  /** The directory to create the project in, as typed (default `.`). */
  dir: string;
  template: TemplateName;
}

/** The outcome of parsing: init, help, or fail with a message (exit code 2). */
export type InitRequest = { kind: "init"; options: InitOptions } | { kind: "help" } | { kind: "error"; message: string };

/** The help text of `mcp-view init`. */
export function initUsage(): string {
  return `Usage: mcp-view init [dir] [--template ${TEMPLATES.join("|")}]

Creates an MCP App project in dir (default: the current directory), which must be empty or missing:
a view, its test, the MCP server that serves it, and the build. It asks nothing.

Options:
  -t, --template <name>   ${TEMPLATES.join(", ")} (default ${TEMPLATES[0]})
  -h, --help              show this help
`;
}

const OPTIONS = { template: { type: "string", short: "t" }, help: { type: "boolean", short: "h" } } as const;

/** Parses the arguments after `init`. */
export function parseInit(argv: readonly string[]): InitRequest {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true });
  } catch (error) {
    // --template is the one option that takes a value
    const option = /'(-[^' ]*)/.exec((error as Error).message)?.[1] ?? "";
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") return { kind: "error", message: `Unknown option ${option}: see the usage below.` };
    return { kind: "error", message: "--template needs a value: see the usage below." };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: "help" };
  if (positionals.length > 1)
    return { kind: "error", message: `init takes one directory, got ${positionals.length}: ${positionals.join(" ")}` };
  const template = values.template ?? TEMPLATES[0];
  if (!isTemplate(template))
    return { kind: "error", message: `Unknown template ${JSON.stringify(template)}: the templates are ${TEMPLATES.join(", ")}` };
  const dir = positionals[0] ?? ".";
  if (dir === "")
    return { kind: "error", message: "The directory is an empty string: name one, or leave it out for the current directory" };
  return { kind: "init", options: { dir, template } };
}

function isTemplate(name: string): name is TemplateName {
  return (TEMPLATES as readonly string[]).includes(name);
}
