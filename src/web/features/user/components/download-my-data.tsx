import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { downloadWithToken } from '../../../app/download.ts';

/** "Download my data": everything the person owns, as one JSON file (GET /api/user/me/export). */
export function DownloadMyData() {
  const { t } = useLingui();
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const download = async () => {
    setState({ busy: true });
    try {
      await downloadWithToken('/api/user/me/export', 'hello-kitchen-my-data.json');
      setState({ busy: false });
    } catch (err) {
      setState({ busy: false, error: (err as Error).message });
    }
  };
  const { error } = state;
  return (
    <section className="card" aria-labelledby="my-data">
      <h2 id="my-data">
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>Your profile, likes, dislikes, shopping lists, meal plan and suggestions, as one file.</Trans>
      </p>
      <button type="button" className="btn" onClick={download} disabled={state.busy}>
        {state.busy ? t`Preparing…` : t`Download my data`}
      </button>
      {error && (
        <p role="alert">
          <Trans>Could not download your data: {error}</Trans>{' '}
          <button type="button" className="btn" onClick={download}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
    </section>
  );
}
