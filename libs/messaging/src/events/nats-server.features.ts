import type { NatsConnection } from '@nats-io/transport-node';

/**
 * Whether the connected server is at least `minimum` (`major.minor.patch`). The consumer uses it for
 * features that older servers reject: several filter subjects on one consumer (2.10) and a reason
 * on `term` (2.11). Debian's packaged nats-server is 2.9.
 */
export function serverVersionAtLeast(nc: NatsConnection, minimum: string): boolean {
  const current = parseVersion(nc.info?.version ?? '0.0.0');
  const wanted = parseVersion(minimum);
  for (let index = 0; index < 3; index += 1) {
    if (current[index] !== wanted[index]) {
      return current[index] > wanted[index];
    }
  }
  return true;
}

function parseVersion(version: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = version
    .replace(/^v/, '')
    .split(/[.-]/)
    .slice(0, 3)
    .map((part) => Number.parseInt(part, 10) || 0);
  return [major, minor, patch];
}
