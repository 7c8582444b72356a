import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { linksOf, MAX_LINKS } from '../links.ts';

interface LinksFormProps {
  /** Starts the import of these links (trimmed, no blank ones). */
  onStart: (urls: string[]) => void;
  busy: boolean;
}

/** The links to import, one per line, with a live count; more than 500 cannot be started. */
export function LinksForm({ onStart, busy }: LinksFormProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const links = linksOf(text);
  const count = links.length;
  const tooMany = count > MAX_LINKS;
  const max = MAX_LINKS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (count > 0 && !tooMany) onStart(links);
  };

  return (
    <form className="card form links-form" onSubmit={submit} aria-label={t`Import many links`}>
      <div className="field">
        <label htmlFor="bulk-links">
          <Trans>Recipe links, one per line</Trans>
        </label>
        <textarea
          id="bulk-links"
          className="input"
          rows={8}
          spellCheck={false}
          aria-describedby="bulk-links-count"
          aria-invalid={tooMany || undefined}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <p id="bulk-links-count" className="form-hint">
          <span>{t`${plural(count, { one: '# link', other: '# links' })}`}</span>
          {tooMany ? (
            <>
              {' '}
              <strong className="field-error">
                <Trans>At most {max} links at once</Trans>
              </strong>
            </>
          ) : null}
        </p>
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy || count === 0 || tooMany}>
          <Trans>Start import</Trans>
        </button>
      </div>
    </form>
  );
}
