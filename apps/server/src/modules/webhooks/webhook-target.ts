import { BlockList } from 'node:net';
import { lookup } from 'node:dns/promises';
import { unmapped } from '../../lib/ip-allowlist';

/**
 * Where a company's webhooks may point. In production only https:// to public addresses: an
 * endpoint on the platform's own network (a database, a metadata service) would let a company
 * make the platform call it. Demo and test machines allow http:// and private addresses, where
 * the receivers are.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['198.18.0.0', 15],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  // NAT64 and 6to4 reach IPv4 addresses through IPv6 ones.
  ['64:ff9b::', 96],
  ['2002::', 16],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
export function isPrivateAddress(address: string, family: 4 | 6): boolean {
  const plain = unmapped(address);
  return PRIVATE.check(plain, plain === address && family === 6 ? 'ipv6' : 'ipv4');
}

/** Why the URL cannot be a target, or undefined. Checked when saved. */
export function urlRefusal(url: string, allowPrivateTargets: boolean): string | undefined {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !allowPrivateTargets) return '须使用 https:// 地址';
  if (parsed.username || parsed.password) return '地址中不能包含用户名或密码';
  return undefined;
}

/**
 * Why the host cannot be sent to now, or undefined: its addresses are looked up at each send, as
 * a name may come to point elsewhere after it was saved.
 */
export async function addressRefusal(url: string, allowPrivateTargets: boolean): Promise<string | undefined> {
  if (allowPrivateTargets) return undefined;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0) return `无法解析域名 ${host}`;
  if (addresses.some((entry) => isPrivateAddress(entry.address, entry.family as 4 | 6)))
    return `${host} 指向内网地址，不能推送`;
  return undefined;
}
