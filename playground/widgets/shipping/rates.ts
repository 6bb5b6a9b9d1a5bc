// Shipping rules shared by the example server (quote_shipment) and the form view: which regions a
// country has, which services a parcel may use, and what it costs. Ships from Berlin, Germany.

/** Countries and their regions. */
export const COUNTRIES: Record<string, { name: string; regions: string[] }> = {
  DE: { name: "Germany", regions: ["Berlin", "Bavaria", "Hamburg", "Saxony"] },
  FR: { name: "France", regions: ["Île-de-France", "Provence", "Brittany"] },
  US: { name: "United States", regions: ["California", "New York", "Texas", "Washington"] },
  JP: { name: "Japan", regions: ["Tokyo", "Osaka", "Hokkaido"] },
};

/** Services, cheapest first. */
export const SERVICES = {
  standard: { label: "Standard", days: "3–5 days", base: 4.9, perKg: 0.9 },
  express: { label: "Express", days: "1–2 days", base: 9.9, perKg: 1.6 },
  "same-day": { label: "Same day", days: "today", base: 19, perKg: 2.5 },
  freight: { label: "Freight", days: "5–8 days", base: 49, perKg: 0.6 },
} as const;

export type Service = keyof typeof SERVICES;

/** A shipment, complete or not (the model may still be streaming it). */
export interface Shipment {
  recipient?: string;
  country?: string;
  region?: string;
  weightKg?: number;
  service?: Service;
}

/** Services this shipment may use, and why the others are off. */
export function availableServices(s: Shipment): { service: Service; reason?: string }[] {
  const heavy = (s.weightKg ?? 0) > 30;
  const sameCity = s.country === "DE" && s.region === "Berlin";
  return (Object.keys(SERVICES) as Service[]).map((service) => {
    if (service === "freight" && !heavy) return { service, reason: "only above 30 kg" };
    if (service !== "freight" && heavy) return { service, reason: "not above 30 kg" };
    if (service === "same-day" && !sameCity) return { service, reason: "only within Berlin" };
    return { service };
  });
}

/** The price in euros (international ×1.8), or undefined while something is missing or not allowed. */
export function quote(s: Shipment): { price: number; days: string } | undefined {
  if (!s.country || !s.region || !s.weightKg || !s.service) return undefined;
  if (availableServices(s).find((o) => o.service === s.service)?.reason) return undefined;
  const rate = SERVICES[s.service];
  const price = (rate.base + rate.perKg * s.weightKg) * (s.country === "DE" ? 1 : 1.8);
  return { price: Math.round(price * 100) / 100, days: rate.days };
}

/** One line for the model: "Ada Lovelace, Bavaria, Germany, 2.5 kg, Express: €13.90 (1–2 days)". */
export function describeShipment(s: Shipment): string {
  const where = [s.region, s.country && (COUNTRIES[s.country]?.name ?? s.country)].filter(Boolean).join(", ");
  const parts = [s.recipient, where, s.weightKg !== undefined && `${s.weightKg} kg`, s.service && SERVICES[s.service]?.label];
  const q = quote(s);
  return `${parts.filter(Boolean).join(", ") || "empty"}: ${q ? `€${q.price.toFixed(2)} (${q.days})` : "no quote yet"}`;
}
