import type { AuthConfig } from '#domain/auth-config.ts';
import { apiSlice } from '../../app/api-slice.ts';

/** The ways in (GET /api/auth/config) and the OIDC ticket's exchange (docs/api/doors.md, section 4). */
export const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getAuthConfig: build.query<AuthConfig, void>({
      query: () => '/api/auth/config',
    }),
    /** POST /api/auth/oidc/exchange: a one-use ticket for the token to store. */
    exchangeOidcTicket: build.mutation<{ token: string }, { ticket: string }>({
      query: (body) => ({ url: '/api/auth/oidc/exchange', method: 'POST', body }),
    }),
  }),
});

export const { useGetAuthConfigQuery, useExchangeOidcTicketMutation } = authApi;
