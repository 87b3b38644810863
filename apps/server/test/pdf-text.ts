import { PDFParse } from 'pdf-parse';

/** A PDF's text as a reader would copy it out, page after page. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
