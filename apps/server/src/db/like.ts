/**
 * A LIKE / ILIKE pattern matching text that contains `text` literally: its own % _ and \
 * are escaped, so a user's search for "50%" finds "50%" and not everything starting with 50.
 */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
