/** Small statistics for benchmarks: medians of runs, percentiles of samples. */

export function percentile(samples: number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index]!;
}

export const median = (values: number[]) => percentile(values, 0.5);

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Prints rows as an aligned table (console.table shows Chinese labels poorly aligned). */
export function printTable(rows: Array<Record<string, string | number>>): void {
  const columns = Object.keys(rows[0] ?? {});
  const width = (text: string) =>
    [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e7f ? 2 : 1), 0);
  const widths = columns.map((column) =>
    Math.max(width(column), ...rows.map((row) => width(String(row[column])))),
  );
  const line = (cells: string[]) =>
    cells.map((cell, index) => cell + ' '.repeat(widths[index]! - width(cell))).join('  ');
  console.log(line(columns));
  for (const row of rows) console.log(line(columns.map((column) => String(row[column]))));
}
