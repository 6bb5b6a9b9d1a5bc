// The drop-in suites run the same assertions against two view Apps: ours and the official 2.0.4 App
// (the control), each connected to an official AppBridge (2.0.4 or 1.7.5) over linked in-memory
// transports. The official App is typed as ours here: the suites only call the API both share.
import { beforeEach, describe } from "vitest";
import { App as OfficialApp } from "@modelcontextprotocol/ext-apps";
import type { AppBridge, McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import { App, type AppOptions, type JSONRPCMessage, type McpUiAppCapabilities, type Transport } from "../../src/index.js";
import { allowConsole } from "../support/console.js";
import { createLinkedTransports, type LinkedTransport } from "../support/linked.js";
import { APP_INFO, FLAVORS, HOST_CAPABILITIES, HOST_CONTEXT, HOST_INFO, connectBridge, type Flavor } from "./flavors.js";

/** One view App implementation. */
export interface Subject {
  name: string;
  /** True for the official App, which writes to the console (warn, log, debug). */
  official: boolean;
  create(capabilities?: McpUiAppCapabilities, options?: AppOptions): App;
}

export const OURS: Subject = {
  name: "ours",
  official: false,
  create: (capabilities = {}, options = {}) => new App(APP_INFO, capabilities, { autoResize: false, ...options }),
};

export const OFFICIAL: Subject = {
  name: "official 2.0.4 App",
  official: true,
  create: (capabilities = {}, options = {}) => new OfficialApp(APP_INFO, capabilities, { autoResize: false, ...options }) as unknown as App,
};

/** Both Apps: the assertions hold for ours and for the official control. */
export const SUBJECTS: Subject[] = [OURS, OFFICIAL];

/** One App on one reference host. */
export interface Case {
  name: string;
  flavor: Flavor;
  subject: Subject;
}

/**
 * Runs `body` once per App in `subjects` on each AppBridge (2.0.4 and 1.7.5), the official App
 * allowed its console output: `describe.each` over `<App> on AppBridge <version>`.
 */
export function eachApp(subjects: Subject[], body: (c: Case) => void): void {
  const cases = FLAVORS.flatMap((flavor) =>
    subjects.map((subject) => ({ name: `${subject.name} on AppBridge ${flavor.name}`, flavor, subject })),
  );
  describe.each(cases)("$name", (c) => {
    allowOfficialConsole(() => c.subject);
    body(c);
  });
}

/**
 * Mutes the official code's console output (its App warns, logs and debugs) in the tests of a block
 * whose subject is official; ours stays under the console guard every test has (test/setup.ts).
 * `subject` is read per test, so a `describe.each` over {@link SUBJECTS} can call it once.
 */
export function allowOfficialConsole(subject: () => Pick<Subject, "official">): void {
  beforeEach(() => {
    if (subject().official)
      allowConsole("the official ext-apps code writes to the console (warn, log, debug); only mcp-view must be silent");
  });
}

/** The view end of a connection, with its host's bridge and end. */
export interface Hosted {
  bridge: AppBridge;
  /** The view's end (pass it, or a wrapper of it, to `app.connect()`). */
  view: LinkedTransport;
  host: LinkedTransport;
  /** Resolves once the bridge received `ui/notifications/initialized`. */
  initialized: Promise<void>;
}

export interface HostOptions {
  hostContext?: McpUiHostContext;
  /** Runs before the bridge connects (set bridge handlers here). */
  before?: (bridge: AppBridge) => void;
}

const open: Array<() => Promise<void>> = [];

/** A connected official bridge of `flavor` and an unconnected view end; {@link closeHosts} closes it. */
export async function startHost(flavor: Flavor, options: HostOptions = {}): Promise<Hosted> {
  const [view, host] = createLinkedTransports();
  const bridge = new flavor.Bridge(null, HOST_INFO, HOST_CAPABILITIES, { hostContext: options.hostContext ?? HOST_CONTEXT });
  const initialized = new Promise<void>((resolve) => bridge.addEventListener("initialized", () => resolve()));
  options.before?.(bridge);
  await connectBridge({ bridge, host } as Parameters<typeof connectBridge>[0]);
  open.push(() => bridge.close());
  return { bridge, view, host, initialized };
}

/** Closes `app` with the hosts (an App connected by the test itself). */
export function closeLater(app: App): void {
  open.push(() => app.close());
}

/** Connects `app` to a new bridge of `flavor` and waits until the bridge saw `initialized`. */
export async function connectTo(flavor: Flavor, app: App, options: HostOptions = {}): Promise<Hosted> {
  const hosted = await startHost(flavor, options);
  closeLater(app);
  await app.connect(hosted.view);
  await hosted.initialized;
  return hosted;
}

/** Closes every host started since the last call, and the Apps connected to them (for `afterEach`). */
export async function closeHosts(): Promise<void> {
  for (const close of open.splice(0).reverse()) await close().catch(() => {});
}

/** A rejection's error, or a failure if the promise resolved. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error & { code?: unknown; data?: unknown }> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: Error & { code?: unknown }) => error,
  );
}

/** A controllable wrapper of a transport: `send()` of chosen methods can be held, delayed or made to fail. */
export interface ControlledTransport extends Transport {
  /** Holds every send of `method` until the returned release is called. */
  hold(method: string): () => void;
  /** Makes every send of `method` resolve only after `done` (once the message went out). */
  confirm(method: string, done: Promise<unknown>): void;
  /** Makes every send of `method` reject with `error`. */
  fail(method: string, error: Error): void;
  /** The methods whose send was called (before any hold or failure), `"response"` for answers. */
  readonly attempted: string[];
}

export function controlled(inner: Transport): ControlledTransport {
  const before = new Map<string, Promise<unknown>>();
  const after = new Map<string, Promise<unknown>>();
  const failing = new Map<string, Error>();
  const attempted: string[] = [];
  return {
    attempted,
    hold(method) {
      let release!: () => void;
      before.set(method, new Promise<void>((resolve) => (release = resolve)));
      return release;
    },
    confirm: (method, done) => void after.set(method, done),
    fail: (method, error) => void failing.set(method, error),
    start: () => inner.start(),
    close: () => inner.close(),
    async send(message: JSONRPCMessage) {
      const method = "method" in message ? message.method : "response";
      attempted.push(method);
      await before.get(method);
      const error = failing.get(method);
      if (error) throw error;
      await inner.send(message);
      await after.get(method);
    },
    get onmessage() {
      return inner.onmessage;
    },
    set onmessage(fn) {
      inner.onmessage = fn;
    },
    get onerror() {
      return inner.onerror;
    },
    set onerror(fn) {
      inner.onerror = fn;
    },
    get onclose() {
      return inner.onclose;
    },
    set onclose(fn) {
      inner.onclose = fn;
    },
  };
}

/** The answers (responses) the view sent, in order, without their ids. */
export function answers(view: LinkedTransport): unknown[] {
  return view.sent
    .filter((m) => !("method" in m))
    .map((m) => {
      const { id: _, ...rest } = m as JSONRPCMessage & { id: unknown };
      return rest;
    });
}
