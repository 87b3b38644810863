import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  commissionDefaultGetResponseSchema,
  commissionDefaultSaveBodySchema,
  commissionDefaultSaveResponseSchema,
  commissionOrgParamsSchema,
  commissionOverrideGetResponseSchema,
  commissionOverridePageBodySchema,
  commissionOverridePageResponseSchema,
  commissionOverrideRemoveResponseSchema,
  commissionOverrideSaveBodySchema,
  commissionOverrideSaveResponseSchema,
} from './commission.schemas';

/**
 * Commission tiers: the platform's default and a seller company's own. A sale closes with the
 * seller's tiers, else the bulletin's flat rate (commissionEdit), else the platform's default.
 */
export const commissionEndpoints = defineEndpoints('佣金设置', {
  commissionDefaultGet: {
    access: PERMISSIONS.commissionView,
    summary: '平台默认佣金档位（金额单位：分，费率单位：基点）',
    response: commissionDefaultGetResponseSchema,
  },
  commissionDefaultSave: {
    access: PERMISSIONS.commissionEdit,
    summary: '保存平台默认佣金档位：1–10 档，上限递增，最后一档不设上限，费率 0–5%',
    body: commissionDefaultSaveBodySchema,
    response: commissionDefaultSaveResponseSchema,
  },
  commissionOverridePage: {
    access: PERMISSIONS.commissionView,
    summary: '委托方（有委托方用户或公告的企业）及其是否单独设置了佣金（分页）',
    body: commissionOverridePageBodySchema,
    response: commissionOverridePageResponseSchema,
  },
  commissionOverrideExport: {
    access: PERMISSIONS.commissionExport,
    summary: '按当前查询条件导出委托方及其佣金标准（.xlsx，边查边写）',
    body: commissionOverridePageBodySchema,
  },
  commissionOverrideGet: {
    access: PERMISSIONS.commissionView,
    summary: '某委托方单独设置的佣金档位（未设置时 tiers 为 null，按平台默认）',
    params: commissionOrgParamsSchema,
    response: commissionOverrideGetResponseSchema,
  },
  commissionOverrideSave: {
    access: PERMISSIONS.commissionEdit,
    summary: '设置或修改某委托方的佣金档位（替换其全部档位）',
    body: commissionOverrideSaveBodySchema,
    response: commissionOverrideSaveResponseSchema,
  },
  commissionOverrideRemove: {
    access: PERMISSIONS.commissionEdit,
    summary: '删除某委托方的单独设置，恢复按平台默认佣金',
    params: commissionOrgParamsSchema,
    response: commissionOverrideRemoveResponseSchema,
  },
});
