import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { bidderInfoQuery } from '../api/bidding-api';
import { depositApi, depositInfoQuery } from '../api/deposit-api';
import { payerAccountDefaults, payerFieldsOf } from '../components/payer-account-fields';

/**
 * The deposit form's state: the voucher uploaded as picked, the payer's account and a remark;
 * `pay` sends them for review and reloads where the deposit and the bidder stand.
 */
export function useDepositPayment(lotId: number) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [voucher, setVoucher] = useState<{ id: string; name: string }>();
  const [remark, setRemark] = useState('');
  const [payer, setPayer] = useState(payerAccountDefaults);
  const upload = useMutation({
    mutationFn: depositApi.uploadVoucher,
    onSuccess: (file) => setVoucher({ id: file.id, name: file.originalName }),
    onError: (error) => void message.error(error.message),
  });
  const pay = useMutation({
    mutationFn: () =>
      depositApi.pay({
        lotId,
        voucherFileId: voucher!.id,
        ...(remark.trim() ? { remark: remark.trim() } : {}),
        ...payerFieldsOf(payer),
      }),
    onSuccess: (answer) => {
      void message.success(answer.msg);
      setVoucher(undefined);
      void queryClient.invalidateQueries({ queryKey: depositInfoQuery(lotId).queryKey });
      void queryClient.invalidateQueries({ queryKey: bidderInfoQuery(lotId).queryKey });
    },
    onError: (error) => void message.error(error.message),
  });
  return { voucher, remark, setRemark, payer, setPayer, upload, pay };
}
