// quote_shipment: a shipping form with dependent fields (the Preact view). Its arguments are worth
// streaming: the view fills the form in as they arrive.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";
import { defineAppTool, registerAppTool } from "mcp-view/server";
import { COUNTRIES, SERVICES, describeShipment, quote, type Service } from "../widgets/shipping/rates.js";
import { result } from "./result.js";

export const SHIPPING_URI = "ui://playground/shipping.html";

const shipment = z.object({
  recipient: z
    .string()
    .optional()
    .describe("Recipient name")
    .meta({ examples: ["Ada Lovelace"] }),
  country: z
    .enum(Object.keys(COUNTRIES) as [string, ...string[]])
    .optional()
    .describe("ISO country code")
    .meta({ examples: ["DE"] }),
  region: z
    .string()
    .optional()
    .describe("Region within the country")
    .meta({ examples: ["Bavaria"] }),
  weightKg: z
    .number()
    .positive()
    .max(500)
    .optional()
    .describe("Parcel weight in kg")
    .meta({ examples: [2.5] }),
  service: z
    .enum(Object.keys(SERVICES) as [Service, ...Service[]])
    .optional()
    .meta({ examples: ["express"] }),
});

/** Opens the shipping form, pre-filled with the shipment as far as the model knows it. */
export const quoteShipment = defineAppTool({
  name: "quote_shipment",
  title: "Quote a shipment",
  description:
    "Opens a shipping form pre-filled with what you know (ships from Berlin). The user completes it; you are told what they change.",
  inputSchema: shipment,
  outputSchema: z.object({
    shipment,
    quote: z
      .object({ price: z.number().describe("Euros"), days: z.string() })
      .nullable()
      .describe("null until the shipment is complete"),
  }),
  ui: { resourceUri: SHIPPING_URI },
});

/** Registers quote_shipment. */
export function registerShippingTools(server: McpServer): void {
  registerAppTool(server, quoteShipment, (shipment) => {
    const q = quote(shipment);
    const text = `Shipping form opened for ${describeShipment(shipment)}. ${q ? "The user can book it or change it." : "The user is asked to complete it."}`;
    return result(text, { shipment, quote: q ?? null });
  });
}
