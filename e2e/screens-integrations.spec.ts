import { expect, test } from './support/test';
import { signIn } from './support/helpers';
import { photograph, recordOf } from './support/screens';

/**
 * The 开放接口 screens of a company's main account, photographed at this project's viewport into
 * test-results/screens like the other centres' (screens-centres.spec.ts), each with its list (or
 * empty state) and its create dialog's fields.
 */
test('both 开放接口 screens of the demo company’s main account render', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  await signIn(page, 'seller', 'Demo@2026');
  await expect(page).toHaveURL(/\/personalcenter\/home$/);

  // 开放接口: whether the company has clients or push addresses depends on the other journeys
  // (integrations.spec.ts makes a client and removes its address), so a list or its empty state.
  await page.goto('/personalcenter/apiClient');
  await expect(page).toHaveTitle('API 客户端 - 乐易拍');
  await expect(page.getByText(/OAuth 2\.0 客户端凭证方式/)).toBeVisible();
  await expect(recordOf(page, 'lypc_').or(page.getByText('还没有 API 客户端')).first()).toBeVisible();
  await photograph(page, 'seller-api-clients', project);
  await page.getByRole('button', { name: '新建客户端' }).click();
  const client = page.getByRole('dialog', { name: '新建 API 客户端' });
  for (const field of ['客户端名称', 'IP 白名单', '每分钟调用上限'])
    await expect(client.getByLabel(field, { exact: true })).toBeVisible();
  await expect(client.getByRole('checkbox', { name: '查看订单管理' })).toBeVisible();
  await photograph(page, 'seller-api-client-new', project);
  await client.getByRole('button', { name: /^取\s*消$/ }).click();
  await expect(client).toBeHidden();

  await page.goto('/personalcenter/webhook');
  await expect(page).toHaveTitle('事件推送 - 乐易拍');
  await expect(page.getByText(/x-lyp-signature 签名/)).toBeVisible();
  await expect(recordOf(page, 'http').or(page.getByText('还没有推送地址')).first()).toBeVisible();
  await photograph(page, 'seller-webhooks', project);
  await page.getByRole('button', { name: '新增推送地址' }).click();
  const endpoint = page.getByRole('dialog', { name: '新增推送地址' });
  for (const field of ['推送地址', '备注'])
    await expect(endpoint.getByLabel(field, { exact: true })).toBeVisible();
  await expect(endpoint.getByRole('checkbox', { name: /标的竞价结束/ })).toBeVisible();
  await photograph(page, 'seller-webhook-new', project);
  await endpoint.getByRole('button', { name: /^取\s*消$/ }).click();
  await expect(endpoint).toBeHidden();
});
