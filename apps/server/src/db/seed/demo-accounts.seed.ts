import type { RoleCode } from '@lyp/shared/rbac/roles';

/** The password of every demo account (also in the README). */
export const DEMO_PASSWORD = 'Demo@2026';

export const PLATFORM_ORG = {
  name: '乐易拍平台运营中心',
  type: 'platform' as const,
  companyCode: '91320100MA1PLAT00G',
  contactPerson: '平台客服',
  contactPhone: '4008201234',
  contactMail: 'service@leyipai.example',
  companyAddr: '江苏省南京市建邺区',
  detailAddr: '江东中路 100 号 乐易拍大厦 8 楼',
  bankName: '中国工商银行南京建邺支行',
  bankNumber: '4301012309100088888',
  interbankAccount: '102301000123',
};

/**
 * Credit codes seeded before they were made valid (their check characters were wrong): an
 * organisation still holding one gets the valid code; one an administrator changed is left alone.
 */
export const LEGACY_COMPANY_CODES: Readonly<Record<string, string>> = {
  '91320100MA1PLAT001': '91320100MA1PLAT00G',
  '91320200MA1HD0021K': '91320200MA1HD00219',
  '91310115MA1PJ0034X': '91310115MA1PJ00348',
};

export interface DemoCompany {
  name: string;
  companyCode: string;
  /** Seeded with an approved company certification naming this legal person. */
  legalPerson: string;
  /** The district of companyAddr (GB/T 2260). */
  regionCode: string;
  contactPerson: string;
  contactPhone: string;
  contactTel: string;
  contactMail: string;
  companyAddr: string;
  detailAddr: string;
  bankName: string;
  bankNumber: string;
  interbankAccount: string;
}

const EAST_CHINA_RECYCLING: DemoCompany = {
  name: '江苏华东再生资源有限公司',
  companyCode: '91320200MA1HD00219',
  legalPerson: '张伟',
  regionCode: '320206',
  contactPerson: '张伟',
  contactPhone: '13800000002',
  contactTel: '0510-82801234',
  contactMail: 'zhangwei@huadong-recycle.example',
  companyAddr: '江苏省无锡市惠山区',
  detailAddr: '钱桥街道华东物流园 3 号库',
  bankName: '中国银行无锡惠山支行',
  bankNumber: '5214 0000 1234 5678',
  interbankAccount: '104302000456',
};

const PUJIANG_MATERIALS: DemoCompany = {
  name: '上海浦江物资回收有限公司',
  companyCode: '91310115MA1PJ00348',
  legalPerson: '李国强',
  regionCode: '310115',
  contactPerson: '张伟',
  contactPhone: '13800000002',
  contactTel: '021-58881234',
  contactMail: 'zhangwei@pujiang-wuzi.example',
  companyAddr: '上海市浦东新区',
  detailAddr: '川沙路 5000 号 2 幢',
  bankName: '招商银行上海张江支行',
  bankNumber: '1219 0888 6610 001',
  interbankAccount: '308290003321',
};

/** Demo companies: each certified (approved), with the demo seller as its applicant. */
export const DEMO_COMPANIES: readonly DemoCompany[] = [EAST_CHINA_RECYCLING, PUJIANG_MATERIALS];
/** The demo account that applied for the demo companies' certifications. */
export const DEMO_COMPANY_APPLICANT = { username: 'seller', phone: '13800000002' };

export interface DemoAccount {
  username: string;
  phone: string;
  actualName: string;
  role: RoleCode;
  /**
   * Bidders come with an approved personal certification, so the demo can bid at once, with
   * this ID number (valid check character; documents print it masked).
   */
  certifiedIdNumber?: string;
  /** The first organisation is the default one. */
  organisations: ReadonlyArray<
    { kind: 'platform' } | { kind: 'personal' } | { kind: 'company'; company: DemoCompany }
  >;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'buyer',
    phone: '13800000001',
    actualName: '李明',
    role: 'buyer',
    certifiedIdNumber: '320102198803151232',
    organisations: [{ kind: 'personal' }],
  },
  {
    username: 'buyer2',
    phone: '13800000005',
    actualName: '陈静',
    role: 'buyer',
    certifiedIdNumber: '320205199207082460',
    organisations: [{ kind: 'personal' }],
  },
  {
    username: 'seller',
    phone: '13800000002',
    actualName: '张伟',
    role: 'seller',
    organisations: [
      { kind: 'company', company: EAST_CHINA_RECYCLING },
      { kind: 'company', company: PUJIANG_MATERIALS },
    ],
  },
  {
    username: 'auditor',
    phone: '13800000003',
    actualName: '王芳',
    role: 'auditor',
    organisations: [{ kind: 'platform' }],
  },
  {
    username: 'admin',
    phone: '13800000004',
    actualName: '赵强',
    role: 'admin',
    organisations: [{ kind: 'platform' }],
  },
];
