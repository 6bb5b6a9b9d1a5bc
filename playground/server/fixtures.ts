// Fixtures on disk: `mcp-view dev --fixtures DIR` reads every `*.fixture.json` below DIR, and
// `mcp-view matrix --fixture FILE` reads one. Each is checked by the test kit's parseFixture (a
// bad one stops the start with the sentence naming its field), and a `resource.file` is read now,
// relative to its fixture, so that what renders is what was read at start.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fixtureToolName, parseFixture, type Fixture } from "mcp-view/testing";

/** A fixture as read from its file, its resource's HTML inlined. */
export interface LoadedFixture {
  /** The file, as the terminal shows it (relative to the working directory when below it). */
  file: string;
  fixture: Fixture;
}

const shown = (path: string, cwd: string) => {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith("..") ? rel : path;
};

/** Reads and checks one fixture file; throws an Error whose message is one sentence naming the file (and the field). */
export function loadFixtureFile(path: string, cwd = process.cwd()): LoadedFixture {
  const absolute = resolve(cwd, path);
  const file = shown(absolute, cwd);
  let text: string;
  try {
    text = readFileSync(absolute, "utf8");
  } catch (error) {
    throw new Error(
      `Cannot read the fixture ${file}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "there is no such file" : (error as Error).message}`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
  const fixture = parseFixture(value, file);
  const resource = fixture.resource;
  if (resource?.file !== undefined) {
    const html = resolve(dirname(absolute), resource.file);
    try {
      fixture.resource = { ...resource, text: readFileSync(html, "utf8") };
      delete fixture.resource.file;
    } catch {
      throw new Error(`${file}: "resource.file" names ${shown(html, cwd)}, which cannot be read`);
    }
  }
  return { file, fixture };
}

/** Reads every `*.fixture.json` below `dir` (sorted by path); none is fine (the page saves into it). */
export function loadFixtureDir(dir: string, cwd = process.cwd()): LoadedFixture[] {
  const absolute = resolve(cwd, dir);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory())
    throw new Error(`--fixtures ${dir} is a file: give the directory that holds the *.fixture.json files`);
  return readdirSync(absolute, { recursive: true, encoding: "utf8" })
    .filter(
      (name) => name.endsWith(".fixture.json") && !name.split(/[\\/]/).some((part) => part === "node_modules" || part.startsWith(".")),
    )
    .sort()
    .map((name) => loadFixtureFile(join(absolute, name), cwd));
}

/** The page's deep link that renders `fixture`: its tool and arguments, and the theme, mode, locale and time zone it ran in. */
export function fixtureLink(pageUrl: string, fixture: Fixture): string {
  const q = new URLSearchParams({ tool: fixtureToolName(fixture), args: JSON.stringify(fixture.arguments ?? {}) });
  const context = fixture.hostContext ?? {};
  if (context.theme) q.set("theme", context.theme);
  if (context.displayMode && context.displayMode !== "inline") q.set("mode", context.displayMode);
  if (context.locale) q.set("locale", context.locale);
  if (context.timeZone) q.set("tz", context.timeZone);
  return `${pageUrl}?${q}`;
}
