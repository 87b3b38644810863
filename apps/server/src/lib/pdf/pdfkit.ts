import type PDFKitDocument from 'pdfkit';

let loaded: Promise<typeof PDFKitDocument> | undefined;

/**
 * pdfkit, loaded on first use: it takes about 0.4 s to load, which a restarting server should
 * not wait for before it answers bids (documents are drawn after the start, by the sweeps).
 */
export const pdfKit = (): Promise<typeof PDFKitDocument> =>
  (loaded ??= import('pdfkit').then((module) => module.default));
