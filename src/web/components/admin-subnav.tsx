import { Link, useLocation } from 'react-router';
import { paths } from '../app/paths.ts';
import './admin-subnav.css';

const sections = [
  { to: paths.adminRecipes(1), match: '/admin/recipes', label: 'Recipes' },
  { to: paths.addRecipe, match: '/admin/addrecipe', label: 'Add Recipe' },
  { to: paths.adminSuggestions, match: '/admin/usersuggestions', label: 'Suggestions' },
  { to: paths.adminBackups, match: '/admin/backups', label: 'Backups' },
  { to: paths.adminImport, match: '/admin/import', label: 'Import from another app' },
] as const;

function sectionOf(pathname: string): string {
  const path = pathname.toLowerCase();
  if (path.startsWith('/admin/updaterecipe')) return '/admin/recipes';
  if (path.startsWith('/user/reviewusersuggestion')) return '/admin/usersuggestions';
  return sections.find((s) => path.startsWith(s.match))?.match ?? '/admin/users';
}

/** The admin portal's own navigation, under the site navigation. */
export function AdminSubnav() {
  const current = sectionOf(useLocation().pathname);
  const links = [{ to: paths.adminUsers, match: '/admin/users', label: 'Users' }, ...sections];
  return (
    <nav className="admin-subnav" aria-label="Admin portal">
      <span className="admin-subnav-title">Admin portal</span>
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
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
