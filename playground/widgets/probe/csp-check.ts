// The Content-Security-Policy the host really applies to the frame, found without a network request:
// a module and a worker from a `data:` URL and from a `blob:` URL are tried (each either runs, or is
// blocked and reported), and a fetch of a `data:` URL, which a policy whose connect-src holds only
// the declared origin blocks even where every script may run; the first violation report carries
// the policy's whole text (`originalPolicy`), which says the rest ('unsafe-eval', worker-src, the
// `_meta.ui.csp` fields kept).
import { MAX_ITEMS, type ProbeCsp } from "../../shared/probe-record.js";

/** How long one try may take before it counts as blocked (ms): a blocked one fails at once, so only a slow machine waits. */
const TRY_WAIT = 10_000;

const violations: ProbeCsp["violations"] = [];
let policy: string | undefined;
const seen: Array<() => void> = [];

// Listening from the first moment, so no report of the view's own start is missed.
document.addEventListener("securitypolicyviolation", (event) => {
  policy ??= event.originalPolicy.slice(0, 8000);
  if (violations.length < MAX_ITEMS.violations)
    violations.push({ directive: event.effectiveDirective.slice(0, 100), blocked: event.blockedURI.slice(0, 300) });
  for (const wake of seen.splice(0)) wake();
});

/** Resolves with `run`'s outcome, or false when it neither succeeds nor fails within the wait. */
function within(run: (done: (ran: boolean) => void) => void): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), TRY_WAIT);
    const done = (ran: boolean) => (clearTimeout(timer), resolve(ran));
    try {
      run(done);
    } catch {
      done(false);
    }
  });
}

const tryModule = (url: string) =>
  within(
    (done) =>
      void import(url).then(
        (module: { ran?: unknown }) => done(module.ran === true),
        () => done(false),
      ),
  );

function tryWorker(url: string): Promise<boolean> {
  let worker: Worker | undefined;
  return within((done) => {
    worker = new Worker(url);
    worker.onmessage = (event) => done(event.data === "ran");
    worker.onerror = () => done(false);
  }).finally(() => worker?.terminate());
}

const blobUrl = (text: string) => URL.createObjectURL(new Blob([text], { type: "text/javascript" }));

/** Waits until a violation was reported, at most `ms` (a blocked try's report may come a moment after it failed). */
const reported = (ms: number) =>
  violations.length ? Promise.resolve() : new Promise<void>((resolve) => (seen.push(resolve), setTimeout(resolve, ms)));

/** Tries each kind of script, then reads the policy from the reports. */
export async function checkCsp(): Promise<ProbeCsp> {
  const [dataModule, blobModule, dataWorker, blobWorker, dataFetch] = await Promise.all([
    tryModule("data:text/javascript,export const ran = true;"),
    tryModule(blobUrl("export const ran = true;")),
    tryWorker("data:text/javascript,postMessage('ran')"),
    tryWorker(blobUrl("postMessage('ran')")),
    within(
      (done) =>
        void fetch("data:text/plain,probe").then(
          (r) => done(r.ok),
          () => done(false),
        ),
    ),
  ]);
  const ran = { dataModule, blobModule, blobWorker, dataWorker, dataFetch };
  if (Object.values(ran).includes(false)) await reported(1000);
  return { ...(policy !== undefined && { policy }), ran, violations: [...violations] };
}
