/**
 * Back-office building blocks (antd 6; no pro-components): a screen is a ListPage, a
 * FormModal or FormDrawer, and maybe a DetailDrawer. A feature keeps only what is its own.
 *
 * ```tsx
 * // features/system/api/roles-api.ts: the feature's calls, typed from the endpoint map.
 * export const roleListQuery = (input: EndpointInput<'roleList'>) => queryOptionsOf('roleList', input);
 * export const roleListKey = queryKeyOf('roleList');
 * export const rolesApi = {
 *   add: (body: RoleAddBody) => call('roleAdd', body),
 *   edit: (body: RoleEditBody) => call('roleEdit', body),
 *   remove: (id: number) => call('roleRemove', { id }),
 *   export: (filters: EndpointInput<'roleExport'>) => download('roleExport', filters),
 * };
 *
 * // features/system/components/roles-page.tsx
 * const filters: FilterField[] = [
 *   { name: 'keyword', label: '角色名称', kind: 'text' },
 *   { name: 'status', label: '状态', kind: 'select', options: dictSelectOptions(statusOptions) },
 *   { name: 'createdAt', label: '创建时间', kind: 'dateRange' }, // URL: createdAtFrom / createdAtTo
 * ];
 *
 * export function RolesPage() {
 *   const queryClient = useQueryClient();
 *   const [editing, setEditing] = useState<Role | 'new'>();
 *   const refresh = () => queryClient.invalidateQueries({ queryKey: roleListKey });
 *   return (
 *     <>
 *       <ListPage<Role>
 *         title="角色管理"
 *         filters={filters}
 *         defaults={{ sort: 'createdAt', order: 'desc' }}
 *         // state comes from the URL: { current, size, sort?, order?, filters: { keyword?, status?, … } }
 *         // (filter values are strings: '1', not 1; coerce in the shared schema).
 *         query={(state) => roleListQuery({ ...state.filters, current: state.current, size: state.size })}
 *         rowKey="id"
 *         columns={[
 *           { title: '角色名称', dataIndex: 'name' },
 *           { title: '状态', dataIndex: 'status', render: (v: number) => <DictTag options={statusOptions} value={v} /> },
 *           { title: '创建时间', dataIndex: 'createdAt', sorter: true }, // sorts by ?sort=createdAt
 *         ]}
 *         toolbar={(state) => (
 *           <>
 *             <Can code={PERMISSIONS.roleAdd}><Button type="primary" onClick={() => setEditing('new')}>新增</Button></Can>
 *             <Can code={PERMISSIONS.roleExport}>
 *               <ExportButton fileName="角色.xlsx" download={() => rolesApi.export(state.filters)} />
 *             </Can>
 *           </>
 *         )}
 *         rowActions={[
 *           { key: 'edit', label: '编辑', code: PERMISSIONS.roleEdit, onClick: (row) => setEditing(row) },
 *           { key: 'remove', label: '删除', code: PERMISSIONS.roleRemove, danger: true,
 *             confirm: (row) => ({ title: `确定删除角色“${row.name}”吗？` }),   // 416-wide confirm
 *             onClick: async (row) => { await rolesApi.remove(row.id); await refresh(); } },
 *         ]}
 *       />
 *       <FormModal<RoleAddBody>
 *         title={editing === 'new' ? '新增角色' : '编辑角色'}
 *         open={editing !== undefined}
 *         onClose={() => setEditing(undefined)}
 *         initialValues={editing === 'new' ? { sort: 0 } : editing}
 *         onSubmit={async (values) => {
 *           if (editing === 'new') await rolesApi.add(values);
 *           else await rolesApi.edit({ ...values, id: editing!.id });
 *           await refresh();
 *         }}
 *       >
 *         <Form.Item name="name" label="角色名称" rules={rulesFrom(roleAddBodySchema, 'name')}><Input /></Form.Item>
 *         <Form.Item name="menuIds" label="菜单权限"><CheckboxTree items={menus} /></Form.Item>
 *         <Form.Item name="imageFileId" label="图片" rules={rulesFrom(schema, 'imageFileId')}><ImageUpload maxSizeMb={5} /></Form.Item>
 *       </FormModal>
 *     </>
 *   );
 * }
 * ```
 * - onSubmit rejecting with an ApiError whose body has `fields` puts those messages under the
 *   fields; any other failure becomes a message. Success shows 保存成功 and closes.
 * - Toolbar buttons: wrap in <Can code>, or <ListToolbar exportAs={{ code, fileName, download }}
 *   add={{ code, label, onClick }} /> for the usual two. Row actions: give `code`, ListPage wraps them.
 * - Elsewhere: useConfirm()({ title, content, danger, onOk }) (416 wide); FormModal is 520.
 * - Rich text (HTML, '' when empty): <Form.Item name="content" rules={[{ required: true }]}><RichTextEditor placeholder="请输入公告正文" /></Form.Item>.
 * - <DetailDrawer title open onClose loading items={[{ label, children }]} footer />.
 * - Add or edit (editing: row, 'new' or undefined): <EditFormModal target={editing} noun="角色" defaults
 *   valuesOf={(role) => …} onSave={(values, current) => save(values, current?.id)}>fields</EditFormModal>.
 * - One step on one row (settle, return): <RecordFormModal record={order} onClose onDone title
 *   onSubmit={(values, order) => settle(order.id, values)}>{(order) => fields}</RecordFormModal>.
 * - Server side of an export: `const { fileName, stream } = exportList({ title, columns, records: allPages(…), toRow, now })`
 *   then `reply.headers(excelReplyHeaders(fileName)).send(stream)` (apps/server/src/lib/excel-export.ts).
 */
export { buildTree, type FlatTreeItem, type TreeNode } from './build-tree';
export { CheckboxTree, type CheckboxTreeProps } from './checkbox-tree';
export { confirmAction, useConfirm, CONFIRM_WIDTH, type ConfirmOptions } from './confirm';
export { DetailDrawer, type DetailDrawerProps, type DetailItem } from './detail-drawer';
export { DictTag, DictText, dictSelectOptions, type DictValue } from './dict-tag';
export { EditFormModal, type EditFormModalProps, type EditTarget } from './edit-form-modal';
export { ExportButton, type ExportButtonProps } from './export-button';
export { FormDrawer, DRAWER_WIDTH } from './form-drawer';
export { FormModal, MODAL_WIDTH, type FormContainerProps, type FormModalProps } from './form-modal';
export { ImageUpload, type ImageUploadProps } from './image-upload';
export { type FilterField } from './list-filters';
export { ListPage, type ListPageProps, type PageData } from './list-page';
export { LoadedChoiceField } from './loaded-choice-field';
export { ListToolbar, type AddAction, type ExportAction } from './list-toolbar';
export {
  useListUrlState,
  type ListDefaults,
  type ListState,
  type ListUrlState,
  type SortOrder,
} from './list-url-state';
export { ReasonField, type ReasonFieldProps } from './reason-field';
export { RecordFormModal, type RecordDialogProps, type RecordFormModalProps } from './record-form-modal';
export { ReasonModal, type ReasonRequest } from './reason-modal';
export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { type RowAction } from './row-actions';
export { rulesFrom } from './rules-from';
export { placeServerErrors } from './server-errors';
export { ProtectedFile, type ProtectedFileProps } from './protected-file';
export { TransferProofFields } from './transfer-proof-fields';
export { VoucherUpload } from './voucher-upload';
export { useDrawerWidth } from './use-drawer-width';
export { unfixedColumns, useNarrowScreen } from './use-narrow-screen';
export { CardList, type CardLayout, type CardListProps } from './card-list';
