import type { CertificationReviewItem } from '@lyp/shared/account/certification.schemas';
import type { CompanyAuthReviewRow } from '@lyp/shared/company/company.schemas';
import type { MenuItem } from '@lyp/shared/permission/permission.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { catchDownloads } from '../../../../test/downloads';
import { grantButtons } from '../../../../test/session';
import { menuItem } from '../../../../test/menu-item';
import { rowOf } from '../../../../test/table';
import { RegisterReviewPage } from './register-review-page';

const PERSON: CertificationReviewItem = {
  userId: 31,
  kind: 'personal',
  status: 'pending',
  subjectName: '王小明',
  idNumberMasked: '110105********0021',
  idNumber: '110105194912310021',
  idFrontFileId: null,
  idBackFileId: null,
  phone: '13800000031',
  rejectReason: null,
  submittedAt: '2026-11-24T09:40:59.000Z',
  reviewedAt: null,
  reviewerName: null,
  duplicateAllowed: false,
};

const COMPANY: CompanyAuthReviewRow = {
  id: 7,
  status: 'approved',
  orgId: 12,
  applicantUserId: 40,
  companyName: '无锡惠达再生金属有限公司',
  companyCode: '91320200MA1XXXXXXX',
  legalPerson: '周建华',
  licenceFileId: null,
  contactPerson: '钱晓燕',
  contactPhone: '13912345678',
  contactTel: null,
  contactMail: 'qianxy@huida-metal.example',
  regionCode: '320206',
  companyAddr: '江苏省无锡市惠山区',
  detailAddr: '洛社镇工业园 18 号',
  bankName: '中国农业银行无锡惠山支行',
  bankNumber: '6228480123456789012',
  interbankAccount: '103302012345',
  submittedAt: '2026-11-20T02:00:00.000Z',
  reviewedAt: '2026-11-21T03:00:00.000Z',
  rejectReason: null,
  bankChange: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-21T03:00:00.000Z',
  applicantName: '周建华',
  applicantPhone: '13800000040',
  reviewerName: '审核员',
  bankChangeReviewerName: null,
  bankChangeSubmittedAt: null,
  bankChangeReviewedAt: null,
};

const menu = (id: number, parentId: number, code: string, name: string, type: MenuItem['type'] = 'menu') =>
  menuItem(id, parentId, code, name, { type });

/** What the company's main account holds, and so all a sub-account may be granted. */
const GRANTABLE: MenuItem[] = [
  menu(10, 0, 'SellerCenter', '卖方中心'),
  menu(11, 10, 'InfoRelease', '信息发布'),
  menu(12, 11, 'bulletin_add', '新增公告', 'button'),
];
const TEMPORARY_PASSWORD = 'Qw8rTy3uIo5Pa1';

const page = (records: unknown[]) => okBody({ records, total: records.length, current: 1, size: 10 });

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/admin/user/authReviewList': () => page([PERSON]),
    '/admin/user/reviewAuth': () => okBody({ ...PERSON, status: 'rejected' }),
    '/admin/user/personalAuth/sameIdentity/31': () =>
      okBody([
        {
          userId: 29,
          phone: '13800000029',
          subjectName: '王晓明',
          status: 'approved',
          submittedAt: '2026-10-02T01:00:00.000Z',
        },
      ]),
    '/company/sameCreditCode/7': () => okBody([]),
    '/company/selectCompanyAuth': () => page([COMPANY]),
    '/company/reviewerEditCompanyBankInfo': () => okBody(COMPANY),
    '/subAccount/reviewerGetSubAccountAuth': () => okBody({ records: [], grantableMenus: GRANTABLE }),
    '/subAccount/reviewerAddSubAccountAuth': (request) => {
      const body = request.body as { phone: string; actualName: string; menuIds: number[] };
      return okBody({
        account: {
          userId: 41,
          phone: body.phone,
          actualName: body.actualName,
          status: 'active',
          remark: null,
          menuIds: body.menuIds,
          createdAt: '2026-11-25T02:00:00.000Z',
        },
        temporaryPassword: TEMPORARY_PASSWORD,
      });
    },
  });
});
afterAll(() => stub.close());

beforeEach(() => {
  stub.requests.length = 0;
  grantButtons(
    PERMISSIONS.registerReviewView,
    PERMISSIONS.registerReviewApprove,
    PERMISSIONS.registerReviewReject,
    PERMISSIONS.registerReviewBankEdit,
    PERMISSIONS.registerReviewSubAccount,
  );
});

// antd renders slowly in jsdom on a busy shared machine.
describe('注册审核', { timeout: 30_000 }, () => {
  it('lists personal applications waiting for review unless another status is chosen', async () => {
    renderAt('/personalcenter/registerReview', <RegisterReviewPage />);
    const row = await rowOf('王小明');
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-24 17:40:59')).toBeInTheDocument();
    expect(stub.sentTo('/admin/user/authReviewList')[0]).toMatchObject({ status: 'pending' });
  });

  it('shows in 详情 the other accounts that applied with the same ID number', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/registerReview', <RegisterReviewPage />);
    await user.click(within(await rowOf('王小明')).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog');
    expect(
      await within(drawer).findByText('另有 1 个账号使用过相同信息，请核实是否为同一人或同一企业'),
    ).toBeInTheDocument();
    expect(drawer).toHaveTextContent('王晓明（13800000029）');
    expect(drawer).toHaveTextContent('已认证');
  });

  it('says in a company’s 详情 that no other application used its credit code', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/registerReview?tab=company&company.status=approved', <RegisterReviewPage />);
    await user.click(within(await rowOf('无锡惠达再生金属有限公司')).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('没有其他申请使用过该统一社会信用代码')).toBeInTheDocument();
  });

  it('exports the personal applications as filtered, to whoever may export', async () => {
    const user = userEvent.setup();
    catchDownloads();
    grantButtons(PERMISSIONS.registerReviewView, PERMISSIONS.registerReviewExport);
    renderAt('/personalcenter/registerReview', <RegisterReviewPage />);
    await rowOf('王小明');
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(stub.sentTo('/admin/user/exportAuthReview')).toEqual([{ status: 'pending' }]));
  });

  it('offers no export without its permission', async () => {
    renderAt('/personalcenter/registerReview', <RegisterReviewPage />);
    await rowOf('王小明');
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('hides approve and reject from a reviewer who may only view', async () => {
    grantButtons(PERMISSIONS.registerReviewView);
    renderAt('/personalcenter/registerReview', <RegisterReviewPage />);
    const row = await rowOf('王小明');
    expect(within(row).getByRole('button', { name: '详情' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '通过' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '驳回' })).toBeNull();
  });

  it('shows approve without reject to a reviewer who may approve but not reject', async () => {
    grantButtons(PERMISSIONS.registerReviewView, PERMISSIONS.registerReviewApprove);
    renderAt('/personalcenter/registerReview', <RegisterReviewPage />);
    const row = await rowOf('王小明');
    expect(within(row).getByRole('button', { name: '通过' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '驳回' })).toBeNull();
  });

  it('approves an application only after the reviewer confirms', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/registerReview', <RegisterReviewPage />);
    await user.click(within(await rowOf('王小明')).getByRole('button', { name: '通过' }));
    const [question] = await screen.findAllByText('确认通过“王小明”的实名认证吗？');
    const confirm = question!.closest('.ant-modal') as HTMLElement;
    expect(stub.sentTo('/admin/user/reviewAuth')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: /^通\s*过$/ }));
    await waitFor(() =>
      expect(stub.sentTo('/admin/user/reviewAuth')).toEqual([{ userId: 31, approved: true }]),
    );
    expect(await screen.findByText('已通过实名认证')).toBeInTheDocument();
  });

  it('adds a sub-account for a certified company with grants from the main account’s own', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/registerReview?tab=company&company.status=approved', <RegisterReviewPage />);
    await user.click(within(await rowOf('无锡惠达再生金属有限公司')).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: '新增子账号' }));
    const [title] = await screen.findAllByText('新增子账号：无锡惠达再生金属有限公司');
    const modal = title!.closest('.ant-modal') as HTMLElement;
    expect(await within(modal).findByText('信息发布')).toBeInTheDocument();
    expect(stub.sentTo('/subAccount/reviewerGetSubAccountAuth')[0]).toEqual({ orgId: 12 });

    await user.type(within(modal).getByLabelText('手机号'), '13600003333');
    await user.type(within(modal).getByLabelText('姓名'), '孙丽');
    const box = within(modal)
      .getByText('信息发布')
      .closest('.ant-tree-treenode')!
      .querySelector('.ant-tree-checkbox');
    await user.click(box as HTMLElement);
    await user.click(within(modal).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(stub.sentTo('/subAccount/reviewerAddSubAccountAuth')).toHaveLength(1));
    const body = stub.sentTo('/subAccount/reviewerAddSubAccountAuth')[0] as { menuIds: number[] };
    expect({ ...body, menuIds: [...body.menuIds].sort((a, b) => a - b) }).toEqual({
      orgId: 12,
      phone: '13600003333',
      actualName: '孙丽',
      // 信息发布 is all 卖方中心 holds here, so the parent is granted with it.
      menuIds: [10, 11, 12],
    });
    expect(await screen.findByLabelText('临时密码')).toHaveTextContent(TEMPORARY_PASSWORD);
  });

  it('rejects with a common reason picked by a click, and refuses a one-character reason', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/registerReview', <RegisterReviewPage />);
    await user.click(within(await rowOf('王小明')).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('驳回原因'), '糊');
    await user.click(within(dialog).getByRole('button', { name: /确定驳回/ }));
    expect(await within(dialog).findByText('驳回原因至少 2 个字')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('驳回原因'));
    await user.click(within(dialog).getByText('身份证已过有效期'));
    await user.click(within(dialog).getByRole('button', { name: /确定驳回/ }));
    await waitFor(() =>
      expect(stub.sentTo('/admin/user/reviewAuth')).toEqual([
        { userId: 31, approved: false, reason: '身份证已过有效期' },
      ]),
    );
  });

  it('lets the reviewer correct a certified company’s bank account with a reason', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/registerReview?tab=company&company.status=approved', <RegisterReviewPage />);
    await user.click(within(await rowOf('无锡惠达再生金属有限公司')).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('103302012345')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '修改开户信息' }));
    const modal = (await screen.findAllByRole('dialog')).find((node) =>
      node.textContent?.includes('修改原因'),
    )!;
    const interbank = within(modal).getByLabelText('联行号');
    await user.clear(interbank);
    await user.type(interbank, '102302000012');
    await user.type(within(modal).getByLabelText('修改原因'), '企业来函更正');
    await user.click(within(modal).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(stub.sentTo('/company/reviewerEditCompanyBankInfo')).toEqual([
        {
          id: 7,
          bankName: '中国农业银行无锡惠山支行',
          bankNumber: '6228480123456789012',
          interbankAccount: '102302000012',
          reason: '企业来函更正',
        },
      ]),
    );
    expect(stub.sentTo('/company/selectCompanyAuth')[0]).toMatchObject({ status: 'approved' });
  });
});
