import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { actAs, companyAuth, companyInfo } from '../company-fixtures.test-support';
import { PersonalHomePage } from './personal-home-page';

let application: ReturnType<typeof companyAuth> | null = null;
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/company/getCompanyAuth': () => okBody(application),
    '/home/companyInfo': () =>
      okBody({
        orgId: 2,
        name: '无锡市惠山再生资源有限公司',
        companyCode: '91320206MA1XXXXXX1',
        contactPerson: '张建国',
        contactPhone: '13800000002',
        address: '无锡市惠山区',
        certifiedAt: '2026-10-01T02:00:00.000Z',
        members: 3,
        publishedBulletins: 5,
        lotsSold: 4,
        incomeFen: 1_234_500,
        spentFen: 20_000_000,
      }),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  application = null;
});

const card = () => screen.getByText('企业信息').closest('.ant-card') as HTMLElement;

describe('the personal home’s company card', { timeout: 30_000 }, () => {
  it('shows a certified company’s status, legal person and a bank change under review', () => {
    actAs('company', companyInfo({ bankChangePending: true }));
    renderAt('/personalcenter/home', <PersonalHomePage />);

    expect(screen.getByText('已认证')).toHaveClass('ant-tag-green');
    expect(screen.getByText('张建国')).toBeInTheDocument();
    expect(screen.getByText('变更审核中')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看认证' })).toHaveAttribute('href', '/certify?tab=company');
    expect(card()).toHaveTextContent('6222021001001234567');
  });

  it('sums up the company’s business: members, bulletins, sales, money in and out', async () => {
    actAs('company', companyInfo());
    renderAt('/personalcenter/home', <PersonalHomePage />);

    expect(await within(card()).findByText('¥12,345.00')).toBeInTheDocument();
    expect(card()).toHaveTextContent('已发布公告5个');
    expect(card()).toHaveTextContent('成交标的4个');
    expect(card()).toHaveTextContent('累计采购¥200,000.00');
  });

  it.each([
    ['submitted', '审核中', 'ant-tag-blue', '查看认证'],
    ['rejected', '未通过', 'ant-tag-red', '去认证'],
    ['draft', '草稿', undefined, '去认证'],
    ['none', '未认证', undefined, '去认证'],
  ] as const)('shows %s as 「%s」 with a link to go on', (status, label, colour, link) => {
    actAs('company', companyInfo({ certificationStatus: status }));
    renderAt('/personalcenter/home', <PersonalHomePage />);

    const tag = screen.getByText(label);
    expect(tag).toHaveClass('ant-tag');
    if (colour) expect(tag).toHaveClass(colour);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/certify?tab=company');
  });

  it('names a sub-account’s company and offers it no certification', () => {
    actAs('subAccount', companyInfo());
    renderAt('/personalcenter/home', <PersonalHomePage />);

    expect(card()).toHaveTextContent('子账号所属企业 无锡市惠山再生资源有限公司');
    expect(screen.queryByRole('link', { name: /认证/ })).toBeNull();
  });

  it('invites a person to certify a company', async () => {
    actAs('person');
    renderAt('/personalcenter/home', <PersonalHomePage />);

    expect(await screen.findByText('当前为个人身份，暂无企业信息')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申请企业认证' })).toHaveAttribute(
      'href',
      '/certify?tab=company',
    );
  });

  it('shows a person where their application for a new company stands', async () => {
    application = companyAuth({ status: 'rejected', rejectReason: '营业执照不清晰' });
    actAs('person');
    renderAt('/personalcenter/home', <PersonalHomePage />);

    expect(await screen.findByText('未通过')).toHaveClass('ant-tag-red');
    expect(card()).toHaveTextContent('企业认证申请「无锡市惠山再生资源有限公司」');
    expect(screen.getByRole('link', { name: '继续认证' })).toHaveAttribute('href', '/certify?tab=company');
  });
});
