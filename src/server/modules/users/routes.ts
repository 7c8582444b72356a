import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, pagedSchema } from '#domain/common.ts';
import { settingsFields, settingsPatchSchema, UserSettingsSchema } from '#domain/languages.ts';
import {
  EditMeInputSchema,
  LoginInputSchema,
  LoginResultSchema,
  MeSchema,
  SignUpInputSchema,
  UserExistsInputSchema,
  UserExistsParamsSchema,
  UserExistsResultSchema,
  UserListQuerySchema,
  UserSchema,
} from '#domain/user.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { AccountLookupLimit, LoginThrottle } from './login-throttle.ts';
import { RateLimitedError } from '../../lib/errors.ts';
import type { UserService } from './service.ts';
import type { PasswordAccess } from './password-access.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const tags = ['users'];
const security = [{ bearer: [] }];

/** /api/user: sign-up, login, logout, availability, profile, settings and the admin user list. */
export const userRoutes: FastifyPluginAsyncZod<{
  users: UserService;
  loginThrottle: LoginThrottle;
  accountLookups: AccountLookupLimit;
  /** The language codes of the catalogs: the only values `language` may take besides null. */
  languageCodes: readonly string[];
  /** OIDC_ONLY and SIGNUP_OPEN (403 when off). */
  passwordAccess: PasswordAccess;
}> = async (app, { users, loginThrottle, accountLookups, languageCodes, passwordAccess }) => {
  app.post(
    '/signup',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Create an account',
        body: SignUpInputSchema,
        response: { 201: UserSchema, ...errors(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      passwordAccess.assertSignup();
      await accountLookups.count(request.ip);
      return reply.status(201).send(await users.signUp(request.body));
    },
  );

  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in; the error text is shown to the user',
        body: LoginInputSchema,
        response: { 200: LoginResultSchema, ...errors(400, 401, 403, 429) },
      },
    },
    // Counted before the password is checked; a right one gives its count back (see login-throttle.ts).
    async (request) => {
      passwordAccess.assertLogin();
      const attempt = await loginThrottle.attempt(request.ip, request.body.username);
      if (!attempt.allowed) {
        const wait = attempt.retryAfterSeconds;
        throw new RateLimitedError(wait, `Too many failed logins. Try again in ${wait} seconds.`);
      }
      const token = await users.login(request.body);
      await attempt.succeeded();
      return { token };
    },
  );

  app.post(
    '/logout',
    {
      schema: { tags, security, summary: 'Revoke the current token', response: { 204: z.null(), ...errors(401) } },
    },
    async (request, reply) => {
      requireSessionUser(request);
      await users.logout(request.token!);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/userExists/:prop',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Whether a username or e-mail is still free (case-insensitive)',
        params: UserExistsParamsSchema,
        body: UserExistsInputSchema,
        response: { 200: UserExistsResultSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      await accountLookups.count(request.ip);
      return {
        field: request.params.prop,
        isAvailable: await users.isAvailable(request.params.prop, request.body.value),
      };
    },
  );

  app.get(
    '/me',
    {
      schema: { tags, security, summary: 'The signed-in user', response: { 200: MeSchema, ...errors(401) } },
    },
    async (request) => users.me(requireSessionUser(request).id),
  );

  app.put(
    '/editMe',
    {
      schema: {
        tags,
        security,
        summary: 'Change profile fields; a new password signs out every other session',
        body: EditMeInputSchema.extend(settingsFields(languageCodes)),
        response: { 200: UserSchema, ...errors(400, 401, 409) },
      },
    },
    async (request) => users.editMe(requireSessionUser(request).id, request.token!, request.body),
  );

  app.get(
    '/me/settings',
    {
      schema: {
        tags,
        security,
        summary: "The caller's language and units; null is automatic",
        response: { 200: UserSettingsSchema, ...errors(401) },
      },
    },
    async (request) => users.settings(requireSessionUser(request).id),
  );

  app.patch(
    '/me/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Change the language, the units or both (a language code of GET /api/languages, or null)',
        body: settingsPatchSchema(languageCodes),
        response: { 200: UserSettingsSchema, ...errors(400, 401) },
      },
    },
    async (request) => users.changeSettings(requireSessionUser(request).id, request.body),
  );

  app.get(
    '/all',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'All users, a page at a time (admin)',
        querystring: UserListQuerySchema,
        response: { 200: pagedSchema(UserSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => users.list(request.query.page, request.query.sort === 'true'),
  );
};
