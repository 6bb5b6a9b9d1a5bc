// What the hooks read: the App's snapshot, published to them at most once per animation frame while
// only streamed input changes. Framework-free, shared by both bindings.
//
// A host may send thousands of `tool-input-partial` notifications in a burst, each in its own task.
// Read straight from the App, every one of them is a store change, and `useSyncExternalStore` renders
// once per change. So each App gets one frame store between its `subscribe` and the hooks:
//
// - A change to nothing but the partial input is held back, and the latest snapshot is published
//   at the next animation frame, just before the browser paints: the screen shows the same thing it
//   would have shown, after one render instead of dozens.
// - Any other change (status, error, tool input, result, cancellation, host context) is published at
//   once, together with the latest partial, so nothing waits for a frame and no partial is lost.
// - Every hook of an App reads the same published snapshot, so two hooks read in one render never
//   disagree (one store: `useSyncExternalStore`, or the Preact twin, keeps each render consistent).
// - A hidden tab runs no animation frames (and a throttled or offscreen frame may run them late), so
//   a timer of FALLBACK_MS publishes whatever a frame has not published by then.
// - With no subscriber, the store reads the App directly: a first render sees the latest state.
import { INITIAL_SNAPSHOT, type App, type AppSnapshot } from "../index.js";

/** The snapshot field that may change many times a frame: a change to it alone waits for a frame. */
const STREAMED = "toolInputPartial" satisfies keyof AppSnapshot;

/** How long held-back input waits for an animation frame before a timer publishes it. */
export const FALLBACK_MS = 100;

/** What the hooks subscribe to and read. Each subscription passes its own callback (as React and Preact do). */
export interface SnapshotSource {
  getSnapshot(): AppSnapshot;
  subscribe(onChange: () => void): () => void;
}

/** Whether `next` differs from `prev` in anything but the streamed field. */
function urgent(prev: AppSnapshot, next: AppSnapshot): boolean {
  const differs = (key: string) => key !== STREAMED && prev[key as keyof AppSnapshot] !== next[key as keyof AppSnapshot];
  return Object.keys(next).some(differs) || Object.keys(prev).some(differs);
}

/** Calls `run` once, at the next animation frame or after FALLBACK_MS, whichever is first. Returns its cancel. */
function nextFrame(run: () => void): () => void {
  const cancel = () => {
    clearTimeout(timer);
    if (frame) cancelAnimationFrame(frame);
  };
  const fire = () => {
    cancel();
    run();
  };
  const timer = setTimeout(fire, FALLBACK_MS);
  // A hidden tab runs no frames; where there is no requestAnimationFrame, the timer alone runs.
  const frame = document.visibilityState === "hidden" ? 0 : globalThis.requestAnimationFrame?.(fire);
  return cancel;
}

/** One App's snapshot as the hooks see it: see the file comment. */
function createFrameStore(app: App): SnapshotSource {
  const listeners = new Set<() => void>();
  let published = app.getSnapshot();
  let unsubscribe: (() => void) | undefined;
  let pending: (() => void) | undefined;
  const publish = () => {
    pending?.();
    pending = undefined;
    const latest = app.getSnapshot();
    if (latest === published) return;
    published = latest;
    for (const listener of [...listeners]) listener();
  };
  const changed = () => {
    if (urgent(published, app.getSnapshot())) publish();
    else pending ??= nextFrame(publish);
  };
  return {
    getSnapshot() {
      // Subscribed: what was published. Not yet: the App's own, which subscribing starts from.
      if (!unsubscribe) published = app.getSnapshot();
      return published;
    },
    subscribe(listener) {
      if (!unsubscribe) {
        published = app.getSnapshot(); // what a render read may be older: useSyncExternalStore re-reads after subscribing
        unsubscribe = app.subscribe(changed);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size) return;
        unsubscribe?.();
        pending?.();
        unsubscribe = pending = undefined;
      };
    },
  };
}

const stores = new WeakMap<App, SnapshotSource>();
const noop = () => {};

/** What the hooks read while there is no App: the idle snapshot, which never changes. */
const NO_APP: SnapshotSource = { getSnapshot: () => INITIAL_SNAPSHOT, subscribe: () => noop };

/** The frame-coalesced snapshot source of `app` (one per App), or the idle one for `null`. */
export function frameSource(app: App | null): SnapshotSource {
  if (!app) return NO_APP;
  let store = stores.get(app);
  if (!store) stores.set(app, (store = createFrameStore(app)));
  return store;
}
