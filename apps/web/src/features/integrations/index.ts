/**
 * 开放接口: the API clients a company's own systems (an ERP) call the API with, and the endpoints
 * of those systems that hear of its events (事件推送). Each page is its own chunk, loaded when its
 * route opens.
 */
export const loadApiClientsPage = () =>
  import('./components/api-clients-page').then((module) => module.ApiClientsPage);

export const loadWebhooksPage = () =>
  import('./components/webhooks-page').then((module) => module.WebhooksPage);
