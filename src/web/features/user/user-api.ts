import type { EditMeInput, LoginInput, Me, SignUpInput, User } from '#domain/user.ts';
import { apiSlice } from '../../app/api-slice.ts';
import type { SettingsPatch, UserSettings } from '#domain/languages.ts';

/** A field whose uniqueness the sign-up and profile forms check on blur (spec §5). */
export type AvailabilityField = 'username' | 'email';

/** The account calls. The signed-in user is one cache entry (getMe), never copied into a slice. */
export const userApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user/me. */
    getMe: build.query<Me, void>({
      query: () => '/api/user/me',
      providesTags: ['Me'],
    }),
    /** POST /api/user/login: the token to store. */
    login: build.mutation<{ token: string }, LoginInput>({
      query: (input) => ({ url: '/api/user/login', method: 'POST', body: input }),
    }),
    /** POST /api/user/logout: revokes the token. */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/api/user/logout', method: 'POST' }),
    }),
    /** POST /api/user/signup. */
    signUp: build.mutation<User, SignUpInput>({
      query: (input) => ({ url: '/api/user/signup', method: 'POST', body: input }),
    }),
    /** PUT /api/user/editMe: any sign-up field, password optional; the answer becomes the cached user. */
    editMe: build.mutation<User, EditMeInput>({
      query: (input) => ({ url: '/api/user/editMe', method: 'PUT', body: input }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(userApi.util.updateQueryData('getMe', undefined, (me) => ({ ...me, ...data })));
      },
    }),
    /**
     * PATCH /api/user/me/settings: language and units. The cached user takes the change at once (it applies
     * before the server answers) and then what the server stored; a refusal leaves the change shown, and the
     * caller offers to save it again.
     */
    updateSettings: build.mutation<UserSettings, SettingsPatch>({
      query: (body) => ({ url: '/api/user/me/settings', method: 'PATCH', body }),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        dispatch(userApi.util.updateQueryData('getMe', undefined, (me) => void Object.assign(me, body)));
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(userApi.util.updateQueryData('getMe', undefined, (me) => void Object.assign(me, data)));
      },
    }),
    /** POST /api/user/userExists/{field}: is this username or e-mail still free? */
    checkAvailability: build.mutation<
      { field: AvailabilityField; isAvailable: boolean },
      { field: AvailabilityField; value: string }
    >({
      query: ({ field, value }) => ({ url: `/api/user/userExists/${field}`, method: 'POST', body: { value } }),
    }),
  }),
});

export const {
  useGetMeQuery,
  useLoginMutation,
  useLogoutMutation,
  useSignUpMutation,
  useEditMeMutation,
  useCheckAvailabilityMutation,
  useUpdateSettingsMutation,
} = userApi;

/** Asks the server again who is signed in (a login, another tab's login), whatever the cache holds. */
export const fetchMe = () => userApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false });
