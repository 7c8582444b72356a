import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import type { LoginInput } from '#domain/user.ts';
import { clearToken, setToken } from '../../app/api.ts';
import type { ApiFailure } from '../../app/api-slice.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { fetchMe, useLoginMutation } from './user-api.ts';

/** Success toast of spec §8 / §9: 3000 ms. */
export const LOGIN_SUCCESS_TOAST = '🎉 Success Login 🎉!';
const loginSuccess = msg`🎉 Success Login 🎉!`;

/**
 * Spec §4's login: the token is stored, the user is fetched, a success toast shows. Resolves to the
 * failure's words, or null on success; a token whose user cannot be fetched is dropped again.
 */
export function useLogin() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  return useCallback(
    async (input: LoginInput): Promise<string | null> => {
      const answer = await login(input);
      if (answer.error) return (answer.error as ApiFailure).message || t`Login failed`;
      setToken(answer.data.token);
      const me = await dispatch(fetchMe());
      if (me.error) {
        clearToken();
        return (me.error as ApiFailure).message || t`Login failed`;
      }
      toast.success(t(loginSuccess), { autoClose: 3000 });
      return null;
    },
    [dispatch, login, t],
  );
}
