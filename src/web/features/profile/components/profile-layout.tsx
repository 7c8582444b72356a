import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../app/paths.ts';

const tabs = [
  { to: paths.profileEdit, label: 'Profile' },
  { to: paths.likes, label: 'Likes' },
  { to: paths.dislikes, label: 'Dislikes' },
  { to: paths.history, label: 'History' },
  { to: paths.userSuggestions, label: 'Suggestions' },
];

/** '/user/profile' shell: the profile sub-navigation above the nested page (spec §2). */
export function ProfileLayout() {
  return (
    <div className="profile-shell">
      <nav className="subnav" aria-label="Profile">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} className={({ isActive }) => (isActive ? 'subnav-link is-active' : 'subnav-link')}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
