// The probe widget of the behaviour suite (probe.ts) for Vue 3, on mcp-view/vue: a component written
// with defineComponent and h (no compiler), its data from the composables as refs, and the partial
// renders counted after each render that shows a partial it had not shown before.
import { createApp, defineComponent, h, nextTick, onMounted, onUpdated, type PropType } from "vue";
import { useApp, useDeepLink, useToolInput, useToolInputPartial, useToolResult } from "../../../src/vue/index.js";
import type { Implementation, Transport } from "../../../src/index.js";
import type { ProbeProps, ProbeRenderer } from "./probe.js";

const json = (value: { arguments?: Record<string, unknown> } | undefined) => (value ? JSON.stringify(value.arguments ?? null) : "-");

const Probe = defineComponent({
  props: {
    appInfo: { type: Object as PropType<Implementation>, required: true },
    transport: { type: Object as PropType<Transport>, required: true },
    onPartialRender: { type: Function as PropType<() => void>, required: true },
  },
  setup(props) {
    const { app, isConnected, error } = useApp({ appInfo: props.appInfo, transport: props.transport, autoResize: false });
    const input = useToolInput(app);
    const partial = useToolInputPartial(app);
    const result = useToolResult(app);
    const link = useDeepLink(app);
    let counted: string | undefined;
    const count = () => {
      const shown = json(partial.value);
      if (partial.value && counted !== shown) {
        counted = shown;
        props.onPartialRender();
      }
    };
    onMounted(count);
    onUpdated(count);
    return () => {
      const first = result.value?.content?.[0];
      return h("div", [
        h("p", { "data-probe": "status" }, error.value ? error.value.kind : isConnected.value ? "connected" : "connecting"),
        h("p", { "data-probe": "input" }, json(input.value)),
        h("p", { "data-probe": "partial" }, json(partial.value)),
        h("p", { "data-probe": "result" }, first?.type === "text" ? first.text : "-"),
        h("p", { "data-probe": "deepLink" }, link.value?.url ?? "-"),
      ]);
    };
  },
});

/** Vue 3: mounted with createApp, its DOM updates flushed with nextTick. */
export const VUE_PROBE: ProbeRenderer = {
  name: "Vue 3",
  mount(props: ProbeProps) {
    const container = document.body.appendChild(document.createElement("div"));
    const root = createApp(Probe, { ...props });
    root.mount(container);
    return {
      container,
      unmount() {
        root.unmount();
        container.remove();
      },
    };
  },
  async run(fn) {
    await fn();
    await nextTick();
  },
};
