// @vitest-environment node
// findExternalOrigins: which origins a finished widget page still references, by _meta.ui.csp field.
import { describe, expect, it } from "vitest";
import { findExternalOrigins } from "../../src/rollup/index.js";

const csp = (html: string, ignore?: string[]) => findExternalOrigins("w.html", html, ignore).csp;

describe("findExternalOrigins", () => {
  it("files script, image, media, object and stylesheet URLs under resourceDomains", () => {
    const html = `<script src="https://a.example/x.js"></script><img src="https://b.example/i.png"><video poster="https://c.example/p.jpg"></video>
      <object data="https://d.example/o.svg"></object><link rel="stylesheet" href="https://e.example/s.css">`;
    expect(csp(html)).toEqual({
      resourceDomains: ["https://a.example", "https://b.example", "https://c.example", "https://d.example", "https://e.example"],
    });
  });

  it("reads every candidate of a srcset", () => {
    expect(csp(`<img srcset="https://a.example/1x.png 1x, https://b.example/2x.png 2x">`)).toEqual({
      resourceDomains: ["https://a.example", "https://b.example"],
    });
  });

  it("files iframes under frameDomains and <base href> under baseUriDomains", () => {
    expect(csp(`<base href="https://base.example/"><iframe src="https://frame.example/embed"></iframe>`)).toEqual({
      frameDomains: ["https://frame.example"],
      baseUriDomains: ["https://base.example"],
    });
  });

  it("files http, https, ws and wss URLs written in scripts under connectDomains", () => {
    const html = `<script>fetch("https://api.example/v1"); new WebSocket('wss://live.example:8443/s'); x = \`http://plain.example\`;</script>`;
    expect(csp(html)).toEqual({ connectDomains: ["http://plain.example", "https://api.example", "wss://live.example:8443"] });
  });

  it("reads url() and @import in style elements and style attributes", () => {
    const html = `<style>@import "https://a.example/f.css"; b { background: url(https://b.example/i.png) }</style><p style="background:url('https://c.example/c.png')">`;
    expect(csp(html)).toEqual({ resourceDomains: ["https://a.example", "https://b.example", "https://c.example"] });
  });

  it("resolves protocol-relative URLs as https", () => {
    expect(csp(`<script src="//cdn.example/x.js"></script>`)).toEqual({ resourceDomains: ["https://cdn.example"] });
  });

  it("does not report links, relative URLs, data URLs or comments", () => {
    const html = `<a href="https://docs.example/">docs</a><img src="logo.png"><img src="data:image/png;base64,AA"><!-- <img src="https://old.example/x.png"> -->`;
    expect(findExternalOrigins("w.html", html)).toEqual({ file: "w.html", origins: [], csp: {} });
  });

  it("does not report XML namespaces, JSON Schema ids or React's error pages", () => {
    const html = `<script>a="http://www.w3.org/2000/svg";b="https://json-schema.org/draft/2020-12/schema";c="https://react.dev/errors/"+n</script>`;
    expect(csp(html)).toEqual({});
  });

  it("does not report Vue's or Svelte's error pages, but does report the rest of their sites", () => {
    const errors =
      "<script>a=`https://vuejs.org/error-reference/#runtime-${t}`;b=Error(`https://svelte.dev/e/state_unsafe_mutation`)</script>";
    expect(csp(errors)).toEqual({});
    const pages = `<script>fetch("https://vuejs.org/api/");fetch("https://svelte.dev/content.json")</script>`;
    expect(csp(pages)).toEqual({ connectDomains: ["https://svelte.dev", "https://vuejs.org"] });
  });

  it("skips URLs whose host is a template expression", () => {
    expect(csp("<script>fetch(`https://${host}/api`)</script>")).toEqual({});
  });

  it("lists every origin once, sorted, across fields", () => {
    const html = `<script src="https://b.example/x.js">fetch("https://b.example/api")</script><img src="https://a.example/i.png">`;
    expect(findExternalOrigins("w.html", html).origins).toEqual(["https://a.example", "https://b.example"]);
  });

  it("replaces the built-in ignore list when given one", () => {
    expect(csp(`<script>a="http://www.w3.org/2000/svg"</script>`, [])).toEqual({ connectDomains: ["http://www.w3.org"] });
  });
});
