// Saving the current call as a fixture, as the page asks and the playground's server answers:
// `POST /api/fixtures` with the fixture as its JSON body writes `<tool>[-n].fixture.json` into the
// `--fixtures` directory (the server picks the name, never the page) and answers `{ file }`.
// Without a directory the page downloads the file instead (ServerInfo.fixturesDir is absent).

/** The route the page posts a fixture to. */
export const FIXTURES_API = "/api/fixtures";

/** The largest fixture body the server accepts, in bytes (a view's HTML inlined can be big). */
export const FIXTURE_LIMIT = 20_000_000;

/** The answer to a save: the file written, as the terminal shows it (relative to the working directory when below it). */
export interface SavedFixture {
  file: string;
}

/** The file name a fixture of `tool` gets: the name's letters, digits, `_` and `-` kept, the rest `_`. */
export function fixtureFileName(tool: string, n = 1): string {
  const stem = tool.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 80) || "tool";
  return `${stem}${n > 1 ? `-${n}` : ""}.fixture.json`;
}
