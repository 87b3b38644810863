import { PlusOutlined } from '@ant-design/icons';
import { CERTIFICATION_STATUS_LABELS } from '@lyp/shared/account/certification.schemas';
import { isValidIdNumber } from '@lyp/shared/account/id-number';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Result, Skeleton, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { certificationApi, myCertificationQuery } from '../api/certification';
import { useFeedback } from '../../../lib/feedback';
import { ApiError } from '../../../lib/api-client';

interface CertifyForm {
  realName: string;
  idNumber: string;
}

type Side = 'front' | 'back';
const SIDE_LABELS: Record<Side, string> = { front: '身份证人像面', back: '身份证国徽面' };

/** 个人实名认证 with the ID card, and where the application stands. */
export function PersonalCertification() {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const mine = useQuery(myCertificationQuery());
  const [form] = Form.useForm<CertifyForm>();
  const [photos, setPhotos] = useState<Partial<Record<Side, { id: string; url: string }>>>({});
  const [uploading, setUploading] = useState<Side>();
  const submit = useMutation({
    mutationFn: (values: CertifyForm) =>
      certificationApi.applyPersonal({
        realName: values.realName.trim(),
        idNumber: values.idNumber.trim().toUpperCase(),
        idFrontFileId: photos.front!.id,
        idBackFileId: photos.back!.id,
      }),
    onSuccess: (answer) => {
      void message.success(answer.msg);
      queryClient.setQueryData(myCertificationQuery().queryKey, answer.data);
    },
    onError: (error) => {
      // One person, one bidder: a number held by another account is said on its field.
      if (error instanceof ApiError && error.body?.error === 'ID_NUMBER_TAKEN')
        form.setFields([{ name: 'idNumber', errors: [error.message] }]);
      else void message.error(error.message);
    },
  });

  const upload = async (side: Side, file: File) => {
    setUploading(side);
    try {
      const stored = await certificationApi.uploadIdPhoto(file);
      setPhotos((current) => ({ ...current, [side]: { id: stored.id, url: URL.createObjectURL(file) } }));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '上传失败，请重试');
    } finally {
      setUploading(undefined);
    }
  };

  let body;
  if (mine.isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (mine.isError)
    body = <Result status="warning" title="认证信息加载失败" subTitle={mine.error.message} />;
  else if (mine.data?.status === 'approved') {
    body = (
      <Result
        status="success"
        title="您已完成实名认证"
        subTitle={`${[mine.data.subjectName, mine.data.idNumberMasked].filter(Boolean).join(' · ')}。现在可以缴纳保证金参与竞价了。`}
        extra={
          <Link to={ROUTES.moreBid.path}>
            <Button type="primary">去竞价</Button>
          </Link>
        }
      />
    );
  } else if (mine.data?.status === 'pending') {
    body = (
      <Result
        status="info"
        title="认证审核中"
        subTitle={`已于 ${mine.data.submittedAt ? formatTimestamp(new Date(mine.data.submittedAt)) : ''} 提交，平台将在 1 个工作日内完成审核。`}
        extra={
          <Link to={ROUTES.moreBid.path}>
            <Button>先去看看标的</Button>
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        {mine.data?.status === 'rejected' ? (
          <Alert
            className="lyp-certify__alert"
            type="error"
            showIcon
            title={`认证${CERTIFICATION_STATUS_LABELS.rejected}`}
            description={`原因：${mine.data.rejectReason ?? '未说明'}。请修改后重新提交。`}
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
          <Form.Item
            name="idNumber"
            label="身份证号码"
            rules={[
              { required: true },
              {
                validator: (_rule, value?: string) =>
                  !value || isValidIdNumber(value.trim().toUpperCase())
                    ? Promise.resolve()
                    : Promise.reject(new Error('身份证号码不正确，请核对 18 位号码（末位可为 X）')),
              },
            ]}
          >
            <Input placeholder="18 位身份证号码" maxLength={18} />
          </Form.Item>
          <div className="lyp-certify__photos">
            {(['front', 'back'] as const).map((side) => (
              <div key={side}>
                <Typography.Text>{SIDE_LABELS[side]}</Typography.Text>
                <Upload
                  accept=".jpg,.jpeg,.png"
                  listType="picture-card"
                  showUploadList={false}
                  customRequest={({ file }) => void upload(side, file as File)}
                >
                  {photos[side] ? (
                    <img src={photos[side].url} alt={SIDE_LABELS[side]} className="lyp-certify__photo" />
                  ) : (
                    <div aria-label={`上传${SIDE_LABELS[side]}`}>
                      <PlusOutlined />
                      <div>{uploading === side ? '上传中…' : '上传照片'}</div>
                    </div>
                  )}
                </Upload>
              </div>
            ))}
          </div>
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

  return body;
}
