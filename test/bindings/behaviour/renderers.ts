// Every renderer the behaviour suite runs over: each framework's probe (probe.ts) on its own binding.
import { JSX_PROBES } from "./jsx-probes.js";
import type { ProbeRenderer } from "./probe.js";
import { SVELTE_PROBES } from "./svelte-probe.js";

export const PROBE_RENDERERS: readonly ProbeRenderer[] = [...JSX_PROBES, ...SVELTE_PROBES];
