import { Trans } from '@lingui/react/macro';
import { titleCase } from '#domain/format.ts';
import type { From } from './know-types.ts';

/** A line of the panels' lists, with the sub-recipe it comes through when it is not the recipe's own. */
export function LineOrigin({ text, from, why }: { text: string; from: From; why: string }) {
  const via = from.at(-1);
  const name = via ? titleCase(via.name) : '';
  return (
    <li>
      {text}
      {via && (
        <span className="muted">
          {' '}
          <Trans>(in {name})</Trans>
        </span>
      )}
      : {why}
    </li>
  );
}
