// Where the stage asks the server's elicitations (experimental): one card per request, below the
// conversation, with the server's message, the lines on how it is asked (the view did not opt in,
// its answer was refused, and why), and either the view's frame or the host's own form: a plain
// form of labelled fields from the request's schema, with Submit, Decline and Cancel. The session
// (session/elicitation.ts) decides; this only shows it and reads what the user entered.
import type { ElicitResult } from "mcp-view";
import type { ElicitationCard, ElicitationSpace } from "../session/elicitation.js";
import { formContent, type FormField, type NativeForm, type RawValue } from "../session/elicitation-form.js";
import { h } from "./dom.js";

/** The tallest a view's frame gets in a card (px); it scrolls beyond. */
const MAX_VIEW_HEIGHT = 640;

export class ElicitationDesk implements ElicitationSpace {
  readonly element = h("div", { class: "asks", id: "elicitations" });

  open({ server, message }: { server: string; message: string }): ElicitationCard {
    const notes = h("ul", { class: "elicitation-notes", id: "elicitation-notes" });
    const body = h("div", { class: "elicitation-body" });
    const card = h(
      "section",
      { class: "elicitation", id: "elicitation", "aria-labelledby": "elicitation-title" },
      h("h2", { id: "elicitation-title" }, `${server} asks for input`),
      h("p", { class: "elicitation-message", id: "elicitation-message" }, message),
      notes,
      body,
    );
    this.element.append(card);
    card.scrollIntoView?.({ block: "nearest" });
    let frame: HTMLIFrameElement | undefined;
    return {
      placeView: (iframe, title) => {
        iframe.id = "elicitation-view";
        iframe.title = `Elicitation view: ${title}`;
        frame = iframe;
        body.replaceChildren(iframe);
      },
      sizeView: (height) => void (frame && (frame.style.height = `${Math.min(Math.max(height, 0), MAX_VIEW_HEIGHT)}px`)),
      removeView: () => {
        frame?.remove();
        frame = undefined;
      },
      note: (text, severity) =>
        notes.append(h("li", { class: `elicitation-note ${severity}`, role: severity === "error" ? "alert" : "status" }, text)),
      form: (form, submit) => {
        body.replaceChildren(formElement(form, submit));
        body.querySelector<HTMLElement>("input, select, button")?.focus();
      },
      close: () => card.remove(),
    };
  }
}

/** One field's element and how to read what was entered. */
interface Control {
  element: HTMLElement;
  read(): RawValue;
}

/** The host's form for `form`: each answer goes to `submit`, whose complaint (if any) is shown under the fields. */
function formElement(form: NativeForm, submit: (result: ElicitResult) => string | undefined): HTMLFormElement {
  const controls = form.fields.map((field, i) => control(field, `elicit-field-${i}`));
  const error = h("p", { class: "error", id: "elicitation-error", role: "alert" });
  const answer = (result: ElicitResult) => (error.textContent = submit(result) ?? "");
  const read = () => formContent(form.fields, Object.fromEntries(form.fields.map((f, i) => [f.key, controls[i]!.read()])));
  return h(
    "form",
    {
      class: "elicitation-form",
      id: "elicitation-form",
      noValidate: true, // the answer is judged as a view's is (elicitResultDefect), and its reason shown
      "aria-labelledby": "elicitation-title",
      "aria-describedby": "elicitation-message",
      onsubmit: (event: Event) => (event.preventDefault(), answer({ action: "accept", content: read() })),
    },
    ...controls.map((c) => c.element),
    form.fields.length === 0 && h("p", { class: "hint" }, "The request asks for no fields."),
    error,
    h(
      "div",
      { class: "elicitation-actions" },
      h("button", { class: "btn primary", type: "submit", id: "elicitation-submit" }, "Submit"),
      h("button", { class: "btn", type: "button", id: "elicitation-decline", onclick: () => answer({ action: "decline" }) }, "Decline"),
      h("button", { class: "btn", type: "button", id: "elicitation-cancel", onclick: () => answer({ action: "cancel" }) }, "Cancel"),
    ),
  );
}

function control(field: FormField, id: string): Control {
  const hintId = `${id}-hint`;
  const hint = field.description ? h("p", { class: "hint", id: hintId }, field.description) : undefined;
  const described = hint ? hintId : undefined;
  const mark = field.required ? h("span", { class: "required", "aria-hidden": "true" }, " *") : undefined;
  const common = {
    id,
    name: field.key,
    required: field.required,
    "aria-required": field.required ? "true" : undefined,
    "aria-describedby": described,
  };
  if (field.kind === "boolean") {
    const input = h("input", { ...common, type: "checkbox", checked: field.default === true });
    return {
      element: h("div", { class: "elicit-field check" }, input, h("label", { for: id }, field.label, mark), hint),
      read: () => input.checked,
    };
  }
  if (field.kind === "multiselect") {
    const boxes = (field.options ?? []).map((option, i) =>
      h("input", {
        type: "checkbox",
        id: `${id}-${i}`,
        name: field.key,
        value: option.value,
        checked: Array.isArray(field.default) && field.default.includes(option.value),
      }),
    );
    const element = h(
      "fieldset",
      { class: "elicit-field", id, "aria-describedby": described },
      h("legend", {}, field.label, mark),
      ...boxes.map((box, i) => h("label", { class: "choice", for: box.id }, box, ` ${field.options![i]!.label}`)),
      hint,
    );
    return { element, read: () => boxes.filter((b) => b.checked).map((b) => b.value) };
  }
  if (field.kind === "select") {
    const select = h(
      "select",
      common,
      h("option", { value: "" }, field.required ? "Choose…" : "(none)"),
      ...(field.options ?? []).map((o) => h("option", { value: o.value, selected: o.value === field.default }, o.label)),
    );
    return { element: labelled(field, id, select, mark, hint), read: () => select.value };
  }
  const numeric = field.kind === "number" || field.kind === "integer";
  const input = h("input", {
    ...common,
    type: numeric ? "number" : (field.inputType ?? "text"),
    ...(numeric && { step: field.kind === "integer" ? "1" : "any" }),
    ...(numeric && field.min !== undefined && { min: String(field.min) }),
    ...(numeric && field.max !== undefined && { max: String(field.max) }),
    ...(!numeric && field.min !== undefined && { minLength: field.min }),
    ...(!numeric && field.max !== undefined && { maxLength: field.max }),
    ...(field.default !== undefined && { value: String(field.default) }),
  });
  return { element: labelled(field, id, input, mark, hint), read: () => input.value };
}

function labelled(
  field: FormField,
  id: string,
  input: HTMLElement,
  mark: HTMLElement | undefined,
  hint: HTMLElement | undefined,
): HTMLElement {
  return h("div", { class: "elicit-field" }, h("label", { for: id }, field.label, mark), input, hint);
}
