// Which IP addresses the server may connect out to. Anything that reaches the site's own machine
// or network (private, loopback, link-local, unique-local, multicast, reserved ranges — in IPv4,
// IPv6, and IPv4 addresses carried inside IPv6) is refused unless the operator allows it.
// Addresses are compared as bytes, so every written form of one address is the same address.
import { isIP } from 'node:net';

interface Range { bytes: Uint8Array; bits: number }

/** an IPv4 or IPv6 address as 4 or 16 bytes; undefined when `text` is not one */
export function addressBytes(text: string): Uint8Array | undefined {
  const plain = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(plain);
  if (family === 4) return Uint8Array.from(plain.split('.').map(Number));
  if (family !== 6) return undefined;
  // a trailing dotted quad ("::ffff:127.0.0.1") becomes two hex groups
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  let hex = plain;
  if (tail) {
    const [a, b, c, d] = tail[1].split('.').map(Number);
    hex = plain.slice(0, -tail[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = hex.split('::');
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest !== undefined && rest !== '' ? rest.split(':') : [];
  const groups = rest === undefined ? headGroups : [...headGroups, ...Array(8 - headGroups.length - restGroups.length).fill('0'), ...restGroups];
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => { const n = parseInt(g, 16); bytes[i * 2] = n >> 8; bytes[i * 2 + 1] = n & 0xff; });
  return bytes;
}

function range(cidr: string): Range {
  const [ip, bits] = cidr.split('/');
  const bytes = addressBytes(ip);
  if (!bytes) throw new Error(`not an address: ${cidr}`);
  return { bytes, bits: bits === undefined ? bytes.length * 8 : Number(bits) };
}

function within(address: Uint8Array, r: Range): boolean {
  if (address.length !== r.bytes.length) return false;
  for (let bit = 0; bit < r.bits; bit += 8) {
    const take = Math.min(8, r.bits - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    if ((address[bit / 8] & mask) !== (r.bytes[bit / 8] & mask)) return false;
  }
  return true;
}

const REFUSED_V4 = [
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24',
  '192.0.2.0/24', '192.88.99.0/24', '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24',
  '224.0.0.0/4', '240.0.0.0/4',
].map(range);

const REFUSED_V6 = [
  '::/96', // unspecified, loopback and the old IPv4-compatible form
  '100::/64', '2001::/32', '2001:db8::/32', 'fc00::/7', 'fe80::/10', 'fec0::/10', 'ff00::/8',
].map(range);

const MAPPED = range('::ffff:0:0/96');
const NAT64 = range('64:ff9b::/96');
const SIX_TO_FOUR = range('2002::/16');

/** IPv6 forms that carry an IPv4 address: mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d), 6to4 (2002:aabb:ccdd::) */
function embeddedIpv4(bytes: Uint8Array): Uint8Array | undefined {
  if (within(bytes, MAPPED) || within(bytes, NAT64)) return bytes.slice(12);
  if (within(bytes, SIX_TO_FOUR)) return bytes.slice(2, 6);
  return undefined;
}

/** true when `address` is one the server must not reach on its own (see the ranges above) */
export function isInternalAddress(address: string): boolean {
  const bytes = addressBytes(address);
  if (!bytes) return true;
  if (bytes.length === 4) return REFUSED_V4.some((r) => within(bytes, r));
  const v4 = embeddedIpv4(bytes);
  if (v4) return REFUSED_V4.some((r) => within(v4, r));
  return REFUSED_V6.some((r) => within(bytes, r));
}

/**
 * The operator's allowances (`outbound.allow` in oj.config.json): host names, IP addresses and
 * CIDR ranges that may be reached even though they are internal.
 */
export class Allowances {
  private readonly hosts = new Set<string>();
  private readonly ranges: Range[] = [];

  constructor(entries: readonly string[]) {
    for (const raw of entries) {
      const entry = raw.trim().toLowerCase();
      if (addressBytes(entry.split('/')[0])) this.ranges.push(range(entry));
      else if (/^[a-z0-9.-]+$/.test(entry) && !entry.includes('/')) this.hosts.add(entry.replace(/\.$/, ''));
      else throw new Error(`outbound.allow: "${raw}" is not a host name, an IP address or a CIDR range`);
    }
  }

  host(name: string): boolean {
    return this.hosts.has(name.toLowerCase().replace(/\.$/, ''));
  }

  address(address: string): boolean {
    const bytes = addressBytes(address);
    if (!bytes) return false;
    const v4 = bytes.length === 16 ? embeddedIpv4(bytes) : undefined;
    return this.ranges.some((r) => within(bytes, r) || (v4 !== undefined && within(v4, r)));
  }
}
