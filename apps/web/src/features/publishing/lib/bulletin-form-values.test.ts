import { FIRST_SALE_LINEAGE } from '@lyp/shared/auction/reauction.schemas';
import type { BulletinView, LotView } from '@lyp/shared/auction/bulletin.schemas';
import { bulletinAddBodySchema } from '@lyp/shared/auction/bulletin.schemas';
import { describe, expect, it } from 'vitest';
import {
  copyOfLot,
  fromBulletinView,
  newLotValues,
  toRequestBody,
  type LotFormValues,
} from './bulletin-form-values';
import { fromPickerValue, toPickerValue } from '../../../lib/beijing-time';

const IMAGE_A = '11111111-1111-4111-8111-111111111111';
const IMAGE_B = '22222222-2222-4222-8222-222222222222';
const FILE = '33333333-3333-4333-8333-333333333333';
const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d:00(Z|[+-]\d\d:\d\d)$/;

/** What the pickers hold for a moment: its Beijing time. */
const moment = (iso: string) => toPickerValue(iso);

const steelLot: LotFormValues = {
  ...newLotValues(),
  title: ' 废旧钢材一批 ',
  category: 'scrap_steel',
  quantity: 120.5,
  unit: 'ton',
  regionCode: '320102',
  location: '南京市玄武区龙蟠路 18 号',
  description: '',
  imageFileIds: [IMAGE_B, IMAGE_A],
  startPriceYuan: 360_000,
  incrementYuan: 1000.5,
  depositYuan: 36_000,
  hasReserve: true,
  reservePriceYuan: 380_010,
  startsAt: moment('2030-12-01T09:00:30+08:00'),
  endsAt: moment('2030-12-01T11:00:00+08:00'),
  maxExtensions: 3,
  hardEndAt: moment('2030-12-01T12:00:00+08:00'),
  viewings: [
    {
      period: [moment('2030-11-28T09:00:00+08:00'), moment('2030-11-28T17:00:00+08:00')],
      address: ' 龙蟠路 18 号 ',
      contactPerson: '王经理',
      contactPhone: '13912345678',
      remark: '',
    },
  ],
  restricted: true,
  specifiedPhones: ['13800000003'],
  specifiedOrgs: [{ orgId: 9, name: '南京某某回收有限公司', companyCode: '91320100MA1XXXXX0X' }],
};

describe('the form’s values as the request body', () => {
  const body = toRequestBody({
    title: '2030 年第 1 期废旧物资竞价公告',
    bodyHtml: '<p>正文</p>',
    attachments: [{ id: FILE, name: '竞价须知.pdf' }],
    lots: [steelLot],
  });
  const lot = body.lots[0]!;

  it('sends prices in fen and keeps the reserve only when it is switched on', () => {
    expect(lot).toMatchObject({
      startPriceFen: 36_000_000,
      incrementFen: 100_050,
      depositFen: 3_600_000,
      reservePriceFen: 38_001_000,
    });
    const withoutReserve = toRequestBody({ lots: [{ ...steelLot, hasReserve: false }] }).lots[0]!;
    expect(withoutReserve.reservePriceFen).toBeNull();
  });

  it('leaves the deposit out when empty, so the server takes 10 %', () => {
    expect(toRequestBody({ lots: [{ ...steelLot, depositYuan: null }] }).lots[0]).not.toHaveProperty(
      'depositFen',
    );
  });

  it('keeps the pictures in the seller’s order: the first is the cover', () => {
    expect(lot.imageFileIds).toEqual([IMAGE_B, IMAGE_A]);
    expect(body.attachmentFileIds).toEqual([FILE]);
  });

  it('sends times as ISO 8601 with the offset, to the minute', () => {
    for (const iso of [lot.startsAt, lot.endsAt, lot.hardEndAt!, lot.viewings![0]!.startsAt])
      expect(iso).toMatch(ISO_WITH_OFFSET);
    expect(Date.parse(lot.startsAt)).toBe(Date.parse('2030-12-01T09:00:00+08:00'));
    expect(Date.parse(lot.viewings![0]!.endsAt)).toBe(Date.parse('2030-11-28T17:00:00+08:00'));
  });

  it('sends viewings trimmed, without an empty remark', () => {
    expect(lot.viewings).toEqual([
      expect.objectContaining({
        address: '龙蟠路 18 号',
        contactPerson: '王经理',
        contactPhone: '13912345678',
      }),
    ]);
    expect(lot.viewings![0]).not.toHaveProperty('remark');
  });

  it('sends the 定向 lists with 定向 on, and empty lists with it off', () => {
    expect(lot).toMatchObject({ restricted: true, specifiedPhones: ['13800000003'], specifiedOrgIds: [9] });
    const open = toRequestBody({ lots: [{ ...steelLot, restricted: false }] }).lots[0]!;
    expect(open).toMatchObject({ restricted: false, specifiedPhones: [], specifiedOrgIds: [] });
  });

  it('sends the licences bidders must hold, and an empty list when none are chosen', () => {
    const required = { ...steelLot, requiredQualifications: ['hazardous_waste_licence'] };
    expect(toRequestBody({ lots: [required] }).lots[0]!.requiredQualifications).toEqual([
      'hazardous_waste_licence',
    ]);
    const { requiredQualifications: _none, ...unset } = steelLot;
    expect(toRequestBody({ lots: [unset] }).lots[0]!.requiredQualifications).toEqual([]);
  });

  it('is a body the shared schema accepts', () => {
    expect(bulletinAddBodySchema.safeParse(body).error?.issues).toBeUndefined();
    expect(lot.title).toBe('废旧钢材一批');
  });
});

describe('a saved bulletin back in the form', () => {
  const lotView: LotView = {
    id: 31,
    seq: 1,
    lotNo: 'GG2030112500001-01',
    title: '废旧钢材一批',
    category: 'scrap_steel',
    quantity: '120.500',
    unit: 'ton',
    regionCode: '320102',
    location: '南京市玄武区龙蟠路 18 号',
    description: '',
    biddingMode: 'ascending',
    priceBasis: 'total',
    decreaseStepFen: null,
    decreaseIntervalMinutes: null,
    floorPriceFen: null,
    ascendMinutes: null,
    startPriceFen: 36_000_000,
    incrementFen: 100_000,
    reservePriceFen: null,
    depositFen: 3_600_000,
    minBidders: 2,
    restricted: true,
    requiredQualifications: ['hazardous_waste_licence'],
    maxExtensions: null,
    hardEndAt: null,
    paymentHours: 72,
    pickupDays: 15,
    storageFeeFen: null,
    taxIncluded: true,
    vatRatePercent: 13,
    startsAt: '2030-12-01T01:00:00.000Z',
    endsAt: '2030-12-01T03:10:00.000Z',
    scheduledEndsAt: '2030-12-01T03:00:00.000Z',
    status: 'pending',
    currentPriceFen: null,
    bidCount: 0,
    extensionCount: 0,
    imageFileIds: [IMAGE_A, IMAGE_B],
    extensionMinutes: 5,
    viewings: [],
    specifiedBidders: [{ userId: 5, phone: '13800000003', name: '王芳' }],
    specifiedOrgs: [],
    priorityHolders: [],
    lineage: FIRST_SALE_LINEAGE,
  };
  const view = {
    attachmentFileIds: [FILE],
    title: '公告',
    bodyHtml: '<p>正文</p>',
    lots: [lotView],
  } as unknown as BulletinView;

  it('shows yuan, the entered end, the phones and the attachments by name', () => {
    const values = fromBulletinView(view, [{ id: FILE, name: '竞价须知.pdf' }]);
    const lot = values.lots![0]!;
    expect(values.attachments).toEqual([{ id: FILE, name: '竞价须知.pdf' }]);
    expect(lot).toMatchObject({
      quantity: 120.5,
      startPriceYuan: 360_000,
      depositYuan: 36_000,
      hasReserve: false,
      specifiedPhones: ['13800000003'],
      requiredQualifications: ['hazardous_waste_licence'],
      imageFileIds: [IMAGE_A, IMAGE_B],
    });
    // The picker shows the end in Beijing time: 11:00 for 03:00 UTC.
    expect(lot.endsAt!.format('YYYY-MM-DD HH:mm')).toBe('2030-12-01 11:00');
    expect(fromPickerValue(lot.endsAt!)).toBe('2030-12-01T11:00:00+08:00');
  });

  it('gives the same body back when nothing was changed', () => {
    const again = toRequestBody(fromBulletinView(view, [])).lots[0]!;
    expect(again).toMatchObject({
      startPriceFen: 36_000_000,
      depositFen: 3_600_000,
      reservePriceFen: null,
      minBidders: 2,
    });
    expect(Date.parse(again.endsAt)).toBe(Date.parse(lotView.scheduledEndsAt));
  });
});

describe('a lot’s format as the request body', () => {
  const lotOf = (values: Partial<LotFormValues>) =>
    toRequestBody({
      title: '降价公告',
      bodyHtml: '<p>正文</p>',
      attachments: [],
      lots: [{ ...steelLot, ...values }],
    }).lots[0]!;

  it('sends a descending lot’s step, interval and floor in fen, and no increment without 转增价', () => {
    const lot = lotOf({
      biddingMode: 'descending',
      hasReserve: false,
      decreaseStepYuan: 500,
      decreaseIntervalMinutes: 5,
      floorPriceYuan: 300_000,
      ascendMinutes: null,
    });
    expect(lot).toMatchObject({
      biddingMode: 'descending',
      decreaseStepFen: 50_000,
      decreaseIntervalMinutes: 5,
      floorPriceFen: 30_000_000,
      ascendMinutes: null,
    });
    expect(lot).not.toHaveProperty('incrementFen');
  });

  it('keeps the increment for 转增价, and drops the descending fields when the format changes back', () => {
    expect(lotOf({ biddingMode: 'descending', ascendMinutes: 10 }).incrementFen).toBe(100_050);
    expect(lotOf({ biddingMode: 'ascending', decreaseStepYuan: 500, floorPriceYuan: 1 })).toMatchObject({
      decreaseStepFen: null,
      floorPriceFen: null,
    });
  });

  it('sends a sealed lot without an increment, priced per unit when chosen', () => {
    const lot = lotOf({ biddingMode: 'sealed', priceBasis: 'unit' });
    expect(lot).toMatchObject({ biddingMode: 'sealed', priceBasis: 'unit' });
    expect(lot).not.toHaveProperty('incrementFen');
  });
});

describe('复制标的', () => {
  it('keeps every term, time, viewing and 定向 list of the lot, marks the title and leaves the pictures out', () => {
    const copy = copyOfLot(steelLot);
    expect(copy).toMatchObject({
      title: ' 废旧钢材一批 （副本）',
      startPriceYuan: 360_000,
      incrementYuan: 1000.5,
      reservePriceYuan: 380_010,
      restricted: true,
      specifiedPhones: ['13800000003'],
      imageFileIds: [],
    });
    expect(copy.startsAt?.isSame(steelLot.startsAt)).toBe(true);
    expect(copy.viewings).toEqual(steelLot.viewings);
    // A change to the copy leaves the original as it was.
    copy.viewings![0]!.address = '另一处仓库';
    copy.specifiedPhones!.push('13900000000');
    expect(steelLot.viewings![0]!.address).toBe(' 龙蟠路 18 号 ');
    expect(steelLot.specifiedPhones).toEqual(['13800000003']);
    expect(
      bulletinAddBodySchema.safeParse(toRequestBody({ title: '复制', bodyHtml: '<p>正文</p>', lots: [copy] }))
        .success,
    ).toBe(true);
  });
});

describe('优先购买权人 in the form', () => {
  const holders: LotFormValues['priorityHolders'] = [
    { kind: 'person', phone: ' 13800000005 ', proofs: [{ id: FILE, name: '裁定书.pdf' }] },
    {
      kind: 'company',
      orgs: [{ orgId: 9, name: '南京某某回收有限公司', companyCode: '91320100MA1XXXXX0X' }],
      proofs: [{ id: IMAGE_A, name: '租赁合同.png' }],
    },
  ];
  const bodyOf = (lot: LotFormValues) =>
    toRequestBody({ title: '公告', bodyHtml: '', attachments: [], lots: [lot] }).lots[0]!;

  it('sends each holder in order: a person by phone, a company by id, with the proofs’ ids', () => {
    expect(bodyOf({ ...steelLot, priorityHolders: holders }).priorityHolders).toEqual([
      { phone: '13800000005', proofFileIds: [FILE] },
      { orgId: 9, proofFileIds: [IMAGE_A] },
    ]);
  });

  it('sends none for a descending lot that sells at its first accept', () => {
    const descending: LotFormValues = {
      ...steelLot,
      biddingMode: 'descending',
      ascendMinutes: null,
      priorityHolders: holders,
    };
    expect(bodyOf(descending).priorityHolders).toEqual([]);
  });

  it('leaves them out of a copied lot, whose right is named anew', () => {
    expect(copyOfLot({ ...steelLot, priorityHolders: holders }).priorityHolders).toEqual([]);
  });
});
