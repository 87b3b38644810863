import { InboxOutlined } from '@ant-design/icons';
import { Button, Card, Input, Upload } from 'antd';
import type { useDepositPayment } from '../hooks/use-deposit-payment';
import { PayerAccountFields } from './payer-account-fields';

const VOUCHER_TYPES = '.jpg,.jpeg,.png,.pdf';

/** 上传缴款凭证: the transfer's voucher, the account it came from, a remark, and 提交审核. */
export function DepositVoucherCard({ payment }: { payment: ReturnType<typeof useDepositPayment> }) {
  // The form's state lives with the page: it outlasts the card while a review is under way.
  const { voucher, remark, setRemark, payer, setPayer, upload, pay } = payment;
  return (
    <Card title="上传缴款凭证" variant="borderless" className="lyp-deposit__card">
      <Upload.Dragger
        accept={VOUCHER_TYPES}
        maxCount={1}
        showUploadList={false}
        customRequest={({ file }) => upload.mutate(file as File)}
        disabled={upload.isPending}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>
          {upload.isPending
            ? '正在上传…'
            : voucher
              ? `已上传：${voucher.name}（点击可更换）`
              : '点击或拖拽转账回单到此处上传'}
        </p>
        <p className="ant-upload-hint">支持 jpg、png、pdf 格式</p>
      </Upload.Dragger>
      <PayerAccountFields value={payer} onChange={setPayer} />
      <Input.TextArea
        className="lyp-deposit__remark"
        aria-label="备注"
        placeholder="备注（选填）"
        maxLength={200}
        showCount
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
      />
      <Button
        type="primary"
        size="large"
        disabled={!voucher}
        loading={pay.isPending}
        onClick={() => pay.mutate()}
      >
        提交审核
      </Button>
    </Card>
  );
}
