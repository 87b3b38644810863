import { create as createQrCode } from 'qrcode';

/** PDFKit drawing parts the sale documents share: colours, space on the page, a QR code, tables. */

export const INK = '#1f2937';
export const BODY = '#374151';
export const MUTED = '#6b7280';
export const RULE = '#d1d5db';
export const HEADER_FILL = '#eef2f7';
export const CONFIRMED = '#166534';

export type Doc = PDFKit.PDFDocument;

export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
export const bottomOf = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page when fewer than `height` points are left. */
export function keepSpace(doc: Doc, height: number) {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

/** The QR code drawn as vector squares: sharp at any print size, nothing to decode. */
export function drawQr(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = createQrCode(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.save().fillColor(INK);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

export function sectionHeading(doc: Doc, text: string) {
  keepSpace(doc, 60);
  doc.moveDown(0.6);
  doc.x = doc.page.margins.left;
  doc.font('bold').fontSize(12).fillColor(INK).text(text);
  doc.moveDown(0.35);
}

/** Rows of cells with wrapped text; the first row may be a shaded header. */
export function table(doc: Doc, widths: number[], rows: string[][], options: { header?: boolean } = {}) {
  const left = doc.page.margins.left;
  const total = widths.reduce((sum, width) => sum + width, 0);
  const pad = 5;
  rows.forEach((cells, index) => {
    const isHeader = options.header === true && index === 0;
    doc.font(isHeader ? 'bold' : 'regular').fontSize(9.5);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: widths[i]! - pad * 2 }))) +
      pad * 2;
    keepSpace(doc, height);
    const top = doc.y;
    if (isHeader) doc.rect(left, top, total, height).fill(HEADER_FILL);
    let x = left;
    cells.forEach((cell, i) => {
      doc
        .fillColor(isHeader ? INK : BODY)
        .font(isHeader || (i === 0 && !options.header) ? 'bold' : 'regular')
        .fontSize(9.5)
        .text(cell, x + pad, top + pad, { width: widths[i]! - pad * 2 });
      x += widths[i]!;
    });
    doc.rect(left, top, total, height).lineWidth(0.5).strokeColor(RULE).stroke();
    let divider = left;
    for (const width of widths.slice(0, -1)) {
      divider += width;
      doc
        .moveTo(divider, top)
        .lineTo(divider, top + height)
        .stroke();
    }
    doc.x = left;
    doc.y = top + height;
  });
}
