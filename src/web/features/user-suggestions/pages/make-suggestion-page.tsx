import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { TextField } from '../../../components/text-field.tsx';
import { useSubmitSuggestionMutation } from '../suggestions-api.ts';
import '../components/suggestions.css';

/** /user/userRecipeSuggestion: suggest a recipe by its link (spec §2). */
export function MakeSuggestionPage() {
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
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
        <h1>Make a Suggestion</h1>
      </div>
      <form className="card form suggestion-card" onSubmit={send} noValidate>
        <p className="intro" id="suggestion-intro">
          Please enter a valid link to the recipe you would like to suggest.
        </p>
        <TextField
          id="suggestion-url"
          label="Recipe link"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="Enter URL here"
          aria-describedby="suggestion-intro"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Sending…' : 'Send Suggestion'}
          </button>
          <button type="button" className="btn" onClick={() => navigate(paths.userSuggestions)}>
            Go Back
          </button>
        </div>
      </form>
    </main>
  );
}
