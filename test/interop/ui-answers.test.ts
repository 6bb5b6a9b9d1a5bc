// The answers to the view's ui/* requests are checked as the official App checks them: an invalid one
// rejects, a valid one (with any extra keys the official schemas let through) resolves. Each case runs
// against our App and, as the control, the official 2.0.4 App, on the official AppBridge 2.0.4 and 1.7.5.
import { afterEach, expect, it } from "vitest";
import type { AppBridge } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { App } from "../../src/index.js";
import { FLAVORS } from "./flavors.js";
import { OURS, SUBJECTS, closeHosts, connectTo, eachApp, rejectionOf } from "./subjects.js";

afterEach(closeHosts);

type Answer = Record<string, unknown>;

/** Each ui/* request: how the bridge is made to answer it, and how the view asks. */
const REQUESTS = [
  {
    method: "ui/open-link",
    answer: (b: AppBridge, a: Answer) => (b.onopenlink = async () => a as never),
    ask: (app: App) => app.openLink({ url: "https://example.com" }),
  },
  {
    method: "ui/message",
    answer: (b: AppBridge, a: Answer) => (b.onmessage = async () => a as never),
    ask: (app: App) => app.sendMessage({ role: "user", content: [{ type: "text", text: "hi" }] }),
  },
  {
    method: "ui/download-file",
    answer: (b: AppBridge, a: Answer) => (b.ondownloadfile = async () => a as never),
    ask: (app: App) => app.downloadFile({ contents: [] }),
  },
  {
    method: "ui/update-model-context",
    answer: (b: AppBridge, a: Answer) => (b.onupdatemodelcontext = async () => a as never),
    ask: (app: App) => app.updateModelContext({ content: [] }),
  },
  {
    method: "ui/request-display-mode",
    answer: (b: AppBridge, a: Answer) => (b.onrequestdisplaymode = async () => a as never),
    ask: (app: App) => app.requestDisplayMode({ mode: "fullscreen" }),
  },
];
const ACTIONS = REQUESTS.filter((r) => ["ui/open-link", "ui/message", "ui/download-file"].includes(r.method));
const byMethod = (method: string) => REQUESTS.find((r) => r.method === method)!;

const INVALID: Array<[string, Answer]> = [
  ...ACTIONS.map((r): [string, Answer] => [r.method, { isError: "yes" }]),
  ["ui/update-model-context", { ok: true }],
  ["ui/request-display-mode", {}],
  ["ui/request-display-mode", { mode: "sideways" }],
];
const VALID: Array<[string, Answer]> = [
  ...ACTIONS.flatMap((r): Array<[string, Answer]> => [
    [r.method, {}],
    [r.method, { isError: true, extra: 1 }],
  ]),
  ["ui/update-model-context", {}],
  ["ui/update-model-context", { _meta: { trace: "t" } }],
  ["ui/request-display-mode", { mode: "fullscreen", extra: 1 }],
];

eachApp(SUBJECTS, ({ flavor, subject }) => {
  it.each(INVALID)("%s answered %j rejects", async (method, answer) => {
    const app = subject.create();
    await connectTo(flavor, app, { before: (b) => byMethod(method).answer(b, answer) });
    const error = await rejectionOf(byMethod(method).ask(app));
    if (subject.official) return; // it rejects with zod's own error
    expect(error).toMatchObject({ name: "AppError", kind: "INVALID_MESSAGE", data: answer });
    expect(error.message).toMatch(new RegExp(`^Invalid ${method} result: `));
  });

  it.each(VALID)("%s answered %j resolves with that answer", async (method, answer) => {
    const app = subject.create();
    await connectTo(flavor, app, { before: (b) => byMethod(method).answer(b, answer) });
    await expect(byMethod(method).ask(app)).resolves.toMatchObject(answer);
  });
});

it("ours only: names the defect (isError, an unexpected key, a _meta that is not an object, the mode)", async () => {
  const messages: string[] = [];
  const cases: Array<[string, Answer]> = [
    INVALID[0]!,
    ...INVALID.slice(3, 4),
    ["ui/update-model-context", { _meta: "x" }],
    ...INVALID.slice(4),
  ];
  for (const [method, answer] of cases) {
    const app = OURS.create();
    await connectTo(FLAVORS[0]!, app, { before: (b) => byMethod(method).answer(b, answer) });
    messages.push((await rejectionOf(byMethod(method).ask(app))).message);
  }
  expect(messages).toEqual([
    "Invalid ui/open-link result: isError must be a boolean",
    'Invalid ui/update-model-context result: expected an empty result, got "ok"',
    "Invalid ui/update-model-context result: _meta must be an object",
    'Invalid ui/request-display-mode result: mode must be "inline", "fullscreen" or "pip"',
    'Invalid ui/request-display-mode result: mode must be "inline", "fullscreen" or "pip"',
  ]);
});
