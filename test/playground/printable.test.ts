// The one cleaner of what `mcp-view matrix` and `check` (and `dev --fixtures`) print of a server's,
// a view's or a file's text: control characters escaped visibly, never dropped, and no line a CI
// runner reads as a workflow command.
import { PassThrough } from "node:stream";
import { expect, it } from "vitest";
import { printable, printableLines, printableStream } from "../../playground/cli/printable.js";

it("escapes every C0, DEL and C1 control visibly, line breaks and tabs by name", () => {
  expect(printable("a\u001b[31mred\u001b[0m \u0007 \u0000 \u007f \u009b2J \u0085")).toBe(
    "a\\x1b[31mred\\x1b[0m \\x07 \\x00 \\x7f \\x9b2J \\x85",
  );
  expect(printable("one\ntwo\r\nthree\tfour")).toBe("one\\ntwo\\r\\nthree\\tfour");
});

it("escapes the bidirectional overrides and isolates and the Unicode line separators, and keeps other text", () => {
  expect(printable("\u202eevil\u202c \u2066x\u2069 a\u2028b\u2029")).toBe("\\u202eevil\\u202c \\u2066x\\u2069 a\\u2028b\\u2029");
  expect(printable("Zürich · 4 °C — 😀 \\x1b")).toBe("Zürich · 4 °C — 😀 \\x1b");
});

it("puts a backslash before a workflow command at the start of a line, after its indentation", () => {
  expect(printable("::error title=forged::x")).toBe("\\::error title=forged::x");
  expect(printable("  ::add-mask::secret")).toBe("  \\::add-mask::secret");
  expect(printable("##[error]forged")).toBe("\\##[error]forged");
  expect(printable("##vso[task.setvariable]x")).toBe("\\##vso[task.setvariable]x");
  expect(printable("a ::error:: in the middle")).toBe("a ::error:: in the middle");
  expect(printable("x\n::stop-commands::token")).toBe("x\\n::stop-commands::token");
  expect(printableLines("pass\n::error::a\n\t::warning::b\n  ##[group]c\nok ::x")).toBe(
    "pass\n\\::error::a\n\\t::warning::b\n  \\##[group]c\nok ::x",
  );
});

it("keeps the line breaks of printableLines, escaping a carriage return that would rewrite the line", () => {
  expect(printableLines("one\ntwo\rTWO\u001b[2K")).toBe("one\ntwo\\rTWO\\x1b[2K");
});

it("makes a stream write only printable lines", () => {
  const out = new PassThrough();
  const stream = printableStream(out);
  stream.write("FAIL  x: \u001b]0;t\u0007\n::error::forged\n");
  stream.write(Buffer.from("bytes pass as they are"));
  expect(String(out.read())).toBe("FAIL  x: \\x1b]0;t\\x07\n\\::error::forged\nbytes pass as they are");
});
