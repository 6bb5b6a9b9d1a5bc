// @vitest-environment node
// The probe's round trip, in Chromium: the probe server (over HTTP, its view built from source) runs
// under the dev host, whose page plays the built-in profiles default, claude, chatgpt and goose, one
// page each, side by side; each probe view hands its record back and the server writes a profile
// file, whose hostInfo, capabilities, context, colours, display modes, frame, CSP and answered
// requests are the built-in profile's, as the dev host plays it. The written files are then loaded
// by `mcp-view dev --profile` (the probe, run again under the loaded profile, gets the same facts
// back), by `mcp-view matrix --profile` (its rows run under the loaded profiles and pass) and by the
// test kit (an App connected to it is told the probed host).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { App } from "mcp-view";
import { createTestHost, loadProfile, profiles, REQUIRED_CAPABILITY, type HostProfile, type ProfileFile } from "mcp-view/testing";
import { parseCli } from "../../playground/cli/args.js";
import { runMatrix } from "../../playground/cli/matrix.js";
import { runProbe } from "../../playground/cli/probe.js";
import { ProfileWriter } from "../../playground/probe/profile-writer.js";
import { startProbeHttp, type ProbeHttp } from "../../playground/probe/transports.js";
import { loadProfileFiles } from "../../playground/server/profile-files.js";
import { sourceAssets } from "../../playground/server/source-assets.js";
import type { ProbeAnswer } from "../../playground/shared/probe-record.js";
import { startPlayground, type Playground } from "../../playground/start.js";
import { CHROMIUM_PATH, describeBrowser, launchChromium, patient, WAIT } from "./support.js";

const PROBED = ["default", "claude", "chatgpt", "goose"] as const;

/** A stream that keeps what is written to it. */
const sink = () => {
  let text = "";
  return { write: (chunk: string) => ((text += chunk), true), text: () => text } as unknown as NodeJS.WritableStream & { text(): string };
};

/** How the dev host answers `method` under `profile`: its refusal, -32601 for a capability it does not advertise, else a result. */
function expectedAnswer(profile: HostProfile, method: string): Pick<ProbeAnswer, "outcome"> & { code?: number } {
  const refusal = profile.facts?.refuses?.[method];
  if (refusal?.kind === "error") return { outcome: "error", code: refusal.code };
  const needs = REQUIRED_CAPABILITY[method];
  if (needs !== undefined && profile.hostCapabilities[needs] === undefined) return { outcome: "error", code: -32601 };
  return { outcome: "answered" };
}

const sorted = (list: readonly string[] | undefined) => [...(list ?? [])].sort();

/** The CSP facts, with their lists sorted, `unsafeEval: false` as absent. */
const cspOf = (profile: HostProfile) => {
  const { unsafeEval, scripts, workers, ignores } = profile.facts?.csp ?? {};
  return { unsafeEval: unsafeEval ?? false, scripts: sorted(scripts), workers: sorted(workers), ignores: sorted(ignores) };
};

describeBrowser("mcp-view probe's round trip through the dev host", () => {
  let dir: string;
  let browser: Browser;
  let probe: ProbeHttp;
  let playground: Playground;
  /** The host page and the probe view, built once from source for every dev host here. */
  const assets = sourceAssets();
  const written = new Map<string, ProfileFile>();
  const pages: Page[] = [];
  /** The page of each profile probed in the first dev host. */
  const pageOf = new Map<string, Page>();
  /** The file each built-in profile's probe wrote, by profile name. */
  const probed = new Map<string, string>();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-probe-"));
    const view = assets.probe!();
    [browser, probe] = await Promise.all([
      launchChromium(),
      startProbeHttp({
        view: () => view,
        writer: new ProfileWriter(dir),
        by: "mcp-view probe (test)",
        onSaved: (w, file) => void written.set(w.file, file),
      }),
    ]);
    playground = await startPlayground({ server: probe.url, assets });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
    await probe?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Opens the probe under `profile` in `url`'s dev host; resolves with the file the view says it
   * saved. Where the host offers no server tools (Goose), the view shows its record to copy instead:
   * it is copied into a file, made a profile of by `mcp-view probe --record`.
   */
  async function probeUnder(url: string, profile: string): Promise<string> {
    const page = patient(await browser.newPage());
    pages.push(page);
    pageOf.set(profile, page);
    await page.goto(`${url}?tool=probe_host&profile=${encodeURIComponent(profile)}`);
    const view = page.frameLocator("#view");
    const status = view.locator("#status.saved, #status.failed");
    await status.waitFor(WAIT);
    const said = (await status.textContent())!;
    const saved = /^Saved (\S+\.profile\.json)/.exec(said);
    if (saved) return saved[1]!;
    expect(said).toContain("this host lets the view call no server tool");
    const record = join(dir, `${profile}.record.json`);
    writeFileSync(record, (await view.locator("#record").textContent())!);
    const out = sink();
    expect(await runProbe(["--record", record, "--out", dir], { version: "test", assets, stdout: out, stderr: out })).toBe(0);
    return /Wrote \S*?([^/\s]+\.profile\.json)/.exec(out.text())![1]!;
  }

  it("probes four built-in profiles at once, and writes back their facts", async () => {
    const files = await Promise.all(PROBED.map((name) => probeUnder(playground.url, name)));
    expect(new Set(files).size).toBe(PROBED.length);
    for (const [i, name] of PROBED.entries()) probed.set(name, join(dir, files[i]!));
    for (const [i, name] of PROBED.entries()) {
      const built = profiles[name];
      const file = await loadProfile(join(dir, files[i]!));
      const { profile, observed } = file;
      expect(file.name).toBe(files[i]!.replace(".profile.json", ""));
      expect(file.probed?.by).toMatch(/^mcp-view probe \(?test\)?$/);
      expect(profile.hostInfo, name).toEqual(built.hostInfo);
      expect(profile.hostCapabilities, name).toEqual(built.hostCapabilities);
      const { containerDimensions: _dims, ...context } = built.hostContext;
      expect(profile.hostContext, name).toMatchObject(context);
      expect(profile.hostContext.availableDisplayModes, name).toEqual(built.hostContext.availableDisplayModes);
      expect(profile.variables.light, name).toMatchObject(built.variables.light);
      // The frame and its policy, as the dev host plays the profile's facts.
      const facts = built.facts ?? {};
      expect(profile.facts?.frame, name).toEqual({
        origin: "cross-site",
        storage: facts.frame?.storage === "blocked" ? "blocked" : profile.facts?.frame?.storage,
        document: facts.frame?.document ?? "as-served",
      });
      expect(cspOf(profile), name).toEqual(cspOf(built));
      expect(profile.facts?.neverSends?.includes("hostContext.toolInfo") ?? false, name).toBe(
        facts.neverSends?.includes("hostContext.toolInfo") ?? false,
      );
      // Each request answered as the dev host answers it under the profile.
      const answers = observed!.requests as ProbeAnswer[];
      expect(answers.map((a) => a.method).sort(), name).toEqual(
        ["ping", "resources/list", "resources/read", "ui/request-display-mode", "ui/update-model-context"].sort(),
      );
      for (const answer of answers)
        expect({ outcome: answer.outcome, ...(answer.outcome === "error" && { code: answer.code }) }, `${name} ${answer.method}`).toEqual(
          expectedAnswer(built, answer.method),
        );
      expect(profile.facts?.refuses ?? {}, name).toEqual(
        Object.fromEntries(Object.entries(facts.refuses ?? {}).filter(([, refusal]) => refusal.kind === "error")),
      );
      expect(
        profile.facts?.sources?.every((s) => s.url === "mcp-view:probe" && /^\d{4}-\d{2}-\d{2}$/.test(s.observed)),
        name,
      ).toBe(true);
      // The revision the dev host's client asked the probe server for (a record copied from the view carries none).
      const negotiated = "revision" in playground.negotiated ? playground.negotiated.revision : undefined;
      expect(profile.protocolRevision, name).toBe(built.hostCapabilities.serverTools ? (built.protocolRevision ?? negotiated) : undefined);
    }

    // A change of theme the host sends is recorded, and the file written again with that theme's colours.
    const defaultFile = probed.get("default")!;
    await pageOf.get("default")!.selectOption("#theme", "dark");
    await expect
      .poll(async () => (await loadProfile(defaultFile)).profile.variables.dark, WAIT)
      .toMatchObject(profiles.default.variables.dark);
    expect((await loadProfile(defaultFile)).observed!.contextChanges).toContainEqual(
      expect.objectContaining({ params: expect.objectContaining({ theme: "dark" }) }),
    );

    // The requests that act, tried from the view's button: ChatGPT carries out ui/message during the click.
    const chatgptFile = probed.get("chatgpt")!;
    await pageOf.get("chatgpt")!.frameLocator("#view").locator("#act-button").click();
    await expect.poll(async () => ((await loadProfile(chatgptFile)).observed!.requests as ProbeAnswer[]).length, WAIT).toBe(9);
    const acted = ((await loadProfile(chatgptFile)).observed!.requests as ProbeAnswer[]).filter((a) => a.gesture);
    expect(acted.map((a) => [a.method, a.outcome === "error" ? a.code : a.outcome])).toEqual(
      ["ui/message", "ui/open-link", "ui/download-file", "sampling/createMessage"].map((method) => {
        const expected = expectedAnswer(profiles.chatgpt, method);
        return [method, expected.outcome === "error" ? expected.code : expected.outcome];
      }),
    );
  });

  /** The facts a probe gets back, which a profile played faithfully gives again. */
  const factsOf = ({ profile }: ProfileFile) => {
    const { containerDimensions: _dims, ...hostContext } = profile.hostContext;
    const { frame, csp, refuses, neverSends } = profile.facts ?? {};
    return { hostInfo: profile.hostInfo, hostCapabilities: profile.hostCapabilities, hostContext, frame, csp, refuses, neverSends };
  };

  it("plays the written files beside the built-in profiles: dev --profile, matrix --profile and the test kit", async () => {
    const files = ["default", "claude"].map((name) => probed.get(name)!);
    const loaded = files.map((file) => written.get(file.slice(dir.length + 1))!);
    await Promise.all(pages.splice(0).map((p) => p.close()));
    await playground.close();

    // mcp-view dev --profile: the files are offered, and the probe run again under each gets the same facts back.
    const request = parseCli(["dev", "--port", "0", "--server", probe.url, ...files.flatMap((f) => ["--profile", f])], "dev", dir);
    if (request.kind !== "dev") throw new Error(JSON.stringify(request));
    playground = await startPlayground({ server: probe.url, assets, profiles: loadProfileFiles(request.options.profiles!) });
    const again = await Promise.all(loaded.map((file) => probeUnder(playground.url, file.name)));
    const options = await pageOf.get(loaded[0]!.name)!.locator("#profile option").allTextContents();
    expect(options.slice(-2)).toEqual(loaded.map((file) => file.label));
    for (const [i, file] of loaded.entries()) {
      expect(again[i]).not.toBe(files[i]!.slice(dir.length + 1)); // a new probe, a new file
      expect(factsOf(await loadProfile(join(dir, again[i]!))), file.name).toEqual(factsOf(file));
    }

    // mcp-view matrix --profile: one row per loaded profile, each passing.
    const [stdout, stderr] = [sink(), sink()];
    const env = { MCP_VIEW_BROWSER: CHROMIUM_PATH };
    const argv = [
      "--server",
      probe.url,
      "--tool",
      "probe_host",
      ...files.flatMap((f) => ["--profile", f]),
      "--profiles",
      loaded.map((f) => f.name).join(","),
      "--themes",
      "light",
    ];
    expect(await runMatrix(argv, { assets, stdout, stderr, env }), stdout.text() + stderr.text()).toBe(0);
    for (const file of loaded) expect(stdout.text()).toContain(`probe_host · ${file.label} · light · inline`);
    expect(stdout.text()).toContain("2 rows of 1 tool (each called once): 2 passed, 0 failed, 0 skipped.");

    // The test kit: an App connected to the loaded profile is told the probed host.
    const claude = await loadProfile(files[1]!);
    const host = createTestHost({ profile: claude.profile, channel: "transport" });
    const app = new App({ name: "kit", version: "1.0.0" }, {}, { autoResize: false });
    await app.connect(host.transport);
    expect(app.getHostVersion()).toEqual(profiles.claude.hostInfo);
    expect(app.getHostCapabilities()).toEqual(profiles.claude.hostCapabilities);
    expect(app.getHostContext()?.availableDisplayModes).toEqual(profiles.claude.hostContext.availableDisplayModes);
    await app.close();
    host.close();
  });
});
