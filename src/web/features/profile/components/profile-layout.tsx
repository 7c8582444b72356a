import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../app/paths.ts';

const tabs = [
  { to: paths.profileEdit, label: msg`Profile` },
  { to: paths.likes, label: msg`Likes` },
  { to: paths.dislikes, label: msg`Dislikes` },
  { to: paths.history, label: msg`History` },
  { to: paths.userSuggestions, label: msg`Suggestions` },
];

/** '/user/profile' shell: the profile sub-navigation above the nested page (spec §2). */
export function ProfileLayout() {
  const { t } = useLingui();
  return (
    <div className="profile-shell">
      <nav className="subnav" aria-label={t`Profile`}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} className={({ isActive }) => (isActive ? 'subnav-link is-active' : 'subnav-link')}>
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
