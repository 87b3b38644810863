/** A fact's time in a dedupe key: its milliseconds, or 0 when it has none. */
export const timeKey = (at: string | null) => (at ? Date.parse(at) : 0);
