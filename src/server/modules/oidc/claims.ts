import { UserLimits as L } from '#domain/constants.ts';
import type { OidcClaims } from './provider-client.ts';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The e-mail claim, if the provider sent one. */
export const emailOf = (claims: OidcClaims) => text(claims.email)?.toLowerCase();

/** True only for a real `email_verified: true` (some providers send the string "true"). */
export const isEmailVerified = (claims: OidcClaims) =>
  claims.email_verified === true || claims.email_verified === 'true';

/** The groups in `claim`: an array of names or one name; missing, null or empty is no group. */
export function groupsOf(claims: OidcClaims, claim: string): string[] {
  const value = claims[claim];
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (!Array.isArray(value)) return [];
  return value.filter((g): g is string => typeof g === 'string');
}

/**
 * A valid username (6 to 30 of a-z, 0-9, `.`, `_`, `-`) from preferred_username, else the e-mail's local part,
 * else the name; accents dropped, other characters become `_`, too short ones get `_user`.
 */
export function usernameBase(claims: OidcClaims): string {
  const raw = text(claims.preferred_username) ?? emailOf(claims)?.split('@')[0] ?? text(claims.name) ?? 'cook';
  let name = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '_')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, L.maxUsernameLength);
  if (name === '') name = 'cook';
  while (name.length < L.minUsernameLength) name += '_user';
  return name.slice(0, L.maxUsernameLength);
}

/** The n-th choice after `base` is taken: `base_2`, `base_3`, … cut to fit. */
export function usernameChoice(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `_${n}`;
  return base.slice(0, L.maxUsernameLength - suffix.length) + suffix;
}

const fit = (value: string | undefined, fallback: string) => {
  const v = value?.slice(0, L.maxNameLength).trim();
  return v && v.length >= L.minNameLength ? v : fallback;
};

/** First and last name from given_name/family_name, else split from `name`. */
export function namesOf(claims: OidcClaims, username: string): { firstName: string; lastName: string } {
  const [first, ...rest] = (text(claims.name) ?? '').split(/\s+/);
  return {
    firstName: fit(text(claims.given_name) ?? (first || undefined), username.slice(0, L.maxNameLength)),
    lastName: fit(text(claims.family_name) ?? (rest.join(' ') || undefined), 'User'),
  };
}
