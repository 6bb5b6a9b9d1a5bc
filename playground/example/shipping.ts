// quote_shipment: a shipping form with dependent fields (the Preact view). Its arguments are worth
// streaming: the view fills the form in as they arrive.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";
import { COUNTRIES, SERVICES, describeShipment, quote, type Service } from "../widgets/shipping/rates.js";
import { registerAppTool, result } from "./meta.js";

export const SHIPPING_URI = "ui://playground/shipping.html";

/** Registers quote_shipment. */
export function registerShippingTools(server: McpServer): void {
  registerAppTool(
    server,
    "quote_shipment",
    {
      title: "Quote a shipment",
      description: "Opens a shipping form pre-filled with what you know (ships from Berlin). The user completes it; you are told what they change.",
      inputSchema: {
        recipient: z.string().optional().describe("Recipient name").meta({ examples: ["Ada Lovelace"] }),
        country: z.enum(Object.keys(COUNTRIES) as [string, ...string[]]).optional().describe("ISO country code").meta({ examples: ["DE"] }),
        region: z.string().optional().describe("Region within the country").meta({ examples: ["Bavaria"] }),
        weightKg: z.number().positive().max(500).optional().describe("Parcel weight in kg").meta({ examples: [2.5] }),
        service: z.enum(Object.keys(SERVICES) as [Service, ...Service[]]).optional().meta({ examples: ["express"] }),
      },
      resourceUri: SHIPPING_URI,
    },
    (shipment) => {
      const q = quote(shipment);
      const text = `Shipping form opened for ${describeShipment(shipment)}. ${q ? "The user can book it or change it." : "The user is asked to complete it."}`;
      return result(text, { shipment, quote: q ?? null });
    },
  );
}
