/** The list with the item at `from` moved to `to` (both within the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** 设为封面: the item first, the others in their order after it. */
export function makeFirst<T>(items: readonly T[], index: number): T[] {
  return moveItem(items, index, 0);
}
