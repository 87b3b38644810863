import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { E2E_DATA_DIR, E2E_PG_PORT } from './settings';

/** A phone number no other test uses. */
export function freshPhone(): string {
  return `139${String(Date.now() % 1e8).padStart(8, '0')}`.slice(0, 11);
}

/** The newest code of a purpose (register, login, reset_password, change_phone) in the demo outbox. */
export async function outboxCode(
  request: APIRequestContext,
  phone: string,
  purpose = 'register',
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = (await (await request.get(`/lyp/api/demo/sms-outbox?phone=${phone}`)).json()) as {
        data: Array<{ code: string; purpose: string }>;
      };
      code = answer.data.find((message) => message.purpose === purpose)?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Signs up through the pages, reading the code from the demo outbox. */
export async function signUp(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeVisible();
  await page.getByPlaceholder('6 位验证码').fill(await outboxCode(page.request, phone));
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signs in with an account and password on the login page. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('用户名或手机号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Test set-up straight in the browser tests' database; answers the rows. */
export async function inDatabase<Row extends object = object>(
  statement: string,
  values: unknown[],
): Promise<Row[]> {
  const password = readFileSync(path.join(E2E_DATA_DIR, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: E2E_PG_PORT,
    user: 'postgres',
    password,
    database: 'lyp',
  });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Makes a password look this many days old. */
export async function agePassword(phone: string, days: number): Promise<void> {
  await inDatabase(
    `UPDATE users SET password_changed_at = now() - make_interval(days => $1) WHERE phone = $2`,
    [days, phone],
  );
}

/** Moves a phone's codes two minutes into the past, so the next one may be sent at once. */
export async function skipSmsResendInterval(phone: string): Promise<void> {
  await inDatabase(`UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1`, [
    phone,
  ]);
}
