import { describe, expect, it } from 'vitest';
import { formatYuan, renderTermsPdf } from './terms-pdf';
import { pdfText as textOf } from '../../../../test/pdf-text';

const input = {
  title: '江苏华东再生资源有限公司废钢及有色金属竞价公告（第1期）',
  sellerName: '江苏华东再生资源有限公司',
  lots: [
    {
      title: '重型废钢 HMS1 约 120 吨',
      quantityText: '120 吨',
      startPriceYuan: 300_000,
      depositYuan: 30_000,
    },
    { title: '废铜线（光亮铜）约 8 吨', quantityText: '8 吨', startPriceYuan: 456_000, depositYuan: 45_600 },
  ],
  issuedOn: new Date('2026-03-05T02:00:00Z'),
};

describe('terms PDF', () => {
  it('writes yuan with a currency sign, thousands separators and two decimals', () => {
    expect(formatYuan(1234)).toBe('¥1,234.00');
    expect(formatYuan(75_000.5)).toBe('¥75,000.50');
    expect(formatYuan(0)).toBe('¥0.00');
  });

  it('renders an A4 PDF whose text names the bulletin, the seller, the lots and their deposits', async () => {
    const pdf = await renderTermsPdf(input);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await textOf(pdf);
    expect(text).toContain('竞买须知及竞价规则');
    expect(text).toContain(input.title);
    expect(text).toContain(input.sellerName);
    expect(text).toContain('重型废钢 HMS1 约 120 吨');
    expect(text).toContain('保证金');
    expect(text).toContain('¥300,000.00');
    expect(text).toContain('¥45,600.00');
    expect(text).toContain('2026年3月5日');
    expect(text).toMatch(/第 1 页 \/ 共 \d 页/);
  });

  it('embeds only the glyphs it uses, so the file stays small', async () => {
    const pdf = await renderTermsPdf(input);
    expect(pdf.length).toBeLessThan(120 * 1024);
  });
});
