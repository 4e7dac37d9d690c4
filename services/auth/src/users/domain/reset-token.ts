import { createHash, randomBytes } from 'node:crypto';

/** A reset link works one hour (issue 6). */
export const RESET_TOKEN_VALIDITY_MINUTES = 60;

/** A reset token as stored: never the token itself, only its SHA-256. */
export interface PasswordResetToken {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

/** 32 random bytes, base64url (43 characters): what the link carries. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function resetUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}
