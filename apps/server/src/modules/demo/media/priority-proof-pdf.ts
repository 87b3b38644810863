import { pdfKit } from '../../../lib/pdf/pdfkit';
import { loadChineseFonts } from '../../../lib/pdf/pdf-fonts';

/** 优先购买权确认函 for a demo lot: the proof a seller uploads beside a holder's name. */
export interface PriorityProofInput {
  lotTitle: string;
  sellerName: string;
  holderName: string;
  issuedOn: Date;
}

const chineseDate = (date: Date) =>
  new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', dateStyle: 'long' }).format(date);

export async function renderPriorityProofPdf(input: PriorityProofInput): Promise<Buffer> {
  const PDFDocument = await pdfKit();
  const { regular, bold } = loadChineseFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 72, bottom: 64, left: 64, right: 64 },
    info: { Title: `优先购买权确认函 - ${input.lotTitle}`, Author: input.sellerName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('bold').fontSize(20).fillColor('#1f2937').text('优先购买权确认函', { align: 'center' });
  doc.moveDown(1.5);
  const body = { lineGap: 6 };
  doc.font('regular').fontSize(11.5).fillColor('#374151');
  doc.text(`${input.holderName}：`, body);
  doc.moveDown(0.6);
  doc.text(
    `经核实，您系标的「${input.lotTitle}」所在场地的承租人，依据双方租赁合同约定，在同等条件下对该标的享有优先购买权（第 1 顺位）。`,
    body,
  );
  doc.moveDown(0.6);
  doc.text(
    '本标的通过乐易拍平台公开竞价。您可在缴纳保证金后按当前价出价；同价时您优先于其他竞买人。逾期未参与竞价的，视为放弃优先购买权。',
    body,
  );
  doc.moveDown(2);
  doc.font('bold').text(`委托方：${input.sellerName}`, { align: 'right' });
  doc.moveDown(0.4);
  doc.font('regular').text(chineseDate(input.issuedOn), { align: 'right' });
  doc.end();
  return done;
}
