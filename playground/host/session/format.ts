// How the host shows numbers and values in its lines and panels.

/** Milliseconds as "1.2 s" or "340 ms". */
export const ms = (n: number): string => (n >= 1000 ? `${(n / 1000).toFixed(1)} s` : `${Math.round(n)} ms`);

/** JSON, indented, for display. */
export const pretty = (value: unknown): string => JSON.stringify(value, null, 2) ?? String(value);
