import type { ReactNode } from 'react';
import { BookIcon, CartIcon, ChefHatIcon } from '../../../components/icons.tsx';

const highlights = [
  { icon: <BookIcon />, text: 'Hundreds of recipes, filtered by cuisine, diet and cook time' },
  { icon: <CartIcon />, text: 'One shopping list built straight from your recipes' },
  { icon: <ChefHatIcon />, text: "Can't decide? Let the Chef's Choice pick your week" },
];

/** The two-column frame of the login and sign-up screens: a warm welcome beside the form. */
export function AuthShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main id="main" className={wide ? 'page auth-page auth-page-wide' : 'page auth-page'}>
      <section className="auth-hero" aria-label="About Hello Kitchen">
        <p className="auth-eyebrow">Your kitchen, organised</p>
        <p className="auth-hero-title">Cook more. Waste less. Shop smarter.</p>
        <ul className="auth-highlights">
          {highlights.map((item) => (
            <li key={item.text}>
              <span className="auth-highlight-icon">{item.icon}</span>
              {item.text}
            </li>
          ))}
        </ul>
      </section>
      <div className="card auth-card">{children}</div>
    </main>
  );
}
