import { Input, Space, Typography } from 'antd';
import { useSessionStore } from '../../../stores/session-store';

export interface PayerAccountValues {
  name: string;
  account: string;
  bank: string;
}

/**
 * 付款账户: the account the transfer came from, where the refund goes back to. Filled in from
 * the company acted for (its registered account) or the bidder's certified name.
 */
export function payerAccountDefaults(): PayerAccountValues {
  const { orgName, companyInfo, userInfo } = useSessionStore.getState();
  if (companyInfo?.bankNumber) return { name: orgName, account: companyInfo.bankNumber, bank: '' };
  return { name: userInfo?.actualName ?? '', account: '', bank: '' };
}

export function PayerAccountFields({
  value,
  onChange,
}: {
  value: PayerAccountValues;
  onChange: (value: PayerAccountValues) => void;
}) {
  const set = (field: keyof PayerAccountValues) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  return (
    <div className="lyp-deposit__payer">
      <Typography.Text strong>付款账户（选填，退款将原路退回）</Typography.Text>
      <Space.Compact block className="lyp-deposit__payer-row">
        <Input
          aria-label="付款户名"
          placeholder="付款户名"
          maxLength={100}
          value={value.name}
          onChange={set('name')}
        />
        <Input
          aria-label="付款账号"
          placeholder="付款账号"
          inputMode="numeric"
          maxLength={40}
          value={value.account}
          onChange={set('account')}
        />
      </Space.Compact>
      <Input
        aria-label="付款开户行"
        placeholder="开户行，如：中国工商银行无锡分行"
        maxLength={100}
        value={value.bank}
        onChange={set('bank')}
      />
    </div>
  );
}

/** The pay request's payer fields: only with an account number, trimmed. */
export function payerFieldsOf(value: PayerAccountValues) {
  const account = value.account.trim();
  if (!account) return {};
  return {
    payerAccount: account,
    ...(value.name.trim() ? { payerName: value.name.trim() } : {}),
    ...(value.bank.trim() ? { payerBank: value.bank.trim() } : {}),
  };
}
