// Where the probe server writes profiles: `<name>.profile.json` in the one directory it was given,
// the name its own (`--name`, else the host's name made a slug), never a path from the view. A
// probe's first save takes a name no file has yet (`claude-2` after `claude`) and no built-in profile
// has (`claude-probed`); each later save of the same probe (a context change, the requests that act)
// writes that same file again. Writes go through a rename, so a reader never sees half a file, and
// a run writes at most MAX_FILES files.
import { randomUUID } from "node:crypto";
import { existsSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { profiles, type ProfileFile } from "mcp-view/testing";

/** The most files one run of the probe server writes. */
const MAX_FILES = 200;

/** `text` as a profile name: lower case letters, digits and single dashes, at most 48; `host` when nothing is left. */
export function slugOf(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/, "");
  return slug || "host";
}

/** One file written, as the view is told of it. */
export interface Written {
  /** The file's name in the directory. */
  file: string;
  name: string;
  /** How many times this probe saved. */
  saves: number;
}

/** Writes each probe's profile into `dir`. */
export class ProfileWriter {
  readonly #dir: string;
  readonly #name: string | undefined;
  readonly #probes = new Map<string, { name: string; saves: number }>();
  readonly #taken = new Set<string>();

  /** `name`: every profile's name (`--name`); else each host's own. */
  constructor(dir: string, name?: string) {
    this.#dir = dir;
    this.#name = name === undefined ? undefined : slugOf(name);
  }

  /** A new probe's id, for the probe tool's result: the view hands it back with each save. */
  start(): string {
    return randomUUID();
  }

  /** Writes the profile `make` makes under the probe's name; `hostName` names a new probe's file. */
  write(probeId: string | undefined, hostName: string, make: (name: string) => ProfileFile): Written {
    const known = probeId === undefined ? undefined : this.#probes.get(probeId);
    const probe = known ?? { name: this.#freeName(this.#name ?? slugOf(hostName)), saves: 0 };
    const file = `${probe.name}.profile.json`;
    const text = `${JSON.stringify(make(probe.name), null, 2)}\n`;
    const path = join(this.#dir, file);
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, path);
    probe.saves++;
    if (!known) {
      this.#taken.add(probe.name);
      if (probeId !== undefined) this.#probes.set(probeId, probe);
    }
    return { file, name: probe.name, saves: probe.saves };
  }

  /** `base`, or `base-2`, `base-3`…: no built-in profile's, no file's in the directory, none this run gave out. */
  #freeName(base: string): string {
    if (this.#taken.size >= MAX_FILES)
      throw new Error(`This probe server has written ${MAX_FILES} profiles: start it again to write more.`);
    const stem = Object.hasOwn(profiles, base) ? `${base}-probed` : base;
    for (let n = 1; ; n++) {
      const name = n === 1 ? stem : `${stem}-${n}`;
      if (!this.#taken.has(name) && !existsSync(join(this.#dir, `${name}.profile.json`))) return name;
    }
  }
}
