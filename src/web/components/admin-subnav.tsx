import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { paths } from '../app/paths.ts';
import './admin-subnav.css';

const sections = [
  { to: paths.adminRecipes(1), match: '/admin/recipes', label: msg`Recipes` },
  { to: paths.addRecipe, match: '/admin/addrecipe', label: msg`Add Recipe` },
  { to: paths.adminSuggestions, match: '/admin/usersuggestions', label: msg`Suggestions` },
  { to: paths.adminBackups, match: '/admin/backups', label: msg`Backups` },
  { to: paths.adminImport, match: '/admin/import', label: msg`Import from another app` },
  { to: paths.adminImportLinks, match: '/admin/import/links', label: msg`Import many links` },
  { to: paths.adminWebhooks, match: '/admin/webhooks', label: msg`Webhooks` },
  { to: paths.adminFoodMatches, match: '/admin/foodmatches', label: msg`Food matches` },
] as const;

/** Longest match first: /admin/import/links is its own section, not /admin/import. */
const byLongestMatch = [...sections].sort((a, b) => b.match.length - a.match.length);

function sectionOf(pathname: string): string {
  const path = pathname.toLowerCase();
  if (path.startsWith('/admin/updaterecipe')) return '/admin/recipes';
  if (path.startsWith('/user/reviewusersuggestion')) return '/admin/usersuggestions';
  return byLongestMatch.find((s) => path.startsWith(s.match))?.match ?? '/admin/users';
}

/** The admin portal's own navigation, under the site navigation. */
export function AdminSubnav() {
  const { t } = useLingui();
  const current = sectionOf(useLocation().pathname);
  const links = [{ to: paths.adminUsers, match: '/admin/users', label: msg`Users` }, ...sections];
  return (
    <nav className="admin-subnav" aria-label={t`Admin portal`}>
      <span className="admin-subnav-title">
        <Trans>Admin portal</Trans>
      </span>
      <ul>
        {links.map((link) => {
          const active = current === link.match;
          return (
            <li key={link.match}>
              <Link
                to={link.to}
                className={active ? 'admin-subnav-link is-active' : 'admin-subnav-link'}
                aria-current={active ? 'page' : undefined}
              >
                {t(link.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
