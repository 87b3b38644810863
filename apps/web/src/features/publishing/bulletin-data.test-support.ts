import { FIRST_SALE_LINEAGE } from '@lyp/shared/auction/reauction.schemas';
import type { AreaNode } from '@lyp/shared/area/area.schemas';
import type { BulletinSummary, BulletinView, LotView } from '@lyp/shared/auction/bulletin.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useSessionStore } from '../../stores/session-store';

export const IMAGE_A = '11111111-1111-4111-8111-111111111111';
export const IMAGE_B = '22222222-2222-4222-8222-222222222222';
export const TERMS = '33333333-3333-4333-8333-333333333333';

export const DICTIONARIES = {
  goods_category: [
    { label: '废钢', value: 'scrap_steel', sort: 1 },
    { label: '二手设备', value: 'used_equipment', sort: 2 },
  ],
  goods_unit: [
    { label: '吨', value: 'ton', sort: 1 },
    { label: '台', value: 'set', sort: 2 },
  ],
};

export const AREAS: AreaNode[] = [
  {
    code: '32',
    name: '江苏省',
    children: [
      {
        code: '3201',
        name: '南京市',
        children: [
          { code: '320102', name: '玄武区' },
          { code: '320115', name: '江宁区' },
        ],
      },
    ],
  },
];

export function summary(overrides: Partial<BulletinSummary>): BulletinSummary {
  return {
    id: 1,
    bulletinNo: 'GG2030112500001',
    sellerOrgId: 3,
    sellerName: '江苏华东再生资源有限公司',
    title: '废旧物资竞价公告',
    status: 'draft',
    keepRunnerUpDeposit: false,
    commissionBps: null,
    rejectReason: null,
    submittedAt: null,
    publishedAt: null,
    createdAt: '2030-11-25T01:00:00.000Z',
    updatedAt: '2030-11-25T01:00:00.000Z',
    attachmentFileIds: [],
    lotCount: 1,
    biddingModes: ['ascending'],
    firstStartsAt: '2030-12-01T01:00:00.000Z',
    firstEndsAt: '2030-12-01T03:00:00.000Z',
    lastEndsAt: '2030-12-01T03:00:00.000Z',
    ...overrides,
  };
}

export function lotView(overrides: Partial<LotView>): LotView {
  return {
    id: 31,
    seq: 1,
    lotNo: 'GG2030112500001-01',
    title: '废旧钢材一批',
    category: 'scrap_steel',
    quantity: '120.000',
    unit: 'ton',
    regionCode: '320102',
    location: '南京市玄武区龙蟠路 18 号',
    description: '厂房拆除的 H 型钢',
    biddingMode: 'ascending',
    priceBasis: 'total',
    decreaseStepFen: null,
    decreaseIntervalMinutes: null,
    floorPriceFen: null,
    ascendMinutes: null,
    startPriceFen: 1_000_000,
    incrementFen: 10_000,
    reservePriceFen: null,
    depositFen: 100_000,
    minBidders: 1,
    restricted: false,
    requiredQualifications: [],
    maxExtensions: null,
    hardEndAt: null,
    paymentHours: 72,
    pickupDays: 15,
    storageFeeFen: null,
    taxIncluded: true,
    vatRatePercent: 13,
    startsAt: '2030-12-01T01:00:00.000Z',
    endsAt: '2030-12-01T03:00:00.000Z',
    scheduledEndsAt: '2030-12-01T03:00:00.000Z',
    status: 'pending',
    currentPriceFen: null,
    bidCount: 0,
    extensionCount: 0,
    imageFileIds: [],
    extensionMinutes: 5,
    viewings: [],
    specifiedBidders: [],
    specifiedOrgs: [],
    priorityHolders: [],
    lineage: FIRST_SALE_LINEAGE,
    ...overrides,
  };
}

/** A rejected bulletin of two lots: steel with two pictures and a viewing, and 定向 machine tools. */
export function rejectedBulletin(): BulletinView {
  return {
    ...summary({
      id: 7,
      status: 'rejected',
      rejectReason: '标的图片不清晰，请补充现场照片',
      attachmentFileIds: [TERMS],
    }),
    bodyHtml: '<p>本公司委托平台对以下物资进行网络竞价。</p>',
    lots: [
      lotView({
        imageFileIds: [IMAGE_A, IMAGE_B],
        viewings: [
          {
            id: 1,
            lotId: 31,
            startsAt: '2030-11-28T01:00:00.000Z',
            endsAt: '2030-11-28T09:00:00.000Z',
            address: '龙蟠路 18 号',
            contactPerson: '王经理',
            contactPhone: '13912345678',
            remark: null,
          },
        ],
      }),
      lotView({
        id: 32,
        seq: 2,
        lotNo: 'GG2030112500001-02',
        title: '二手数控机床',
        category: 'used_equipment',
        quantity: '3.000',
        unit: 'set',
        regionCode: '320115',
        startPriceFen: 4_500_000,
        incrementFen: 50_000,
        depositFen: 450_000,
        startsAt: '2030-12-01T06:00:00.000Z',
        endsAt: '2030-12-01T07:00:00.000Z',
        scheduledEndsAt: '2030-12-01T07:00:00.000Z',
        restricted: true,
        specifiedBidders: [{ userId: 5, phone: '13800000003', name: '王芳' }],
        specifiedOrgs: [{ orgId: 9, name: '南京某某回收有限公司', companyCode: null }],
      }),
    ],
    history: [
      { action: 'submit', actorName: '张伟', reason: null, at: '2030-11-25T02:00:00.000Z' },
      {
        action: 'reject',
        actorName: '李审核',
        reason: '标的图片不清晰，请补充现场照片',
        at: '2030-11-25T03:00:00.000Z',
      },
    ],
  };
}

/** A seller holding every publishing button, in a certified company unless told otherwise. */
export function signInSeller(certificationStatus: 'approved' | 'none' = 'approved') {
  const codes = Object.values(PERMISSIONS).map((permission) => permission.code);
  useSessionStore.setState({
    token: 'token-1',
    orgId: 3,
    button: codes.map((code, index) => ({ id: index + 1, code, name: code })),
    companyInfo: {
      companyName: '江苏华东再生资源有限公司',
      companyCode: null,
      interbankAccount: null,
      bankNumber: null,
      bankName: null,
      contactPerson: null,
      contactPhone: null,
      contactTel: null,
      contactMail: null,
      companyAddr: null,
      detailAddr: null,
      legalPerson: null,
      certificationStatus,
      bankChangePending: false,
    },
  });
}
