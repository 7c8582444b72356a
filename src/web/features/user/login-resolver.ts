import type { Resolver } from 'react-hook-form';
import type { LoginInput } from '#domain/user.ts';

export interface LoginValues {
  username: string;
  password: string;
}

type LoginResolver = Resolver<LoginValues, unknown, LoginInput>;

let loading: Promise<LoginResolver> | undefined;

/**
 * Starts loading zod and the login schema (once). The login form is the first page most visitors see,
 * and building zod's schemas was the largest piece of its start-up work, so they load when the form is
 * first touched rather than with the page. A failed load (offline) is tried again on the next call.
 */
export function preloadLoginResolver(): Promise<LoginResolver> {
  loading ??= Promise.all([import('@hookform/resolvers/zod'), import('#domain/user.ts')]).then(
    ([resolvers, user]) => resolvers.zodResolver(user.LoginInputSchema),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/**
 * The login form's resolver: the domain's LoginInputSchema, loaded on first use. When it cannot load
 * (offline), the values go on as the schema would shape them: the server checks the same rules, and its
 * answer is shown as any failed login is.
 */
export const loginResolver: LoginResolver = async (values, context, options) => {
  try {
    return (await preloadLoginResolver())(values, context, options);
  } catch {
    return { values: { username: values.username.trim().toLowerCase(), password: values.password }, errors: {} };
  }
};
