// The playground's Links panel against a hostile view: a `ui/download-file` must never put a script
// link (javascript:, data:, another origin's blob:) in the host page, and a downloaded file must
// never be something the browser would render as the host's own page (HTML, SVG, …).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App, type EmbeddedResource, type ResourceLink } from "../../src/index.js";
import { createTestHost, type TestHost } from "../../src/testing/index.js";
import { createSessionEvents } from "../../playground/host/session/events.js";
import { wireHandlers } from "../../playground/host/session/handlers.js";
import { inertDeps } from "./handler-deps.js";
import { Inspector } from "../../playground/host/ui/inspector.js";
import type { LinksPanel } from "../../playground/host/ui/panels.js";

let host: TestHost;
let app: App;
let links: LinksPanel;
const blobs: Blob[] = [];

beforeEach(async () => {
  host = createTestHost();
  const events = createSessionEvents();
  links = new Inspector(events).links;
  wireHandlers(host, inertDeps(events));
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => (blobs.push(blob as Blob), `blob:${location.origin}/${blobs.length}`));
  app = new App({ name: "hostile", version: "1" }, {}, { autoResize: false });
  await app.connect();
});

afterEach(async () => {
  blobs.length = 0;
  await app.close();
  host.close();
});

const download = (...contents: Array<EmbeddedResource | ResourceLink>) => app.downloadFile({ contents });
const anchors = () =>
  [...links.element.querySelectorAll("a")].map((a) => ({
    href: a.getAttribute("href"),
    download: a.getAttribute("download"),
    text: a.textContent,
  }));
const link = (uri: string): ResourceLink => ({ type: "resource_link", uri, name: "report.csv", mimeType: "text/csv" });

describe("download links", () => {
  it("are never script links: javascript:, data: and blob: URLs the host did not make are shown as text", async () => {
    await download(
      link("javascript:alert(document.domain)"),
      link(" JavaScript:alert(1)"),
      link("data:text/html,<script>alert(1)</script>"),
      link(`blob:${location.origin}/stolen`),
    );
    expect(anchors()).toEqual([]);
    expect([...links.element.querySelectorAll("li code")].map((c) => c.textContent)).toEqual([
      "report.csv",
      "report.csv",
      "report.csv",
      "report.csv",
    ]);
  });

  it("link http(s) resources, opened in a new tab without the host as opener", async () => {
    await download(link("https://example.com/report.csv"));
    const a = links.element.querySelector("a")!;
    expect([a.getAttribute("href"), a.getAttribute("target"), a.getAttribute("rel")]).toEqual([
      "https://example.com/report.csv",
      "_blank",
      "noopener noreferrer",
    ]);
  });
});

describe("downloaded files", () => {
  it("are blobs the browser will not render: an HTML file is saved, never opened as the host's page", async () => {
    await download({
      type: "resource",
      resource: { uri: "file:///page.html", mimeType: "text/html", text: "<script>parent.pwned = true</script>" },
    });
    expect(blobs.map((b) => b.type)).toEqual(["application/octet-stream"]);
    expect(anchors()).toEqual([{ href: `blob:${location.origin}/1`, download: "page.html", text: "page.html" }]);
    expect(links.element.textContent).toContain("(text/html)");
  });

  it("decode base64 contents into such a blob too, instead of a data: URL of the declared type", async () => {
    await download({
      type: "resource",
      resource: { uri: "file:///logo.svg", mimeType: "image/svg+xml", blob: btoa("<svg onload='alert(1)'/>") },
    });
    expect(blobs.map((b) => b.type)).toEqual(["application/octet-stream"]);
    expect(await blobs[0]!.text()).toBe("<svg onload='alert(1)'/>");
    expect(anchors().map((a) => a.href)).toEqual([`blob:${location.origin}/1`]);
  });
});
