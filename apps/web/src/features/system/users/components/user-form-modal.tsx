import {
  DEFAULT_ORG_MESSAGE,
  userFormSchema,
  type TemporaryPassword,
  type UserAdminRow,
  type UserFormValues,
} from '@lyp/shared/system/user-admin.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select, type FormRule } from 'antd';
import { useMemo, useState } from 'react';
import { FormModal, rulesFrom } from '../../../../components/back-office';
import { addUser, editUser, organisationOptionsQuery, refreshUsers, roleOptionsQuery } from '../api/users';

const rules = (field: keyof typeof userFormSchema.shape) => rulesFrom(userFormSchema, field);

/** Organisations as select options: the search's answer plus those already chosen, by name. */
function useOrganisationOptions(keyword: string, known: { id: number; name: string }[]) {
  const { data = [], isFetching } = useQuery(organisationOptionsQuery(keyword));
  const options = useMemo(() => {
    const byId = new Map<number, string>(known.map((org) => [org.id, org.name]));
    for (const org of data) byId.set(org.id, org.name);
    return [...byId].map(([value, label]) => ({ value, label }));
  }, [data, known]);
  return { options, isFetching };
}

/** The default organisation must be one of those chosen. */
const defaultAmongChosen: FormRule = ({ getFieldValue }) => ({
  validator: (_rule, value: number | undefined) =>
    value === undefined || ((getFieldValue('orgIds') as number[] | undefined) ?? []).includes(value)
      ? Promise.resolve()
      : Promise.reject(new Error(DEFAULT_ORG_MESSAGE)),
});

/** The form's values for a user being edited. */
function valuesOf(user: UserAdminRow): Partial<UserFormValues> {
  return {
    username: user.username ?? undefined,
    actualName: user.actualName ?? undefined,
    phone: user.phone,
    orgIds: user.organisations.map((org) => org.id),
    defaultOrgId: user.organisations.find((org) => org.isDefault)?.id,
    roleIds: user.roles.map((role) => role.id),
  };
}

/**
 * userForm: add a user (the answer carries their temporary password) or edit one. The rules
 * are the shared schema's, so the page refuses what the server would, in the same words.
 */
export function UserFormModal(props: {
  editing: UserAdminRow | 'new' | undefined;
  onClose: () => void;
  onCreated: (created: TemporaryPassword) => void;
}) {
  const { editing, onClose, onCreated } = props;
  const current = editing === 'new' ? undefined : editing;
  const queryClient = useQueryClient();
  const [form] = Form.useForm<UserFormValues>();
  const [orgKeyword, setOrgKeyword] = useState('');
  // Names of organisations chosen in this form, so they keep their labels after a new search.
  const [chosenOrgs, setChosenOrgs] = useState<{ id: number; name: string }[]>([]);
  const known = useMemo(() => [...(current?.organisations ?? []), ...chosenOrgs], [current, chosenOrgs]);
  const organisations = useOrganisationOptions(orgKeyword, known);
  const orgIds = Form.useWatch('orgIds', form) ?? [];
  const defaultOrgOptions = organisations.options.filter((option) => orgIds.includes(option.value));

  return (
    <FormModal<UserFormValues>
      name="user_form"
      form={form}
      title={current ? '编辑用户' : '新增用户'}
      open={editing !== undefined}
      onClose={() => {
        setOrgKeyword('');
        setChosenOrgs([]);
        onClose();
      }}
      successMessage={current ? '保存成功' : false}
      initialValues={current ? valuesOf(current) : {}}
      onSubmit={async (values) => {
        if (current) await editUser(current.id, values);
        else onCreated(await addUser(values));
        await refreshUsers(queryClient);
      }}
    >
      <Form.Item name="username" label="用户名" rules={rules('username')} extra="选填；可用于登录">
        <Input placeholder="字母开头，4–20 位字母、数字或下划线" autoComplete="off" />
      </Form.Item>
      <Form.Item name="actualName" label="姓名" rules={rules('actualName')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label="手机号" rules={rules('phone')}>
        <Input maxLength={11} autoComplete="off" />
      </Form.Item>
      <Form.Item name="orgIds" label="所属组织" rules={rules('orgIds')}>
        <Select
          mode="multiple"
          showSearch={{ filterOption: false, onSearch: (text) => setOrgKeyword(text.trim()) }}
          loading={organisations.isFetching}
          options={organisations.options}
          placeholder="输入名称搜索组织"
          onChange={(_ids, selected) => {
            const picked = (Array.isArray(selected) ? selected : [selected]).flatMap((option) =>
              option ? [{ id: option.value, name: option.label }] : [],
            );
            setChosenOrgs((before) => [...before, ...picked]);
          }}
        />
      </Form.Item>
      <Form.Item
        name="defaultOrgId"
        label="默认组织"
        dependencies={['orgIds']}
        extra="登录后默认进入的组织；不选则为第一个所属组织"
        rules={[...rules('defaultOrgId'), defaultAmongChosen]}
      >
        <Select allowClear options={defaultOrgOptions} placeholder="请选择默认组织" />
      </Form.Item>
      <Form.Item name="roleIds" label="角色" rules={rules('roleIds')}>
        <RoleSelect enabled={editing !== undefined} />
      </Form.Item>
    </FormModal>
  );
}

/** The tenant's roles, read once the modal opens. */
function RoleSelect({
  enabled,
  ...field
}: {
  enabled: boolean;
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
}) {
  const roles = useQuery({ ...roleOptionsQuery(), enabled });
  return (
    <Select
      {...field}
      mode="multiple"
      loading={roles.isFetching}
      options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
      placeholder="请选择角色"
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
