import { dictTypeAddBodySchema, type DictType, type DictTypeAddBody } from '@lyp/shared/dict/dict.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber } from 'antd';
import { FormModal, rulesFrom } from '../../../components/back-office';
import { refreshDictionaries, saveDictType } from './api/dictionaries';

/** Add a dictionary type (editing: 'new' absent), or edit one; a system type keeps its code. */
export function DictTypeForm(props: {
  editing: DictType | 'new' | undefined;
  onClose: () => void;
  onSaved?: (type: DictType) => void;
}) {
  const { editing, onClose, onSaved } = props;
  const queryClient = useQueryClient();
  const current = editing === 'new' ? undefined : editing;
  const rules = (field: keyof DictTypeAddBody) => rulesFrom(dictTypeAddBodySchema, field);

  return (
    <FormModal<DictTypeAddBody>
      name="dict_type"
      title={current ? '编辑字典类型' : '新增字典类型'}
      open={editing !== undefined}
      onClose={onClose}
      initialValues={
        current
          ? {
              code: current.code,
              name: current.name,
              description: current.description ?? undefined,
              sort: current.sort,
            }
          : { sort: 0 }
      }
      onSubmit={async (values) => {
        const saved = await saveDictType(values, current?.id);
        await refreshDictionaries(queryClient);
        onSaved?.(saved);
      }}
    >
      <Form.Item
        name="code"
        label="字典编码"
        rules={rules('code')}
        extra={current?.isSystem ? '系统内置字典，编码不能修改' : '小写字母开头，可含数字和下划线'}
      >
        <Input disabled={current?.isSystem} placeholder="如 goods_category" />
      </Form.Item>
      <Form.Item name="name" label="字典名称" rules={rules('name')}>
        <Input placeholder="如 商品分类" />
      </Form.Item>
      <Form.Item name="description" label="字典描述" rules={rules('description')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="sort" label="排序" rules={rules('sort')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
