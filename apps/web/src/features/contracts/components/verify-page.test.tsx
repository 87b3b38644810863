import type { DocumentVerification } from '@lyp/shared/auction/contract.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { VerifyPage } from './verify-page';

const VERIFIED: DocumentVerification = {
  kind: 'tripartite',
  documentNo: 'SF202611250003',
  version: 2,
  isLatest: false,
  latestVersion: 3,
  issuedAt: '2026-11-25T06:00:00.000Z',
  orderNo: 'DD202611250003',
  lotTitle: '重型废钢 HMS1 约 120 吨',
  sellerName: '江苏华东再生资源有限公司',
  buyerName: '李明',
  priceFen: 12_345_600,
  sha256: 'b'.repeat(64),
  sizeBytes: 52_000,
  confirmations: [
    { party: 'seller', accountName: '王经理（seller）', confirmedAt: '2026-11-25T06:00:00.000Z' },
  ],
};

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/contract/verify/K7Q2M9XW4P': () => okBody(VERIFIED, '核验通过'),
    '/contract/verify/ZZZZZZZZZZ': () => ({
      status: 404,
      body: {
        code: 1,
        msg: '验证码无效：没有找到该验证码对应的单据，请核对后重试',
        error: 'DOCUMENT_VERIFY_FAILED',
      },
    }),
  });
});
afterAll(() => stub.close());

const renderVerify = (path: string) =>
  renderAt(
    path,
    <Routes>
      <Route path="/verify/:code?" element={<VerifyPage />} />
    </Routes>,
  );

describe('单据核验', { timeout: 60_000 }, () => {
  it('shows a real code’s document: number, parties, the price in capitals and the file’s SHA-256', async () => {
    renderVerify('/verify/K7Q2M9XW4P');
    expect(await screen.findByText('核验通过：这是平台出具的三方合同')).toBeInTheDocument();
    expect(screen.getByText('SF202611250003')).toBeInTheDocument();
    expect(screen.getByText('江苏华东再生资源有限公司')).toBeInTheDocument();
    expect(screen.getByText('¥123,456.00（人民币壹拾贰万叁仟肆佰伍拾陆元整）')).toBeInTheDocument();
    expect(screen.getByText('b'.repeat(64))).toBeInTheDocument();
    expect(screen.getByText(/平台已出具第 3 版/)).toBeInTheDocument();
  });

  it('says a forged code does not verify, in Chinese', async () => {
    renderVerify('/verify/ZZZZZZZZZZ');
    expect(await screen.findByText('核验未通过')).toBeInTheDocument();
    expect(screen.getByText(/验证码无效/)).toBeInTheDocument();
  });

  it('looks up a typed code', async () => {
    const user = userEvent.setup();
    renderVerify('/verify');
    await user.type(screen.getByRole('searchbox', { name: '验证码' }), 'k7q2m9xw4p');
    await user.click(screen.getByRole('button', { name: /核\s*验/ }));
    expect(await screen.findByText('核验通过：这是平台出具的三方合同')).toBeInTheDocument();
  });
});
