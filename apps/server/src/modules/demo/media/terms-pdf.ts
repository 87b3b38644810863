import { pdfKit } from '../../../lib/pdf/pdfkit';
import { loadChineseFonts } from '../../../lib/pdf/pdf-fonts';
import { TERMS_CLAUSES } from './terms-clauses';

/**
 * 竞买须知及竞价规则 for a demo bulletin: an A4 document with the lots, their start prices and
 * deposits, and the platform's terms. Noto Sans SC is embedded and subset by pdfkit, so the
 * file stays small and its text extracts as Chinese.
 */

export interface TermsPdfInput {
  /** The bulletin's title, printed under the document heading. */
  title: string;
  sellerName: string;
  lots: Array<{ title: string; quantityText: string; startPriceYuan: number; depositYuan: number }>;
  /** The date printed on the document; today when left out. */
  issuedOn?: Date;
}

const yuan = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** ¥1,234.00 */
export const formatYuan = (amount: number) => `¥${yuan.format(amount)}`;

const chineseDate = (date: Date) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);

const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const HEADER_FILL = '#eef2f7';
const STRIPE_FILL = '#f8fafc';

type Doc = PDFKit.PDFDocument;

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

function lotTable(doc: Doc, lots: TermsPdfInput['lots']) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const columns: Column[] = [
    { label: '序号', width: 36, align: 'center' },
    { label: '标的名称', width: width - 36 - 96 - 90 - 90, align: 'left' },
    { label: '数量', width: 96, align: 'left' },
    { label: '起拍价', width: 90, align: 'right' },
    { label: '保证金', width: 90, align: 'right' },
  ];
  const pad = 6;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const row = (cells: string[], font: 'regular' | 'bold', fill?: string) => {
    doc.font(font).fontSize(10);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - pad * 2 }))) +
      pad * 2;
    if (doc.y + height > bottom()) {
      doc.addPage();
    }
    const top = doc.y;
    if (fill) doc.rect(left, top, width, height).fill(fill);
    let x = left;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc
        .fillColor(INK)
        .font(font)
        .fontSize(10)
        .text(cell, x + pad, top + pad, { width: column.width - pad * 2, align: column.align });
      x += column.width;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };

  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  row(
    columns.map((column) => column.label),
    'bold',
    HEADER_FILL,
  );
  lots.forEach((lot, i) =>
    row(
      [
        String(i + 1),
        lot.title,
        lot.quantityText,
        formatYuan(lot.startPriceYuan),
        formatYuan(lot.depositYuan),
      ],
      'regular',
      i % 2 === 1 ? STRIPE_FILL : undefined,
    ),
  );
  const totalDeposit = lots.reduce((sum, lot) => sum + lot.depositYuan, 0);
  row(['', '保证金合计（按标的分别缴纳）', '', '', formatYuan(totalDeposit)], 'bold');
}

function sectionHeading(doc: Doc, text: string) {
  doc.moveDown(1.2);
  doc.x = doc.page.margins.left;
  doc.font('bold').fontSize(13).fillColor(INK).text(text);
  doc.moveDown(0.5);
}

function clauses(doc: Doc) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const numberWidth = 22;
  TERMS_CLAUSES.forEach(([heading, body], i) => {
    const options = { width: width - numberWidth, lineGap: 3.5 };
    doc.font('regular').fontSize(10.5);
    const height = doc.heightOfString(`${heading}。${body}`, options);
    if (doc.y + Math.min(height, 60) > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor(INK)
      .text(`${i + 1}.`, left, top, { width: numberWidth, lineBreak: false });
    doc
      .font('bold')
      .text(`${heading}。`, left + numberWidth, top, { ...options, continued: true })
      .font('regular')
      .fillColor('#374151')
      .text(body, options);
    doc.moveDown(0.55);
  });
}

/** Running header and "第 n 页 / 共 m 页" footer, written once every page exists. */
function pageFurniture(doc: Doc, sellerName: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const { margins, width, height } = doc.page;
    const bottomMargin = margins.bottom;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${sellerName} · 竞买须知及竞价规则`, margins.left, margins.top - 28, {
        width: width - margins.left - margins.right,
        align: 'right',
        lineBreak: false,
      });
    doc
      .moveTo(margins.left, margins.top - 14)
      .lineTo(width - margins.right, margins.top - 14)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.text(
      `第 ${i + 1 - range.start} 页 / 共 ${range.count} 页`,
      margins.left,
      height - bottomMargin + 20,
      {
        width: width - margins.left - margins.right,
        align: 'center',
        lineBreak: false,
      },
    );
    doc.page.margins.bottom = bottomMargin;
  }
}

/** The seller's name and the date, right-aligned, kept together on one page. */
function signatureBlock(doc: Doc, sellerName: string, issuedOn: string) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  // Signature block, kept together on one page.
  if (doc.y + 90 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(1.5);
  const signature = { width, align: 'right' as const };
  doc.font('bold').fontSize(10.5).fillColor(INK).text(`委托方：${sellerName}`, left, doc.y, signature);
  doc.moveDown(0.4);
  doc.font('regular').fillColor('#374151').text(issuedOn, left, doc.y, signature);
}

export async function renderTermsPdf(input: TermsPdfInput): Promise<Buffer> {
  const PDFDocument = await pdfKit();
  const { regular, bold } = loadChineseFonts();
  const issuedOn = chineseDate(input.issuedOn ?? new Date());
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 72, bottom: 64, left: 60, right: 60 },
    bufferPages: true,
    info: {
      Title: `竞买须知及竞价规则 - ${input.title}`,
      Author: input.sellerName,
      Subject: '竞买须知及竞价规则',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(20).fillColor(INK).text('竞买须知及竞价规则', { align: 'center' });
  doc.moveDown(0.4);
  doc.font('regular').fontSize(11.5).fillColor('#374151').text(input.title, { align: 'center' });
  doc.moveDown(1.2);

  const meta = (label: string, value: string) => {
    doc.font('bold').fontSize(10.5).fillColor(INK).text(`${label}：`, { continued: true });
    doc.font('regular').fillColor('#374151').text(value);
    doc.moveDown(0.2);
  };
  meta('委托方', input.sellerName);
  meta('竞价方式', '网络公开增价竞价，设延时规则');
  meta('发布日期', issuedOn);

  doc.moveDown(0.6);
  doc
    .font('regular')
    .fontSize(10.5)
    .fillColor('#374151')
    .text(
      `受${input.sellerName}委托，本平台对下列标的进行网络公开竞价。竞买人参与竞价前，应仔细阅读本须知的全部内容；一经报名或出价，即视为已阅读、理解并同意遵守本须知及竞价公告的各项约定。`,
      left,
      doc.y,
      { width, lineGap: 3.5 },
    );

  sectionHeading(doc, '一、标的清单');
  lotTable(doc, input.lots);
  doc.moveDown(0.5);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      '注：起拍价、保证金单位为人民币元；标的的加价幅度、竞价时间与看货安排以竞价公告为准。',
      left,
      doc.y,
      {
        width,
      },
    );

  sectionHeading(doc, '二、竞买须知及竞价规则');
  clauses(doc);

  signatureBlock(doc, input.sellerName, issuedOn);

  pageFurniture(doc, input.sellerName);
  doc.end();
  return done;
}
