import { expect, type APIRequestContext } from '@playwright/test';
import { inDatabase } from './helpers';

/**
 * Auctions for the browser tests, made through the real API (seller adds, auditor approves,
 * bidders pay deposits and the auditor confirms them). Only what has no API yet is done in
 * the database: certification, and moving a lot's times so it is open now.
 */
export const DEMO_PASSWORD = 'Demo@2026';

export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post(
    `/lyp/api/oauth/token?grant_type=password&username=${encodeURIComponent(username)}&password=${DEMO_PASSWORD}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A call to the API with a token (path under /lyp/api); answers its data or throws its message. */
export async function call<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await request.post(`/lyp/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (!response.ok() || answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

/**
 * A user with the buyer role and one organisation, their default, signing in with their phone
 * and the demo password (the demo buyer's password hash is reused). `certify` is the last
 * statement, over the CTEs person (id, tenant_id) and org (id, tenant_id); $1 is the phone,
 * $2 the organisation's name, $3 the person's.
 */
async function newBuyerAccount(
  prefix: string,
  names: { org: string; person: string; orgType: 'personal' | 'company' },
  certify: string,
): Promise<{ phone: string }> {
  // Random digits: several bidders are made within the same millisecond.
  const phone = `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await inDatabase(
    `WITH template AS (SELECT tenant_id, password_hash FROM users WHERE username = 'buyer'),
          person AS (
            INSERT INTO users (tenant_id, phone, actual_name, password_hash, password_changed_at, created_at, updated_at)
            SELECT tenant_id, $1, $3, password_hash, now(), now(), now() FROM template RETURNING id, tenant_id),
          org AS (
            INSERT INTO organisations (tenant_id, name, type, created_at, updated_at)
            SELECT tenant_id, $2, $4, now(), now() FROM person RETURNING id, tenant_id),
          membership AS (
            INSERT INTO user_organisations (user_id, org_id, is_default, created_at)
            SELECT person.id, org.id, true, now() FROM person, org),
          role AS (
            INSERT INTO user_roles (user_id, role_id)
            SELECT person.id, roles.id FROM person, roles WHERE roles.code = 'buyer')
     ${certify}`,
    [phone, names.org, names.person, names.orgType],
  );
  return { phone };
}

/** A bidder certified in person, acting for their personal organisation. */
export const newBidder = (name: string) =>
  newBuyerAccount(
    '136',
    { org: `${name}（个人）`, person: name, orgType: 'personal' },
    `INSERT INTO certifications (user_id, kind, status, subject_name, reviewed_at, created_at, updated_at)
     SELECT id, 'personal', 'approved', $3, now(), now(), now() FROM person`,
  );

/**
 * A bidder acting for a certified company of their own (its only account, so its main one):
 * what a company needs to send its papers and bid in its name.
 */
export const newCompanyBidder = (companyName: string, personName: string) =>
  newBuyerAccount(
    '137',
    { org: companyName, person: personName, orgType: 'company' },
    `INSERT INTO company_certifications
       (tenant_id, applicant_user_id, org_id, status, company_name, submitted_at, reviewed_at, created_at, updated_at)
     SELECT org.tenant_id, person.id, org.id, 'approved', $2, now(), now(), now(), now() FROM person, org`,
  );

/** A published lot open for bidding now, ending in `endsInMs`, by the demo seller; `lot` adds fields (its format). */
export async function openLot(
  request: APIRequestContext,
  options: { title: string; endsInMs: number; lot?: Record<string, unknown> },
): Promise<{ lotId: number }> {
  const [seller, auditor] = [await tokenOf(request, 'seller'), await tokenOf(request, 'auditor')];
  const startsAt = new Date(Date.now() + 3 * 60_000);
  const bulletin = await call<{ id: number; lots: Array<{ id: number }> }>(
    request,
    seller,
    '/auction/bulletin/add',
    {
      title: `${options.title}竞价公告`,
      bodyHtml: '<p>浏览器测试用公告。</p>',
      lots: [
        {
          title: options.title,
          category: 'scrap_steel',
          quantity: 10,
          unit: 'ton',
          regionCode: '320206',
          location: '无锡市惠山区',
          startPriceFen: 100_000,
          incrementFen: 10_000,
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 10 * 60_000).toISOString(),
          ...options.lot,
        },
      ],
    },
  );
  await call(request, seller, `/auction/bulletin/commit/${bulletin.id}`);
  await call(request, auditor, '/auction/audit/add', { bulletinId: bulletin.id, approved: true });
  const lotId = bulletin.lots[0]!.id;
  // Bidding opens now (the sweeper starts it within a second) and ends when the test needs.
  await inDatabase(
    `UPDATE lots SET starts_at = now() - interval '1 minute',
                     ends_at = now() + make_interval(secs => $2::double precision / 1000),
                     scheduled_ends_at = now() + make_interval(secs => $2::double precision / 1000)
      WHERE id = $1`,
    [lotId, options.endsInMs],
  );
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/lyp/api/bid/state/${lotId}`)).json()) as { data: { status: string } })
          .data.status,
    )
    .toBe('bidding');
  return { lotId };
}

/** The bidder pays the lot's deposit with a voucher: it waits for the platform to see the money. */
export async function submittedDeposit(
  request: APIRequestContext,
  phone: string,
  lotId: number,
): Promise<{ id: number; amountFen: number; transferReference: string }> {
  const bidder = await tokenOf(request, phone);
  const upload = await request.post('/lyp/api/file/upload', {
    headers: { authorization: `Bearer ${bidder}` },
    multipart: {
      file: { name: '转账凭证.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  const voucher = ((await upload.json()) as { data: { id: string } }).data;
  return call(request, bidder, '/margin/pay', { lotId, voucherFileId: voucher.id });
}

/** The bidder pays the lot's deposit with a voucher, and the auditor confirms it. */
export async function frozenDeposit(request: APIRequestContext, phone: string, lotId: number): Promise<void> {
  const deposit = await submittedDeposit(request, phone, lotId);
  const auditor = await tokenOf(request, 'auditor');
  await call(request, auditor, '/margin/audit/payment', { depositId: deposit.id, approved: true });
}

/** Where a bidder's deposit stands now, as they read it. */
export async function depositStatus(
  request: APIRequestContext,
  phone: string,
  depositId: number,
): Promise<string> {
  const response = await request.get(`/lyp/api/margin/my/info/${depositId}`, {
    headers: { authorization: `Bearer ${await tokenOf(request, phone)}` },
  });
  return ((await response.json()) as { data: { status: string } }).data.status;
}

/** The auditor confirms every deposit of the lot that waits for review. */
export async function approveDeposits(request: APIRequestContext, lotId: number): Promise<void> {
  const auditor = await tokenOf(request, 'auditor');
  const waiting = await call<{ records: Array<{ id: number }> }>(request, auditor, '/margin/audit/list', {
    status: 'submitted',
    lotId,
  });
  for (const deposit of waiting.records) {
    await call(request, auditor, '/margin/audit/payment', { depositId: deposit.id, approved: true });
  }
}

/** The auditor approves the pending certification of the user with this phone. */
export async function approveCertification(request: APIRequestContext, phone: string): Promise<void> {
  const auditor = await tokenOf(request, 'auditor');
  const pending = await call<{ records: Array<{ userId: number; phone: string }> }>(
    request,
    auditor,
    '/admin/user/authReviewList',
    { status: 'pending', size: 100 },
  );
  const applicant = pending.records.find((record) => record.phone === phone);
  if (!applicant) throw new Error(`no pending certification for ${phone}`);
  await call(request, auditor, '/admin/user/reviewAuth', { userId: applicant.userId, approved: true });
}

/** A 1×1 PNG: the smallest real image the upload accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A lot of the demo seller's sold to a new bidder at its starting price: bid through the API,
 * closed by the server's own sweep. The bidder signs in with their phone and the demo password.
 */
export async function soldLot(
  request: APIRequestContext,
  title: string,
): Promise<{ lotId: number; phone: string }> {
  const { lotId } = await openLot(request, { title, endsInMs: 30 * 60_000 });
  const { phone } = await newBidder('竞买人合');
  await frozenDeposit(request, phone, lotId);
  await call(request, await tokenOf(request, phone), '/bid/add', {
    lotId,
    amountFen: 100_000,
    clientBidId: crypto.randomUUID(),
  });
  await inDatabase(`UPDATE lots SET ends_at = now() + interval '1 second' WHERE id = $1`, [lotId]);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/lyp/api/bid/state/${lotId}`)).json()) as { data: { status: string } })
          .data.status,
      { timeout: 30_000 },
    )
    .toBe('sold');
  return { lotId, phone };
}
