import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BookIcon, CartIcon, ChefHatIcon } from '../../../components/icons.tsx';

const highlights = [
  { icon: <BookIcon />, key: 'recipes', text: msg`Hundreds of recipes, filtered by cuisine, diet and cook time` },
  { icon: <CartIcon />, key: 'list', text: msg`One shopping list built straight from your recipes` },
  { icon: <ChefHatIcon />, key: 'choice', text: msg`Can't decide? Let the Chef's Choice pick your week` },
];

/** The two-column frame of the login and sign-up screens: a warm welcome beside the form. */
export function AuthShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useLingui();
  return (
    <main id="main" className={wide ? 'page auth-page auth-page-wide' : 'page auth-page'}>
      <section className="auth-hero" aria-label={t`About Hello Kitchen`}>
        <p className="auth-eyebrow">
          <Trans>Your kitchen, organised</Trans>
        </p>
        <p className="auth-hero-title">
          <Trans>Cook more. Waste less. Shop smarter.</Trans>
        </p>
        <ul className="auth-highlights">
          {highlights.map((item) => (
            <li key={item.key}>
              <span className="auth-highlight-icon">{item.icon}</span>
              {t(item.text)}
            </li>
          ))}
        </ul>
      </section>
      <div className="card auth-card">{children}</div>
    </main>
  );
}
