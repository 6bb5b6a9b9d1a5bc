// The command line of `mcp-view init [dir] [--template vanilla|react|preact|vue|svelte|solid] [--sdk 2|1] [--vendor]`: it
// asks nothing, so everything it needs is here or defaulted.
import { parseArgs } from "node:util";

/** The templates `mcp-view init` can write, the first being the default. */
export const TEMPLATES = ["vanilla", "react", "preact", "vue", "svelte", "solid"] as const;
export type TemplateName = (typeof TEMPLATES)[number];

/**
 * The MCP SDK generations the server can be written on, the first being the default: 2, as the
 * official ext-apps 2 starters are (`@modelcontextprotocol/server`), or 1 (`@modelcontextprotocol/sdk`).
 */
export const SDKS = ["2", "1"] as const;
export type SdkGeneration = (typeof SDKS)[number];

/** The package each generation's server is written on. */
export const SDK_PACKAGES: Record<SdkGeneration, string> = { "2": "@modelcontextprotocol/server", "1": "@modelcontextprotocol/sdk" };

/** What `mcp-view init` was asked to do. */
export interface InitOptions {
  /** The directory to create the project in, as typed (default `.`). */
  dir: string;
  template: TemplateName;
  sdk: SdkGeneration;
  /** Copy the mcp-view tarball init runs from into the project's vendor/ and depend on it there. */
  vendor: boolean;
}

/** The outcome of parsing: init, help, or fail with a message (exit code 2). */
export type InitRequest = { kind: "init"; options: InitOptions } | { kind: "help" } | { kind: "error"; message: string };

/** The help text of `mcp-view init`. */
export function initUsage(): string {
  return `Usage: mcp-view init [dir] [--template ${TEMPLATES.join("|")}] [--sdk ${SDKS.join("|")}] [--vendor]

Creates an MCP App project in dir (default: the current directory), which must be empty or missing:
a view, its test, the MCP server that serves it, and the build. It asks nothing.

Options:
  -t, --template <name>   ${TEMPLATES.join(", ")} (default ${TEMPLATES[0]})
      --sdk <generation>  the MCP SDK the server is written on: 2 (${SDK_PACKAGES[2]}, as the official
                          ext-apps 2 starters) or 1 (${SDK_PACKAGES[1]}) (default ${SDKS[0]})
      --vendor            copy the mcp-view tarball init runs from into vendor/ and depend on it there
                          (file:vendor/…), so that a clone of the project (and CI) installs with npm ci
  -h, --help              show this help
`;
}

const OPTIONS = {
  template: { type: "string", short: "t" },
  sdk: { type: "string" },
  vendor: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

/** Parses the arguments after `init`. */
export function parseInit(argv: readonly string[]): InitRequest {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true });
  } catch (error) {
    const { message, code } = error as NodeJS.ErrnoException;
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION")
      return { kind: "error", message: `Unknown option ${/'(-[^' ]*)/.exec(message)?.[1] ?? ""}: see the usage below.` };
    // --template and --sdk are the options that take a value
    return { kind: "error", message: `${/--[a-z]+/.exec(message)?.[0] ?? "The option"} needs a value: see the usage below.` };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: "help" };
  if (positionals.length > 1)
    return { kind: "error", message: `init takes one directory, got ${positionals.length}: ${positionals.join(" ")}` };
  const template = values.template ?? TEMPLATES[0];
  if (!isTemplate(template))
    return { kind: "error", message: `Unknown template ${JSON.stringify(template)}: the templates are ${TEMPLATES.join(", ")}` };
  const sdk = values.sdk ?? SDKS[0];
  if (!isSdk(sdk))
    return {
      kind: "error",
      message: `Unknown MCP SDK generation ${JSON.stringify(sdk)}: --sdk takes 2 (${SDK_PACKAGES[2]}, the default) or 1 (${SDK_PACKAGES[1]})`,
    };
  const dir = positionals[0] ?? ".";
  if (dir === "")
    return { kind: "error", message: "The directory is an empty string: name one, or leave it out for the current directory" };
  return { kind: "init", options: { dir, template, sdk, vendor: values.vendor ?? false } };
}

function isTemplate(name: string): name is TemplateName {
  return (TEMPLATES as readonly string[]).includes(name);
}

function isSdk(name: string): name is SdkGeneration {
  return (SDKS as readonly string[]).includes(name);
}
