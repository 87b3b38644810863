import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** An IPv4 address mapped into IPv6 (::ffff:10.0.0.1), as a dual-stack socket reports it, read as IPv4. */
export function unmapped(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

function addEntry(list: BlockList, entry: string): void {
  const [address, prefix] = entry.split('/');
  if (!address) return;
  const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
  if (!type) return;
  if (prefix === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(prefix), type);
}

/**
 * Whether `ip` is one of the allow-list's addresses or ranges (CIDR). An empty list allows any
 * address. The entries were checked when saved; one that is not an address matches nothing.
 */
export function ipAllowed(allowlist: readonly string[], ip: string): boolean {
  if (allowlist.length === 0) return true;
  const list = new BlockList();
  for (const entry of allowlist) addEntry(list, entry);
  const caller = unmapped(ip);
  const type = isIPv4(caller) ? 'ipv4' : isIPv6(caller) ? 'ipv6' : undefined;
  return type !== undefined && list.check(caller, type);
}
