import { bulletinAddBodySchema } from '@lyp/shared/auction/bulletin.schemas';
import { Card, Form, Input, Switch } from 'antd';
import { RichTextEditor, rulesFrom } from '../../../components/back-office';
import { AttachmentsField } from './attachments-field';

/** The bulletin itself: title, rich-text body (pictures uploaded as files) and attachments. */
export function BulletinInfoFields() {
  return (
    <Card title="公告信息" className="lyp-editor-section">
      <Form.Item name="title" label="公告标题" rules={rulesFrom(bulletinAddBodySchema, 'title')}>
        <Input placeholder="如：江苏华东再生资源有限公司废旧物资竞价公告" maxLength={100} showCount />
      </Form.Item>
      <Form.Item
        name="bodyHtml"
        label="公告正文"
        rules={rulesFrom(bulletinAddBodySchema, 'bodyHtml')}
        extra="说明竞价方式、竞买人条件、保证金缴纳、提货与付款要求等；可插入图片（jpg、png）"
      >
        <RichTextEditor placeholder="请输入公告正文" aria-label="公告正文" minHeight={260} />
      </Form.Item>
      <Form.Item
        name="attachments"
        label="公告附件"
        extra="可上传 pdf、doc、docx、xls、xlsx、jpg、png，每个不超过 20MB，最多 10 个；点击文件名可下载核对"
      >
        <AttachmentsField />
      </Form.Item>
      <Form.Item
        name="keepRunnerUpDeposit"
        label="保留次高出价人保证金"
        valuePropName="checked"
        extra="开启后，竞价结束时出价第二高的竞买人的保证金暂不退还：买受人付款后释放；买受人悔拍时可立即递补给该竞买人，其放弃或逾期未答复后释放"
      >
        <Switch checkedChildren="保留" unCheckedChildren="不保留" />
      </Form.Item>
    </Card>
  );
}
