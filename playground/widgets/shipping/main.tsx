/** @jsxImportSource preact */
// The shipping form, in Preact with mcp-view/preact. It renders the tool input while it streams
// (fields fill in as the model writes them), has dependent fields (country → regions; weight and
// destination → services), keeps the model informed with ui/update-model-context as the user edits,
// and asks for the booking with ui/message. It opts in to ChatGPT's window.openai (openAiFallback).
import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import { openAiFallback } from "mcp-view/openai";
import { syncHostStyles, useApp, useHostContext, useToolInput, useToolInputPartial, useToolResult, type App } from "mcp-view/preact";
import { availableServices, COUNTRIES, describeShipment, quote, SERVICES, type Service, type Shipment } from "./rates.js";

/** Keeps only fields of the right type (partial input may hold half-written values). */
function clean(args: Record<string, unknown> | undefined): Shipment {
  const a = args ?? {};
  const s: Shipment = {};
  if (typeof a.recipient === "string") s.recipient = a.recipient;
  if (typeof a.country === "string" && COUNTRIES[a.country]) s.country = a.country;
  if (typeof a.region === "string") s.region = a.region;
  if (typeof a.weightKg === "number") s.weightKg = a.weightKg;
  if (typeof a.service === "string" && a.service in SERVICES) s.service = a.service as Service;
  return s;
}

/** Applies the dependent-field rules: a region outside the country, or a service not allowed, is cleared. */
function settle(s: Shipment): Shipment {
  const next = { ...s };
  if (next.region && next.country && !COUNTRIES[next.country]!.regions.includes(next.region)) delete next.region;
  if (next.service && availableServices(next).find((o) => o.service === next.service)?.reason) delete next.service;
  return next;
}

function useModelContext(app: App | null, shipment: Shipment, { edited }: { edited: boolean }) {
  useEffect(() => {
    if (!app || !edited || !app.getHostCapabilities()?.updateModelContext) return;
    const text = `The user edited the shipping form: ${describeShipment(shipment)}.`;
    const timer = setTimeout(
      () =>
        void app
          .updateModelContext({ content: [{ type: "text", text }], structuredContent: { shipment, quote: quote(shipment) ?? null } })
          .catch(() => {}),
      400,
    );
    return () => clearTimeout(timer);
  }, [app, shipment, edited]);
}

/**
 * Set up before the handshake: the host's theme, CSS variables and fonts from the handshake on, and a
 * teardown answer (the form keeps nothing to save on teardown).
 */
const onAppCreated = (app: App) => {
  syncHostStyles(app);
  app.onteardown = () => ({});
};

function ShippingForm() {
  const { app, error } = useApp({ appInfo: { name: "shipping-form", version: "1.0.0" }, onAppCreated, fallback: openAiFallback });
  const partial = useToolInputPartial(app);
  const input = useToolInput(app);
  const result = useToolResult(app);
  const context = useHostContext(app);
  const [draft, setDraft] = useState<Shipment>({});
  const [edited, setEdited] = useState(false);
  const [sent, setSent] = useState<string>();
  const streaming = !!partial && !input;
  const incoming = clean((input ?? partial)?.arguments);
  useEffect(() => void (!edited && setDraft(settle(incoming))), [input, partial]);
  useModelContext(app, draft, { edited });
  const change = (patch: Partial<Shipment>) => {
    setEdited(true);
    setSent(undefined);
    setDraft((d) => settle({ ...d, ...patch }));
  };
  const money = new Intl.NumberFormat(context?.locale ?? "en-US", { style: "currency", currency: "EUR" });
  const q = quote(draft);
  const streamed = (key: keyof Shipment) => (streaming && incoming[key] !== undefined ? "field streamed" : "field");
  const canMessage = !!app?.getHostCapabilities()?.message;
  const book = async (e: Event) => {
    e.preventDefault();
    const text = `Please book this shipment: ${describeShipment(draft)}.`;
    const result = await app
      ?.sendMessage({ role: "user", content: [{ type: "text", text }] })
      .catch((err: Error) => ({ isError: true, err }));
    setSent(result?.isError ? "The host did not take the message." : "Sent to the chat.");
  };
  if (error)
    return (
      <p class="status error" role="alert">
        {error.message}
      </p>
    );
  const regions = draft.country ? COUNTRIES[draft.country]!.regions : [];
  return (
    <form onSubmit={book} aria-busy={streaming}>
      <header>
        <h1>Ship a parcel from Berlin</h1>
        {streaming && (
          <span class="receiving" role="status">
            receiving input…
          </span>
        )}
      </header>
      <div class="grid">
        <label class={`${streamed("recipient")} full`}>
          <span>Recipient</span>
          <input value={draft.recipient ?? ""} placeholder="Name" onInput={(e) => change({ recipient: e.currentTarget.value })} />
        </label>
        <label class={streamed("country")}>
          <span>Country</span>
          <select value={draft.country ?? ""} onChange={(e) => change({ country: e.currentTarget.value || undefined })}>
            <option value="">Choose…</option>
            {Object.entries(COUNTRIES).map(([code, c]) => (
              <option value={code}>{c.name}</option>
            ))}
          </select>
        </label>
        <label class={streamed("region")}>
          <span>Region</span>
          <select
            value={draft.region ?? ""}
            disabled={!regions.length}
            onChange={(e) => change({ region: e.currentTarget.value || undefined })}
          >
            <option value="">{regions.length ? "Choose…" : "Pick a country first"}</option>
            {regions.map((r) => (
              <option value={r}>{r}</option>
            ))}
          </select>
        </label>
        <label class={`${streamed("weightKg")} full`}>
          <span>Weight (kg)</span>
          <input
            type="number"
            min="0.1"
            max="500"
            step="0.1"
            value={draft.weightKg ?? ""}
            onInput={(e) => change({ weightKg: Number(e.currentTarget.value) || undefined })}
          />
        </label>
        <fieldset>
          <legend>Service</legend>
          <div class="services">
            {availableServices(draft).map(({ service, reason }) => (
              <label class="service">
                <input
                  type="radio"
                  name="service"
                  value={service}
                  checked={draft.service === service}
                  disabled={!!reason}
                  onChange={() => change({ service })}
                />
                <span>{SERVICES[service].label}</span>
                <small>{reason ?? SERVICES[service].days}</small>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div class="quote">
        <div>
          <div class="muted small">Quote</div>
          <strong>{q ? money.format(q.price) : "—"}</strong> {q && <span class="muted small">{q.days}</span>}
        </div>
        <button class="btn primary" type="submit" disabled={!q || !canMessage || streaming}>
          Ask to book
        </button>
      </div>
      {result?.isError && (
        // An alert is read out as it appears: the form stays usable, and the person hears why the call failed.
        <p class="status error" role="alert">
          The shipping tool failed: {result.content?.find((c) => c.type === "text")?.text ?? "no reason given"}
        </p>
      )}
      {sent && (
        <p class="status ok" role="status">
          {sent}
        </p>
      )}
      <p class="note">
        {app?.getHostCapabilities()?.updateModelContext
          ? "Your changes are shared with the assistant as you type."
          : "This host does not take model context updates: the assistant only sees the booking request."}
      </p>
    </form>
  );
}

render(<ShippingForm />, document.getElementById("root")!);
