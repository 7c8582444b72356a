import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { TextField } from '../../../components/text-field.tsx';
import { useSubmitSuggestionMutation } from '../suggestions-api.ts';
import '../components/suggestions.css';

/** /user/userRecipeSuggestion: suggest a recipe by its link (spec §2), filled in from `?url=` if given. */
export function MakeSuggestionPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // `?url=` fills the link in, as the bookmarklet's "Suggest this recipe" does.
  const [url, setUrl] = useState(() => search.get('url') ?? '');
  const [submitSuggestion, { isLoading: sending }] = useSubmitSuggestionMutation();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const result = await submitSuggestion(url);
    // The api toasts either way; only a sent link clears the input, so a rejected one can be fixed.
    if (!('error' in result)) setUrl('');
  };

  return (
    <main className="page">
      <div className="page-header">
        <h1>
          <Trans>Make a Suggestion</Trans>
        </h1>
      </div>
      <form className="card form suggestion-card" onSubmit={send} noValidate>
        <p className="intro" id="suggestion-intro">
          <Trans>Please enter a valid link to the recipe you would like to suggest.</Trans>
        </p>
        <TextField
          id="suggestion-url"
          label={t`Recipe link`}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t`Enter URL here`}
          aria-describedby="suggestion-intro"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? t`Sending…` : t`Send Suggestion`}
          </button>
          <button type="button" className="btn" onClick={() => navigate(paths.userSuggestions)}>
            <Trans>Go Back</Trans>
          </button>
        </div>
      </form>
    </main>
  );
}
