import { Alert } from 'antd';

/** Said where a payment form would be, to a (sub-)account whose role lacks that button. */
export function NoPaymentRight({ what }: { what: string }) {
  return (
    <Alert
      type="info"
      showIcon
      title={`当前账号没有${what}的权限`}
      description="请联系主账号或平台管理员分配相应权限后再操作。"
    />
  );
}
