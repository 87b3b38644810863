/**
 * The character an avatar shows: the first of the name, or 我 when the user has no name yet and
 * is shown by their masked phone (a digit or * says nothing about anyone).
 */
export function avatarLetter(displayName: string): string {
  const first = Array.from(displayName.trim())[0];
  return first && !/[\d*]/.test(first) ? first.toUpperCase() : '我';
}
