// Every renderer the behaviour suite runs over: each framework's probe (probe.ts) on its own binding.
import { JSX_PROBES } from "./jsx-probes.js";
import type { ProbeRenderer } from "./probe.js";
import { SOLID_PROBE } from "./solid-probe.js";
import { SVELTE_PROBES } from "./svelte-probe.js";
import { VUE_PROBE } from "./vue-probe.js";

export const PROBE_RENDERERS: readonly ProbeRenderer[] = [...JSX_PROBES, VUE_PROBE, ...SVELTE_PROBES, SOLID_PROBE];
