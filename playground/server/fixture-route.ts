// `POST /api/fixtures`: the page saves the current call as a fixture into the `--fixtures`
// directory. The body is checked as any fixture is (a bad one gets 400 and the sentence), the name
// is the server's (`<tool>[-n].fixture.json`, never overwriting), and the file points its
// `$schema` at the installed package's fixture.schema.json when there is one above it.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, join, relative, resolve } from "node:path";
import { fixtureToolName, parseFixture } from "mcp-view/testing";
import { FIXTURE_LIMIT, fixtureFileName, type SavedFixture } from "../shared/fixtures-api.js";
import { readBody, sendJson } from "./http.js";

/** Saves the posted fixture into `dir` (made if missing); `onSaved` gets the file as the terminal shows it. */
export async function saveFixture(req: IncomingMessage, res: ServerResponse, dir: string, onSaved: (file: string) => void): Promise<void> {
  if (req.method !== "POST") return sendJson(res, 405, { error: "POST only" });
  let fixture;
  try {
    fixture = parseFixture(JSON.parse(await readBody(req, FIXTURE_LIMIT)), "The fixture to save");
  } catch (error) {
    return sendJson(res, 400, { error: error instanceof SyntaxError ? "The fixture to save is not JSON" : (error as Error).message });
  }
  const absolute = resolve(dir);
  mkdirSync(absolute, { recursive: true });
  const schema = schemaFrom(absolute);
  const text = `${JSON.stringify({ ...(schema && { $schema: schema }), ...fixture }, null, 2)}\n`;
  for (let n = 1; n < 1000; n++) {
    const path = join(absolute, fixtureFileName(fixtureToolName(fixture), n));
    try {
      writeFileSync(path, text, { flag: "wx" }); // never over an existing file
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw error;
    }
    const file = relative(process.cwd(), path).startsWith("..") ? path : relative(process.cwd(), path);
    onSaved(file);
    return sendJson(res, 201, { file } satisfies SavedFixture);
  }
  sendJson(res, 409, { error: `${dir} already holds 999 fixtures of ${fixtureToolName(fixture)}` });
}

/** The relative path from `dir` to node_modules/mcp-view/fixture.schema.json in it or a parent, if any. */
function schemaFrom(dir: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    const schema = join(at, "node_modules", "mcp-view", "fixture.schema.json");
    if (existsSync(schema)) return relative(dir, schema).split("\\").join("/");
    if (dirname(at) === at) return undefined;
  }
}
