// What the dev host applies to a view's frame, for every profile, is what the profile's facts say:
// the policy the widget origin serves ('unsafe-eval' and blob:/data: in script-src, worker-src, ignored _meta.ui.csp fields), the
// iframe's sandbox, blocked storage and a written document, through the page's own request
// (POST /api/frames with frameFacts). A fact the dev host ignores fails here. And the server takes
// only the known values of the facts, so a page cannot smuggle a directive into the policy.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, type HostProfile } from "mcp-view/testing";
import { DEFAULT_SANDBOX, frameFacts, frameSandbox } from "../../playground/host/session/frame-facts.js";
import { PROFILES } from "../../playground/host/session/profiles.js";
import { sandboxedFrame } from "../../playground/host/session/view-frame.js";
import { buildCsp, DEFAULT_CSP } from "../../playground/server/csp.js";
import { parseFrameFacts } from "../../playground/server/frame-facts.js";
import { listen, type Listening } from "../../playground/server/http.js";
import { STORAGE_BLOCK } from "../../playground/server/storage-block.js";
import { WidgetOrigin } from "../../playground/server/widget-origin.js";

const VIEW = "<html><head></head><body><p>view</p></body></html>";
const CSP = { connectDomains: ["https://api.example"], frameDomains: ["https://embed.example"], resourceDomains: ["https://cdn.example"] };

/** A GET or POST over node:http (the page's fetch is happy-dom's here). */
function http(url: string, body?: unknown): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: body === undefined ? "GET" : "POST", headers: { "content-type": "application/json" } }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("every profile's frame is what its facts say", () => {
  let page: Listening;
  let store: WidgetOrigin;

  beforeAll(async () => {
    store = new WidgetOrigin();
    await store.start();
    page = await listen((req, res) => void store.handlePost(req, res));
  });

  afterAll(async () => {
    await page?.close();
    await store?.close();
  });

  /** The frame the dev host serves for `kit` (the page's request, as view-frame.ts sends it). */
  async function served(kit: HostProfile, csp?: typeof CSP) {
    const facts = frameFacts(kit);
    const posted = await http(`${page.origin}/api/frames`, { html: VIEW, ...(csp && { csp }), ...(facts && { facts }) });
    expect(posted.status, posted.text).toBe(200);
    const frame = await http((JSON.parse(posted.text) as { url: string }).url);
    return { policy: String(frame.headers["content-security-policy"]), html: frame.text };
  }

  it("covers every profile of the test kit in the playground's selector", () => {
    expect(PROFILES.map((p) => p.id).sort()).toEqual(Object.keys(profiles).sort());
  });

  it.each(PROFILES.map((p) => [p.id, p.kit] as const))("%s", async (_id, kit) => {
    const facts = kit.facts ?? {};
    for (const csp of [undefined, CSP]) {
      const { policy } = await served(kit, csp);
      const scripts = directive(policy, "script-src")!.split(" ");
      expect(scripts.includes("'unsafe-eval'")).toBe(facts.csp?.unsafeEval === true);
      expect(scripts.filter((s) => s.endsWith(":") && s !== "script-src")).toEqual(facts.csp?.scripts ?? []);
      const workers = directive(policy, "worker-src");
      if (facts.csp?.workers?.length) expect(workers!.split(" ").slice(1)).toEqual(expect.arrayContaining(facts.csp.workers));
      else expect(workers).toBeUndefined();
      if (!csp && !facts.csp) expect(policy).toBe(DEFAULT_CSP);
    }
    const { policy, html } = await served(kit, CSP);
    for (const field of ["connectDomains", "frameDomains", "resourceDomains"] as const)
      expect(policy.includes(CSP[field][0]!)).toBe(!facts.csp?.ignores?.includes(field));
    // A written document is the loader, with the HTML it writes in a string literal.
    const written = /var html=(".*?");document\.open\(\)/.exec(html);
    expect(!!written && !html.includes("<p>view</p>")).toBe(facts.frame?.document === "written");
    const document = written ? (JSON.parse(written[1]!) as string) : html;
    expect(document).toContain("<p>view</p>");
    expect(document.includes(STORAGE_BLOCK)).toBe(facts.frame?.storage === "blocked");
    const frame = sandboxedFrame(undefined, frameSandbox(kit), "http://localhost:5179/frame/1");
    expect([frame.getAttribute("sandbox"), frame.src]).toEqual([facts.frame?.sandbox ?? DEFAULT_SANDBOX, "http://localhost:5179/frame/1"]);
  });
});

describe("the policy each host's profile serves a view that declares no csp", () => {
  const base = DEFAULT_CSP.replace("script-src 'self' 'unsafe-inline'", "script-src 'self' 'unsafe-inline'%s");
  it.each([
    ["default", base.replace("%s", "")],
    // basic-host's script-src and worker-src (examples/basic-host/src/csp.ts); its laxer style, img and connect are not modelled.
    ["reference", `${base.replace("%s", " 'unsafe-eval' blob: data:")}; worker-src 'self' blob:`],
    ["claude", base.replace("%s", " 'unsafe-eval' blob: data:")],
    ["chatgpt", `${base.replace("%s", "")}; worker-src 'self' blob:`],
    ["vscode", base.replace("%s", "")],
  ] as const)("%s", (name, policy) => {
    expect(buildCsp(undefined, frameFacts(profiles[name])?.csp)).toBe(policy);
  });

  it("puts the schemes after the declared resource domains' base, once each", () => {
    expect(
      directive(buildCsp({ resourceDomains: ["https://cdn.example"] }, { unsafeEval: true, scripts: ["data:", "data:"] }), "script-src"),
    ).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval' data: https://cdn.example");
  });
});

describe("parseFrameFacts", () => {
  it("takes every profile's facts as the page sends them, and nothing when absent", () => {
    for (const { kit } of PROFILES) {
      const facts = frameFacts(kit);
      expect(parseFrameFacts(JSON.parse(JSON.stringify(facts ?? null)) ?? undefined)).toEqual(facts);
    }
  });

  it.each([
    ["not an object", "blob:", "facts must be an object"],
    ["an unknown field", { sandbox: "allow-top-navigation" }, "facts has unknown fields: sandbox"],
    ["an unknown csp field", { csp: { scriptSrc: ["*"] } }, "facts.csp has unknown fields: scriptSrc"],
    [
      "a directive in a worker source",
      { csp: { workers: ["blob:; script-src *"] } },
      "facts.csp.workers must list some of 'self' blob: data:",
    ],
    ["a directive in a script source", { csp: { scripts: ["data:; connect-src *"] } }, "facts.csp.scripts must list some of blob: data:"],
    ["'self' as a script source", { csp: { scripts: ["'self'"] } }, "facts.csp.scripts must list some of blob: data:"],
    ["another source for workers", { csp: { workers: ["'unsafe-inline'"] } }, "facts.csp.workers must list some of 'self' blob: data:"],
    ["workers that are no list", { csp: { workers: "blob:" } }, "facts.csp.workers must list some of 'self' blob: data:"],
    [
      "an unknown ignored field",
      { csp: { ignores: ["scriptDomains"] } },
      "facts.csp.ignores must list some of connectDomains, resourceDomains, frameDomains, baseUriDomains",
    ],
    ["an unsafeEval that is no boolean", { csp: { unsafeEval: "yes" } }, "facts.csp.unsafeEval must be a boolean"],
    ["an unknown storage", { storage: "partitioned" }, 'facts.storage must be "works" or "blocked"'],
    ["an unknown document", { document: "srcdoc" }, 'facts.document must be "as-served" or "written"'],
  ])("says what is wrong with %s", (_name, value, error) => {
    expect(parseFrameFacts(value)).toBe(error);
  });
});
