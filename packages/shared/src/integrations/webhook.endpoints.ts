import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  webhookBodySchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryDetailResponseSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryResponseSchema,
  webhookIdParamsSchema,
  webhookListResponseSchema,
  webhookResponseSchema,
  webhookSecretResponseSchema,
} from './webhook.schemas';

export const webhookEndpoints = defineEndpoints('开放接口', {
  webhookList: {
    access: PERMISSIONS.webhookView,
    summary: '当前企业的事件推送地址',
    response: webhookListResponseSchema,
  },
  webhookCreate: {
    access: PERMISSIONS.webhookManage,
    summary: '新增事件推送地址（HTTPS）与订阅的事件；签名密钥只在此返回一次',
    body: webhookBodySchema,
    response: webhookSecretResponseSchema,
  },
  webhookUpdate: {
    access: PERMISSIONS.webhookManage,
    summary: '修改推送地址、订阅的事件或启用状态',
    params: webhookIdParamsSchema,
    body: webhookBodySchema,
    response: webhookResponseSchema,
  },
  webhookRotate: {
    access: PERMISSIONS.webhookManage,
    summary: '重置签名密钥：之后的请求用新密钥签名，新密钥只在此返回一次',
    params: webhookIdParamsSchema,
    response: webhookSecretResponseSchema,
  },
  webhookRemove: {
    access: PERMISSIONS.webhookManage,
    summary: '删除推送地址：不再投递，未送达的投递一并放弃',
    params: webhookIdParamsSchema,
    response: webhookResponseSchema,
  },
  webhookPing: {
    access: PERMISSIONS.webhookManage,
    summary: '向该地址发送一条测试事件（webhook.ping）',
    params: webhookIdParamsSchema,
    response: webhookDeliveryResponseSchema,
  },
  webhookDeliveries: {
    access: PERMISSIONS.webhookView,
    summary: '推送地址的投递记录，最近的在前',
    params: webhookIdParamsSchema,
    query: webhookDeliveriesQuerySchema,
    response: webhookDeliveriesResponseSchema,
  },
  webhookDelivery: {
    access: PERMISSIONS.webhookView,
    summary: '一次投递的请求内容与每次尝试的结果',
    params: webhookDeliveryParamsSchema,
    response: webhookDeliveryDetailResponseSchema,
  },
  webhookReplay: {
    access: PERMISSIONS.webhookManage,
    summary: '重新投递：同一事件（相同 x-lyp-delivery）立即再发一次，失败后照常重试一天',
    params: webhookDeliveryParamsSchema,
    response: webhookDeliveryResponseSchema,
  },
});
