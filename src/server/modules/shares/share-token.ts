import { createHash, randomBytes } from 'node:crypto';
import { ShareLimits } from '#domain/share.ts';

/** A new token: 144 random bits, base64url (24 characters). Shown once; only its hash is kept. */
export const newShareToken = () => randomBytes(ShareLimits.tokenBytes).toString('base64url');

/** The stored form of a token. */
export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Whether a path segment could be a token at all; anything else is dead without a query. */
export const isTokenShaped = (value: string) => /^[A-Za-z0-9_-]{22,64}$/.test(value);
