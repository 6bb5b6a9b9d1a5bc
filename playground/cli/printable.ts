// What the commands print of text they did not write: a tool's name, a view's error, a server's
// sentence, a fixture's file name. Such text must not drive the terminal or the CI runner that reads
// the log. Every control character (C0, DEL, C1: ESC's sequences, a carriage return rewriting the
// line, a newline starting a line of its own), bidirectional overrides and isolates, and the line and
// paragraph separators are written visibly as escapes (`\x1b`, `\n`, `\u202e`), never dropped; and no
// line may start (after its indentation) a runner's workflow command, `::error …::` or
// `::add-mask::` of GitHub Actions, `##[…]` or `##vso[…]` of Azure Pipelines: such a line gets a
// backslash in front (`\::error`).

// The characters `mcp-view dev`'s console lines drop (server/view-console-route.ts), escaped here: C0
// controls, DEL, the C1 controls (ESC's 8-bit twin CSI, U+009B, and NEL, U+0085, among them), the
// bidirectional overrides and isolates; and the Unicode line and paragraph separators.
const UNSEEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
// A line that starts a workflow command once a runner trims its indentation.
const COMMAND = /^(\s*)(::|##)/gm;

const escape = (c: string) => {
  const code = c.charCodeAt(0);
  return NAMED[c] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`);
};

/** `text` on one line, every control and reordering character escaped visibly, no workflow command at its start. */
export const printable = (text: string): string => printableLines(text.replace(/[\n\r]/g, escape));

/** `text` with its line breaks kept: every other control escaped, and no line starting a workflow command. */
export const printableLines = (text: string): string =>
  text.replace(UNSEEN, (c) => (c === "\n" ? c : escape(c))).replace(COMMAND, (_line, indent: string, mark: string) => `${indent}\\${mark}`);

/** A stream that writes only {@link printableLines}: whatever a command prints goes through it. */
export function printableStream(stream: NodeJS.WritableStream): NodeJS.WritableStream {
  const write = (chunk: unknown, ...rest: unknown[]) =>
    stream.write(typeof chunk === "string" ? printableLines(chunk) : (chunk as Uint8Array), ...(rest as []));
  return new Proxy(stream, { get: (target, key) => (key === "write" ? write : Reflect.get(target, key, target)) });
}
