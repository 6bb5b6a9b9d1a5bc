// One App per iframe, however often the component that owns it mounts.
//
// `useApp` must send exactly one `ui/initialize` per iframe, yet StrictMode runs every effect twice
// (mount, unmount, mount) and fast refresh re-runs effects or remounts the component. So Apps live in
// this module-level registry, keyed by `appInfo.name` (and the injected transport, if any): an effect
// acquires the entry, its cleanup releases it, and the last release closes the App in a later task
// unless an owner reclaimed it first. StrictMode re-runs effects within the same task. A remount
// (fast refresh, a changed key) renders the new owner before its effect runs, which in Preact is
// after the next paint: that first render finds the entry and leases it for GRACE_MS, so the close
// waits for the new owner's effect. The connection survives, with the tool input and result the
// host sent once. The registry belongs to this module, not to the component's module, so it
// survives hot module replacement. Framework-free, shared by both bindings.
import { App, type AppOptions, type Implementation, type McpUiAppCapabilities, type Transport } from "../index.js";

/** Options of `useApp`: the App's own options, plus what it needs to be created and connected. */
export interface UseAppOptions extends AppOptions {
  /** The view's name and version, sent in `ui/initialize`; also the registry key. */
  appInfo: Implementation;
  /** What the view supports (`availableDisplayModes`, `tools`, …). @default {} */
  capabilities?: McpUiAppCapabilities;
  /** Called once per App, after it is created and before it connects: attach handlers here. */
  onAppCreated?: (app: App) => void;
  /** The channel to the host. Create it once (module scope), not per render. @default PostMessageTransport to window.parent */
  transport?: Transport;
  /**
   * Experimental: declare `appCapabilities.elicitation` in the handshake, so that the host forwards
   * its form elicitations to this view, which renders them with the binding's elicitation reader. It
   * declares only: the elicitation module (`elicitationOf`) joins the bundle where the reader is used.
   * @default false
   */
  elicitation?: boolean;
}

/** A registered App and how many mounted owners hold it. */
export interface AppEntry {
  readonly key: string;
  readonly app: App;
  readonly transport: Transport | undefined;
  refs: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Until when (ms since epoch) a new owner that has rendered but not yet run its effect holds it. */
  leased: number;
}

/** How long a render of a new owner keeps the App open for that owner's effect. */
export const GRACE_MS = 1000;

const entries = new Map<string, AppEntry>();

function live(spec: UseAppOptions): AppEntry | undefined {
  const entry = entries.get(spec.appInfo.name);
  return entry && entry.transport === spec.transport && entry.app.getSnapshot().status !== "closed" ? entry : undefined;
}

/**
 * The live App registered for `spec`, if any, for a new owner's first render. It leases the entry
 * for {@link GRACE_MS}: the only write, idempotent, and it expires by itself if the render is dropped.
 */
export function peekApp(spec: UseAppOptions): App | undefined {
  const entry = live(spec);
  if (entry) entry.leased = Date.now() + GRACE_MS;
  return entry?.app;
}

/** Takes a reference to the App for `spec`, creating and connecting it on first use. */
export function acquireApp(spec: UseAppOptions): AppEntry {
  const { appInfo, capabilities, onAppCreated, transport, elicitation, ...options } = spec;
  let entry = live(spec);
  if (!entry) {
    const declared = elicitation ? { ...capabilities, elicitation: capabilities?.elicitation ?? {} } : capabilities;
    const app = new App(appInfo, declared, options);
    onAppCreated?.(app);
    entry = { key: appInfo.name, app, transport, refs: 0, timer: undefined, leased: 0 };
    entries.set(entry.key, entry);
    app.connect(transport).catch(() => {}); // a failed handshake lands in the snapshot (status, error)
  }
  clearTimeout(entry.timer);
  entry.timer = undefined;
  entry.leased = 0;
  entry.refs++;
  return entry;
}

/** Drops a reference; the last one closes the App in a later task (after any lease) unless it is acquired again first. */
export function releaseApp(entry: AppEntry): void {
  if (--entry.refs > 0) return;
  const close = () => {
    entry.timer = undefined;
    if (entry.refs > 0) return;
    const wait = entry.leased - Date.now();
    if (wait > 0) return void (entry.timer = setTimeout(close, wait));
    if (entries.get(entry.key) === entry) entries.delete(entry.key);
    void entry.app.close();
  };
  entry.timer = setTimeout(close, 0);
}

/** How many Apps the registry holds (for leak tests). */
export function registeredApps(): number {
  return entries.size;
}
