import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const fontPath = (file: string) => require.resolve(`@expo-google-fonts/noto-sans-sc/${file}`);

/**
 * Noto Sans SC, regular and bold, for documents with Chinese text. pdfkit embeds only the
 * glyphs a document uses, so a one-page contract stays around 30 KB.
 *
 * The files are 10 MB each and read per document rather than held in memory: documents are
 * made once per event of a sale, and reading takes a few milliseconds.
 */
export const loadChineseFonts = () => ({
  regular: readFileSync(fontPath('400Regular/NotoSansSC_400Regular.ttf')),
  bold: readFileSync(fontPath('700Bold/NotoSansSC_700Bold.ttf')),
});
