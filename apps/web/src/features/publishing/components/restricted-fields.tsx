import { LOT_LIMITS } from '@lyp/shared/auction/bulletin.schemas';
import { Col, Form, Row, Select, Switch } from 'antd';
import { specifiedPhonesRules } from '../lib/lot-rules';
import { CompanyPicker } from './company-picker';
import { lotNames } from './lot-field-names';

/** Pasted lists come with commas, spaces or one phone a line. */
const SEPARATORS = [',', '，', '、', ';', '；', ' ', '\n'];

/** 定向竞价: only the listed users and companies may pay the deposit and bid. */
export function RestrictedFields({ index }: { index: number }) {
  const { name, path } = lotNames(index);
  const form = Form.useFormInstance();
  const lot = (field: string) => form.getFieldValue(['lots', index, field]) as unknown;
  const restricted = Form.useWatch(path('restricted'), form) as boolean | undefined;

  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item
          name={name('restricted')}
          label="定向竞价"
          valuePropName="checked"
          extra="开启后，只有下列手机号的用户和下列企业的账号可以缴纳保证金并出价"
        >
          <Switch checkedChildren="开启" unCheckedChildren="关闭" />
        </Form.Item>
      </Col>
      {restricted ? (
        <>
          <Col xs={24} lg={12}>
            <Form.Item
              name={name('specifiedPhones')}
              label="定向竞买人手机号"
              dependencies={[path('restricted'), path('specifiedOrgs')]}
              rules={specifiedPhonesRules(lot)}
              extra={`输入手机号后按回车，可粘贴多个（逗号或空格分隔），最多 ${LOT_LIMITS.specifiedPhones} 个；须为已注册用户`}
            >
              <Select
                mode="tags"
                open={false}
                suffixIcon={null}
                tokenSeparators={SEPARATORS}
                placeholder="如：13800138000"
                maxCount={LOT_LIMITS.specifiedPhones}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name={name('specifiedOrgs')}
              label="定向企业"
              extra={`最多 ${LOT_LIMITS.specifiedOrgs} 家，须为已通过企业认证的企业`}
            >
              <CompanyPicker />
            </Form.Item>
          </Col>
        </>
      ) : null}
    </Row>
  );
}
