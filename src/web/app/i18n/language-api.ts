import { apiSlice } from '../api-slice.ts';

/** One language the server offers (GET /api/languages): `name` is its own name ("Deutsch"). */
export interface OfferedLanguage {
  code: string;
  name: string;
  dir: 'ltr' | 'rtl';
  complete: boolean;
}

/** The unit system a person asked for; null: automatic (by region). */
export type UnitsSetting = 'metric' | 'us' | null;

/** A user's settings (GET/PATCH /api/user/me/settings, and on the user shape): null is "Automatic". */
export interface UserSettings {
  language: string | null;
  units: UnitsSetting;
}

/** The languages offered, on the one api slice (the settings' own call is the user feature's). */
export const languageApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/languages: the same for everyone, so fetched once a visit. */
    getLanguages: build.query<OfferedLanguage[], void>({
      query: () => '/api/languages',
      transformResponse: (answer: { rows: OfferedLanguage[] }) => answer.rows,
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const { useGetLanguagesQuery } = languageApi;
