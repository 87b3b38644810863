import { dictTypeAddBodySchema, type DictType, type DictTypeAddBody } from '@lyp/shared/dict/dict.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { EditFormModal, rulesFrom, type EditTarget } from '../../../components/back-office';
import { CodeField, SortField } from '../form-fields';
import { refreshDictionaries, saveDictType } from './api/dictionaries';

/** Add a dictionary type (editing: 'new' absent), or edit one; a system type keeps its code. */
export function DictTypeForm(props: {
  editing: EditTarget<DictType>;
  onClose: () => void;
  onSaved?: (type: DictType) => void;
}) {
  const { editing, onClose, onSaved } = props;
  const queryClient = useQueryClient();
  const rules = (field: keyof DictTypeAddBody) => rulesFrom(dictTypeAddBodySchema, field);

  return (
    <EditFormModal<DictType, DictTypeAddBody>
      name="dict_type"
      noun="字典类型"
      target={editing}
      onClose={onClose}
      defaults={{ sort: 0 }}
      valuesOf={(type) => ({
        code: type.code,
        name: type.name,
        description: type.description ?? undefined,
        sort: type.sort,
      })}
      onSave={async (values, current) => {
        const saved = await saveDictType(values, current?.id);
        await refreshDictionaries(queryClient);
        onSaved?.(saved);
      }}
    >
      {(current) => (
        <>
          <CodeField
            label="字典编码"
            rules={rules('code')}
            locked={current?.isSystem ?? false}
            lockedNote="系统内置字典，编码不能修改"
            note="小写字母开头，可含数字和下划线"
            placeholder="如 goods_category"
          />
          <Form.Item name="name" label="字典名称" rules={rules('name')}>
            <Input placeholder="如 商品分类" />
          </Form.Item>
          <Form.Item name="description" label="字典描述" rules={rules('description')}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <SortField rules={rules('sort')} />
        </>
      )}
    </EditFormModal>
  );
}
