import { normaliseCreditCode } from '@lyp/shared/company/credit-code';
import { companyAuthSubmitSchema } from '@lyp/shared/company/company.schemas';
import { Col, Form, Input, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { rulesFrom } from '../../../../components/back-office';
import { BankFields } from './bank-fields';
import { LicenceUpload } from './licence-upload';
import { RegionCascader } from './region-cascader';

const rules = (field: keyof typeof companyAuthSubmitSchema.shape) =>
  rulesFrom(companyAuthSubmitSchema, field);

const half = { xs: 24, md: 12 };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="lyp-company-form__section">
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/** The application's fields in three sections, each with the shared schema's rules. */
export function CompanyAuthFields() {
  return (
    <>
      <Section title="企业信息">
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="companyName" label="企业名称" rules={rules('companyName')}>
              <Input placeholder="与营业执照上的名称一致" maxLength={100} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="companyCode"
              label="统一社会信用代码"
              rules={rules('companyCode')}
              // Written as on the licence: capitals, no spaces, whatever was typed or pasted.
              normalize={(value?: string) => (value ? normaliseCreditCode(value) : value)}
            >
              <Input placeholder="营业执照上的 18 位代码" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="legalPerson" label="法定代表人" rules={rules('legalPerson')}>
              <Input placeholder="与营业执照一致" maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="licenceFileId" label="营业执照" rules={rules('licenceFileId')}>
              <LicenceUpload />
            </Form.Item>
          </Col>
        </Row>
      </Section>

      <Section title="联系信息">
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="contactPerson" label="联系人" rules={rules('contactPerson')}>
              <Input placeholder="负责竞价业务的联系人" maxLength={30} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="contactPhone" label="联系人手机" rules={rules('contactPhone')}>
              <Input placeholder="11 位手机号" inputMode="tel" maxLength={11} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="contactTel" label="固定电话" rules={rules('contactTel')}>
              <Input placeholder="选填，如 0510-82801234" inputMode="tel" maxLength={20} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="contactMail" label="联系邮箱" rules={rules('contactMail')}>
              <Input placeholder="用于接收审核结果与合同" inputMode="email" maxLength={100} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="regionCode" label="所在地区" rules={rules('regionCode')}>
              <RegionCascader />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="detailAddr" label="详细地址" rules={rules('detailAddr')}>
              <Input placeholder="街道、门牌号" maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
      </Section>

      <Section title="开户信息">
        <Typography.Paragraph type="secondary">
          成交货款等款项将结算到此账户，须为户名与企业名称一致的对公账户。
        </Typography.Paragraph>
        <BankFields />
      </Section>
    </>
  );
}
