// How the running command stops: on Ctrl+C, SIGTERM or SIGHUP, and when the process that started it
// goes away. `npx mcp-view dev` and `npm start` run the command under `sh -c`, below npm: npm passes
// a SIGTERM on to that shell only, and the shell dies of it without passing it on, which left the
// command serving, orphaned. So the command also watches its parent, and stops as soon as it is gone.

/** Something that stops, such as the playground. */
interface Stoppable {
  close(): Promise<void>;
}

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
/** How often the parent is looked at: well within the 2 s a stop may take. */
const PARENT_CHECK_MS = 200;

/** Stops `target`, then exits (0), on a signal or when the parent process is gone; a second signal exits at once (130). */
export function stopOnSignals(target: Stoppable): void {
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(130); // the stdio server's exit hook still stops it
    stopping = true;
    clearInterval(watch);
    void target.close().then(() => process.exit(0));
  };
  for (const signal of SIGNALS) process.on(signal, stop);
  const watch = whenOrphaned(stop);
}

/** Calls `then` once the parent process has ended (this process was handed to another parent). */
function whenOrphaned(then: () => void): NodeJS.Timeout {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent && alive(parent)) return;
    clearInterval(timer);
    then();
  }, PARENT_CHECK_MS);
  return timer.unref();
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
