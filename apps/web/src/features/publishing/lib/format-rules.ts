import type { FormRule } from 'antd';
import { priceRules } from './lot-rules';

/** The descending fields' rules, in the shared schema's words (lot-format.schemas.ts). */
type Lookup = (field: string) => unknown;
const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);

export const decreaseStepRules = (lot: Lookup): FormRule[] => [
  ...priceRules('降价幅度'),
  {
    validator: async (_rule, value: unknown) => {
      const start = numberOrUndefined(lot('startPriceYuan'));
      const floor = numberOrUndefined(lot('floorPriceYuan'));
      if (typeof value === 'number' && start !== undefined && floor !== undefined && floor < start) {
        if (value > start - floor) throw new Error('降价幅度不能大于起拍价与最低价之差');
      }
    },
  },
];

export const decreaseIntervalRules: FormRule[] = [{ required: true, message: '降价竞价须填写降价周期' }];

export const floorPriceRules = (lot: Lookup): FormRule[] => [
  ...priceRules('最低价'),
  {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'number') return;
      const start = numberOrUndefined(lot('startPriceYuan'));
      if (start !== undefined && value > start) throw new Error('最低价不能高于起拍价');
      const reserve = lot('hasReserve') ? numberOrUndefined(lot('reservePriceYuan')) : undefined;
      if (reserve !== undefined && value < reserve) throw new Error('最低价不能低于保留价');
    },
  },
];

export const ascendMinutesRules: FormRule[] = [{ required: true, message: '请填写转增价时长' }];
