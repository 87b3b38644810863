/**
 * A media query's answer at a width: true when its min-width and max-width conditions all hold,
 * false for a query with none (prefers-reduced-motion and the like).
 */
export function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, pixels]) =>
    bound === 'min' ? width >= Number(pixels) : width <= Number(pixels),
  );
}

/** Renders what follows at this window width (390 for a phone); each test starts at 1024 again. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { writable: true, configurable: true, value: width });
}
