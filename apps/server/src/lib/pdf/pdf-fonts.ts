import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const fontPath = (file: string) => require.resolve(`@expo-google-fonts/noto-sans-sc/${file}`);

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/**
 * Noto Sans SC, regular and bold, for documents with Chinese text. pdfkit embeds only the
 * glyphs a document uses, so a one-page contract stays around 30 KB.
 *
 * The files are 10 MB each, read once and then shared: a sweep that issues a batch of
 * documents, or many first views at once, would otherwise hold a copy per document.
 */
export const loadChineseFonts = () =>
  (fonts ??= {
    regular: readFileSync(fontPath('400Regular/NotoSansSC_400Regular.ttf')),
    bold: readFileSync(fontPath('700Bold/NotoSansSC_700Bold.ttf')),
  });
