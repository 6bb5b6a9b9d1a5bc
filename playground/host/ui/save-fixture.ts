// The Save fixture button of the run bar: enabled once the run has a result, it saves the run as a
// fixture (into the `--fixtures` directory, or as a download without one) and says what came of it
// beside the button, until the next run.
import type { Session } from "../session/session.js";
import { saveFixture, type SaveOutcome } from "../session/fixture-save.js";
import { byId } from "./dom.js";

export class FixtureSaver {
  readonly #session: Session;
  readonly #button = byId<HTMLButtonElement>("save-fixture");
  readonly #status = byId("fixture-status");
  /** Where the server saves fixtures (ServerInfo.fixturesDir); undefined: the page downloads them. */
  #dir: string | undefined;
  #saving = false;
  #done = false;

  constructor(session: Session) {
    this.#session = session;
    this.#button.addEventListener("click", () => void this.#save());
    session.events.addEventListener("server", ({ info }) => {
      this.#dir = info.fixturesDir;
      this.#button.title = this.#dir
        ? `Save this call, its view and the view's server calls as a fixture in ${this.#dir}`
        : "Download this call, its view and the view's server calls as a fixture (<tool>.fixture.json)";
    });
    session.events.addEventListener("run-state", ({ state }) => {
      this.#done = state === "done";
      if (state === "loading") this.#show(undefined);
      this.#enable();
    });
    this.#enable();
  }

  #enable(): void {
    this.#button.disabled = !this.#done || this.#saving;
  }

  async #save(): Promise<void> {
    const fixture = this.#session.run?.fixture();
    if (!fixture || this.#saving) return;
    this.#saving = true;
    this.#enable();
    this.#show(undefined);
    try {
      this.#show(await saveFixture(fixture, this.#dir));
    } finally {
      this.#saving = false;
      this.#enable();
    }
  }

  #show(outcome: SaveOutcome | undefined): void {
    const text = !outcome
      ? ""
      : outcome.kind === "saved"
        ? `Saved ${outcome.file}`
        : outcome.kind === "downloaded"
          ? `Downloaded ${outcome.file}`
          : outcome.message;
    this.#status.textContent = text;
    this.#status.title = text;
    this.#status.dataset.outcome = outcome?.kind ?? "";
    this.#status.classList.toggle("error", outcome?.kind === "failed");
  }
}
