import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { BiddingMode } from '@lyp/shared/auction/auction-formats';
import {
  PRIORITY_LIMITS,
  allowsPriorityHolders,
  priorityRankLabel,
  priorityRuleText,
} from '@lyp/shared/auction/priority-rights';
import { Alert, Button, Col, Form, Input, Radio, Row, Typography } from 'antd';
import { AttachmentsField, type DocumentLimits } from './attachments-field';
import { CompanyPicker } from './company-picker';
import { lotNames } from './lot-field-names';

const PROOFS: DocumentLimits = {
  label: '权利证明文件',
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  maxFiles: PRIORITY_LIMITS.proofFiles,
};

const PHONE = /^1[3-9]\d{9}$/;

/**
 * 优先购买权人: whoever holds a priority purchase right on the lot (a co-owner, a tenant, a
 * shareholder …), in order, each with the document proving it. The auditor checks them with the
 * bulletin; bidders see only that the lot has holders and the marks on their bids.
 */
export function PriorityHoldersFields({ index }: { index: number }) {
  const { name, path } = lotNames(index);
  const form = Form.useFormInstance();
  const biddingMode = (Form.useWatch(path('biddingMode'), form) as BiddingMode | undefined) ?? 'ascending';
  const ascendMinutes = Form.useWatch(path('ascendMinutes'), form) as number | null | undefined;
  if (!allowsPriorityHolders({ biddingMode, ascendMinutes: ascendMinutes ?? null })) {
    return (
      <Typography.Text type="secondary">
        降价竞价在首次应价时即成交，优先购买权人无从行使权利；如需设置，请开启“应价后转增价”。
      </Typography.Text>
    );
  }
  return (
    <Form.List name={name('priorityHolders')}>
      {(fields, { add, remove }) => (
        <div className="lyp-viewings">
          <Alert type="info" showIcon title={priorityRuleText(biddingMode)} style={{ marginBottom: 12 }} />
          {fields.length === 0 ? (
            <Typography.Text type="secondary" className="lyp-viewings__none">
              无优先购买权人。依法享有优先购买权的（如共有人、承租人、股东），请按顺位逐一添加并上传证明文件。
            </Typography.Text>
          ) : null}
          {fields.map((field, position) => (
            <HolderRow
              key={field.key}
              lotIndex={index}
              fieldName={field.name}
              position={position}
              onRemove={() => remove(field.name)}
            />
          ))}
          {fields.length < PRIORITY_LIMITS.holders ? (
            <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'person', proofs: [] })}>
              添加优先购买权人
            </Button>
          ) : null}
        </div>
      )}
    </Form.List>
  );
}

function HolderRow(props: { lotIndex: number; fieldName: number; position: number; onRemove: () => void }) {
  const { fieldName, position } = props;
  const form = Form.useFormInstance();
  const label = priorityRankLabel(position + 1);
  // A watch needs the whole path, not the one relative to the lists the row sits in.
  const kind = Form.useWatch(['lots', props.lotIndex, 'priorityHolders', fieldName, 'kind'], form) as
    'person' | 'company' | undefined;
  return (
    <div className="lyp-viewing-row">
      <div className="lyp-viewing-row__head">
        <Typography.Text strong>{label}</Typography.Text>
        <Button
          type="text"
          danger
          size="small"
          icon={<DeleteOutlined />}
          aria-label={`删除${label}优先购买权人`}
          onClick={props.onRemove}
        >
          删除
        </Button>
      </div>
      <Row gutter={16}>
        <Col xs={24} lg={8}>
          <Form.Item name={[fieldName, 'kind']} label="权利人类型">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'person', label: '个人' },
                { value: 'company', label: '企业' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={16}>
          {kind === 'company' ? (
            <Form.Item
              name={[fieldName, 'orgs']}
              label="权利人企业"
              rules={[{ required: true, type: 'array', min: 1, message: `请选择${label}的优先购买权企业` }]}
              extra="须为已通过企业认证的企业，该企业的所有账号均享有此顺位"
            >
              <CompanyPicker single />
            </Form.Item>
          ) : (
            <Form.Item
              name={[fieldName, 'phone']}
              label="权利人手机号"
              rules={[
                { required: true, message: `请填写${label}优先购买权人的手机号` },
                { pattern: PHONE, message: '优先购买权人的手机号格式不正确' },
              ]}
              extra="须为已注册用户"
            >
              <Input maxLength={11} inputMode="tel" placeholder="如：13800138000" />
            </Form.Item>
          )}
        </Col>
        <Col xs={24}>
          <Form.Item
            name={[fieldName, 'proofs']}
            label="权利证明文件"
            rules={[{ required: true, type: 'array', min: 1, message: '请上传优先购买权的证明文件' }]}
            extra={`法院裁定书、租赁合同、股东协议等，pdf、jpg、png，最多 ${PRIORITY_LIMITS.proofFiles} 个；仅委托方与审核员可见`}
          >
            <AttachmentsField limits={PROOFS} buttonText="上传证明文件" />
          </Form.Item>
        </Col>
      </Row>
    </div>
  );
}
