import { CERTIFICATION_STATUS_LABELS } from '@lyp/shared/account/certification.schemas';
import { isValidIdNumber } from '@lyp/shared/account/id-number';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useFeedback } from '../../../lib/feedback';
import { useApplyPersonal, type CertifyForm } from '../hooks/use-apply-personal';
import { useIdPhotos } from '../hooks/use-id-photos';
import { IdPhotoUploads } from './id-photo-uploads';

const idNumberRule = {
  validator: (_rule: unknown, value?: string) =>
    !value || isValidIdNumber(value.trim().toUpperCase())
      ? Promise.resolve()
      : Promise.reject(new Error('身份证号码不正确，请核对 18 位号码（末位可为 X）')),
};

/** The 实名认证 application: name, ID number and both sides of the card; after a refusal, why. */
export function PersonalCertificationForm({ rejectReason }: { rejectReason?: string | null | undefined }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<CertifyForm>();
  const { photos, uploading, upload } = useIdPhotos();
  const submit = useApplyPersonal(form, photos);
  return (
    <>
      {rejectReason !== undefined ? (
        <Alert
          className="lyp-certify__alert"
          type="error"
          showIcon
          title={`认证${CERTIFICATION_STATUS_LABELS.rejected}`}
          description={`原因：${rejectReason ?? '未说明'}。请修改后重新提交。`}
        />
      ) : null}
      <Form<CertifyForm>
        form={form}
        layout="vertical"
        requiredMark
        onFinish={(values) => {
          if (!photos.front || !photos.back) {
            void message.warning('请上传身份证正反面照片');
            return;
          }
          submit.mutate(values);
        }}
      >
        <Form.Item name="realName" label="真实姓名" rules={[{ required: true }, { max: 30 }]}>
          <Input placeholder="与身份证一致" autoComplete="name" />
        </Form.Item>
        <Form.Item name="idNumber" label="身份证号码" rules={[{ required: true }, idNumberRule]}>
          <Input placeholder="18 位身份证号码" maxLength={18} />
        </Form.Item>
        <IdPhotoUploads photos={photos} uploading={uploading} onUpload={upload} />
        <Typography.Paragraph type="secondary">
          请上传清晰、完整的身份证照片（jpg 或 png）。您的信息仅用于实名认证，平台严格保密。
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" size="large" loading={submit.isPending}>
          提交认证
        </Button>
      </Form>
    </>
  );
}
