import * as client from 'openid-client';
import type { OidcSettings } from '../../config.ts';

/** The claims sign-in reads: from the ID token, completed by the userinfo endpoint. */
export type OidcClaims = Record<string, unknown> & { sub: string };

/**
 * The app's side of the code flow with one provider (openid-client v6): a confidential client with
 * client_secret_basic, PKCE S256 always. Discovery is done on first use and kept; a failure is retried next time.
 */
export function createProviderClient(settings: OidcSettings) {
  let configuration: Promise<client.Configuration> | undefined;
  const discover = () => {
    configuration ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        { client_secret: settings.clientSecret },
        client.ClientSecretBasic(settings.clientSecret),
        settings.allowHttp ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        configuration = undefined;
        throw err;
      });
    return configuration;
  };

  return {
    /** The issuer as the provider names itself: half of an account's link. */
    async issuer(): Promise<string> {
      return (await discover()).serverMetadata().issuer;
    },

    /** The provider's authorization URL for a new flow. */
    async authorizationUrl(flow: { state: string; nonce: string; verifier: string }, redirectUri: string) {
      const config = await discover();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      }).href;
    },

    /** Redeems the callback's code (state, nonce and verifier checked) and answers the account's claims. */
    async redeem(callbackUrl: URL, flow: { state: string; nonce: string; verifier: string }): Promise<OidcClaims> {
      const config = await discover();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      const userInfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      return { ...idClaims, ...userInfo, sub: idClaims.sub };
    },
  };
}

export const newFlowSecrets = () => ({
  state: client.randomState(),
  nonce: client.randomNonce(),
  verifier: client.randomPKCECodeVerifier(),
});
