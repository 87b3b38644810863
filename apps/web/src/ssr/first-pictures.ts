/** Longest a drawn page's hydration waits for its first pictures: a slow picture must not keep the page inert. */
export const FIRST_PICTURES_WAIT_MS = 1500;

/**
 * Resolves once the drawn page's first pictures (those fetched at high priority: the lot's
 * main picture, the home page's first row) are decoded and a frame has painted them, or
 * after `capMs`. Hydration is one long task of script; started before they paint, it keeps
 * the page's largest picture off the screen until it ends.
 */
export function firstPicturesPainted(doc: Document, capMs = FIRST_PICTURES_WAIT_MS): Promise<void> {
  const pictures = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  // A failed picture counts as settled: there is nothing more to paint.
  const decoded = Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  const painted = decoded.then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}
