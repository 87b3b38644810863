import type { FormInstance } from 'antd';
import { useRef } from 'react';
import type { BulletinFormValues } from '../lib/bulletin-form-values';
import { depositBaseYuan, followingDeposit, lotsWithNewStartPrice } from '../lib/deposit-default';

/**
 * For the form's onValuesChange: a lot's deposit follows its start price (see followingDeposit)
 * until the seller sets it apart; the previous values tell the two cases apart.
 */
export function useFollowingDeposits(
  form: FormInstance<BulletinFormValues>,
  initialValues: BulletinFormValues,
) {
  const previousValues = useRef(initialValues);
  return (changed: BulletinFormValues, all: BulletinFormValues) => {
    for (const index of lotsWithNewStartPrice(changed)) {
      const deposit = followingDeposit(
        depositBaseYuan(previousValues.current.lots?.[index]),
        depositBaseYuan(all.lots?.[index]),
        form.getFieldValue(['lots', index, 'depositYuan']) as number | null | undefined,
      );
      if (deposit !== undefined) form.setFieldValue(['lots', index, 'depositYuan'], deposit);
    }
    previousValues.current = form.getFieldsValue(true) as BulletinFormValues;
  };
}
