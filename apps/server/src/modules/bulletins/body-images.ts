/** The ids of our own file previews a bulletin's (sanitized) body shows, in order, once each. */
export function bodyImageIds(html: string): string[] {
  const ids = [...html.matchAll(/<img\b[^>]*\bsrc="\/lyp\/api\/file\/preview\/([0-9a-f-]{36})"/gi)].map(
    (match) => match[1]!.toLowerCase(),
  );
  return [...new Set(ids)];
}
