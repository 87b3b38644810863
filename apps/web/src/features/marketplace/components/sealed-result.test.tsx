import {
  sealedCommitmentInput,
  type SealedReceipt,
  type SealedResult,
} from '@lyp/shared/auction/sealed-bid.schemas';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FeedbackApp } from '../../../../test/feedback-app';
import { receiptText } from '../lib/sealed-receipt-text';
import { ReceiptCheckBox } from './receipt-check-box';

const SECRET = 'a1'.repeat(32);
/** Made as the server makes them (Node's crypto), to be checked as the browser does (Web Crypto). */
const commitmentOf = (receipt: Omit<SealedReceipt, 'commitment'>) =>
  createHash('sha256').update(sealedCommitmentInput(receipt, SECRET), 'utf8').digest('hex');
const sealedBy = (alias: string, amountFen: number, submittedAt: string): SealedReceipt => {
  const fields = { lotId: 7, alias, amountFen, submittedAt };
  return { ...fields, commitment: commitmentOf(fields) };
};

const mine = sealedBy('竞买人A3F2', 150_000, '2026-12-01T03:00:00.123Z');
const theirs = sealedBy('竞买人B7C1', 180_000, '2026-12-01T03:05:00.000Z');
const result: SealedResult = {
  lotId: 7,
  revealed: true,
  bidCount: 2,
  secret: SECRET,
  bids: [
    { ...mine, counted: true, winning: false },
    { ...theirs, counted: true, winning: true },
  ],
};

function renderCheck(ownReceipts: SealedReceipt[] = []) {
  render(
    <FeedbackApp>
      <ReceiptCheckBox result={result} ownReceipts={ownReceipts} />
    </FeedbackApp>,
  );
}

async function paste(text: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('回执内容'));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: '核验粘贴的回执' }));
}

describe('<ReceiptCheckBox>', () => {
  it('says 核验通过 for a pasted receipt whose commitment the browser recomputes and finds listed', async () => {
    renderCheck();
    await paste(receiptText(mine));
    expect(await screen.findByText('核验通过：回执与公布的报价一致')).toBeInTheDocument();
  });

  it('says 不一致 when the receipt was altered: another amount no longer matches its commitment', async () => {
    renderCheck();
    await paste(receiptText({ ...mine, amountFen: 160_000 }));
    expect(await screen.findByText('核验不一致：回执内容与承诺值不符')).toBeInTheDocument();
  });

  it('says 不一致 when a genuine receipt is not on the published list', async () => {
    renderCheck();
    await paste(receiptText(sealedBy('竞买人A3F2', 170_000, '2026-12-01T03:10:00.000Z')));
    expect(await screen.findByText('核验不一致：报价结果中没有这笔报价')).toBeInTheDocument();
  });

  it('checks the bidder’s own last receipt in one click, and names text that is no receipt', async () => {
    renderCheck([mine]);
    await userEvent.setup().click(screen.getByRole('button', { name: '核验我的最后一次报价' }));
    expect(await screen.findByText('核验通过：回执与公布的报价一致')).toBeInTheDocument();
    await paste('not a receipt');
    expect(await screen.findByText('无法识别回执，请粘贴复制的完整回执')).toBeInTheDocument();
  });
});
