import type { QualificationReviewItem } from '@lyp/shared/account/qualification.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { grantButtons } from '../../../../test/session';
import { rowOf } from '../../../../test/table';
import { RegisterReviewPage } from './register-review-page';

const LICENCE: QualificationReviewItem = {
  id: 8,
  orgId: 12,
  typeCode: 'hazardous_waste_licence',
  typeName: '危险废物经营许可证',
  licenceNo: 'JS3205000123',
  validUntil: '2028-06-30',
  expired: false,
  fileIds: [],
  status: 'submitted',
  rejectReason: null,
  submittedAt: '2026-11-24T09:40:59.000Z',
  reviewedAt: null,
  orgName: '苏州危废处置有限公司',
  submitterPhone: '13800000040',
  reviewerName: null,
};

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/admin/sysDict/getDictListByParam': () =>
      okBody({ bidder_qualification: [{ label: '危险废物经营许可证', value: 'hazardous_waste_licence' }] }),
    '/admin/qualification/reviewList': () => okBody({ records: [LICENCE], total: 1, current: 1, size: 10 }),
    '/admin/qualification/review': () => okBody({ ...LICENCE, status: 'rejected' }),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  grantButtons(
    PERMISSIONS.registerReviewView,
    PERMISSIONS.registerReviewApprove,
    PERMISSIONS.registerReviewReject,
  );
});

const PAGE = '/personalcenter/registerReview?tab=qualification';

describe('注册审核 › 竞买人资质', { timeout: 30_000 }, () => {
  it('lists the licences waiting for review with their holder, number and last valid day', async () => {
    renderAt(PAGE, <RegisterReviewPage />);
    const row = await rowOf('苏州危废处置有限公司');
    expect(row).toHaveTextContent('危险废物经营许可证');
    expect(row).toHaveTextContent('JS3205000123');
    expect(row).toHaveTextContent('2028-06-30');
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(stub.sentTo('/admin/qualification/reviewList')[0]).toMatchObject({ status: 'submitted' });
  });

  it('approves a licence after the reviewer confirms its number and dates', async () => {
    const user = userEvent.setup();
    renderAt(PAGE, <RegisterReviewPage />);
    await user.click(within(await rowOf('苏州危废处置有限公司')).getByRole('button', { name: '通过' }));
    const [question] = await screen.findAllByText('确认通过“苏州危废处置有限公司”的危险废物经营许可证吗？');
    const confirm = question!.closest('.ant-modal') as HTMLElement;
    expect(confirm).toHaveTextContent('证书编号 JS3205000123，有效期至 2028-06-30');
    await user.click(within(confirm).getByRole('button', { name: /^通\s*过$/ }));
    await waitFor(() =>
      expect(stub.sentTo('/admin/qualification/review')).toEqual([{ id: 8, approved: true }]),
    );
  });

  it('rejects a licence with a reason the holder will read', async () => {
    const user = userEvent.setup();
    renderAt(PAGE, <RegisterReviewPage />);
    await user.click(within(await rowOf('苏州危废处置有限公司')).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('证书编号与扫描件不一致'));
    await user.click(within(dialog).getByRole('button', { name: /确定驳回/ }));
    await waitFor(() =>
      expect(stub.sentTo('/admin/qualification/review')).toEqual([
        { id: 8, approved: false, reason: '证书编号与扫描件不一致' },
      ]),
    );
  });
});
