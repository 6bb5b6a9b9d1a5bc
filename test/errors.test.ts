// The one error class and its helpers on their own: AppError's fields, the MCP SDK's wording of a
// remote error, and reading a code or a message off anything that was thrown.
import { describe, expect, it } from "vitest";
import {
  AppError,
  errorCode,
  errorMessage,
  remoteError,
  RPC_INTERNAL_ERROR,
  RPC_INVALID_PARAMS,
  RPC_INVALID_REQUEST,
  RPC_METHOD_NOT_FOUND,
  toText,
} from "../src/errors.js";

describe("AppError", () => {
  it("is an Error named AppError with its kind and message", () => {
    const error = new AppError("TIMEOUT", "Request x timed out after 5 ms");
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.kind, error.message]).toEqual(["AppError", "TIMEOUT", "Request x timed out after 5 ms"]);
  });

  it("carries the JSON-RPC code, data and cause it is given", () => {
    const cause = new Error("below");
    const error = new AppError("REMOTE_ERROR", "MCP error -32000: no", { code: -32000, data: { why: 1 }, cause });
    expect([error.code, error.data, error.cause]).toEqual([-32000, { why: 1 }, cause]);
  });

  it("has no cause property when given none", () => {
    expect("cause" in new AppError("CLOSED", "Not connected")).toBe(false);
  });
});

describe("remoteError", () => {
  it("words a JSON-RPC error response as the MCP SDK does, keeping its code and data", () => {
    const error = remoteError({ code: -32002, message: "Resource not found", data: { uri: "x" } });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      kind: "REMOTE_ERROR",
      code: -32002,
      message: "MCP error -32002: Resource not found",
      data: { uri: "x" },
    });
  });
});

describe("errorCode", () => {
  it("is the integer code an error carries", () => {
    expect(errorCode(Object.assign(new Error("x"), { code: -32601 }))).toBe(-32601);
  });

  it.each([
    ["a string code", { code: "ENOENT" }],
    ["a fractional code", { code: 1.5 }],
    ["no code", new Error("x")],
    ["null", null],
    ["undefined", undefined],
  ])("is undefined for %s", (_, error) => {
    expect(errorCode(error)).toBeUndefined();
  });
});

describe("errorMessage and toText", () => {
  it("errorMessage is an Error's message, and any other thrown value as text", () => {
    expect([errorMessage(new TypeError("bad")), errorMessage("plain"), errorMessage(42), errorMessage(undefined)]).toEqual([
      "bad",
      "plain",
      "42",
      "undefined",
    ]);
  });

  it("toText is String(value), and the [object …] tag for a value String() rejects", () => {
    expect([toText(Symbol("s")), toText({ toString: () => "custom" }), toText(Object.create(null))]).toEqual([
      "Symbol(s)",
      "custom",
      "[object Object]",
    ]);
  });
});

describe("JSON-RPC error codes", () => {
  it("are the JSON-RPC 2.0 numbers", () => {
    expect([RPC_INVALID_REQUEST, RPC_METHOD_NOT_FOUND, RPC_INVALID_PARAMS, RPC_INTERNAL_ERROR]).toEqual([-32600, -32601, -32602, -32603]);
  });
});
