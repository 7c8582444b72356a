import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { getToken } from '../app/api.ts';
import { useAppSelector } from '../app/hooks.ts';
import { paths } from '../app/paths.ts';
import { selectIsAdmin, selectIsLogged, useLogout } from '../features/user/index.ts';
import { BRAND_NAME } from './brand.ts';
import { LogoMark } from './logo.tsx';

const links = [
  { to: paths.shoppingListNav, label: msg`List` },
  { to: paths.recipes(1), label: msg`Recipes` },
  { to: paths.chefsChoice, label: msg`Chef's Choice` },
  { to: paths.plan(), label: msg`Meal plan` },
  { to: paths.pantry, label: msg`Pantry` },
  { to: paths.collections, label: msg`Collections` },
  { to: paths.profile, label: msg`Profile` },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  (isActive ? ['nav-link', 'is-active'] : ['nav-link']).join(' ');

/** Header: the logo and, for a signed-in user, the main navigation with a hamburger on small screens (spec §2). */
export function SiteHeader() {
  const { t } = useLingui();
  const isLogged = useAppSelector(selectIsLogged) && getToken() !== null;
  const isAdmin = useAppSelector(selectIsAdmin);
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A new page closes the menu.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const onLogout = async () => {
    setOpen(false);
    await logout();
    navigate(paths.home);
  };

  return (
    <header className="site-header">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          const main = document.querySelector('main');
          if (!main) return;
          event.preventDefault();
          main.setAttribute('tabindex', '-1');
          main.focus();
        }}
      >
        <Trans>Skip to content</Trans>
      </a>
      <div className="site-header-inner">
        <Link to={isLogged ? paths.shoppingList : paths.home} className="brand">
          <LogoMark />
          <span className="brand-name">{BRAND_NAME}</span>
        </Link>
        {isLogged && (
          <nav className="main-nav" aria-label={t`Main`}>
            <button
              ref={toggleRef}
              type="button"
              className="nav-toggle"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((v) => !v)}
            >
              <span className="nav-toggle-bars" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              <span className="visually-hidden">
                <Trans>Menu</Trans>
              </span>
            </button>
            <ul id={menuId} className={open ? 'nav-list is-open' : 'nav-list'}>
              {isAdmin && (
                <li>
                  <NavLink to={paths.admin} className={navClass}>
                    <Trans>Admin</Trans>
                  </NavLink>
                </li>
              )}
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={navClass}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
              <li>
                <button type="button" className="nav-link nav-logout" onClick={onLogout}>
                  <Trans>Logout</Trans>
                </button>
              </li>
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
