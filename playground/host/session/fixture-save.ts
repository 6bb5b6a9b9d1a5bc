// Saving a run's fixture (shared/fixtures-api.ts): with a `--fixtures` directory the page posts it
// and the server writes the file (and picks its name); without one the browser downloads it. The
// fixture is read back with parseFixture first, so a file the page saves is one every reader accepts.
import { parseFixture, type Fixture } from "mcp-view/testing";
import { FIXTURE_LIMIT, FIXTURES_API, fixtureFileName, type SavedFixture } from "../../shared/fixtures-api.js";
import { api } from "./api.js";
import { saveFile } from "./downloads.js";
import { errorText } from "./error-text.js";

/** What came of a save: the file the server wrote, the file downloaded, or why there is none (one sentence). */
export type SaveOutcome = { kind: "saved"; file: string } | { kind: "downloaded"; file: string } | { kind: "failed"; message: string };

/** Saves `fixture` into `fixturesDir` through the server when there is one, else as a download. */
export async function saveFixture(fixture: Fixture, fixturesDir: string | undefined): Promise<SaveOutcome> {
  try {
    parseFixture(fixture);
  } catch (error) {
    return { kind: "failed", message: `The run makes no valid fixture: ${errorText(error)}` };
  }
  const body = `${JSON.stringify(fixture, null, 2)}\n`;
  if (fixturesDir === undefined) {
    const file = fixtureFileName(typeof fixture.tool === "string" ? fixture.tool : fixture.tool.name);
    saveFile(file, body);
    return { kind: "downloaded", file };
  }
  const bytes = new TextEncoder().encode(body).length;
  if (bytes > FIXTURE_LIMIT)
    return { kind: "failed", message: `The fixture is ${megabytes(bytes)}, over the ${megabytes(FIXTURE_LIMIT)} the server accepts.` };
  try {
    const response = await api(FIXTURES_API, { method: "POST", headers: { "content-type": "application/json" }, body });
    const answer = (await response.json().catch(() => undefined)) as Partial<SavedFixture> & { error?: unknown };
    if (response.ok && typeof answer?.file === "string") return { kind: "saved", file: answer.file };
    if (typeof answer?.error === "string") return { kind: "failed", message: answer.error };
    const status = [response.status, response.statusText].filter(Boolean).join(" ");
    return { kind: "failed", message: `The server answered ${status} without saving the fixture.` };
  } catch (error) {
    return { kind: "failed", message: `The fixture was not saved: ${errorText(error)}` };
  }
}

const megabytes = (bytes: number) => `${Math.round(bytes / 100_000) / 10} MB`;
