// The view's handshake as the test host follows it, shared by two of its layers: the answers
// (host-answers.ts) note when ui/initialize arrives and settle `ready` on ui/notifications/initialized;
// the script (test-host-script.ts) waits for `ready` before raw data, and until ui/initialize arrived
// only changes the context the handshake will carry.
import { AppError } from "../index.js";

/** Where the view's handshake with a test host stands. */
export class Handshake {
  /** Resolves when the view has sent `ui/notifications/initialized`; rejects if the host closes first. */
  readonly ready: Promise<void>;
  /** Whether the view's `ui/initialize` arrived. */
  seen = false;
  #settle!: [() => void, (error: AppError) => void];

  constructor() {
    this.ready = new Promise<void>((resolve, reject) => void (this.#settle = [resolve, reject]));
    this.ready.catch(() => {});
  }

  /** The view sent `ui/notifications/initialized`: resolves {@link Handshake.ready}. */
  initialized(): void {
    this.#settle[0]();
  }

  /** Rejects {@link Handshake.ready} with `CLOSED` if the view never initialized. */
  close(): void {
    this.#settle[1](new AppError("CLOSED", "The test host closed before the view sent ui/notifications/initialized"));
  }
}
