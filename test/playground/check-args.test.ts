// @vitest-environment node
// `mcp-view check`'s own flags beside the matrix's: --json, and --strict or --fail-on (the test
// kit's failOn), which make warnings fail too.
import { expect, it } from "vitest";
import { checkUsage, parseCheck } from "../../playground/cli/check-args.js";

const options = (...argv: string[]) => {
  const request = parseCheck(argv, "/work");
  if (request.kind !== "run") throw new Error(request.kind === "error" ? request.message : request.kind);
  return request.options;
};
const error = (...argv: string[]) => {
  const request = parseCheck(argv, "/work");
  return request.kind === "error" ? request.message : request.kind;
};

it("fails on errors only by default", () => {
  expect(options("--", "node", "server.js")).toEqual({ json: false, failOn: "error", command: ["node", "server.js"] });
});

it("fails on warnings too with --strict, --fail-on warning or --fail-on=warning, before or after the other flags", () => {
  expect(options("--strict", "--json", "--", "node", "s.js")).toMatchObject({ json: true, failOn: "warning", command: ["node", "s.js"] });
  expect(options("--fail-on", "warning", "--tool", "a", "--", "node")).toMatchObject({ failOn: "warning", tools: ["a"] });
  expect(options("--tool", "a", "--fail-on=warning", "--", "node")).toMatchObject({ failOn: "warning", tools: ["a"] });
  expect(options("--fail-on", "error", "--", "node")).toMatchObject({ failOn: "error" });
});

it("leaves the stdio server's own flags alone", () => {
  expect(options("--", "node", "s.js", "--strict", "--fail-on", "x")).toMatchObject({
    failOn: "error",
    command: ["node", "s.js", "--strict", "--fail-on", "x"],
  });
});

it("refuses a --fail-on that is not error or warning, in one sentence", () => {
  expect(error("--fail-on", "info", "--", "node")).toBe('--fail-on takes error or warning, got "info"');
  expect(error("--fail-on")).toBe("--fail-on takes error or warning, got nothing");
});

it("documents --strict and --fail-on, and the tools it does not call unasked", () => {
  expect(checkUsage()).toMatch(/--strict +exit 1 on warnings too/);
  expect(checkUsage()).toMatch(/--fail-on <level> +the least severity that fails: error \(default\) or warning/);
  expect(checkUsage()).toContain("not called unless named with --tool");
});
