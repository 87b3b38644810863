/** Our own file previews embedded in a bulletin's body: `<img src="/lyp/api/file/preview/<uuid>">`. */
const EMBEDDED = /(<img\b[^>]*\bsrc=")\/lyp\/api\/file\/preview\/([0-9a-f-]{36})(")/gi;

/** The ids of the pictures a body shows, in order, once each. */
export function bodyImageIds(html: string): string[] {
  return [...new Set([...html.matchAll(EMBEDDED)].map((match) => match[2]!))];
}

/** The body with its pictures pointed at local copies, where one is ready (the rest stay as they are). */
export function withLocalImages(html: string, srcOf: (fileId: string) => string | undefined): string {
  return html.replace(EMBEDDED, (whole, before: string, id: string, after: string) => {
    const local = srcOf(id);
    return local ? `${before}${local}${after}` : whole;
  });
}
