// One App per iframe, however often the component that owns it mounts.
//
// `useApp` must send exactly one `ui/initialize` per iframe, yet StrictMode runs every effect twice
// (mount, unmount, mount) and fast refresh re-runs effects or remounts the component. So Apps live in
// this module-level registry, keyed by `appInfo.name` (and the injected transport, if any): an effect
// acquires the entry, its cleanup releases it, and the App is closed only when no owner reclaimed it
// by the next task. A StrictMode or fast-refresh remount happens within the same task, finds the
// entry and keeps the connection (and the tool input and result the host sent once). The registry
// belongs to this module, not to the component's module, so it survives hot module replacement.
// Framework-free: the React and Preact bindings each carry an identical copy.
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
}

/** A registered App and how many mounted owners hold it. */
export interface AppEntry {
  readonly key: string;
  readonly app: App;
  readonly transport: Transport | undefined;
  refs: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const entries = new Map<string, AppEntry>();

/** The live App registered for `spec`, if any (a pure read, safe during render). */
export function peekApp(spec: UseAppOptions): App | undefined {
  const entry = entries.get(spec.appInfo.name);
  return entry && entry.transport === spec.transport && entry.app.getSnapshot().status !== "closed" ? entry.app : undefined;
}

/** Takes a reference to the App for `spec`, creating and connecting it on first use. */
export function acquireApp(spec: UseAppOptions): AppEntry {
  const { appInfo, capabilities, onAppCreated, transport, ...options } = spec;
  let entry = entries.get(appInfo.name);
  if (!entry || entry.transport !== transport || entry.app.getSnapshot().status === "closed") {
    const app = new App(appInfo, capabilities, options);
    onAppCreated?.(app);
    entry = { key: appInfo.name, app, transport, refs: 0, timer: undefined };
    entries.set(entry.key, entry);
    app.connect(transport).catch(() => {}); // a failed handshake lands in the snapshot (status, error)
  }
  clearTimeout(entry.timer);
  entry.timer = undefined;
  entry.refs++;
  return entry;
}

/** Drops a reference; the last one closes the App in the next task unless it is acquired again first. */
export function releaseApp(entry: AppEntry): void {
  if (--entry.refs > 0) return;
  entry.timer = setTimeout(() => {
    entry.timer = undefined;
    if (entry.refs > 0) return;
    if (entries.get(entry.key) === entry) entries.delete(entry.key);
    void entry.app.close();
  }, 0);
}

/** How many Apps the registry holds (for leak tests). */
export function registeredApps(): number {
  return entries.size;
}
