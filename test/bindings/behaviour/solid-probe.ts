// The behaviour suite's renderer for Solid (probe.ts): the SolidProbe component rendered with
// solid-js/web's `render`, disposed as Solid disposes a root. Solid updates the DOM synchronously when
// a signal changes, so `run` has nothing to flush but the microtasks of what it awaited.
import { createComponent } from "solid-js";
import { render } from "solid-js/web";
import type { ProbeRenderer } from "./probe.js";
import { SolidProbe } from "./SolidProbe.js";

export const SOLID_PROBE: ProbeRenderer = {
  name: "Solid",
  mount(props) {
    const container = document.body.appendChild(document.createElement("div"));
    const dispose = render(() => createComponent(SolidProbe, props), container);
    return {
      container,
      unmount() {
        dispose();
        container.remove();
      },
    };
  },
  run: async (fn) => void (await fn()),
};
