// @vitest-environment node
// The visual baselines of `mcp-view matrix`, without a browser: --baseline's flags and their misuse;
// a screenshot against its baseline as PNGs made here (the same, a pixel over or within
// --threshold, a colour move under --color-threshold, another size, missing, not a PNG, truncated,
// absurdly large, a directory), the diff image each writes or removes; --update-baseline writing a
// baseline by rename (a link in its place replaced, not written through); and a row's file name,
// however hostile its tool's name, staying inside the baseline directory.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PNG } from "pngjs";
import { afterAll, beforeEach, expect, it } from "vitest";
import { parseMatrix } from "../../playground/cli/matrix-args.js";
import { compareWithBaseline, diffPath, writeBaseline, type BaselineSettings } from "../../playground/cli/matrix-baseline.js";
import { shotName } from "../../playground/cli/matrix.js";

const root = mkdtempSync(join(tmpdir(), "mcp-view-baseline-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let shots: string;
let dir: string;
let settings: BaselineSettings;
let run = 0;
beforeEach(() => {
  run++;
  shots = join(root, `shots-${run}`);
  dir = join(root, `baseline-${run}`);
  mkdirSync(shots);
  mkdirSync(dir);
  settings = { dir, threshold: 0, colorThreshold: 0.1, update: false };
});

/** A `width` × `height` PNG of one colour, with `spots` ([x, y, rgb]) painted on it. */
function png(
  width: number,
  height: number,
  rgb: [number, number, number],
  spots: Array<[number, number, [number, number, number]]> = [],
): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set([...rgb, 255], i * 4);
  for (const [x, y, color] of spots) image.data.set([...color, 255], (y * width + x) * 4);
  return PNG.sync.write(image);
}
const GREY: [number, number, number] = [200, 200, 200];
const NAME = "show_weather--default--light--inline.png";

/** The screenshot `bytes` and its baseline `saved` (none when undefined), compared. */
function compared(bytes: Buffer, saved: Buffer | undefined, more: Partial<BaselineSettings> = {}) {
  const shot = join(shots, NAME);
  writeFileSync(shot, bytes);
  if (saved) writeFileSync(join(dir, NAME), saved);
  return { shot, result: compareWithBaseline(shot, { ...settings, ...more }) };
}
const pixel = (file: string, x: number, y: number) => {
  const image = PNG.sync.read(readFileSync(file));
  return [...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4)];
};

it("parses --baseline with its defaults and refuses its misuse in one sentence", () => {
  const options = (argv: string[]) => parseMatrix([...argv, "--", "x"], "/w");
  expect(options(["--baseline", "b", "--screenshots", "s"])).toMatchObject({
    kind: "run",
    options: { screenshots: "/w/s", baseline: { dir: "/w/b", threshold: 0, colorThreshold: 0.1, update: false } },
  });
  expect(
    options(["--baseline", "b", "--screenshots", "s", "--threshold", "0.001", "--color-threshold", "0", "--update-baseline"]),
  ).toMatchObject({
    options: { baseline: { dir: "/w/b", threshold: 0.001, colorThreshold: 0, update: true } },
  });
  const plain = options([]);
  expect(plain.kind === "run" && "baseline" in plain.options).toBe(false);
  const error = (argv: string[]) => {
    const request = options(argv);
    return request.kind === "error" ? request.message : request.kind;
  };
  expect(error(["--update-baseline"])).toBe(
    "--update-baseline works with --baseline <dir>, the directory of the saved screenshots: add it",
  );
  expect(error(["--threshold", "0.1", "--screenshots", "s"])).toBe(
    "--threshold works with --baseline <dir>, the directory of the saved screenshots: add it",
  );
  expect(error(["--color-threshold", "0.1"])).toMatch(/^--color-threshold works with --baseline/);
  expect(error(["--baseline", "b"])).toBe(
    "--baseline compares each row's screenshot: add --screenshots <dir>, where the screenshots and the diff images are written",
  );
  expect(error(["--baseline", "out/", "--screenshots", "./out"])).toBe(
    "--baseline and --screenshots need two directories: the screenshots would overwrite their baselines",
  );
  expect(error(["--baseline", "", "--screenshots", "s"])).toBe("--baseline needs a path");
  for (const bad of ["-0.1", "1.5", "1%", "", "none"])
    expect(error(["--baseline", "b", "--screenshots", "s", `--threshold=${bad}`])).toBe(
      `--threshold takes a number from 0 to 1, such as --threshold 0.001; got ${JSON.stringify(bad)}`,
    );
  expect(error(["--baseline", "b", "--screenshots", "s", "--color-threshold", "2"])).toBe(
    '--color-threshold takes a number from 0 to 1, such as --color-threshold 0.2; got "2"',
  );
});

it("passes the same pixels and removes an earlier run's diff image; fails one pixel over --threshold with a diff image that marks it", () => {
  writeFileSync(diffPath(join(shots, NAME)), "an earlier run's diff");
  const same = compared(png(10, 10, GREY), png(10, 10, GREY));
  expect(same.result).toEqual({ verdict: "matches", baseline: join(dir, NAME), sentence: "matches its baseline: no pixel differs" });
  expect(existsSync(diffPath(same.shot))).toBe(false);

  const one = compared(png(10, 10, GREY, [[3, 4, [0, 0, 255]]]), png(10, 10, GREY));
  const diff = join(shots, "show_weather--default--light--inline.diff.png");
  expect(one.result).toEqual({
    verdict: "differs",
    baseline: join(dir, NAME),
    diff,
    sentence: `the screenshot differs from its baseline in 1 of 100 pixels (1 %), over --threshold 0; the diff image: ${diff}`,
    fix: expect.stringMatching(/^If the change is intended, run again with --update-baseline/),
  });
  expect(pixel(diff, 3, 4)).toEqual([255, 0, 0, 255]);
  expect(pixel(diff, 0, 0)).not.toEqual([255, 0, 0, 255]);
  // The same pixel within a threshold of 1 %, and over one just under it.
  expect(compared(png(10, 10, GREY, [[3, 4, [0, 0, 255]]]), undefined, { threshold: 0.01 }).result).toMatchObject({
    verdict: "matches",
    sentence: "matches its baseline: 1 of 100 pixels (1 %) differ, within --threshold 0.01",
  });
  expect(existsSync(diff)).toBe(false);
  expect(compared(png(10, 10, GREY, [[3, 4, [0, 0, 255]]]), undefined, { threshold: 0.009 }).result.verdict).toBe("differs");
});

it("counts a pixel whose colour moved less than --color-threshold as the same, and as differing at 0", () => {
  const near = png(10, 10, GREY, [[5, 5, [204, 200, 200]]]);
  expect(compared(near, png(10, 10, GREY)).result.verdict).toBe("matches");
  expect(compared(near, undefined, { colorThreshold: 0 }).result.verdict).toBe("differs");
});

it("fails another size whatever the threshold, its diff image as large as both with the part beyond the smaller red", () => {
  const { result } = compared(png(10, 12, GREY), png(10, 10, GREY), { threshold: 1 });
  expect(result).toMatchObject({
    verdict: "resized",
    sentence: expect.stringMatching(/^the screenshot is 10 × 12 px, its baseline 10 × 10 px; the diff image: /),
  });
  const image = PNG.sync.read(readFileSync(result.diff!));
  expect([image.width, image.height]).toEqual([10, 12]);
  expect([pixel(result.diff!, 0, 11), pixel(result.diff!, 9, 10)]).toEqual([
    [255, 0, 0, 255],
    [255, 0, 0, 255],
  ]);
  expect(pixel(result.diff!, 0, 9)).not.toEqual([255, 0, 0, 255]);
});

it("fails a row whose baseline is missing, not a PNG, truncated, absurdly large or a directory, each saying so", () => {
  const missing = compared(png(4, 4, GREY), undefined).result;
  expect(missing).toEqual({
    verdict: "missing",
    baseline: join(dir, NAME),
    sentence: `the row has no baseline: ${join(dir, NAME)} is missing`,
    fix: expect.stringContaining("run with --update-baseline to write its baseline, and commit it"),
  });
  const good = png(4, 4, GREY);
  const huge = Buffer.from(good);
  huge.writeUInt32BE(100_000, 16);
  huge.writeUInt32BE(100_000, 20);
  const cases: Array<[Buffer, RegExp]> = [
    [Buffer.from("not a picture"), /is not a PNG$/],
    [good.subarray(0, 40), /is a PNG that cannot be read: /],
    [huge, /is 100000 × 100000 px, larger than any screenshot of a view$/],
  ];
  for (const [bytes, sentence] of cases) {
    const { result, shot } = compared(png(4, 4, GREY), bytes);
    expect(result).toMatchObject({ verdict: "unreadable", sentence, fix: expect.stringMatching(/^Write it again with --update-baseline/) });
    expect(existsSync(diffPath(shot))).toBe(false);
  }
  rmSync(join(dir, NAME));
  mkdirSync(join(dir, NAME));
  expect(compared(png(4, 4, GREY), undefined).result).toMatchObject({
    verdict: "unreadable",
    sentence: expect.stringMatching(/cannot be read: EISDIR/),
  });
});

it("--update-baseline writes the screenshot as its baseline by rename: a new directory made, a link in its place replaced, the diff image gone", () => {
  const nested = { ...settings, dir: join(dir, "new", "baseline") };
  const shot = join(shots, NAME);
  writeFileSync(shot, png(4, 4, [0, 0, 255]));
  const written = writeBaseline(shot, compareWithBaseline(shot, nested));
  expect(written).toEqual({
    verdict: "written",
    baseline: join(nested.dir, NAME),
    sentence: `its baseline was written, ${join(nested.dir, NAME)} (it was missing)`,
  });
  expect(readFileSync(written.baseline)).toEqual(readFileSync(shot));

  // A baseline that is a link to a file elsewhere: the link is replaced, the file it named untouched.
  const elsewhere = join(root, `elsewhere-${run}.txt`);
  writeFileSync(elsewhere, "keep me");
  symlinkSync(elsewhere, join(dir, NAME));
  const differs = compared(png(4, 4, GREY), undefined).result;
  expect(differs.verdict).toBe("unreadable");
  expect(writeBaseline(shot, differs).sentence).toMatch(/\(the old one could not be read\)$/);
  expect([lstatSync(join(dir, NAME)).isSymbolicLink(), readFileSync(elsewhere, "utf8")]).toEqual([false, "keep me"]);

  const changed = compared(png(4, 4, [255, 255, 255]), undefined).result;
  expect([changed.verdict, existsSync(changed.diff!)]).toEqual(["differs", true]);
  expect(writeBaseline(join(shots, NAME), changed)).toMatchObject({
    verdict: "written",
    sentence: expect.stringMatching(/\(the old one differed\)$/),
  });
  expect(existsSync(changed.diff!)).toBe(false);

  // One that cannot be written (a directory in its place) leaves the row failed, saying why.
  rmSync(join(dir, NAME));
  mkdirSync(join(dir, NAME, "inside"), { recursive: true });
  const stuck = writeBaseline(shot, { verdict: "missing", baseline: join(dir, NAME), sentence: "the row has no baseline" });
  expect(stuck).toMatchObject({
    verdict: "missing",
    sentence: expect.stringMatching(/^the row has no baseline; and it cannot be written: /),
  });
});

it("keeps a row's baseline inside the baseline directory whatever its tool is called", () => {
  for (const tool of ["../../etc/passwd", "/abs", "..", "a\\b", "\u0000"]) {
    const name = shotName({ tool, profile: "../x", theme: "light", mode: "inline" });
    const shot = join(shots, name);
    writeFileSync(shot, png(2, 2, GREY));
    const { baseline, diff } = { ...compareWithBaseline(shot, settings), diff: diffPath(shot) };
    expect([dirname(baseline), dirname(diff)]).toEqual([dir, shots]);
  }
});
