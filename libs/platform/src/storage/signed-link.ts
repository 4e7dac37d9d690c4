import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed links (HMAC-SHA256) to private files: `?expires=<unix seconds>&signature=<hex>`
 * over the path and the expiry. The venues service signs the links it puts in a document's DTO, the
 * gateway checks them before anything else; both know FILE_LINK_SECRET.
 */
export interface SignedLink {
  expires: number;
  signature: string;
}

function signatureOf(secret: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`${path}\n${expires}`).digest('hex');
}

export function signLink(secret: string, path: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${path}?expires=${expires}&signature=${signatureOf(secret, path, expires)}`;
}

/** Whether the link's signature is the secret's for this path and its time is not over. */
export function verifyLink(secret: string, path: string, link: Partial<Record<keyof SignedLink, unknown>>, now: Date = new Date()): boolean {
  const expires = Number(link.expires);
  const signature = typeof link.signature === 'string' ? link.signature : '';
  if (!Number.isSafeInteger(expires) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signatureOf(secret, path, expires), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return false;
  return expires * 1000 > now.getTime();
}
