import type { CompanyAuth } from '@lyp/shared/company/company.schemas';
import type { CompanyInfo, Org } from '@lyp/shared/permission/permission.schemas';
import { useSessionStore } from '../../stores/session-store';

export const LICENCE_ID = '5b7c1f3e-8a2d-4c6b-9e1f-2a3b4c5d6e7f';
export const VALID_CODE = '91350100M000100Y43';

/** 江苏省 → 无锡市 → 惠山区, and 东莞市 with no districts listed. */
export const AREA_TREE = [
  {
    code: '32',
    name: '江苏省',
    children: [{ code: '3202', name: '无锡市', children: [{ code: '320206', name: '惠山区' }] }],
  },
  { code: '44', name: '广东省', children: [{ code: '4419', name: '东莞市' }] },
];

/** An application with every field filled; override what a test is about. */
export function companyAuth(overrides: Partial<CompanyAuth> = {}): CompanyAuth {
  return {
    id: 5,
    status: 'draft',
    orgId: null,
    applicantUserId: 9,
    companyName: '无锡市惠山再生资源有限公司',
    companyCode: VALID_CODE,
    legalPerson: '张建国',
    licenceFileId: LICENCE_ID,
    contactPerson: '李娜',
    contactPhone: '13912345678',
    contactTel: null,
    contactMail: 'lina@example.com',
    regionCode: '320206',
    companyAddr: '江苏省无锡市惠山区',
    detailAddr: '堰桥街道锡澄路 88 号',
    bankName: '中国工商银行无锡惠山支行',
    bankNumber: '6222021001001234567',
    interbankAccount: '102302000123',
    submittedAt: null,
    reviewedAt: null,
    rejectReason: null,
    bankChange: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}

const PERSONAL: Org = {
  orgId: 100,
  orgName: '张建国',
  orgType: 'personal',
  isDefault: true,
  isCurrent: true,
};
const COMPANY: Org = {
  orgId: 200,
  orgName: '无锡市惠山再生资源有限公司',
  orgType: 'company',
  isDefault: false,
  isCurrent: false,
};

/** Signed in, acting for one's personal organisation, or for the company (orgId 200). */
export function actAs(who: 'person' | 'company' | 'subAccount', companyInfo: CompanyInfo | null = null) {
  const current = who === 'person' ? PERSONAL : COMPANY;
  useSessionStore.setState({
    token: 'token',
    uId: 9,
    tenantId: 1,
    orgId: current.orgId,
    orgName: current.orgName,
    org:
      who === 'person'
        ? [PERSONAL]
        : [
            { ...PERSONAL, isCurrent: false },
            { ...COMPANY, isCurrent: true },
          ],
    companyInfo,
    subAccountInfo:
      who === 'subAccount'
        ? {
            companyName: COMPANY.orgName,
            interbankAccount: '102302000123',
            bankNumber: '6222021001001234567',
          }
        : null,
  });
}

export function companyInfo(overrides: Partial<CompanyInfo> = {}): CompanyInfo {
  return {
    companyName: '无锡市惠山再生资源有限公司',
    companyCode: VALID_CODE,
    interbankAccount: '102302000123',
    bankNumber: '6222021001001234567',
    bankName: '中国工商银行无锡惠山支行',
    contactPerson: '李娜',
    contactPhone: '13912345678',
    contactTel: null,
    contactMail: 'lina@example.com',
    companyAddr: '江苏省无锡市惠山区',
    detailAddr: '堰桥街道锡澄路 88 号',
    legalPerson: '张建国',
    certificationStatus: 'approved',
    bankChangePending: false,
    ...overrides,
  };
}

/** The user-info answer after a change (a submission reloads it): a person with the given company info. */
export function profile(info: CompanyInfo | null = null) {
  return {
    userInfo: {
      userId: 9,
      tenantId: 1,
      orgId: 100,
      username: null,
      actualName: '张建国',
      phone: '13912345678',
      roles: [],
      passwordChangedAt: '2026-11-20T02:00:00.000Z',
    },
    companyInfo: info,
    subAccountInfo: null,
    org: [PERSONAL],
    menu: [],
    button: [],
    collect: [],
    history: [],
  };
}
