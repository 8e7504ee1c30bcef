// INT-4: no delivery to loopback, private, link-local or unique-local addresses (nor the other
// ranges that never mean "a receiver on the internet") unless an administrator allows it. The
// name is resolved and every address judged, at subscription time and again at each delivery;
// the delivery then connects to the address that was judged (`pinnedLookup`), so a name that
// resolves differently a moment later (DNS rebinding) cannot slip past the check.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const RANGES: readonly (readonly [kind: string, network: string, prefix: number])[] = [
  ['unspecified', '0.0.0.0', 8],
  ['private', '10.0.0.0', 8],
  ['carrier-grade NAT', '100.64.0.0', 10],
  ['loopback', '127.0.0.0', 8],
  ['link-local', '169.254.0.0', 16],
  ['private', '172.16.0.0', 12],
  ['IETF protocol', '192.0.0.0', 24],
  ['private', '192.168.0.0', 16],
  ['benchmarking', '198.18.0.0', 15],
  ['multicast', '224.0.0.0', 4],
  ['reserved', '240.0.0.0', 4],
  ['unspecified', '::', 128],
  ['loopback', '::1', 128],
  ['NAT64', '64:ff9b::', 96],
  ['NAT64', '64:ff9b:1::', 48],
  ['unique-local', 'fc00::', 7],
  ['link-local', 'fe80::', 10],
  ['multicast', 'ff00::', 8],
];
const LISTS = RANGES.map(([kind, network, prefix]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, isIP(network) === 6 ? 'ipv6' : 'ipv4');
  return { kind, list };
});

/** An IPv4 address written inside IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`) as IPv4. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  if (!mapped) return address;
  if (isIP(mapped) === 4) return mapped;
  const groups = mapped.split(':').map((g) => parseInt(g, 16));
  if (groups.length !== 2 || groups.some((g) => !(g >= 0 && g <= 0xffff))) return address;
  const [high, low] = groups as [number, number];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** The kind of non-public range `address` is in (e.g. 'loopback'), or null for a public address. */
export function nonPublicRange(address: string): string | null {
  const plain = unmapped(address.replace(/^\[|\]$/g, ''));
  const family = isIP(plain);
  if (family === 0) return 'not an IP address';
  const type = family === 6 ? 'ipv6' : 'ipv4';
  return LISTS.find(({ list }) => list.check(plain, type))?.kind ?? null;
}

export class RefusedAddress extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly range: string,
  ) {
    super(
      `${host} is ${address}, a ${range} address: refused (an administrator may allow private addresses)`,
    );
  }
}

/** Every address of `host` (an IP literal is itself), judged; throws RefusedAddress or a DNS error. */
export async function resolveReceiver(host: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses: LookupAddress[] = isIP(bare)
    ? [{ address: bare, family: isIP(bare) }]
    : await new Promise((done, fail) =>
        dnsLookup(bare, { all: true }, (error, found) => (error ? fail(error) : done(found))),
      );
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const range = nonPublicRange(address);
      if (range) throw new RefusedAddress(bare, address, range);
    }
  }
  return addresses;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http.request that answers only the addresses already judged. */
export function pinnedLookup(addresses: readonly LookupAddress[]) {
  return (_host: string, options: { all?: boolean }, callback: LookupCallback) => {
    if (options.all) callback(null, [...addresses]);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}
