import { formatFen } from '@lyp/shared/format/currency';
import { toChineseCapitals } from '@lyp/shared/format/money-capitals';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { pdfKit } from './pdfkit';
import { loadChineseFonts } from './pdf-fonts';
import {
  INK,
  BODY,
  MUTED,
  RULE,
  CONFIRMED,
  contentWidth,
  keepSpace,
  drawQr,
  sectionHeading,
  table,
  type Doc,
} from './pdf-drawing';

/**
 * The documents of a sale (成交确认书, contracts, 提货单, 结算单) as A4 PDFs: heading with the
 * number and a verification QR code, the parties, the facts of the sale, the amounts in
 * figures and capitals, the terms, and the parties' online confirmations. What goes in is
 * plain data: which words a document carries is the documents module's business.
 */

export interface DocumentParty {
  /** 甲方（委托方）… */
  role: string;
  name: string;
  /** 统一社会信用代码, 身份证号码 (masked) …, with its label. */
  identity?: { label: string; value: string };
  details?: Array<[label: string, value: string]>;
}

export interface DocumentConfirmation {
  /** The role as the parties list names it. */
  role: string;
  /** Who confirmed, and when; absent while awaited. */
  account?: string;
  at?: Date;
}

export interface SaleDocumentInput {
  title: string;
  documentNo: string;
  version: number;
  issuedAt: Date;
  /** The platform issuing it: printed in the running header. */
  issuer: string;
  preamble?: string;
  parties: DocumentParty[];
  facts: Array<[label: string, value: string]>;
  amounts: Array<{ label: string; fen: number }>;
  clauses: Array<[heading: string, body: string]>;
  /** Parties who confirm online; empty for documents that need no confirmation. */
  confirmations: DocumentConfirmation[];
  verification: { code: string; url: string };
}

function heading(doc: Doc, input: SaleDocumentInput) {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const qrSize = 64;
  const qrX = doc.page.width - doc.page.margins.right - qrSize;
  drawQr(doc, input.verification.url, qrX, top - 8, qrSize);
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(`验证码 ${input.verification.code}`, qrX - 20, top + qrSize - 4, {
      width: qrSize + 20,
      align: 'right',
      lineBreak: false,
    });

  const textWidth = contentWidth(doc) - qrSize - 16;
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(INK)
    .text(input.title, left + qrSize + 16, top + 4, { width: textWidth - qrSize - 16, align: 'center' });
  doc.moveDown(0.5);
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(BODY)
    .text(
      `编号：${input.documentNo}    版本：第 ${input.version} 版    出具时间：${formatTimestamp(input.issuedAt)}`,
      left,
      doc.y,
      { width: textWidth, lineBreak: false },
    );
  doc.y = Math.max(doc.y, top + qrSize + 14);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + contentWidth(doc), doc.y)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  doc.moveDown(0.8);
}

function parties(doc: Doc, list: DocumentParty[]) {
  const width = contentWidth(doc);
  const rows = list.map((party) => {
    const lines = [
      party.name,
      ...(party.identity ? [`${party.identity.label}：${party.identity.value}`] : []),
      ...(party.details ?? []).filter(([, value]) => value).map(([label, value]) => `${label}：${value}`),
    ];
    return [party.role, lines.join('\n')];
  });
  table(doc, [110, width - 110], rows);
}

function amounts(doc: Doc, list: SaleDocumentInput['amounts']) {
  const width = contentWidth(doc);
  table(
    doc,
    [150, 110, width - 260],
    [
      ['项目', '金额（小写）', '金额（大写）'],
      ...list.map(({ label, fen }) => [label, formatFen(fen), `人民币${toChineseCapitals(fen / 100)}`]),
    ],
    { header: true },
  );
}

function clauses(doc: Doc, list: SaleDocumentInput['clauses']) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  list.forEach(([title, body], index) => {
    const text = `${index + 1}. ${title}。${body}`;
    doc.font('regular').fontSize(10);
    keepSpace(doc, Math.min(doc.heightOfString(text, { width, lineGap: 3 }), 48));
    doc
      .font('bold')
      .fillColor(INK)
      .text(`${index + 1}. ${title}。`, left, doc.y, { width, lineGap: 3, continued: true })
      .font('regular')
      .fillColor(BODY)
      .text(body, { width, lineGap: 3 });
    doc.moveDown(0.35);
  });
}

function confirmations(doc: Doc, list: DocumentConfirmation[]) {
  const left = doc.page.margins.left;
  const gap = 12;
  const boxWidth = (contentWidth(doc) - gap * (list.length - 1)) / list.length;
  const height = 62;
  keepSpace(doc, height + 8);
  const top = doc.y;
  list.forEach((confirmation, index) => {
    const x = left + index * (boxWidth + gap);
    doc.rect(x, top, boxWidth, height).lineWidth(0.6).strokeColor(RULE).stroke();
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(INK)
      .text(`${confirmation.role}（在线签署确认）`, x + 8, top + 8, { width: boxWidth - 16 });
    const confirmed = confirmation.account !== undefined && confirmation.at !== undefined;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(confirmed ? CONFIRMED : MUTED)
      .text(
        confirmed ? `已确认：${confirmation.account}\n${formatTimestamp(confirmation.at!)}` : '尚未确认',
        x + 8,
        top + 26,
        { width: boxWidth - 16 },
      );
  });
  doc.x = left;
  doc.y = top + height;
}

/** Running header, and the verification line with "第 n 页 / 共 m 页" at the foot of each page. */
function pageFurniture(doc: Doc, input: SaleDocumentInput) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const { margins, width, height } = doc.page;
    const bottomMargin = margins.bottom;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const lineWidth = width - margins.left - margins.right;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${input.issuer} · ${input.title} · ${input.documentNo}`, margins.left, margins.top - 34, {
        width: lineWidth,
        align: 'left',
        lineBreak: false,
      });
    doc
      .text(
        `核验：扫描二维码或访问 ${input.verification.url}（验证码 ${input.verification.code}）`,
        margins.left,
        height - bottomMargin + 14,
        { width: lineWidth, align: 'center', lineBreak: false },
      )
      .text(`第 ${i + 1 - range.start} 页 / 共 ${range.count} 页`, margins.left, height - bottomMargin + 28, {
        width: lineWidth,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottomMargin;
  }
}

export async function renderSaleDocumentPdf(input: SaleDocumentInput): Promise<Buffer> {
  const PDFDocument = await pdfKit();
  const { regular, bold } = loadChineseFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 60, left: 56, right: 56 },
    bufferPages: true,
    info: { Title: `${input.title} ${input.documentNo}`, Author: input.issuer, Subject: input.title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  heading(doc, input);
  if (input.preamble) {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(BODY)
      .text(input.preamble, doc.page.margins.left, doc.y, { width: contentWidth(doc), lineGap: 3 });
  }
  sectionHeading(doc, '一、当事人');
  parties(doc, input.parties);
  sectionHeading(doc, '二、成交标的');
  table(doc, [110, contentWidth(doc) - 110], input.facts);
  sectionHeading(doc, '三、金额');
  amounts(doc, input.amounts);
  if (input.clauses.length > 0) {
    sectionHeading(doc, '四、条款');
    clauses(doc, input.clauses);
  }
  if (input.confirmations.length > 0) {
    sectionHeading(doc, input.clauses.length > 0 ? '五、签署确认' : '四、签署确认');
    confirmations(doc, input.confirmations);
  }
  pageFurniture(doc, input);
  doc.end();
  return done;
}
