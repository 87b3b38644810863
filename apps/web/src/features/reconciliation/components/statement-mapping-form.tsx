import type { StatementMapping, StatementPreview } from '@lyp/shared/reconciliation/statement.schemas';
import { AutoComplete, Form, Table, Typography, type FormInstance } from 'antd';
import { MappingFields } from './mapping-fields';

export type MappingForm = StatementMapping & { layoutName: string };

/** The uploaded file's columns: which is which, under the bank's name, with its first rows. */
export function StatementMappingForm({
  form,
  preview,
  bankNames,
  onFinish,
}: {
  form: FormInstance<MappingForm>;
  preview: StatementPreview;
  /** The banks whose layouts are remembered, offered as the name is typed. */
  bankNames: string[];
  onFinish: (values: MappingForm) => void;
}) {
  return (
    <Form<MappingForm> form={form} layout="vertical" name="statement_mapping" onFinish={onFinish}>
      <Typography.Paragraph>
        文件「{preview.fileName}」共 {preview.rowCount} 行。
        {preview.layout
          ? `已识别为「${preview.layout.name}」的对账单，列映射已按上次填好。`
          : '首次导入该银行的对账单：请确认各列对应关系，导入后将按银行名称记住。'}
      </Typography.Paragraph>
      <Form.Item
        name="layoutName"
        label="银行名称"
        rules={[{ required: true, message: '请输入银行名称，如“中国工商银行”' }]}
      >
        <AutoComplete
          options={bankNames.map((name) => ({ value: name }))}
          placeholder="如：中国工商银行"
          maxLength={50}
        />
      </Form.Item>
      <MappingFields headers={preview.headers} />
      <Typography.Text type="secondary">文件前几行：</Typography.Text>
      <Table
        size="small"
        scroll={{ x: 'max-content' }}
        pagination={false}
        rowKey={(_row, index) => String(index)}
        columns={preview.headers.map((header, index) => ({
          title: header,
          key: header,
          render: (_value: unknown, row: string[]) => row[index] ?? '',
        }))}
        dataSource={preview.sampleRows}
      />
    </Form>
  );
}
