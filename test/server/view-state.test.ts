// @vitest-environment node
// registerViewStateTools on a real McpServer of each SDK generation, seen from a client of its own: the
// listing, reads and compare-and-set writes with their versions, removal, and every refusal with its
// exact message.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAX_VIEW_STATE_LENGTH,
  MAX_VIEW_UUID_LENGTH,
  VIEW_STATE_GET_TOOL,
  VIEW_STATE_SET_TOOL,
  registerViewStateTools,
} from "../../src/server/index.js";
import { GENERATIONS } from "./generations.js";
import { answered, getState, refused, servingViewState, setState } from "./view-state-support.js";
import { itWhere } from "../support/applies.js";

describe.each(GENERATIONS)("registerViewStateTools on $name", (generation) => {
  const serveViewState = servingViewState(generation);

  describe("the listing", () => {
    it("lists both tools as app-only, without a view, with annotations and the contract's schemas", async () => {
      const { tools } = await (await serveViewState()).listTools();
      const listed = Object.fromEntries(tools.map((t) => [t.name, t]));
      expect(Object.keys(listed)).toEqual([VIEW_STATE_GET_TOOL, VIEW_STATE_SET_TOOL]);
      for (const tool of tools) expect(tool._meta).toEqual({ ui: { visibility: ["app"] } });
      expect(listed.view_state_get?.annotations).toEqual({
        readOnlyHint: true,
        idempotentHint: true,
        destructiveHint: false,
        openWorldHint: false,
      });
      expect(listed.view_state_set?.annotations).toEqual({
        readOnlyHint: false,
        idempotentHint: false,
        destructiveHint: false,
        openWorldHint: false,
      });
      expect(listed.view_state_get?.inputSchema).toMatchObject({
        type: "object",
        properties: { viewUUID: { type: "string", minLength: 1, maxLength: MAX_VIEW_UUID_LENGTH } },
        required: ["viewUUID"],
      });
      expect(listed.view_state_set?.inputSchema).toMatchObject({
        type: "object",
        properties: {
          viewUUID: { type: "string" },
          baseVersion: { type: "integer", minimum: 0 },
          state: { description: expect.stringContaining("at most 16384 characters") },
        },
        required: ["viewUUID", "baseVersion"],
      });
      expect(listed.view_state_get?.outputSchema).toMatchObject({
        type: "object",
        properties: { version: { type: "integer" } },
        required: ["version"],
      });
      for (const tool of tools) expect(tool.description).toMatch(/viewUUID/);
    });
  });

  describe("reading and writing", () => {
    it("answers version 0 and no state for a viewUUID never written", async () => {
      expect(await getState(await serveViewState(), { viewUUID: "never" })).toEqual(answered({ version: 0 }));
    });

    it("stores a state as version 1, then 2 over 1, and reads back the latest", async () => {
      const client = await serveViewState();
      expect(await setState(client, { viewUUID: "v1", baseVersion: 0, state: { collapsed: ["done"] } })).toEqual(answered({ version: 1 }));
      expect(await getState(client, { viewUUID: "v1" })).toEqual(answered({ version: 1, state: { collapsed: ["done"] } }));
      expect(await setState(client, { viewUUID: "v1", baseVersion: 1, state: { collapsed: [] } })).toEqual(answered({ version: 2 }));
      expect(await getState(client, { viewUUID: "v1" })).toEqual(answered({ version: 2, state: { collapsed: [] } }));
      expect(await getState(client, { viewUUID: "v2" })).toEqual(answered({ version: 0 }));
    });

    it("refuses a write based on an older version as stale, with what is stored now, and changes nothing", async () => {
      const client = await serveViewState();
      await setState(client, { viewUUID: "v", baseVersion: 0, state: "first" });
      await setState(client, { viewUUID: "v", baseVersion: 1, state: "second" });
      expect(await setState(client, { viewUUID: "v", baseVersion: 1, state: "late" })).toEqual(
        refused({
          reason: "stale",
          message: 'View state for "v" was not written: the write is based on version 1, but version 2 is stored',
          current: { version: 2, state: "second" },
        }),
      );
      expect(await setState(client, { viewUUID: "new", baseVersion: 3, state: 1 })).toEqual(
        refused({
          reason: "stale",
          message: 'View state for "new" was not written: the write is based on version 3, but version 0 is stored',
          current: { version: 0 },
        }),
      );
      expect(await getState(client, { viewUUID: "v" })).toEqual(answered({ version: 2, state: "second" }));
    });

    it("removes the state on a write without one, keeping the version counting so no old version comes back", async () => {
      const client = await serveViewState();
      await setState(client, { viewUUID: "v", baseVersion: 0, state: { a: 1 } });
      expect(await setState(client, { viewUUID: "v", baseVersion: 1 })).toEqual(answered({ version: 2 }));
      expect(await getState(client, { viewUUID: "v" })).toEqual(answered({ version: 2 }));
      expect((await setState(client, { viewUUID: "v", baseVersion: 0, state: { a: 2 } })).structuredContent).toEqual(
        expect.objectContaining({ reason: "stale", current: { version: 2 } }),
      );
      expect(await setState(client, { viewUUID: "v", baseVersion: 2, state: { a: 3 } })).toEqual(answered({ version: 3 }));
    });

    it("keeps null, strings, numbers, arrays and __proto__ keys as plain data", async () => {
      const client = await serveViewState();
      const values = [
        null,
        "text",
        0,
        -1.5,
        [1, [2, [3]]],
        { nested: { deep: [true, false] } },
        JSON.parse('{"__proto__": {"polluted": true}}'),
      ];
      for (const [i, state] of values.entries()) {
        const viewUUID = `v${i}`;
        await setState(client, { viewUUID, baseVersion: 0, state });
        const result = await getState(client, { viewUUID });
        expect(result.content).toEqual([{ type: "text", text: JSON.stringify({ version: 1, state }) }]);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it("takes a state of exactly maxLength characters of JSON, and refuses one more", async () => {
      const client = await serveViewState();
      const state = "x".repeat(DEFAULT_MAX_VIEW_STATE_LENGTH - 2); // the quotes make it 16,384
      expect(await setState(client, { viewUUID: "v", baseVersion: 0, state })).toEqual(answered({ version: 1 }));
      expect(await setState(client, { viewUUID: "v", baseVersion: 1, state: `${state}x` })).toEqual(
        refused({ reason: "invalid", message: 'View state for "v" is 16,385 characters of JSON, over the 16,384 this server takes' }),
      );
    });
  });

  describe("states that are refused as invalid", () => {
    it("refuses a state over maxLength, saying its length and the limit", async () => {
      const client = await serveViewState();
      expect(await setState(client, { viewUUID: "big", baseVersion: 0, state: "x".repeat(19_999) })).toEqual(
        refused({ reason: "invalid", message: 'View state for "big" is 20,001 characters of JSON, over the 16,384 this server takes' }),
      );
      const small = await serveViewState({ maxLength: 10 });
      expect(await setState(small, { viewUUID: "v", baseVersion: 0, state: { ab: "cdef" } })).toEqual(
        refused({ reason: "invalid", message: 'View state for "v" is 13 characters of JSON, over the 10 this server takes' }),
      );
      expect(await getState(client, { viewUUID: "big" })).toEqual(answered({ version: 0 }));
    });

    // Over HTTP the client cannot send them at all.
    itWhere(generation.inMemory)(
      "refuses what JSON cannot write (over an in-memory link values arrive unserialized): a cycle, a BigInt, a function, a deep nest",
      async () => {
        const client = await serveViewState();
        const cycle: Record<string, unknown> = {};
        cycle.self = cycle;
        let deep: unknown[] = [];
        for (let i = 0; i < 200_000; i++) deep = [deep];
        const cases: [unknown, string][] = [
          [cycle, "Converting circular structure to JSON"],
          [{ n: 10n }, "Do not know how to serialize a BigInt"],
          [() => 1, "it is a function"],
          [deep, "it nests too deeply"],
        ];
        for (const [state, why] of cases) {
          expect(await setState(client, { viewUUID: "v", baseVersion: 0, state })).toEqual(
            refused({ reason: "invalid", message: `View state for "v" is not JSON: ${why}` }),
          );
        }
        expect(await getState(client, { viewUUID: "v" })).toEqual(answered({ version: 0 }));
      },
    );

    it("refuses to answer stored text that is not JSON or is too long, saying the version a write replaces it over", async () => {
      const stored = new Map([
        [JSON.stringify([null, "corrupt"]), { json: "{not json", version: 3 }],
        [JSON.stringify([null, "long"]), { json: JSON.stringify("x".repeat(20)), version: 1 }],
      ]);
      const store = {
        get: (key: string) => stored.get(key),
        set: (_: string, __: string | undefined, base: number) => ({ version: base + 1 }),
      };
      const client = await serveViewState({ store, maxLength: 16 });
      expect(await getState(client, { viewUUID: "corrupt" })).toEqual(
        refused({
          reason: "invalid",
          message: 'The view state stored for "corrupt" (version 3) is not JSON; a write based on version 3 replaces it',
        }),
      );
      expect(await getState(client, { viewUUID: "long" })).toEqual(
        refused({
          reason: "invalid",
          message:
            'The view state stored for "long" (version 1) is 22 characters of JSON, over the 16 this server takes; a write based on version 1 replaces it',
        }),
      );
    });

    it("leaves unreadable stored text out of a stale refusal, so the view can write over it", async () => {
      const store = { get: () => undefined, set: () => ({ stale: { json: "{not json", version: 3 } }) };
      expect(await setState(await serveViewState({ store }), { viewUUID: "v", baseVersion: 0, state: 1 })).toEqual(
        refused({
          reason: "stale",
          message:
            'View state for "v" was not written: the write is based on version 0, but version 3 is stored (its stored text is not JSON, so it is not sent)',
          current: { version: 3 },
        }),
      );
    });
  });

  describe("malformed arguments", () => {
    const uuidRule = "it must be a string of 1 to 256 characters";
    const versionRule = "it must be an integer from 0 to 9,007,199,254,740,990, the version last read or written (0 for none)";

    it("refuses a missing, empty, too long or non-string viewUUID with bad-arguments, for both tools", async () => {
      const client = await serveViewState();
      const cases: [Record<string, unknown> | undefined, string][] = [
        [undefined, "missing"],
        [{}, "missing"],
        [{ viewUUID: "" }, "0 characters long"],
        [{ viewUUID: "u".repeat(100_000) }, "100,000 characters long"],
        [{ viewUUID: 42 }, "a number"],
        [{ viewUUID: null }, "null"],
        [{ viewUUID: ["a"] }, "an array"],
        [{ viewUUID: { toString: "a" } }, "an object"],
      ];
      for (const [args, what] of cases) {
        const refusal = refused({ reason: "bad-arguments", message: `viewUUID is ${what}; ${uuidRule}` });
        expect(await getState(client, args), JSON.stringify(args)?.slice(0, 40)).toEqual(refusal);
        expect(await setState(client, args && { ...args, baseVersion: 0, state: 1 })).toEqual(refusal);
      }
      expect(await getState(client, { viewUUID: "u".repeat(MAX_VIEW_UUID_LENGTH) })).toEqual(answered({ version: 0 }));
    });

    it("refuses a missing, negative, fractional, huge or non-number baseVersion with bad-arguments", async () => {
      const client = await serveViewState();
      const inMemoryOnly: [unknown, string][] = [
        [Number.NaN, "NaN"],
        [Number.POSITIVE_INFINITY, "Infinity"],
      ];
      const cases: [unknown, string][] = [
        [undefined, "missing"],
        [-1, "-1"],
        [1.5, "1.5"],
        [2 ** 53, "9007199254740992"],
        [Number.MAX_SAFE_INTEGER, "9007199254740991"],
        [1e300, "1e+300"],
        ["1", "a string"],
        [null, "null"],
        [true, "a boolean"],
        // JSON text has no NaN or Infinity: only an in-memory link can send them.
        ...(generation.inMemory ? inMemoryOnly : []),
      ];
      for (const [baseVersion, what] of cases) {
        expect(await setState(client, { viewUUID: "v", baseVersion, state: 1 }), what).toEqual(
          refused({ reason: "bad-arguments", message: `baseVersion is ${what}; ${versionRule}` }),
        );
      }
      expect(await getState(client, { viewUUID: "v" })).toEqual(answered({ version: 0 }));
    });
  });
});

describe("registerViewStateTools", () => {
  it("refuses a bad maxLength when registering", () => {
    const server = { registerTool: () => ({}) as never };
    for (const maxLength of [0, -1, 1.5, Number.NaN, "16" as never]) {
      expect(() => registerViewStateTools(server, { maxLength })).toThrow(
        expect.objectContaining({
          kind: "INVALID_PARAMS",
          message: `registerViewStateTools() needs maxLength to be a positive integer, not ${String(maxLength)}`,
        }),
      );
    }
  });
});
