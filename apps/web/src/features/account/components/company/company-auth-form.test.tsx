import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../../test/api-stub';
import { actAs, AREA_TREE, companyAuth, profile, VALID_CODE } from '../../company-fixtures.test-support';
import { CertifyPage } from '../certify-page';

const NEW_LICENCE_ID = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const uploaded: File[] = [];
// jsdom's FormData does not cross into Node's fetch: the upload (lib's, tested there) answers here.
vi.mock('../../../../lib/file-upload', () => ({
  uploadFile: (file: File) => {
    uploaded.push(file);
    return Promise.resolve({ id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', originalName: file.name });
  },
}));
const TAKEN = `统一社会信用代码 ${VALID_CODE} 已有企业认证或正在审核，请核对；如有疑问请联系平台客服`;
let saved: ReturnType<typeof companyAuth> | null = null;
/** The server refuses the credit code as another company's. */
let codeTaken = false;

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/company/getCompanyAuth': () => okBody(saved),
    '/admin/area/getAreaTree': () => okBody(AREA_TREE),
    '/company/addCompanyAuth': (request) =>
      okBody(companyAuth({ ...(request.body as object), status: 'draft' }), '已保存草稿'),
    '/company/updateCompanyAuth': () =>
      codeTaken
        ? {
            status: 409,
            body: {
              code: 1,
              msg: TAKEN,
              error: 'COMPANY_CODE_TAKEN',
              fields: [{ field: 'companyCode', msg: TAKEN }],
            },
          }
        : okBody(
            companyAuth({ status: 'submitted', submittedAt: '2026-11-21T01:30:00.000Z' }),
            '企业认证已提交，请等待审核',
          ),
    '/getPermissionList': () => okBody(profile()),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  uploaded.length = 0;
  saved = null;
  codeTaken = false;
  actAs('person');
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: RegExp | string) => userEvent.click(screen.getByRole('button', { name }));

// antd renders slowly in jsdom on a busy shared machine.
describe('the company certification form', { timeout: 60_000 }, () => {
  it('refuses a credit code whose check character is wrong, in Chinese, and sends nothing', async () => {
    renderAt('/certify?tab=company', <CertifyPage />);
    await screen.findByLabelText('统一社会信用代码');

    fill('统一社会信用代码', `${VALID_CODE.slice(0, 17)}4`);
    await click(/提交审核/);

    expect(
      await screen.findByText('统一社会信用代码不正确，请核对营业执照上的 18 位代码（校验位不符）'),
    ).toBeInTheDocument();
    expect(await screen.findByText('请上传营业执照')).toBeInTheDocument();
    expect(stub.sentTo('/company/addCompanyAuth')).toHaveLength(0);
  });

  it('saves a draft with only the filled fields, the credit code in capitals', async () => {
    renderAt('/certify?tab=company', <CertifyPage />);
    await screen.findByLabelText('企业名称');

    fill('企业名称', '无锡市惠山再生资源有限公司');
    fill('统一社会信用代码', ' 9135 0100m000100y43 ');
    expect(screen.getByLabelText('统一社会信用代码')).toHaveValue(VALID_CODE);
    await click(/保存草稿/);

    await waitFor(() => expect(stub.sentTo('/company/addCompanyAuth')).toHaveLength(1));
    expect(stub.sentTo('/company/addCompanyAuth')[0]).toEqual({
      companyName: '无锡市惠山再生资源有限公司',
      companyCode: VALID_CODE,
      submit: false,
    });
    expect(await screen.findByText('已保存草稿')).toBeInTheDocument();
  });

  it('keeps a draft from being saved while a filled field is wrong', async () => {
    renderAt('/certify?tab=company', <CertifyPage />);
    await screen.findByLabelText('联行号');

    fill('联行号', '10230200');
    await click(/保存草稿/);

    expect(await screen.findByText('联行号须为 12 位数字（可向开户行查询）')).toBeInTheDocument();
    expect(stub.sentTo('/company/addCompanyAuth')).toHaveLength(0);
  });

  it('sends a saved draft for review with every field normalised and submit:true', async () => {
    saved = companyAuth({ companyCode: null, bankNumber: null });
    renderAt('/certify?tab=company', <CertifyPage />);

    // The region's path is rebuilt from the stored district code.
    expect(await screen.findByText('江苏省 / 无锡市 / 惠山区')).toBeInTheDocument();
    expect(screen.getByLabelText('企业名称')).toHaveValue('无锡市惠山再生资源有限公司');

    fill('统一社会信用代码', '91350100m000100y43');
    fill('银行账号', '6222 0210 0100 1234 567');
    const file = new File([new Uint8Array([137, 80, 78, 71])], '营业执照.png', { type: 'image/png' });
    // The browser's accept filter is not what this test is about.
    await userEvent
      .setup({ applyAccept: false })
      .upload(document.querySelector('input[type=file]') as HTMLInputElement, file);
    await waitFor(() => expect(uploaded).toHaveLength(1));
    // A fresh upload previews from the local file, not through the API.
    expect(await screen.findByAltText('营业执照')).toHaveAttribute('src', expect.stringMatching(/^blob:/));

    await click(/提交审核/);

    await waitFor(() => expect(stub.sentTo('/company/updateCompanyAuth')).toHaveLength(1));
    expect(stub.sentTo('/company/updateCompanyAuth')[0]).toEqual({
      id: 5,
      submit: true,
      companyName: '无锡市惠山再生资源有限公司',
      companyCode: VALID_CODE,
      legalPerson: '张建国',
      licenceFileId: NEW_LICENCE_ID,
      contactPerson: '李娜',
      contactPhone: '13912345678',
      contactMail: 'lina@example.com',
      regionCode: '320206',
      detailAddr: '堰桥街道锡澄路 88 号',
      bankName: '中国工商银行无锡惠山支行',
      bankNumber: '6222021001001234567',
      interbankAccount: '102302000123',
    });
    expect(await screen.findByText('企业认证审核中')).toBeInTheDocument();
  });

  it('places the server’s field messages under their fields', async () => {
    saved = companyAuth();
    codeTaken = true;
    renderAt('/certify?tab=company', <CertifyPage />);
    await screen.findByText('江苏省 / 无锡市 / 惠山区');

    await click(/提交审核/);

    const explain = await screen.findByText(TAKEN);
    expect(explain.closest('.ant-form-item')).toContainElement(screen.getByLabelText('统一社会信用代码'));
    expect(screen.queryByText('企业认证审核中')).toBeNull();
  });
});
