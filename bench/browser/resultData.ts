// The large tool result of the tool-result benchmark: `structuredContent` of a realistic shape (an
// array of catalogue rows, strings and numbers), generated deterministically from a fixed seed until
// its JSON text reaches a given length. Used by the host page (which sends it) and by the driver
// (which labels the table with its exact size).

/** One row of the result. */
export interface ResultRow {
  id: number;
  sku: string;
  name: string;
  category: string;
  city: string;
  price: number;
  stock: number;
  rating: number;
  updated: string;
}

/** The result's `structuredContent`. */
export interface ResultData {
  items: ResultRow[];
  total: number;
}

const WORDS = ["walnut", "desk", "lamp", "linen", "chair", "oak", "shelf", "brass", "rug", "glass", "vase", "steel", "stool"];
const CATEGORIES = ["lighting", "seating", "storage", "decor", "textiles", "tables"];
const CITIES = ["Paris", "Lyon", "Berlin", "Madrid", "Oslo", "Lisbon", "Vienna", "Prague"];

/** mulberry32: a small seeded PRNG, the same sequence on every run and in every engine. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function row(id: number, next: () => number): ResultRow {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const day = 1 + Math.floor(next() * 28);
  return {
    id,
    sku: `SKU-${String(id).padStart(6, "0")}`,
    name: `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} ${id}`,
    category: pick(CATEGORIES),
    city: pick(CITIES),
    price: Math.round(next() * 100_000) / 100,
    stock: Math.floor(next() * 500),
    rating: Math.round(next() * 50) / 10,
    updated: `2026-${String(1 + (id % 12)).padStart(2, "0")}-${String(day).padStart(2, "0")}T09:${String(id % 60).padStart(2, "0")}:00Z`,
  };
}

/** Rows until `JSON.stringify` of the whole result is at least `length` characters (exceeding it by less than one row). */
export function resultData(length: number): ResultData {
  const next = random(0x5eed);
  const items: ResultRow[] = [];
  let size = `{"items":[],"total":}`.length;
  while (size < length) {
    const item = row(items.length, next);
    items.push(item);
    size += JSON.stringify(item).length + (items.length > 1 ? 1 : 0);
  }
  return { items, total: items.length };
}
