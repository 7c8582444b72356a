import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { usePageFromOpener } from './page-from-opener.ts';

/**
 * What a signed-in user who is no admin sees on a page the bookmarklet opened: recipes are the admins'
 * to import, and the way in is a suggestion of the page's address (taken from the bookmarklet's message
 * when it sends one; a form hand-over's address stays on the server, claimable only by an admin).
 */
export function OnlyAdminsCanImport() {
  const [search] = useSearchParams();
  const opener = usePageFromOpener(search.get('from') === 'bookmarklet');
  const url = opener.state === 'received' ? opener.page.url : null;
  return (
    <main className="page">
      <p className="alert alert-danger" role="alert">
        <Trans>Only admins can import recipes</Trans>
      </p>
      <p>
        <Link className="btn" to={url ? `${paths.suggest}?url=${encodeURIComponent(url)}` : paths.suggest}>
          <Trans>Suggest this recipe</Trans>
        </Link>
      </p>
    </main>
  );
}
