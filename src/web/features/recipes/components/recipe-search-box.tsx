import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { RecipeLimits } from '#domain/constants.ts';

/** How long typing must pause before the list is asked for. */
export const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  /** The search in the URL. */
  value: string;
  onSearch: (text: string) => void;
}

/** 'Search recipes' (issue 9): searches the names as you type, once the typing pauses. */
export function RecipeSearchBox({ value, onSearch }: Props) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const { t } = useLingui();
  // The URL changed from outside (Back, a link): show its search.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="field recipe-search">
      <label htmlFor="recipe-search">
        <Trans>Search recipes</Trans>
      </label>
      <input
        id="recipe-search"
        type="search"
        value={text}
        maxLength={RecipeLimits.maxSearchLength}
        placeholder={t`Chicken, curry, pie…`}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(text);
        }}
      />
    </div>
  );
}
