import { useState } from 'react';
import { downloadWithToken } from '../../../app/download.ts';

/** "Download my data": everything the person owns, as one JSON file (GET /api/user/me/export). */
export function DownloadMyData() {
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
  return (
    <section className="card" aria-labelledby="my-data">
      <h2 id="my-data">Your data</h2>
      <p>Your profile, likes, dislikes, shopping lists, meal plan and suggestions, as one file.</p>
      <button type="button" className="btn" onClick={download} disabled={state.busy}>
        {state.busy ? 'Preparing…' : 'Download my data'}
      </button>
      {state.error && (
        <p role="alert">
          Could not download your data: {state.error}{' '}
          <button type="button" className="btn" onClick={download}>
            Try again
          </button>
        </p>
      )}
    </section>
  );
}
