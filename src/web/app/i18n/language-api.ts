import type { Language } from '#domain/languages.ts';
import { apiSlice } from '../api-slice.ts';

/** The languages offered, on the one api slice (the settings' own call is the user feature's). */
export const languageApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/languages: the same for everyone, so fetched once a visit. */
    getLanguages: build.query<Language[], void>({
      query: () => '/api/languages',
      transformResponse: (answer: { rows: Language[] }) => answer.rows,
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const { useGetLanguagesQuery } = languageApi;
