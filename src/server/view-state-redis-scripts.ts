// The two Lua scripts of redisViewStateStore, run by Redis itself so that each is one atomic step: the
// read, and the compare-and-set write. A state is a hash under its key: `version` (1 and up, digits)
// and `json` (absent for a removed state, whose version is kept so that it never comes back). A key
// holding anything else (another type, no version or a malformed one) is unreadable: it reads as
// version 0, and a write based on version 0 replaces it.

/** Both scripts' shared part: what a key holds ({type, version, json}), and the version it counts as. */
const ENTRY = `
local function entry(key)
  local kind = redis.call('TYPE', key)['ok']
  if kind ~= 'hash' then return {kind, false, false} end
  local fields = redis.call('HMGET', key, 'version', 'json')
  return {kind, fields[1], fields[2]}
end
local function version(e)
  if e[1] == 'none' then return '0' end
  local v = e[2]
  if e[1] == 'hash' and v and #v <= 16 and string.match(v, '^[1-9][0-9]*$') and (#v < 16 or v <= '9007199254740991') then
    return v
  end
  return '0'
end
`;

/** KEYS[1]: the state's key. Answers {type, version, json}, each `false` (nil) where absent. */
export const READ_SCRIPT = `${ENTRY}
return entry(KEYS[1])
`;

/**
 * KEYS[1]: the state's key; ARGV: the base version, the new version (both as digits: Lua's numbers
 * would print a 16-digit version in exponent form), "1" to store ARGV[4] as the JSON or "0" to remove
 * it, the JSON, and the time to live in seconds ("0": none). Answers {"written"}, or {"stale", type,
 * version, json} with what is stored, unchanged.
 */
export const WRITE_SCRIPT = `${ENTRY}
local e = entry(KEYS[1])
if version(e) ~= ARGV[1] then return {'stale', e[1], e[2], e[3]} end
redis.call('DEL', KEYS[1])
if ARGV[3] == '1' then
  redis.call('HSET', KEYS[1], 'version', ARGV[2], 'json', ARGV[4])
else
  redis.call('HSET', KEYS[1], 'version', ARGV[2])
end
if ARGV[5] ~= '0' then redis.call('EXPIRE', KEYS[1], ARGV[5]) end
return {'written'}
`;

/** The stored text that stands for a key the store cannot read: not JSON, so the tools refuse to answer it. */
const UNREADABLE_JSON = "";

/** What a script answered of a key, read as a store entry: `undefined` for none, version 0 and unreadable text for bad data. */
export function entryOf(kind: unknown, version: unknown, json: unknown): { json?: string; version: number } | undefined {
  const type = text(kind);
  if (type === "none") return undefined;
  const digits = text(version);
  const number = Number(digits);
  if (type !== "hash" || digits === undefined || !/^[1-9]\d*$/.test(digits) || !Number.isSafeInteger(number))
    return { json: UNREADABLE_JSON, version: 0 };
  const stored = text(json);
  return stored === undefined ? { version: number } : { json: stored, version: number };
}

/** A reply's string: Redis answers strings, or Buffers under a client's type mapping; `undefined` for nil. */
export function text(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (value instanceof Uint8Array) return new TextDecoder().decode(value);
  return undefined;
}
