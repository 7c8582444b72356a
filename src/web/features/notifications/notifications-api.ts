import type {
  NotificationSettings,
  NotificationTestResult,
  PushSubscriptionInput,
  UpdateNotificationSettings,
} from '#domain/notification.ts';
import { apiSlice } from '../../app/api-slice.ts';

const api = apiSlice.enhanceEndpoints({ addTagTypes: ['NotificationSettings'] });

/** Phone notifications (docs/api/doors.md, "Phone notifications"): the caller's own settings only. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user/me/notifications: never the ntfy token. */
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => '/api/user/me/notifications',
      providesTags: ['NotificationSettings'],
    }),
    /** PUT /api/user/me/notifications: any of ntfyUrl, ntfyToken, listChanges; null clears. */
    updateNotificationSettings: build.mutation<NotificationSettings, UpdateNotificationSettings>({
      query: (body) => ({ url: '/api/user/me/notifications', method: 'PUT', body }),
      invalidatesTags: ['NotificationSettings'],
    }),
    /** POST /api/user/me/notifications/test: answers after sending, how each way went. */
    sendTestNotification: build.mutation<NotificationTestResult, void>({
      query: () => ({ url: '/api/user/me/notifications/test', method: 'POST' }),
      // A subscription the push service no longer knows is dropped: the count may change.
      invalidatesTags: ['NotificationSettings'],
    }),
    /** GET /api/push/vapid-public-key: the applicationServerKey for pushManager.subscribe. */
    getVapidPublicKey: build.query<{ publicKey: string }, void>({
      query: () => '/api/push/vapid-public-key',
    }),
    /** POST /api/user/me/push-subscriptions: this browser's PushSubscription.toJSON(). */
    addPushSubscription: build.mutation<NotificationSettings, PushSubscriptionInput>({
      query: (body) => ({ url: '/api/user/me/push-subscriptions', method: 'POST', body }),
      invalidatesTags: ['NotificationSettings'],
    }),
    /** DELETE /api/user/me/push-subscriptions: this browser's subscription, by its endpoint. */
    removePushSubscription: build.mutation<null, { endpoint: string }>({
      query: (body) => ({ url: '/api/user/me/push-subscriptions', method: 'DELETE', body }),
      invalidatesTags: ['NotificationSettings'],
    }),
  }),
});

export const {
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
  useSendTestNotificationMutation,
  useLazyGetVapidPublicKeyQuery,
  useAddPushSubscriptionMutation,
  useRemovePushSubscriptionMutation,
} = notificationsApi;
