import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiUrl } from '@lyp/shared/api/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createLocalFileStorage } from '../../lib/file-storage';

/**
 * A real full disk: the files directory is a 1 MiB tmpfs mounted for the test (the test
 * runs as root, as CI does), so the write fails with ENOSPC as it would in production.
 */
const MOUNT_BYTES = 1024 * 1024;
let mountDir: string;
let t: TestApp;
let baseUrl: string;
// One connection, kept alive: the second request must not wait behind the first's body.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  mountDir = await mkdtemp(path.join(tmpdir(), 'lyp-full-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${MOUNT_BYTES}`, 'tmpfs', mountDir]);
  t = await createTestApp({
    uploadMaxBytes: 8 * MOUNT_BYTES,
    fileStorage: () => createLocalFileStorage(mountDir),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  agent.destroy();
  await t?.close();
  execFileSync('umount', [mountDir]);
  await rm(mountDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
}

function request(method: string, url: string, headers: http.OutgoingHttpHeaders, body?: Buffer) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(`${baseUrl}${url}`, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString() }),
      );
    });
    // The server may answer and close before taking the whole body: that write error is expected.
    outgoing.on('error', (error) => (outgoing.writableFinished ? reject(error) : undefined));
    outgoing.end(body);
  });
}

function multipartUpload(token: string, name: string, bytes: Buffer) {
  const boundary = `----lyp${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return request(
    'POST',
    apiUrl('fileUpload'),
    { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  );
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('an upload to a full disk', () => {
  it('is answered 507 in Chinese, keeps nothing, and the next request is answered at once', async () => {
    const token = await t.signIn('buyer');
    const upload = await multipartUpload(token, '现场照片.png', randomBytes(3 * MOUNT_BYTES));
    expect(upload.status).toBe(507);
    expect(JSON.parse(upload.body)).toMatchObject({
      error: 'STORAGE_FULL',
      msg: expect.stringContaining('存储空间不足'),
    });

    const health = await request('GET', apiUrl('health'), {});
    expect(health.status).toBe(200);
    expect(await filesIn(mountDir)).toEqual([]);
  }, 15_000);

  it('still takes a small file once there is room', async () => {
    const token = await t.signIn('buyer');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = await multipartUpload(token, '小图.png', png);
    expect(upload.status).toBe(200);
    expect(await filesIn(mountDir)).toHaveLength(1);
  });
});
