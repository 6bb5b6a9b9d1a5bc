// getUiCapability: whether a client (the host) renders MCP Apps, read from its capabilities.
import { describe, expect, it } from "vitest";
import { EXTENSION_ID, getUiCapability, RESOURCE_MIME_TYPE } from "../../src/server/index.js";

describe("getUiCapability", () => {
  it("reads the MCP Apps extension from client capabilities, and nothing else", () => {
    expect(getUiCapability({ extensions: { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } } })).toEqual({
      mimeTypes: [RESOURCE_MIME_TYPE],
    });
    expect([
      getUiCapability({}),
      getUiCapability(null),
      getUiCapability(undefined),
      getUiCapability({ extensions: { [EXTENSION_ID]: true as never } }),
    ]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("is undefined for an array under the extension's id", () => {
    expect(getUiCapability({ extensions: { [EXTENSION_ID]: [] as never } })).toBeUndefined();
  });

  it("is undefined when the client declared only other extensions", () => {
    expect(getUiCapability({ extensions: { "io.example/other": { mimeTypes: [RESOURCE_MIME_TYPE] } } })).toBeUndefined();
  });
});
