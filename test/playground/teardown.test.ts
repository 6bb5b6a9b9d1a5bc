// Tearing a view down from the playground: the diagnostics line says whether the view answered
// ui/resource-teardown, and that a view without an onteardown handler cannot (it answers -32601,
// which the host's JSON-RPC engine rejects with as AppError.code).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { App } from "../../src/index.js";
import { createTestHost, type TestHost } from "../../src/testing/index.js";
import { tearDownView } from "../../playground/host/session/teardown.js";

let host: TestHost;
let app: App;

beforeEach(async () => {
  host = createTestHost();
  app = new App({ name: "closing", version: "1" }, {}, { autoResize: false });
});

afterEach(async () => {
  await app.close();
  host.close();
});

describe("tearDownView", () => {
  it("says that a view without onteardown does not answer ui/resource-teardown (-32601)", async () => {
    await app.connect();
    const line = await tearDownView(host);
    expect([line.key, line.severity, line.title]).toEqual(["teardown", "info", "The view does not answer ui/resource-teardown (-32601)"]);
    expect(line.detail).toMatch(/sets no onteardown handler/);
  });

  it("says how long a view with onteardown took to answer", async () => {
    app.onteardown = () => ({});
    await app.connect();
    const line = await tearDownView(host);
    expect([line.key, line.severity, line.title]).toEqual([
      "teardown",
      "ok",
      expect.stringMatching(/^The view answered ui\/resource-teardown in \d+ ms$/),
    ]);
  });

  it("warns, with the reason, when the teardown fails otherwise", async () => {
    app.onteardown = () => {
      throw new Error("disk full");
    };
    await app.connect();
    const line = await tearDownView(host);
    expect([line.key, line.severity, line.title]).toEqual(["teardown", "warn", "ui/resource-teardown failed"]);
    expect(line.detail).toMatch(/disk full.*The frame is removed anyway\.$/);
  });
});
