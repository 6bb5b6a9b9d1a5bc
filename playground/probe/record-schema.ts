// The probe record as the server takes it (shared/probe-record.ts): it comes from a view in a host
// nobody here controls, so every field is checked with zod and bounded (strings, lists, nesting,
// the whole), and what the host itself sent (the `ui/initialize` answer, each context change) is
// taken only as bounded JSON, its known fields read one by one when the profile is made
// (profile-of-record.ts), where a bad one is left out and said so.
import * as z from "zod";
import { MAX_ITEMS, MAX_RECORD_LENGTH, type ProbeRecord } from "../shared/probe-record.js";

/** How deep the host's own JSON may nest in a record. */
const MAX_JSON_DEPTH = 16;

/** Whether `value` is JSON (no cycles, plain objects and arrays, finite numbers) nesting at most `depth` levels. */
function isJson(value: unknown, depth: number): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (depth === 0 || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.every((item) => isJson(item, depth - 1));
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return false;
  return Object.values(value).every((item) => isJson(item, depth - 1));
}

/** A JSON object the host sent, nesting at most {@link MAX_JSON_DEPTH} levels. */
export const jsonObject = z
  .record(z.string(), z.unknown())
  .refine((value) => isJson(value, MAX_JSON_DEPTH), { message: `must be JSON nesting at most ${MAX_JSON_DEPTH} levels` });

const text = (max: number) => z.string().max(max);
const ms = z.number().int().min(0).max(86_400_000);
const method = text(100);

const answer = z.discriminatedUnion("outcome", [
  z.strictObject({
    method,
    outcome: z.literal("answered"),
    ms,
    keys: z.array(text(100)).max(20),
    isError: z.literal(true).optional(),
    gesture: z.boolean().optional(),
  }),
  z.strictObject({
    method,
    outcome: z.literal("error"),
    ms,
    code: z.number().int().min(-2_147_483_648).max(2_147_483_647),
    message: text(1000),
    gesture: z.boolean().optional(),
  }),
  z.strictObject({ method, outcome: z.literal("unanswered"), ms, gesture: z.boolean().optional() }),
]);

const pixels = z.number().min(0).max(100_000);

/** The record, field by field (shared/probe-record.ts says what each is). */
export const probeRecord = z
  .strictObject({
    format: z.literal(1),
    initialize: jsonObject,
    contextChanges: z.array(z.strictObject({ at: ms, params: jsonObject })).max(MAX_ITEMS.contextChanges),
    received: z.array(z.strictObject({ at: ms, method, kind: z.enum(["request", "notification"]) })).max(MAX_ITEMS.received),
    toolResult: z.enum(["with-structured", "without-structured", "none"]),
    requests: z.array(answer).max(MAX_ITEMS.requests),
    frame: z.strictObject({
      origin: z.enum(["cross-site", "same-site", "opaque", "unknown"]),
      ancestor: text(300).optional(),
      storage: z.enum(["works", "blocked"]),
      compatMode: z.enum(["CSS1Compat", "BackCompat"]),
      openai: z.boolean(),
      width: pixels,
      height: pixels,
      userAgent: text(500),
    }),
    csp: z.strictObject({
      policy: text(8000).optional(),
      ran: z.strictObject({
        dataModule: z.boolean(),
        blobModule: z.boolean(),
        blobWorker: z.boolean(),
        dataWorker: z.boolean(),
        dataFetch: z.boolean(),
      }),
      violations: z.array(z.strictObject({ directive: text(100), blocked: text(300) })).max(MAX_ITEMS.violations),
    }),
    sizes: z.array(z.strictObject({ reported: pixels, before: pixels, after: pixels, changed: z.boolean() })).max(MAX_ITEMS.sizes),
  })
  .refine((record) => JSON.stringify(record).length <= MAX_RECORD_LENGTH, {
    message: `is longer than ${MAX_RECORD_LENGTH} characters of JSON`,
  }) satisfies z.ZodType<ProbeRecord>;

/** The report tool's input: the record, and the probe it belongs to (the probe tool's result named it). */
export const reportInput = z.object({
  probeId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  record: probeRecord,
});
