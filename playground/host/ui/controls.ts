// The host-context controls: profile and theme (in the top bar), and display mode, locale, time
// zone, container size and ChatGPT's deep link (above the stage). Each writes to the settings store;
// `refresh` reflects the store and the modes the current view allows, and `showContainer` a width
// the stage caps.
import type { McpUiContainerDimensions, McpUiDisplayMode } from "mcp-view";
import { sendsDeepLinks } from "../session/context.js";
import { PROFILES, profileById } from "../session/profiles.js";
import { deepLinkProblem, type SettingsStore } from "../session/settings.js";
import { byId, h } from "./dom.js";

const MODES: McpUiDisplayMode[] = ["inline", "fullscreen", "pip"];
const LOCALES = ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP", "ar-EG", "pt-BR"];
const DEEP_LINK_TIP =
  'ChatGPT\'s deep link: the app-relative URL (starting with "/", like /parts?tag=bolt) a link to the app opened it with, given to the view as hostContext["openai/deepLink"] (getDeepLink and onDeepLink of mcp-view/openai); the page URL keeps it as ?path=, as ChatGPT\'s own links do. Only hosts that send deep links pass it: the profiles whose capabilities carry OpenAI\'s extensions (hostCapabilities.experimental["openai/…"]), the ChatGPT ones.';
const ZONES = ["UTC", "America/New_York", "America/Los_Angeles", "Europe/Berlin", "Asia/Tokyo", "Australia/Sydney"];

function field(label: string, control: HTMLElement): HTMLElement {
  return h("label", { class: "field" }, h("span", {}, label), control);
}

function datalist(id: string, values: string[]): HTMLDataListElement {
  return h("datalist", { id }, ...values.map((value) => h("option", { value })));
}

export class Controls {
  readonly #settings: SettingsStore;
  readonly #modes: HTMLInputElement[];
  readonly #inputs: Record<"locale" | "timeZone" | "width" | "height", HTMLInputElement>;
  readonly #heightMode: HTMLSelectElement;
  readonly #path: HTMLInputElement;
  /** Says when the stage gives the view less than the Width field asks for. */
  readonly #cap = h("span", { class: "cap", id: "width-cap", hidden: true });

  constructor(settings: SettingsStore) {
    this.#settings = settings;
    this.#bindTop();
    const set = settings.set.bind(settings);
    this.#modes = MODES.map((mode) =>
      h("input", { type: "radio", name: "display-mode", value: mode, id: `mode-${mode}`, onchange: () => set({ displayMode: mode }) }),
    );
    const text = (key: "locale" | "timeZone", list: string) =>
      h("input", {
        type: "text",
        list,
        id: key === "locale" ? "locale" : "time-zone",
        spellcheck: "false",
        onchange: (e: Event) => set({ [key]: (e.target as HTMLInputElement).value.trim() || settings.value[key] }),
      });
    const size = (key: "width" | "height") =>
      h("input", {
        type: "number",
        min: "120",
        max: "4000",
        step: "10",
        id: key,
        ...(key === "height" && { "aria-labelledby": "height-label" }),
        onchange: (e: Event) => set({ [key]: Math.max(120, Number((e.target as HTMLInputElement).value) || settings.value[key]) }),
      });
    this.#path = h("input", {
      type: "text",
      id: "deep-link",
      spellcheck: "false",
      placeholder: "/path?query",
      oninput: (e: Event) => (e.target as HTMLInputElement).setCustomValidity(""),
      onchange: (e: Event) => this.#setPath(e.target as HTMLInputElement),
    });
    this.#inputs = { locale: text("locale", "locales"), timeZone: text("timeZone", "zones"), width: size("width"), height: size("height") };
    this.#heightMode = h(
      "select",
      {
        id: "height-mode",
        "aria-label": "Height is a limit or fixed",
        onchange: (e: Event) => set({ heightMode: (e.target as HTMLSelectElement).value as "max" | "fixed" }),
      },
      h("option", { value: "max" }, "at most"),
      h("option", { value: "fixed" }, "exactly"),
    );
    byId("controls").append(
      h(
        "fieldset",
        { class: "modes" },
        h("legend", {}, "Display mode"),
        ...this.#modes.map((input) => h("label", { class: "seg", for: input.id }, input, h("span", {}, input.value))),
      ),
      field("Locale", this.#inputs.locale),
      datalist("locales", LOCALES),
      field("Time zone", this.#inputs.timeZone),
      datalist("zones", ZONES),
      h("label", { class: "field" }, h("span", {}, "Width (px)"), this.#inputs.width, this.#cap),
      h(
        "div",
        { class: "field", role: "group", "aria-labelledby": "height-label" },
        h("span", { id: "height-label" }, "Height (px)"),
        h("div", { class: "pair" }, this.#heightMode, this.#inputs.height),
      ),
      h("label", { class: "field", id: "deep-link-field", title: DEEP_LINK_TIP }, h("span", {}, "Deep link"), this.#path),
    );
    this.refresh(undefined);
  }

  /** A deep link that is no app-relative URL is refused: the field says why and keeps the previous value. */
  #setPath(input: HTMLInputElement): void {
    const path = input.value.trim();
    const problem = deepLinkProblem(path);
    if (!problem) return this.#settings.set({ path });
    input.value = this.#settings.value.path;
    input.setCustomValidity(problem);
    input.reportValidity();
  }

  #bindTop(): void {
    const settings = this.#settings;
    const profile = byId<HTMLSelectElement>("profile");
    profile.append(...PROFILES.map((p) => h("option", { value: p.id, title: p.description }, p.label)));
    profile.addEventListener("change", () => {
      const p = profileById(profile.value);
      const { locale, timeZone } = p.kit.hostContext;
      settings.set({
        profile: p.id,
        width: p.width,
        height: p.maxHeight,
        displayMode: "inline",
        ...(locale && { locale }),
        ...(timeZone && { timeZone }),
      });
    });
    byId<HTMLSelectElement>("theme").addEventListener("change", (e) =>
      settings.set({ theme: (e.target as HTMLSelectElement).value as "light" | "dark" }),
    );
  }

  /**
   * The container the view was given in `mode`: inline, a width under the field's (the stage is
   * narrower, and a host gives a view no more than its column) is shown under the field.
   */
  showContainer(mode: McpUiDisplayMode, container: McpUiContainerDimensions): void {
    const asked = this.#settings.value.width;
    const given = (container as { width?: number }).width;
    const capped = mode === "inline" && given !== undefined && given < asked;
    this.#cap.hidden = !capped;
    this.#cap.textContent = capped ? `capped at ${given}` : "";
    this.#cap.title = capped
      ? `The stage is ${given} px wide, so the view gets ${given} px, not ${asked}: a host gives a view no more than its column. Widen the window, or narrow the inspector, for ${asked}.`
      : "";
  }

  /** Shows the store's values; `allowed` are the modes the current view may take (all of the host's without a view). */
  refresh(allowed: McpUiDisplayMode[] | undefined): void {
    const s = this.#settings.value;
    const hostModes = profileById(s.profile).displayModes;
    const modes = allowed ?? hostModes;
    byId<HTMLSelectElement>("profile").value = s.profile;
    byId<HTMLSelectElement>("profile").title = profileById(s.profile).description;
    byId<HTMLSelectElement>("theme").value = s.theme;
    for (const input of this.#modes) {
      const mode = input.value as McpUiDisplayMode;
      input.checked = mode === s.displayMode;
      input.disabled = !modes.includes(mode);
      input.parentElement!.title = hostModes.includes(mode)
        ? modes.includes(mode)
          ? ""
          : "The view did not declare this mode"
        : "This host profile does not offer this mode";
    }
    this.#inputs.locale.value = s.locale;
    this.#inputs.timeZone.value = s.timeZone;
    this.#inputs.width.value = String(s.width);
    this.#inputs.height.value = String(s.height);
    this.#heightMode.value = s.heightMode;
    this.#path.value = s.path;
    this.#path.closest("label")!.title = sendsDeepLinks(profileById(s.profile))
      ? DEEP_LINK_TIP
      : `${DEEP_LINK_TIP} ${profileById(s.profile).label} sends none, so the view gets no deep link.`;
  }
}
