// The probe widget of the behaviour suite (probe.ts) for Svelte 5 and Svelte 4: one `.svelte`
// component each, on mcp-view/svelte's stores (SvelteProbe.svelte in runes mode, compiled by Svelte's
// vite plugin; SvelteProbe.svelte4.svelte compiled by Svelte 4: test/bindings/svelte/vitest-plugin.ts).
import { flushSync, mount, unmount } from "svelte";
import { tick as tick4 } from "svelte4";
import type { MountedProbe, ProbeProps, ProbeRenderer } from "./probe.js";
import SvelteProbe from "./SvelteProbe.svelte";
import SvelteProbe4 from "./SvelteProbe.svelte4.svelte";

/** What a Svelte 4 component module exports, as its compiler makes it. */
type Svelte4Component = new (options: { target: Element; props: ProbeProps }) => { $destroy(): void };

const container = () => document.body.appendChild(document.createElement("div"));

const svelte5: ProbeRenderer = {
  name: "Svelte 5",
  mount(props): MountedProbe {
    const target = container();
    const component = mount(SvelteProbe, { target, props });
    flushSync();
    return {
      container: target,
      unmount() {
        void unmount(component);
        target.remove();
      },
    };
  },
  async run(fn) {
    await fn();
    flushSync();
  },
};

const svelte4: ProbeRenderer = {
  name: "Svelte 4",
  mount(props): MountedProbe {
    const target = container();
    const component = new (SvelteProbe4 as unknown as Svelte4Component)({ target, props });
    return {
      container: target,
      unmount() {
        component.$destroy();
        target.remove();
      },
    };
  },
  async run(fn) {
    await fn();
    await tick4();
  },
};

/** Svelte 5 (runes) and Svelte 4. */
export const SVELTE_PROBES: readonly ProbeRenderer[] = [svelte5, svelte4];
