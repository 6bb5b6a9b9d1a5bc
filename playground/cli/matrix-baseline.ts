// The visual baselines of `mcp-view matrix --baseline <dir>`: each row's screenshot is compared, by
// pixelmatch (pngjs reads and writes the PNGs), with the PNG of the same name in <dir>. A pixel
// differs when its colour moved more than --color-threshold (pixelmatch's threshold: a YIQ colour
// distance from 0 to 1); anti-aliased pixels, which a text rasteriser may shade either way, never
// count. A row fails when the share of its pixels that differ is over --threshold (0 to 1; 0, the
// default, fails on one pixel), when its baseline has another size, is missing (a new row is not
// left unguarded: CI fails until it has one), or is not a PNG that can be read. A row that differs
// gets a diff image beside its screenshot, <name>.diff.png: the baseline faded, the pixels that
// differ in red (past the other's edge too, when the sizes differ). --update-baseline writes the
// screenshot of a row that passed as its baseline where it is missing or differs; a baseline within
// the threshold is kept, so the directory does not churn, and a failed row's screenshot, of a view
// that broke, never becomes one. A baseline is written to a file beside it, then renamed over it.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative } from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

/** --threshold's default: no pixel may differ (each run photographs the view in the same browser). */
export const DEFAULT_THRESHOLD = 0;
/** --color-threshold's default: pixelmatch's own. */
export const DEFAULT_COLOR_THRESHOLD = 0.1;

/** What --baseline, --threshold, --color-threshold and --update-baseline asked. */
export interface BaselineSettings {
  /** The directory of the baselines (absolute). */
  dir: string;
  /** The share of a row's pixels that may differ, from 0 to 1. */
  threshold: number;
  /** How far a pixel's colour may move before it differs, from 0 to 1. */
  colorThreshold: number;
  /** --update-baseline. */
  update: boolean;
}

/** What a row's screenshot is to its baseline. */
type BaselineVerdict = "matches" | "differs" | "resized" | "missing" | "unreadable" | "written";

/** A row's screenshot compared with its baseline. */
export interface BaselineResult {
  verdict: BaselineVerdict;
  /** The baseline's path (absolute). */
  baseline: string;
  /** The diff image, when the screenshot differs from its baseline. */
  diff?: string;
  /** What the comparison found, in a clause that follows the row's name. */
  sentence: string;
  /** What to do, for a verdict that fails the row. */
  fix?: string;
}

/** Whether the verdict fails its row. */
export const failsRow = (result: BaselineResult): boolean => result.verdict !== "matches" && result.verdict !== "written";

/** Decoding a PNG larger than this would take gigabytes: no screenshot of a view is. */
const MAX_PIXELS = 50_000_000;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const count = (n: number) => n.toLocaleString("en-US");
const percent = (part: number, whole: number) => `${whole ? Number(((100 * part) / whole).toPrecision(3)) : 0} %`;
const size = (png: { width: number; height: number }) => `${png.width} × ${png.height} px`;

/** A path as the user will find it: relative to the working directory when inside it. */
function shown(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside && !inside.startsWith("..") && !isAbsolute(inside) ? inside : path;
}

/** The PNG in `bytes`, RGBA, or why it is not one that can be read. */
function readPng(bytes: Buffer): PNG | string {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(SIGNATURE) || bytes.toString("latin1", 12, 16) !== "IHDR") return "not a PNG";
  const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  if (width * height > MAX_PIXELS) return `${width} × ${height} px, larger than any screenshot of a view`;
  try {
    return PNG.sync.read(bytes);
  } catch (error) {
    return `a PNG that cannot be read: ${(error as Error).message}`;
  }
}

/** `png` on a transparent canvas of `width` × `height`. */
function padded(png: PNG, width: number, height: number): Buffer {
  if (png.width === width && png.height === height) return png.data;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < png.height; y++) png.data.copy(data, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
  return data;
}

/** The pixels of `actual` that differ from `expected`, and the diff image; outside the smaller of the two, every pixel differs. */
function compare(actual: PNG, expected: PNG, colorThreshold: number): { differing: number; pixels: number; image: PNG } {
  const width = Math.max(actual.width, expected.width);
  const height = Math.max(actual.height, expected.height);
  const image = new PNG({ width, height });
  let differing = pixelmatch(padded(expected, width, height), padded(actual, width, height), image.data, width, height, {
    threshold: colorThreshold,
  });
  const [inWidth, inHeight] = [Math.min(actual.width, expected.width), Math.min(actual.height, expected.height)];
  for (let y = 0; y < height; y++)
    for (let x = y < inHeight ? inWidth : 0; x < width; x++) {
      const at = (y * width + x) * 4;
      if (image.data[at] !== 255 || image.data[at + 1] !== 0 || image.data[at + 2] !== 0) differing++;
      image.data.set([255, 0, 0, 255], at);
    }
  return { differing, pixels: width * height, image };
}

/** The diff image's path: beside the screenshot, `<name>.diff.png`. */
export const diffPath = (shot: string) => join(dirname(shot), `${basename(shot, ".png")}.diff.png`);

/**
 * Compares the screenshot `shot` (a PNG file) with its baseline, the file of the same name in
 * `settings.dir`; writes the diff image of one that differs, and removes an earlier run's.
 */
export function compareWithBaseline(shot: string, settings: BaselineSettings): BaselineResult {
  const baseline = join(settings.dir, basename(shot));
  const diff = diffPath(shot);
  rmSync(diff, { force: true });
  const rewrite = "Write it again with --update-baseline, from a run whose views look right, and commit it.";
  let bytes: Buffer;
  try {
    bytes = readFileSync(baseline);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      return {
        verdict: "missing",
        baseline,
        sentence: `the row has no baseline: ${shown(baseline)} is missing`,
        fix: "A new row (a new tool, profile, theme or mode) or a renamed one: run with --update-baseline to write its baseline, and commit it.",
      };
    return {
      verdict: "unreadable",
      baseline,
      sentence: `its baseline ${shown(baseline)} cannot be read: ${(error as Error).message}`,
      fix: rewrite,
    };
  }
  const expected = readPng(bytes);
  if (typeof expected === "string")
    return { verdict: "unreadable", baseline, sentence: `its baseline ${shown(baseline)} is ${expected}`, fix: rewrite };
  const actual = PNG.sync.read(readFileSync(shot));
  const { differing, pixels, image } = compare(actual, expected, settings.colorThreshold);
  const changed =
    "If the change is intended, run again with --update-baseline and commit the baseline; else the diff image shows in red where the view changed.";
  if (actual.width !== expected.width || actual.height !== expected.height) {
    writeFileSync(diff, PNG.sync.write(image));
    const sentence = `the screenshot is ${size(actual)}, its baseline ${size(expected)}; the diff image: ${shown(diff)}`;
    return { verdict: "resized", baseline, diff, sentence, fix: changed };
  }
  const share = `${count(differing)} of ${count(pixels)} pixels (${percent(differing, pixels)})`;
  if (differing / pixels > settings.threshold) {
    writeFileSync(diff, PNG.sync.write(image));
    const sentence = `the screenshot differs from its baseline in ${share}, over --threshold ${settings.threshold}; the diff image: ${shown(diff)}`;
    return { verdict: "differs", baseline, diff, sentence, fix: changed };
  }
  const within = differing ? `${share} differ, within --threshold ${settings.threshold}` : "no pixel differs";
  return { verdict: "matches", baseline, sentence: `matches its baseline: ${within}` };
}

/**
 * --update-baseline: writes the screenshot `shot` as the baseline of `was` (a comparison that failed
 * the row), to a file beside it renamed over it (so a link in its place is replaced, never written
 * through); its diff image goes. A baseline that cannot be written leaves the row failed, saying why.
 */
export function writeBaseline(shot: string, was: BaselineResult): BaselineResult {
  const { baseline } = was;
  const temp = join(dirname(baseline), `.${basename(baseline)}.${process.pid}.tmp`);
  try {
    mkdirSync(dirname(baseline), { recursive: true });
    writeFileSync(temp, readFileSync(shot));
    renameSync(temp, baseline);
  } catch (error) {
    rmSync(temp, { force: true });
    return { ...was, sentence: `${was.sentence}; and it cannot be written: ${(error as Error).message}` };
  }
  if (was.diff) rmSync(was.diff, { force: true });
  const before = {
    missing: "it was missing",
    unreadable: "the old one could not be read",
    resized: "the old one had another size",
    differs: "the old one differed",
  }[was.verdict as "missing" | "unreadable" | "resized" | "differs"];
  return { verdict: "written", baseline, sentence: `its baseline was written, ${shown(baseline)} (${before})` };
}
