// Reads the profile files given to `mcp-view dev --profile` and `mcp-view matrix --profile`: each
// checked with the test kit's reader (its first bad field named), at most 1 MiB, and its name
// neither a built-in profile's nor another file's, so that `?profile=` and `--profiles` name one.
import { readFileSync, statSync } from "node:fs";
import { isAbsolute, relative } from "node:path";
import { MAX_PROFILE_BYTES, parseProfile, profiles } from "mcp-view/testing";
import type { LoadedProfile } from "../shared/profile-files.js";

/** A path as the terminal shows it: relative below the working directory, else absolute. */
const shown = (path: string) => {
  const rel = relative(process.cwd(), path);
  return rel.startsWith("..") || isAbsolute(rel) ? path : rel;
};

/** Reads the profile files at `paths` (absolute); throws an Error whose message is one sentence naming the file. */
export function loadProfileFiles(paths: readonly string[]): LoadedProfile[] {
  const loaded: LoadedProfile[] = [];
  for (const path of paths) {
    const file = shown(path);
    let value: unknown;
    try {
      const { size } = statSync(path);
      if (size > MAX_PROFILE_BYTES) throw new Error(`it is ${size} bytes, over the ${MAX_PROFILE_BYTES} a profile file may have`);
      value = JSON.parse(readFileSync(path, "utf8"));
    } catch (error) {
      throw new Error(`--profile ${file}: ${(error as Error).message}`);
    }
    const content = parseProfile(value, file);
    if (Object.hasOwn(profiles, content.name))
      throw new Error(`${file}: "name" ${JSON.stringify(content.name)} is a built-in profile's: give the file's profile another name`);
    const twin = loaded.find((other) => other.content.name === content.name);
    if (twin) throw new Error(`${twin.file} and ${file} both name their profile ${JSON.stringify(content.name)}: rename one`);
    loaded.push({ file, content });
  }
  return loaded;
}
