import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One run of text as a PDF viewer places it, in points from the page's bottom left. */
export interface PlacedText {
  page: number;
  text: string;
  left: number;
  bottom: number;
  right: number;
  top: number;
}

export interface PdfLayout {
  pageWidth: number;
  pageHeight: number;
  pages: number;
  texts: PlacedText[];
}

/** Where every run of text of a PDF lands, read by pdf.js as a viewer would. */
export async function layoutOf(pdf: Buffer): Promise<PdfLayout> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  try {
    const texts: PlacedText[] = [];
    let pageWidth = 0;
    let pageHeight = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      [, , pageWidth, pageHeight] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , , x, y] = item.transform as number[];
        texts.push({
          page: number,
          text: item.str,
          left: x!,
          bottom: y!,
          right: x! + item.width,
          top: y! + item.height,
        });
      }
    }
    return { pageWidth, pageHeight, pages: document.numPages, texts };
  } finally {
    await document.destroy();
  }
}

/** Pairs of runs on one page whose boxes cover each other by more than `tolerance` points each way. */
export function overlappingTexts(texts: PlacedText[], tolerance = 1): Array<[PlacedText, PlacedText]> {
  const pairs: Array<[PlacedText, PlacedText]> = [];
  for (const [index, a] of texts.entries()) {
    for (const b of texts.slice(index + 1)) {
      if (a.page !== b.page) continue;
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const up = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
      if (across > tolerance && up > tolerance) pairs.push([a, b]);
    }
  }
  return pairs;
}
