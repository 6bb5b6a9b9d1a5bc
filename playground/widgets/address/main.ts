// The address form view (plain ES module, no framework): it renders the example server's
// elicitation (ask_shipping) instead of the host's own form. `elicitationOf(app)` before connect()
// declares appCapabilities.elicitation; with no onelicitation handler, each forwarded request waits
// in `pending` until the user submits, declines or cancels it. `accept` checks the answer against the
// request's schema before it leaves, and throws with what is wrong, which the form shows.
import { App, elicitationOf, syncHostStyles, type ElicitValue, type PendingElicitation } from "mcp-view";

const app = new App({ name: "address-form", version: "1.0.0" });
syncHostStyles(app);
const elicitation = elicitationOf(app);
const root = document.getElementById("root")!;
let shown: PendingElicitation | undefined;

type Field = { type?: string; title?: string; description?: string; oneOf?: { const: string; title?: string }[]; enum?: string[] };

/** An element with its properties (`htmlFor`, `textContent`, `onclick`, …) and children. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: (Node | string)[]) {
  const node: HTMLElementTagNameMap[K] = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** One labelled input for a field of the request's schema. */
function input(key: string, field: Field, required: boolean): { row: HTMLElement; read(): ElicitValue | undefined } {
  const id = `field-${key}`;
  const label = el("label", { htmlFor: id, textContent: field.title ?? key });
  const hint = field.description ? el("p", { className: "hint", textContent: field.description }) : undefined;
  const rest = hint ? [hint] : [];
  if (field.type === "boolean") {
    const box = el("input", { type: "checkbox", id, name: key });
    return { row: el("div", { className: "field check" }, box, label, ...rest), read: () => box.checked };
  }
  const choices = field.oneOf?.map((o) => [o.const, o.title ?? o.const]) ?? field.enum?.map((v) => [v, v]);
  if (choices) {
    const select = el("select", { id, name: key, required }, el("option", { value: "", textContent: "Choose…" }));
    for (const [value, text] of choices) select.append(el("option", { value, textContent: text }));
    return { row: el("div", { className: "field" }, label, select, ...rest), read: () => select.value || undefined };
  }
  const numeric = field.type === "number" || field.type === "integer";
  const box = el("input", { type: numeric ? "number" : "text", id, name: key, required });
  const read = () => (box.value.trim() === "" ? undefined : numeric ? Number(box.value) : box.value.trim());
  return { row: el("div", { className: "field" }, label, box, ...rest), read };
}

/** The form of the oldest pending request, or a note when there is none. */
function render(): void {
  const pending = elicitation.pending[0];
  if (pending === shown) return;
  shown = pending;
  if (!pending) return root.replaceChildren(el("p", { className: "status ok", textContent: "Thank you: your answer was sent." }));
  const { message, requestedSchema } = pending.params;
  const required = new Set(requestedSchema.required ?? []);
  const fields = Object.entries(requestedSchema.properties).map(([key, f]) => [key, input(key, f as Field, required.has(key))] as const);
  const problem = el("p", { className: "status error", id: "problem", hidden: true });
  problem.setAttribute("role", "alert"); // said as it appears
  const ship = () => {
    const content: Record<string, ElicitValue> = {};
    for (const [key, f] of fields) {
      const value = f.read();
      if (value !== undefined) content[key] = value;
    }
    try {
      pending.accept(content);
    } catch (error) {
      problem.textContent = (error as Error).message;
      problem.hidden = false;
    }
  };
  // Buttons, not a form submission: a host's sandbox without allow-forms blocks submitting (and its event).
  const form = el(
    "form",
    { noValidate: true, onsubmit: (event: Event) => event.preventDefault() },
    el("h1", { textContent: message }),
    ...fields.map(([, f]) => f.row),
    problem,
    el(
      "div",
      { className: "actions" },
      el("button", { className: "btn primary", type: "button", id: "ship", textContent: "Ship here", onclick: ship }),
      el("button", { className: "btn", type: "button", id: "decline", textContent: "Not now", onclick: () => pending.decline() }),
      el("button", { className: "btn", type: "button", id: "cancel", textContent: "Cancel", onclick: () => pending.cancel() }),
    ),
  );
  root.replaceChildren(form);
  form.querySelector<HTMLElement>("input, select")?.focus();
}

elicitation.subscribe(render);
void app.connect();
