// @vitest-environment node
// The ui:// resource of a view on a real McpServer of each SDK generation, seen from a client of its
// own: registerAppResource (the official form) and registerWidgetResource (a single-file widget with
// its _meta.ui).
import { describe, expect, it } from "vitest";
import { registerAppResource, registerWidgetResource, RESOURCE_MIME_TYPE } from "../../src/server/index.js";
import { GENERATIONS } from "./generations.js";

const HTML = "<!doctype html><html><body><script type=module>/* the widget */</script></body></html>";
const noServer = { registerResource: () => ({}) as never };

describe.each(GENERATIONS)("registerAppResource(server, name, uri, config, read) on $name", (generation) => {
  it("lists the resource with the MCP App mime type and gives it to content items that have none", async () => {
    const client = await generation.connect((server) => {
      registerAppResource(server, "Greeter", "ui://greeter/view.html", { description: "The greeter" }, (uri) => ({
        contents: [{ uri: uri.href, text: HTML }],
      }));
      registerAppResource(server, "Plain", "ui://greeter/plain.txt", { mimeType: "text/plain" }, (uri) => ({
        contents: [{ uri: uri.href, mimeType: "text/plain", text: "x" }],
      }));
    });
    const { resources } = await client.listResources();
    expect(resources.map(({ name, uri, mimeType, description }) => ({ name, uri, mimeType, description }))).toEqual([
      { name: "Greeter", uri: "ui://greeter/view.html", mimeType: RESOURCE_MIME_TYPE, description: "The greeter" },
      { name: "Plain", uri: "ui://greeter/plain.txt", mimeType: "text/plain", description: undefined },
    ]);
    expect((await client.readResource({ uri: "ui://greeter/view.html" })).contents).toEqual([
      { uri: "ui://greeter/view.html", mimeType: RESOURCE_MIME_TYPE, text: HTML },
    ]);
    expect((await client.readResource({ uri: "ui://greeter/plain.txt" })).contents[0]?.mimeType).toBe("text/plain");
  });
});

describe("registerAppResource(server, name, uri, config, read)", () => {
  it("throws at registration for a malformed ui:// URI, another scheme or a missing read callback", () => {
    const read = () => ({ contents: [] });
    for (const uri of [
      "ui://",
      "ui:///view.html",
      "ui://a b/view.html",
      "ui://a/my view.html",
      "ui://a/b/../c",
      "UI://a/b",
      "https://a.example/view.html",
      "",
    ]) {
      expect(() => registerAppResource(noServer, "R", uri, {}, read), uri).toThrow(
        expect.objectContaining({ kind: "INVALID_PARAMS", message: expect.stringContaining("is not a well-formed ui:// URI") }),
      );
    }
    expect(() => registerAppResource(noServer, "R", "ui://a/b", {}, undefined as never)).toThrow(/needs a read callback/);
  });
});

describe.each(GENERATIONS)("registerWidgetResource(server, uri, options) on $name", (generation) => {
  it("serves the widget's HTML with the mime type and its _meta.ui on both the list entry and the content", async () => {
    const ui = {
      csp: { connectDomains: ["https://api.example.com"], resourceDomains: ["https://cdn.example.com"] },
      domain: "abc.example-host.com",
      prefersBorder: false,
    };
    const client = await generation.connect((server) =>
      registerWidgetResource(server, "ui://greeter/view.html", { html: HTML, title: "Greeter", ...ui }),
    );
    const { resources } = await client.listResources();
    expect(resources).toEqual([
      { name: "ui://greeter/view.html", uri: "ui://greeter/view.html", title: "Greeter", mimeType: RESOURCE_MIME_TYPE, _meta: { ui } },
    ]);
    expect((await client.readResource({ uri: "ui://greeter/view.html" })).contents).toEqual([
      { uri: "ui://greeter/view.html", mimeType: RESOURCE_MIME_TYPE, text: HTML, _meta: { ui } },
    ]);
  });

  it("reads the HTML from a function on every read, and sends an empty _meta.ui when nothing is set", async () => {
    let version = 0;
    const client = await generation.connect((server) =>
      registerWidgetResource(server, "ui://greeter/view.html", { html: async () => `<p>v${++version}</p>` }),
    );
    const read = async () => (await client.readResource({ uri: "ui://greeter/view.html" })).contents[0];
    expect(await read()).toEqual({ uri: "ui://greeter/view.html", mimeType: RESOURCE_MIME_TYPE, text: "<p>v1</p>", _meta: { ui: {} } });
    expect(await read()).toMatchObject({ text: "<p>v2</p>" });
  });

  it("answers a read with an error when the html function returns no string", async () => {
    const client = await generation.connect((server) =>
      registerWidgetResource(server, "ui://greeter/view.html", { html: () => undefined as unknown as string }),
    );
    await expect(client.readResource({ uri: "ui://greeter/view.html" })).rejects.toThrow(
      /the html function returned undefined, not a string/,
    );
  });
});

describe("registerWidgetResource(server, uri, options)", () => {
  it("throws at registration for a malformed URI or missing html", () => {
    expect(() => registerWidgetResource(noServer, "ui:/greeter", { html: HTML })).toThrow(/is not a well-formed ui:\/\/ URI/);
    expect(() => registerWidgetResource(noServer, "ui://greeter/view.html", {} as never)).toThrow(/needs html/);
    expect(() => registerWidgetResource(noServer, "ui://greeter/view.html", undefined as never)).toThrow(/needs html/);
  });
});
