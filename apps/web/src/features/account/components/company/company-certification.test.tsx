import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../../test/api-stub';
import { actAs, AREA_TREE, companyAuth, companyInfo, profile } from '../../company-fixtures.test-support';
import { CertifyPage } from '../certify-page';

const PROOF_ID = '7d1e2f30-4a5b-4c6d-8e9f-a0b1c2d3e4f5';
const STORED_PROOF = {
  id: PROOF_ID,
  originalName: '开户许可证.pdf',
  mime: 'application/pdf',
  ext: 'pdf',
  sizeBytes: 16,
  businessType: null,
  businessId: null,
  createdAt: '2026-11-23T02:00:00.000Z',
};
let saved: ReturnType<typeof companyAuth> | null = null;
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/company/getCompanyAuth': () => okBody(saved),
    '/admin/area/getAreaTree': () => okBody(AREA_TREE),
    '/admin/user/getPersonalAuth': () => okBody(null),
    '/getPermissionList': () => okBody(profile()),
    '/company/editCompanyBankInfo': (request) =>
      okBody(
        companyAuth({
          status: 'approved',
          orgId: 200,
          bankChange: {
            ...(request.body as {
              bankName: string;
              bankNumber: string;
              interbankAccount: string;
              proofFileId: string;
            }),
            status: 'submitted',
            submittedAt: '2026-11-23T03:00:00.000Z',
            reviewedAt: null,
            rejectReason: null,
          },
        }),
        '开户信息变更已提交，审核通过前仍使用原账户',
      ),
  });
});
afterAll(() => stub.close());
afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  stub.requests.length = 0;
  saved = null;
});

const companyTab = () => screen.getByRole('tab', { name: '企业认证' });

// antd renders slowly in jsdom on a busy shared machine.
describe('the company certification tab by state', { timeout: 60_000 }, () => {
  it('opens on the company tab for someone acting for a company, on the personal one otherwise', async () => {
    actAs('company', companyInfo({ certificationStatus: 'none' }));
    const first = renderAt('/certify', <CertifyPage />);
    await waitFor(() => expect(companyTab()).toHaveAttribute('aria-selected', 'true'));
    // An existing company applying for itself starts from what the platform knows of it.
    expect(await screen.findByLabelText('法定代表人')).toHaveValue('张建国');
    first.unmount();

    actAs('person');
    renderAt('/certify', <CertifyPage />);
    expect(screen.getByRole('tab', { name: '个人实名认证' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText('统一社会信用代码')).toBeNull();
  });

  it('shows an application under review read-only, with when it was sent', async () => {
    actAs('person');
    saved = companyAuth({ status: 'submitted', submittedAt: '2026-11-21T01:30:00.000Z' });
    renderAt('/certify?tab=company', <CertifyPage />);

    expect(await screen.findByText('企业认证审核中')).toBeInTheDocument();
    expect(screen.getByText(/已于 2026-11-21 09:30:00 提交/)).toBeInTheDocument();
    expect(screen.getByText('无锡市惠山再生资源有限公司')).toBeInTheDocument();
    expect(screen.getByText('江苏省无锡市惠山区堰桥街道锡澄路 88 号')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /提交审核/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows why an application was turned down above the form with its saved values', async () => {
    actAs('person');
    saved = companyAuth({ status: 'rejected', rejectReason: '营业执照照片模糊，无法辨认' });
    renderAt('/certify?tab=company', <CertifyPage />);

    expect(await screen.findByText('企业认证未通过')).toBeInTheDocument();
    expect(screen.getByText(/原因：营业执照照片模糊，无法辨认/)).toBeInTheDocument();
    expect(screen.getByLabelText('企业名称')).toHaveValue('无锡市惠山再生资源有限公司');
    expect(screen.getByRole('button', { name: /重新提交审核/ })).toBeInTheDocument();
  });

  it('shows a certified company with its bank change under review, and where to go next', async () => {
    actAs('company', companyInfo({ bankChangePending: true }));
    saved = companyAuth({
      status: 'approved',
      orgId: 200,
      reviewedAt: '2026-11-22T02:00:00.000Z',
      bankChange: {
        status: 'submitted',
        proofFileId: PROOF_ID,
        bankName: '中国银行无锡分行',
        bankNumber: '4563510100892345678',
        interbankAccount: '104302000016',
        submittedAt: '2026-11-23T03:00:00.000Z',
        reviewedAt: null,
        rejectReason: null,
      },
    });
    renderAt('/certify?tab=company', <CertifyPage />);

    expect(await screen.findByText('企业已认证')).toBeInTheDocument();
    const pending = screen.getByText('开户信息变更审核中').closest('.ant-alert') as HTMLElement;
    expect(within(pending).getByText('中国银行无锡分行')).toBeInTheDocument();
    expect(screen.getByText('中国工商银行无锡惠山支行')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /修改开户信息/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: /子账号管理/ })).toHaveAttribute(
      'href',
      '/personalcenter/subAccount',
    );
    expect(screen.getByRole('link', { name: /发布公告/ })).toHaveAttribute(
      'href',
      '/personalcenter/infoRelease',
    );
    expect(screen.queryByRole('button', { name: /切换到该企业/ })).toBeNull();
  });

  it('sends a new bank account for review and shows it waiting, after a refused one', async () => {
    actAs('company', companyInfo());
    saved = companyAuth({
      status: 'approved',
      orgId: 200,
      bankChange: {
        status: 'rejected',
        bankName: '中国银行无锡分行',
        bankNumber: '4563510100892345678',
        interbankAccount: '10430200',
        proofFileId: PROOF_ID,
        submittedAt: '2026-11-23T03:00:00.000Z',
        reviewedAt: '2026-11-23T05:00:00.000Z',
        rejectReason: '联行号与开户行不符',
      },
    });
    renderAt('/certify?tab=company', <CertifyPage />);
    expect(await screen.findByText(/原因：联行号与开户行不符/)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: /修改开户信息/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('开户行'));
    await userEvent.type(within(dialog).getByLabelText('开户行'), '中国银行无锡分行');
    await userEvent.clear(within(dialog).getByLabelText('银行账号'));
    await userEvent.type(within(dialog).getByLabelText('银行账号'), '4563 5101 0089 2345 678');
    await userEvent.clear(within(dialog).getByLabelText('联行号'));
    await userEvent.type(within(dialog).getByLabelText('联行号'), '104302000016');
    // The new account's proof: 开户许可证 or the bank's letter (jsdom cannot stream a multipart
    // body to the stub server, so the upload alone is answered here).
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      (input instanceof Request ? input.url : input.toString()).endsWith('/file/upload')
        ? Promise.resolve(Response.json({ code: 0, msg: '上传成功', data: STORED_PROOF }))
        : realFetch(input, init),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /提交审核/ }));
    expect(await within(dialog).findByText('请上传开户许可证或银行开户证明')).toBeInTheDocument();
    await userEvent.upload(
      dialog.querySelector('input[type=file]') as HTMLInputElement,
      new File(['%PDF-1.4\n%%EOF\n'], '开户许可证.pdf', { type: 'application/pdf' }),
    );
    // Uploaded: the field holds the file, and its button gives way to the file's name.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /上传开户证明/ })).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: /提交审核/ }));

    await waitFor(() => expect(stub.sentTo('/company/editCompanyBankInfo')).toHaveLength(1));
    expect(stub.sentTo('/company/editCompanyBankInfo')[0]).toEqual({
      bankName: '中国银行无锡分行',
      bankNumber: '4563510100892345678',
      interbankAccount: '104302000016',
      proofFileId: PROOF_ID,
    });
    expect(await screen.findByText('开户信息变更审核中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /修改开户信息/ })).toBeDisabled();
  });

  it('offers to switch to a newly certified company acted for personally', async () => {
    actAs('person');
    saved = companyAuth({ status: 'approved', orgId: 200, reviewedAt: '2026-11-22T02:00:00.000Z' });
    renderAt('/certify?tab=company', <CertifyPage />);

    await userEvent.click(await screen.findByRole('button', { name: /切换到该企业/ }));

    await waitFor(() =>
      expect(stub.sentTo('/getPermissionList')).toContainEqual(expect.objectContaining({ orgId: 200 })),
    );
    expect(screen.getByRole('button', { name: /修改开户信息/ })).toBeDisabled();
  });

  it('tells a sub-account its company’s main account certifies, without asking the server', async () => {
    actAs('subAccount', companyInfo());
    renderAt('/certify', <CertifyPage />);

    expect(await screen.findByText('企业认证由主账号管理')).toBeInTheDocument();
    expect(screen.getByText(/您是「无锡市惠山再生资源有限公司」的子账号/)).toBeInTheDocument();
    expect(stub.sentTo('/company/getCompanyAuth')).toHaveLength(0);
  });
});
