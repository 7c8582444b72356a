import type { TextImportReply } from '#domain/bring-in.ts';
import { apiSlice } from '../../../app/api-slice.ts';

/** A draft read from a page the bookmarklet handed over: as POST /import/text answers it. */
type HandedOverDraft = TextImportReply;

/**
 * The bookmarklet (docs/api/bring-in.md, "The bookmarklet and the hand-over"): its code, the page it
 * handed over read into a draft, and the single claim of a page handed over by its form POST. Nothing
 * here saves a recipe.
 */
export const bookmarkletApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    bookmarkletCode: build.query<string, void>({
      query: () => '/api/recipes/import/bookmarklet',
      transformResponse: (reply: { code: string }) => reply.code,
    }),
    readHandedOverPage: build.mutation<HandedOverDraft, { html: string; url: string }>({
      query: ({ html, url }) => ({
        url: '/api/recipes/import/text',
        method: 'POST',
        body: { text: html, url, format: 'auto' },
      }),
    }),
    // A mutation although it GETs: a claim takes the hand-over away, so it is never cached or repeated.
    claimHandoff: build.mutation<HandedOverDraft, string>({
      query: (id) => ({ url: `/api/recipes/import/handoff/${encodeURIComponent(id)}`, method: 'GET' }),
    }),
  }),
});

export const { useBookmarkletCodeQuery, useReadHandedOverPageMutation, useClaimHandoffMutation } = bookmarkletApi;
