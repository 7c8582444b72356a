import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { clearToken, setToken } from '../../app/api.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { useExchangeOidcTicketMutation } from './auth-api.ts';
import { fetchMe } from './user-api.ts';

const loginSuccess = msg`🎉 Success Login 🎉!`;

/** Tickets already sent: a ticket is good once, and a re-mounted screen must not spend it twice. */
const sent = new Set<string>();

/**
 * `/login?oidc=<ticket>`: exchanges the ticket for a token and signs in as a password login does (the token
 * stored, the user fetched, the success toast); the page then sends the signed-in user on. Answers whether
 * the exchange is under way, and whether it failed.
 */
export function useOidcTicket(ticket: string | null): { working: boolean; failed: boolean } {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [exchange] = useExchangeOidcTicketMutation();
  const [state, setState] = useState({ working: ticket !== null, failed: false });

  useEffect(() => {
    if (ticket === null || sent.has(ticket)) return;
    sent.add(ticket);
    void (async () => {
      const answer = await exchange({ ticket });
      if (answer.error) {
        setState({ working: false, failed: true });
        return;
      }
      setToken(answer.data.token);
      const me = await dispatch(fetchMe());
      if (me.error) {
        clearToken();
        setState({ working: false, failed: true });
        return;
      }
      toast.success(t(loginSuccess), { autoClose: 3000 });
      setState({ working: false, failed: false });
    })();
  }, [dispatch, exchange, t, ticket]);

  return state;
}
