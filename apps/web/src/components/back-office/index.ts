/**
 * Back-office building blocks (antd 6; no pro-components): a screen is a ListPage, a
 * FormModal or FormDrawer, and maybe a DetailDrawer. A feature keeps only what is its own.
 *
 * ```tsx
 * const filters: FilterField[] = [
 *   { name: 'keyword', label: '角色名称', kind: 'text' },
 *   { name: 'status', label: '状态', kind: 'select', options: dictSelectOptions(statusOptions) },
 *   { name: 'createdAt', label: '创建时间', kind: 'dateRange' }, // → createdAtFrom / createdAtTo
 * ];
 *
 * export function RolesPage() {
 *   const queryClient = useQueryClient();
 *   const confirm = useConfirm();
 *   const [editing, setEditing] = useState<Role | 'new'>();
 *   return (
 *     <>
 *       <ListPage<Role>
 *         title="角色管理"
 *         filters={filters}
 *         defaults={{ sort: 'createdAt', order: 'desc' }}
 *         // state = { current, size, sort?, order?, filters: { keyword?, status?, … } } from the URL
 *         query={(state) => queryOptionsOf('roleList', { ...state.filters, current: state.current, size: state.size })}
 *         rowKey="id"
 *         columns={[
 *           { title: '角色名称', dataIndex: 'name' },
 *           { title: '状态', dataIndex: 'status', render: (v) => <DictTag options={statusOptions} value={v} /> },
 *           { title: '创建时间', dataIndex: 'createdAt', sorter: true },
 *         ]}
 *         toolbar={(state) => (
 *           <>
 *             <Can code={PERMISSIONS.roleAdd}><Button type="primary" onClick={() => setEditing('new')}>新增</Button></Can>
 *             <ExportButton download={() => apiRequestBlob(…, { method: 'POST', body: state.filters })} />
 *           </>
 *         )}
 *         rowActions={[
 *           { key: 'edit', label: '编辑', code: PERMISSIONS.roleEdit, onClick: (row) => setEditing(row) },
 *           { key: 'remove', label: '删除', code: PERMISSIONS.roleRemove, danger: true,
 *             confirm: (row) => ({ title: `确定删除角色“${row.name}”吗？` }),
 *             onClick: async (row) => { await call('roleRemove', { id: row.id }); await queryClient.invalidateQueries({ queryKey: queryKeyOf('roleList') }); } },
 *         ]}
 *       />
 *       <FormModal<RoleAddBody>
 *         title={editing === 'new' ? '新增角色' : '编辑角色'}
 *         open={editing !== undefined}
 *         onClose={() => setEditing(undefined)}
 *         initialValues={editing === 'new' ? { sort: 0 } : editing}
 *         onSubmit={async (values) => { await call('roleAdd', values); await queryClient.invalidateQueries(…); }}
 *       >
 *         <Form.Item name="name" label="角色名称" rules={rulesFrom(roleAddBodySchema, 'name')}><Input /></Form.Item>
 *       </FormModal>
 *     </>
 *   );
 * }
 * ```
 * onSubmit rejecting with an ApiError whose body has `fields` puts those messages under the
 * fields; any other failure becomes a message. Row actions and toolbar buttons sit behind
 * <Can code>. Confirm dialogs: useConfirm() (416 wide); modals are 520 (spec §9).
 */
export { confirmAction, useConfirm, CONFIRM_WIDTH, type ConfirmOptions } from './confirm';
export { DictTag, DictText, dictSelectOptions, type DictValue } from './dict-tag';
export { FormDrawer, DRAWER_WIDTH } from './form-drawer';
export { FormModal, MODAL_WIDTH, type FormContainerProps } from './form-modal';
export { type FilterField } from './list-filters';
export { ListPage, type ListPageProps, type PageData } from './list-page';
export {
  useListUrlState,
  type ListDefaults,
  type ListState,
  type ListUrlState,
  type SortOrder,
} from './list-url-state';
export { type RowAction } from './row-actions';
export { rulesFrom } from './rules-from';
export { placeServerErrors } from './server-errors';
