// The Apps a test host closes when it closes: those connected through it. The core hands every new
// App to the devtools hook of its realm (`globalThis.__MCP_VIEW_DEVTOOLS__`), which the kit holds
// while a host that can be connected through is open. The hook watches each App's `connect()`: with
// no transport, the App talks to its window's parent (and window.openai), which the window's test
// host stands in for; with a transport, to that transport's other end, the test host's when it is
// `host.transport`. So a test that mounts its view right after the previous test's unmount (inside
// `act()`, in the same task) gets a new App instead of the one still connected to the old host.
import type { App, Transport } from "../index.js";

const HOOK = "__MCP_VIEW_DEVTOOLS__";

interface DevtoolsHook {
  appCreated?(app: App): void;
}

type Scope = Record<typeof HOOK, DevtoolsHook | undefined>;

/** The Apps connected through one open test host. */
export class BoundApps {
  readonly #apps = new Set<App>();
  readonly #claims: (transport: Transport | undefined) => boolean;

  /** `claims` tells whether an App connecting over `transport` (none: the default one) talks to this host. */
  constructor(claims: (transport: Transport | undefined) => boolean) {
    this.#claims = claims;
    hosts.add(this);
    installHook();
  }

  /** Closes every App connected through this host, and stops watching for more. */
  close(): void {
    hosts.delete(this);
    if (!hosts.size) uninstallHook?.();
    for (const app of this.#apps) void app.close();
    this.#apps.clear();
  }

  /** Binds `app` to the latest open host that `transport` leads to, if any. */
  static connecting(app: App, transport: Transport | undefined): void {
    const host = [...hosts].reverse().find((candidate) => candidate.#claims(transport));
    if (host) host.#apps.add(app);
  }
}

const hosts = new Set<BoundApps>();
let uninstallHook: (() => void) | undefined;

/**
 * Takes over the devtools hook, passing every App on to a hook already there. A hook defined not to
 * be replaced (a devtool's own, such as the dev host's console capture) is left alone.
 */
function installHook(): void {
  if (uninstallHook) return;
  const scope = globalThis as unknown as Scope;
  const own = Object.getOwnPropertyDescriptor(scope, HOOK);
  if (own && !own.configurable) return;
  const previous = scope[HOOK];
  const hook: DevtoolsHook = {
    appCreated(app) {
      watchConnect(app);
      previous?.appCreated?.(app);
    },
  };
  Object.defineProperty(scope, HOOK, { value: hook, writable: true, configurable: true, enumerable: own?.enumerable ?? false });
  uninstallHook = () => {
    uninstallHook = undefined;
    if (scope[HOOK] !== hook) return; // replaced since: not the kit's to undo
    if (own) Object.defineProperty(scope, HOOK, own);
    else delete (scope as Partial<Scope>)[HOOK];
  };
}

/** Has `app` report each `connect()` (and its transport) before it runs. */
function watchConnect(app: App): void {
  const connect = app.connect;
  app.connect = function (this: App, transport, options) {
    BoundApps.connecting(app, transport);
    return connect.call(this, transport, options);
  };
}
