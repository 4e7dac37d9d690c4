import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: a mailed link's token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the confirmation token's SHA-256 is stored: a database leak confirms nobody. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function confirmUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/statut?abonnement=${token}`;
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/statut?desabonnement=${token}`;
}
