import {
  qualificationSubmitBodySchema,
  type Qualification,
  type QualificationSubmitBody,
} from '@lyp/shared/account/qualification.schemas';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { Alert, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { RecordFormModal, rulesFrom, type RecordDialogProps } from '../../../../components/back-office';
import { BeijingDatePicker } from '../../../../components/date-time/beijing-date-picker';
import { submitQualification } from '../../api/qualifications';
import { ScanUploads } from './scan-uploads';

/** The kind being sent, and the licence of that kind the organisation holds already, if any. */
export interface QualificationDraft {
  typeCode: string;
  typeName: string;
  held: Qualification | undefined;
}

interface Values {
  licenceNo: string;
  validUntil: Dayjs;
  fileIds: string[];
}

const DAY = 'YYYY-MM-DD';
const rule = (field: keyof QualificationSubmitBody) => rulesFrom(qualificationSubmitBodySchema, field);

/**
 * 上传资质 / 更新资质: the licence's number, its last valid day (Beijing) and its scans. Sending
 * puts the kind back in review: the licence no longer counts until the auditor approves it.
 */
export function QualificationFormModal({
  draft,
  ...dialog
}: { draft: QualificationDraft | undefined } & RecordDialogProps) {
  const today = chinaDate(new Date());
  const held = draft?.held;
  return (
    <RecordFormModal<QualificationDraft, Values>
      {...dialog}
      record={draft}
      title={`${held ? '更新' : '上传'}资质：${draft?.typeName ?? ''}`}
      name="qualification_submit"
      okText="提交审核"
      successMessage="已提交，平台审核通过后即可参与要求该资质的竞价"
      initialValues={
        held
          ? { licenceNo: held.licenceNo, validUntil: dayjs(held.validUntil, DAY), fileIds: held.fileIds }
          : {}
      }
      onSubmit={(values, { typeCode }) =>
        submitQualification({
          typeCode,
          licenceNo: values.licenceNo.trim(),
          validUntil: values.validUntil.format(DAY),
          fileIds: values.fileIds,
        })
      }
    >
      {() => (
        <>
          {held?.status === 'approved' ? (
            <Alert
              style={{ marginBottom: 16 }}
              type="warning"
              showIcon
              title="重新提交后该资质将重新审核，审核通过前不能参与要求该资质的竞价。"
            />
          ) : null}
          <Form.Item name="licenceNo" label="证书编号" rules={rule('licenceNo')}>
            <Input placeholder="与证书上一致，如：苏危废 3205000123 号" maxLength={100} />
          </Form.Item>
          <Form.Item
            name="validUntil"
            label="有效期至"
            rules={[{ required: true, message: '请选择有效期至' }]}
            extra="北京时间，证书上载明的最后有效日"
          >
            <BeijingDatePicker
              style={{ width: '100%' }}
              inputReadOnly
              disabledDate={(day) => day.format(DAY) < today}
            />
          </Form.Item>
          <Form.Item
            name="fileIds"
            label="资质扫描件"
            rules={rule('fileIds')}
            extra="证书正本、副本及年检页，四角完整、文字清晰，最多 5 个"
          >
            <ScanUploads />
          </Form.Item>
        </>
      )}
    </RecordFormModal>
  );
}
