// The view-state watcher's reports, as the host page checks them: a message from a frame is anything,
// and only a well-formed report about an mcp-view key reaches the View state panel.
import { describe, expect, it } from "vitest";
import { injectListener } from "../../playground/server/inject-listener.js";
import { STORAGE_WATCH } from "../../playground/server/storage-watch.js";
import { isViewStateReport, VIEW_STATE_MESSAGE } from "../../playground/shared/view-state-report.js";

const report = { type: VIEW_STATE_MESSAGE, op: "write", key: "mcp-view:board:show_board:uuid:1", value: '{"collapsed":[]}' };

describe("isViewStateReport", () => {
  it("accepts a read, a write and a remove of an mcp-view key", () => {
    expect(isViewStateReport(report)).toBe(true);
    expect(isViewStateReport({ ...report, op: "read", value: null })).toBe(true);
    expect(isViewStateReport({ ...report, op: "remove", value: null })).toBe(true);
  });

  it.each([
    ["null", null],
    ["a string", VIEW_STATE_MESSAGE],
    ["another type", { ...report, type: "mcp-view-playground:csp-violation" }],
    ["an unknown op", { ...report, op: "clear" }],
    ["another key", { ...report, key: "theme" }],
    ["a key that is not a string", { ...report, key: 7 }],
    ["a value that is neither text nor null", { ...report, value: { collapsed: [] } }],
    ["no value", { type: VIEW_STATE_MESSAGE, op: "write", key: report.key }],
  ])("rejects %s", (_name, data) => {
    expect(isViewStateReport(data)).toBe(false);
  });
});

describe("the injected scripts", () => {
  it("put the watcher in <head>, after the CSP listener and before the view's own scripts", () => {
    const html = injectListener('<!doctype html><html><head><script src="view.js"></script></head><body></body></html>');
    const watcher = html.indexOf(STORAGE_WATCH);
    expect(watcher).toBeGreaterThan(html.indexOf("securitypolicyviolation"));
    expect(watcher).toBeLessThan(html.indexOf('src="view.js"'));
  });
});
