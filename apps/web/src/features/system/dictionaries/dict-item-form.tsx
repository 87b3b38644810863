import {
  dictItemAddBodySchema,
  type DictItem,
  type DictItemAddBody,
  type DictType,
} from '@lyp/shared/dict/dict.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { EditFormModal, rulesFrom, type EditTarget } from '../../../components/back-office';
import { CodeField, EnabledField, SortField } from '../form-fields';
import { addDictItem, editDictItem, refreshDictionaries } from './api/dictionaries';

type ItemValues = Omit<DictItemAddBody, 'typeId'>;

/** Add an option to `type`, or edit one; the options of a system type keep their values. */
export function DictItemForm(props: { type: DictType; editing: EditTarget<DictItem>; onClose: () => void }) {
  const { type, editing, onClose } = props;
  const queryClient = useQueryClient();
  const rules = (field: keyof ItemValues) => rulesFrom(dictItemAddBodySchema, field);

  return (
    <EditFormModal<DictItem, ItemValues>
      name="dict_item"
      noun={`字典项（${type.name}）`}
      target={editing}
      onClose={onClose}
      defaults={{ sort: 0, isEnabled: true }}
      valuesOf={(item) => ({
        label: item.label,
        value: item.value,
        sort: item.sort,
        isEnabled: item.isEnabled,
        remark: item.remark ?? undefined,
      })}
      onSave={async (values, current) => {
        if (current) await editDictItem({ ...values, id: current.id });
        else await addDictItem({ ...values, typeId: type.id });
        await refreshDictionaries(queryClient);
      }}
    >
      {(current) => (
        <>
          <Form.Item name="label" label="字典标签" rules={rules('label')}>
            <Input placeholder="页面上显示的文字" />
          </Form.Item>
          <CodeField
            name="value"
            label="字典值"
            rules={rules('value')}
            locked={current !== undefined && type.isSystem}
            lockedNote="系统内置字典的字典值不能修改"
            note="保存在数据中的值，同一字典内不能重复"
          />
          <SortField rules={rules('sort')} />
          <EnabledField />
          <Form.Item name="remark" label="备注" rules={rules('remark')}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </>
      )}
    </EditFormModal>
  );
}
