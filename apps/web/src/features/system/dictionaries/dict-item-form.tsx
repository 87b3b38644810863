import {
  dictItemAddBodySchema,
  type DictItem,
  type DictItemAddBody,
  type DictType,
} from '@lyp/shared/dict/dict.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Switch } from 'antd';
import { FormModal, rulesFrom } from '../../../components/back-office';
import { addDictItem, editDictItem, refreshDictionaries } from './api/dictionaries';

type ItemValues = Omit<DictItemAddBody, 'typeId'>;

/** Add an option to `type`, or edit one; the options of a system type keep their values. */
export function DictItemForm(props: {
  type: DictType;
  editing: DictItem | 'new' | undefined;
  onClose: () => void;
}) {
  const { type, editing, onClose } = props;
  const queryClient = useQueryClient();
  const current = editing === 'new' ? undefined : editing;
  const rules = (field: keyof ItemValues) => rulesFrom(dictItemAddBodySchema, field);

  return (
    <FormModal<ItemValues>
      name="dict_item"
      title={current ? `编辑字典项（${type.name}）` : `新增字典项（${type.name}）`}
      open={editing !== undefined}
      onClose={onClose}
      initialValues={
        current
          ? {
              label: current.label,
              value: current.value,
              sort: current.sort,
              isEnabled: current.isEnabled,
              remark: current.remark ?? undefined,
            }
          : { sort: 0, isEnabled: true }
      }
      onSubmit={async (values) => {
        if (current) await editDictItem({ ...values, id: current.id });
        else await addDictItem({ ...values, typeId: type.id });
        await refreshDictionaries(queryClient);
      }}
    >
      <Form.Item name="label" label="字典标签" rules={rules('label')}>
        <Input placeholder="页面上显示的文字" />
      </Form.Item>
      <Form.Item
        name="value"
        label="字典值"
        rules={rules('value')}
        extra={
          current && type.isSystem ? '系统内置字典的字典值不能修改' : '保存在数据中的值，同一字典内不能重复'
        }
      >
        <Input disabled={current !== undefined && type.isSystem} />
      </Form.Item>
      <Form.Item name="sort" label="排序" rules={rules('sort')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="isEnabled" label="是否启用" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={rules('remark')}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormModal>
  );
}
