import type { Qualification } from '@lyp/shared/account/qualification.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../../test/api-stub';
import { actAs } from '../../company-fixtures.test-support';
import { QualificationsPanel } from './qualifications-panel';

const SCAN = '3f2c1a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b';

function licence(overrides: Partial<Qualification>): Qualification {
  return {
    id: 1,
    orgId: 2,
    typeCode: 'hazardous_waste_licence',
    typeName: '危险废物经营许可证',
    licenceNo: 'JS3205000123',
    validUntil: '2030-12-31',
    expired: false,
    fileIds: [SCAN],
    status: 'approved',
    rejectReason: null,
    submittedAt: '2026-11-20T02:00:00.000Z',
    reviewedAt: '2026-11-21T02:00:00.000Z',
    ...overrides,
  };
}

let held: Qualification[] = [];
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/admin/sysDict/getDictListByParam': () =>
      okBody({
        bidder_qualification: [
          { label: '再生资源回收经营者备案', value: 'recycling_filing' },
          { label: '危险废物经营许可证', value: 'hazardous_waste_licence' },
          { label: '道路运输许可证', value: 'road_transport_licence' },
        ],
      }),
    '/admin/qualification/mine': () => okBody(held),
    '/admin/qualification/submit': () => okBody(licence({ status: 'submitted', reviewedAt: null })),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  held = [
    licence({}),
    licence({
      id: 2,
      typeCode: 'road_transport_licence',
      typeName: '道路运输许可证',
      status: 'rejected',
      rejectReason: '扫描件模糊，无法辨认证书编号',
    }),
  ];
});

const rowOf = async (name: string) =>
  (await screen.findByText(name)).closest('.ant-list-item') as HTMLElement;

describe('竞买人资质 on the certification page', { timeout: 30_000 }, () => {
  it('lists every kind with where the organisation’s licence stands, and why one was rejected', async () => {
    actAs('company');
    renderAt('/certify?tab=qualification', <QualificationsPanel />);

    expect(within(await rowOf('危险废物经营许可证')).getByText('已通过')).toBeInTheDocument();
    expect(await rowOf('危险废物经营许可证')).toHaveTextContent(
      '证书编号 JS3205000123 · 有效期至 2030-12-31',
    );
    const rejected = await rowOf('道路运输许可证');
    expect(within(rejected).getByText('已驳回')).toBeInTheDocument();
    expect(rejected).toHaveTextContent('驳回原因：扫描件模糊，无法辨认证书编号');
    const missing = await rowOf('再生资源回收经营者备案');
    expect(within(missing).getByText('未上传')).toBeInTheDocument();
    expect(within(missing).getByRole('button', { name: '上传资质' })).toBeInTheDocument();
  });

  it('marks an approved licence past its last day as expired', async () => {
    held = [licence({ expired: true, validUntil: '2026-01-31' })];
    actAs('company');
    renderAt('/certify?tab=qualification', <QualificationsPanel />);

    const row = await rowOf('危险废物经营许可证');
    expect(within(row).getByText('已过期')).toBeInTheDocument();
    expect(row).toHaveTextContent('已过期，请上传新证');
  });

  it('sends a corrected licence for review with its number, last day and scans', async () => {
    actAs('company');
    renderAt('/certify?tab=qualification', <QualificationsPanel />);

    await userEvent.click(within(await rowOf('道路运输许可证')).getByRole('button', { name: '更新资质' }));
    const dialog = await screen.findByRole('dialog', { name: /更新资质：道路运输许可证/ });
    const number = within(dialog).getByLabelText('证书编号');
    await userEvent.clear(number);
    await userEvent.type(number, '苏交运管许可锡字 320200001234 号');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交审核' }));

    await waitFor(() =>
      expect(stub.sentTo('/admin/qualification/submit')).toEqual([
        {
          typeCode: 'road_transport_licence',
          licenceNo: '苏交运管许可锡字 320200001234 号',
          validUntil: '2030-12-31',
          fileIds: [SCAN],
        },
      ]),
    );
  });

  it('lets a sub-account read the licences but not send them', async () => {
    actAs('subAccount');
    renderAt('/certify?tab=qualification', <QualificationsPanel />);

    await rowOf('危险废物经营许可证');
    expect(screen.getByText('子账号只能查看资质，上传或更新请使用企业主账号')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /上传|更新/ })).toBeNull();
  });
});
