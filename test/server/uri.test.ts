// assertUiUri: the one check of a ui:// URI on the server side.
import { describe, expect, it } from "vitest";
import { assertUiUri } from "../../src/server/uri.js";

describe("assertUiUri", () => {
  it.each(["ui://weather/view.html", "ui://a/b/c.html", "ui://weather", "ui://a.example:8080/x?y=1#z"])("accepts %s", (uri) => {
    expect(() => assertUiUri(uri, "Tool t")).not.toThrow();
  });

  it("throws INVALID_PARAMS whose message starts with `what` and quotes the URI", () => {
    expect(() => assertUiUri("https://a.example/view.html", "Tool t: the resource URI")).toThrow(
      expect.objectContaining({
        kind: "INVALID_PARAMS",
        message:
          'Tool t: the resource URI: "https://a.example/view.html" is not a well-formed ui:// URI (such as "ui://weather/view.html")',
      }),
    );
  });

  it.each([
    ["no host", "ui://"],
    ["an empty host", "ui:///view.html"],
    ["a space in the host", "ui://a b/view.html"],
    ["a space in the path", "ui://a/my view.html"],
    ["a .. segment", "ui://a/b/../c"],
    ["the scheme in capitals", "UI://a/b"],
    ["another scheme", "https://a.example/view.html"],
    ["the empty string", ""],
  ])("rejects a URI with %s", (_, uri) => {
    expect(() => assertUiUri(uri, "R")).toThrow(`R: ${JSON.stringify(uri)} is not a well-formed ui:// URI`);
  });

  it("rejects what is not a string, quoting it as JSON", () => {
    expect(() => assertUiUri(42, "R")).toThrow('R: 42 is not a well-formed ui:// URI (such as "ui://weather/view.html")');
    expect(() => assertUiUri(undefined, "R")).toThrow("R: undefined is not a well-formed ui:// URI");
  });
});
