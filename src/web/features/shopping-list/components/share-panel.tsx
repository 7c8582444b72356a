import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState, type FormEvent } from 'react';
import type { Invite } from '#domain/list-sharing.ts';
import type { ItemList } from '#domain/shopping-list.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { paths } from '../../../app/paths.ts';
import { useCreateInviteMutation, useJoinListMutation, useRemoveMemberMutation } from '../sharing-api.ts';

interface Props {
  list: ItemList;
  /** The signed-in user's username. */
  me: string;
  /** A code from a share link (`?join=`), to fill the join form. */
  initialCode?: string;
  disabled?: boolean;
}

/** "Share list" (owner: a code and a link), "Join a list" (a code), and the members with remove or leave. */
export const SharePanel = memo(function SharePanel({ list, me, initialCode = '', disabled = false }: Props) {
  const [createInvite, invite] = useCreateInviteMutation();
  const [joinList, joining] = useJoinListMutation();
  const [removeMember] = useRemoveMemberMutation();
  const [shared, setShared] = useState<Invite | null>(null);
  const [code, setCode] = useState(initialCode);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const owner = list.members[0]?.username ?? me;
  const isOwner = owner === me;
  const { t } = useLingui();
  const failureOf = (err: unknown) => (err as ApiFailure).message || t`the server did not answer`;

  const share = async () => {
    setMessage(null);
    try {
      setShared(await createInvite().unwrap());
    } catch (err) {
      const reason = failureOf(err);
      setMessage({ error: true, text: t`Sharing failed: ${reason}` });
    }
  };
  const join = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setMessage(null);
    try {
      await joinList({ code: code.trim() }).unwrap();
      setCode('');
      setMessage({ error: false, text: t`You now share this list.` });
    } catch (err) {
      const reason = failureOf(err);
      setMessage({ error: true, text: t`Joining failed: ${reason}` });
    }
  };
  const remove = async (username: string) => {
    setMessage(null);
    try {
      await removeMember({ username }).unwrap();
      setMessage({ error: false, text: username === me ? t`You left the list.` : t`${username} was removed.` });
    } catch (err) {
      const reason = failureOf(err);
      setMessage({ error: true, text: t`That failed: ${reason}` });
    }
  };
  const link = shared ? `${location.origin}${paths.joinList(shared.code)}` : '';

  return (
    <div className="share-panel card">
      <h2>
        <Trans>Sharing</Trans>
      </h2>
      <ul className="share-members" aria-label={t`Members`}>
        {list.members.map(({ username }) => (
          <li key={username}>
            <span>
              {username === owner && username === me
                ? t`${username} (owner) (you)`
                : username === owner
                  ? t`${username} (owner)`
                  : username === me
                    ? t`${username} (you)`
                    : username}
            </span>
            {username !== owner && username === me && (
              <button type="button" className="btn btn-small" disabled={disabled} onClick={() => void remove(username)}>
                <Trans>Leave</Trans>
              </button>
            )}
            {username !== owner && username !== me && isOwner && (
              <button
                type="button"
                className="btn btn-small"
                disabled={disabled}
                onClick={() => void remove(username)}
                aria-label={t`Remove ${username}`}
              >
                <Trans>Remove</Trans>
              </button>
            )}
          </li>
        ))}
      </ul>
      {isOwner && (
        <div className="row">
          <button type="button" className="btn" disabled={disabled || invite.isLoading} onClick={() => void share()}>
            <Trans>Share list</Trans>
          </button>
        </div>
      )}
      {shared && (
        <div className="share-invite">
          <label htmlFor="invite-code">
            <Trans>Invite code</Trans>
          </label>
          <input id="invite-code" className="input" readOnly value={shared.code} onFocus={(e) => e.target.select()} />
          <label htmlFor="invite-link">
            <Trans>Invite link</Trans>
          </label>
          <input id="invite-link" className="input" readOnly value={link} onFocus={(e) => e.target.select()} />
          <p className="muted">
            <Trans>Valid for 24 hours, for one person.</Trans>
          </p>
        </div>
      )}
      <form className="row" onSubmit={(e) => void join(e)} aria-label={t`Join a list`}>
        <label htmlFor="join-code">
          <Trans>Code to join a list</Trans>
        </label>
        <input id="join-code" className="input" value={code} onChange={(e) => setCode(e.target.value)} />
        <button type="submit" className="btn" disabled={disabled || joining.isLoading || !code.trim()}>
          <Trans>Join a list</Trans>
        </button>
      </form>
      {message && (
        <p
          className={message.error ? 'alert alert-danger' : 'alert alert-success'}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </div>
  );
});
