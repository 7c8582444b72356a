import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useBookmarkletCodeQuery } from './bookmarklet-api.ts';

/** "Save to Hello Kitchen": the bookmarklet as a link to drag to the bookmarks bar. */
export function BookmarkletLink() {
  const { data: code } = useBookmarkletCodeQuery();
  const link = useRef<HTMLAnchorElement>(null);
  // React 19 refuses a `javascript:` href (it renders a URL that throws instead), so the attribute is set
  // on the element after mount. The code comes from our own server, never from user input.
  useEffect(() => {
    if (code && link.current) link.current.setAttribute('href', code);
  }, [code]);
  if (!code) return null;
  return (
    <p className="bookmarklet">
      <a
        ref={link}
        className="btn"
        draggable
        // Run here it would act on this page; it is meant for the bookmarks bar.
        onClick={(event) => event.preventDefault()}
      >
        <Trans>Save to Hello Kitchen</Trans>
      </a>{' '}
      <span className="hint">
        <Trans>Drag this link to your bookmarks bar</Trans>
      </span>
    </p>
  );
}
