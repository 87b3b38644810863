import { AUCTION_RULES, isOnPriceGrid } from '@lyp/shared/auction/auction-rules';
import { fenSchema } from '@lyp/shared/auction/fields';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { pickerValueMs } from '../../../lib/beijing-time';
import type { LotFormValues } from './bulletin-form-values';
import { depositBaseYuan } from './deposit-default';
import { depositProblem, yuanToFen } from './money';

/**
 * The lot rules the shared schema checks across fields (lotInputSchema's superRefine), said
 * under the field before anything is sent, with the same words. Each rule reads its lot's
 * other fields through `lot(name)`; Form.Item `dependencies` re-run it when they change.
 */
type Lookup = (field: string) => unknown;
type RuleMaker = (lot: Lookup) => FormRule[];

const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A price in yuan, checked as the fen the server will get: 请输入起拍价, 起拍价不能低于 1 元 … */
export function priceRules(label: string): FormRule[] {
  const schema = fenSchema(label);
  return [
    {
      required: true,
      validator: async (_rule, value: unknown) => {
        if (isEmpty(value)) throw new Error(`请输入${label}`);
        const parsed = schema.safeParse(yuanToFen(Number(value)));
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? `${label}不正确`);
      },
    },
  ];
}

export const incrementRules: RuleMaker = (lot) => [
  ...priceRules('加价幅度'),
  {
    validator: async (_rule, value: unknown) => {
      const start = numberOrUndefined(lot('startPriceYuan'));
      if (typeof value === 'number' && start !== undefined && value > start)
        throw new Error('加价幅度不能高于起拍价');
    },
  },
];

export const depositRules: RuleMaker = (lot) => [
  {
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value)) return;
      const parsed = fenSchema('保证金').safeParse(yuanToFen(Number(value)));
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '保证金不正确');
      const base = depositBaseYuan({
        priceBasis: lot('priceBasis') as LotFormValues['priceBasis'],
        startPriceYuan: numberOrUndefined(lot('startPriceYuan')),
        quantity: numberOrUndefined(lot('quantity')),
      });
      const problem = depositProblem(Number(value), base);
      if (problem) throw new Error(problem);
    },
  },
];

export const reserveRules: RuleMaker = (lot) => [
  {
    required: true,
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value)) throw new Error('请输入保留价');
      const parsed = fenSchema('保留价').safeParse(yuanToFen(Number(value)));
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '保留价不正确');
      const start = numberOrUndefined(lot('startPriceYuan'));
      const mode = lot('biddingMode') ?? 'ascending';
      // A descending lot's reserve lies below its start (its floor is checked against it).
      if (mode === 'descending' || start === undefined) return;
      if (mode === 'sealed') {
        if (Number(value) < start) throw new Error('保留价不能低于起拍价');
        return;
      }
      const increment = numberOrUndefined(lot('incrementYuan'));
      if (!increment) return;
      if (!isOnPriceGrid(yuanToFen(Number(value)), yuanToFen(start), yuanToFen(increment)))
        throw new Error('保留价须不低于起拍价，且为起拍价加若干个加价幅度');
    },
  },
];

const asMoment = (value: unknown) => (value ? (value as Dayjs) : undefined);

/** `now` for tests; the server judges by its own clock in the end. */
export const startsAtRules =
  (now: () => number = Date.now): RuleMaker =>
  () => [
    {
      required: true,
      validator: async (_rule, value: unknown) => {
        const start = asMoment(value);
        if (!start) throw new Error('请选择竞价开始时间');
        if (pickerValueMs(start) <= now()) throw new Error('竞价开始时间须晚于当前时间');
      },
    },
  ];

export const endsAtRules: RuleMaker = (lot) => [
  {
    required: true,
    validator: async (_rule, value: unknown) => {
      const end = asMoment(value);
      if (!end) throw new Error('请选择竞价结束时间');
      const start = asMoment(lot('startsAt'));
      if (start && end.diff(start, 'minute', true) < AUCTION_RULES.minBiddingMinutes)
        throw new Error(`竞价结束时间须晚于开始时间至少 ${AUCTION_RULES.minBiddingMinutes} 分钟`);
    },
  },
];

export const hardEndAtRules: RuleMaker = (lot) => [
  {
    validator: async (_rule, value: unknown) => {
      const hardEnd = asMoment(value);
      const end = asMoment(lot('endsAt'));
      if (hardEnd && end && hardEnd.isBefore(end)) throw new Error('最晚结束时间不能早于竞价结束时间');
    },
  },
];

export const viewingPeriodRules: FormRule[] = [
  {
    required: true,
    validator: async (_rule, value: unknown) => {
      const period = value as [Dayjs | null, Dayjs | null] | null | undefined;
      if (!period?.[0] || !period[1]) throw new Error('请选择看货时间');
      if (!period[1].isAfter(period[0])) throw new Error('看货结束时间须晚于开始时间');
    },
  },
];

export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** The 定向 phones: each a mainland mobile; with 定向 on, someone must be named. */
export const specifiedPhonesRules: RuleMaker = (lot) => [
  {
    validator: async (_rule, value: unknown) => {
      const phones = (value as string[] | undefined) ?? [];
      const wrong = phones.filter((phone) => !MAINLAND_MOBILE.test(phone));
      if (wrong.length > 0) throw new Error(`定向竞买人的手机号格式不正确：${wrong.join('、')}`);
      const orgs = (lot('specifiedOrgs') as unknown[] | undefined) ?? [];
      if (lot('restricted') && phones.length === 0 && orgs.length === 0)
        throw new Error('定向竞价须至少指定一位竞买人或一家企业');
    },
  },
];
