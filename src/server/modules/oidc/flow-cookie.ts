import { randomBytes } from 'node:crypto';
import { signerFactory } from '@fastify/cookie';
import type { Db } from '../../db/client.ts';
import { sharedSecret } from './repository.ts';

/** What the start of a flow hands to its callback, in the browser's cookie. */
export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
  /** When the flow began, ms since the epoch. */
  startedAt: number;
}

/**
 * Seals the flow into a signed cookie value (@fastify/cookie's HMAC signer) and opens it again. The key is
 * made once and kept in the database, so the instance that sees the callback need not be the one that began it.
 */
export function createFlowCookie(db: Db) {
  let signer: Promise<ReturnType<typeof signerFactory>> | undefined;
  const load = () => {
    signer ??= sharedSecret(db, 'flow-cookie', randomBytes(32).toString('base64url')).then(
      (key) => signerFactory(key),
      (err: unknown) => {
        signer = undefined;
        throw err;
      },
    );
    return signer;
  };
  return {
    async seal(flow: OidcFlow): Promise<string> {
      return (await load()).sign(Buffer.from(JSON.stringify(flow)).toString('base64url'));
    },
    /** The flow, or undefined when the value is missing, altered or not one of ours. */
    async open(value: string | undefined): Promise<OidcFlow | undefined> {
      if (!value) return undefined;
      const result = (await load()).unsign(value);
      if (!result.valid || result.value === null) return undefined;
      try {
        const flow = JSON.parse(Buffer.from(result.value, 'base64url').toString('utf8')) as Partial<OidcFlow>;
        const ok =
          typeof flow.state === 'string' &&
          typeof flow.nonce === 'string' &&
          typeof flow.verifier === 'string' &&
          typeof flow.startedAt === 'number';
        return ok ? (flow as OidcFlow) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
