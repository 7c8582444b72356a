import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../app/i18n/format.ts';
import { paths } from '../app/paths.ts';
import { BRAND_NAME } from './brand.ts';
import { LanguageSelect } from './language-select.tsx';
import { LogoMark } from './logo.tsx';

/** The support address shown in the footer (spec §1 leaves it open). */
export const SUPPORT_EMAIL = 'support@hellokitchen.app';

/** The office's postal address and numbers: data, written the same in every language. */
const OFFICE = {
  street: '123 Market Street, Suite 400',
  city: 'San Diego, CA 92101',
  phone: '(619) 555-0123',
  phoneHref: 'tel:+16195550123',
  fax: '(619) 555-0199',
};

// Spec §1: these links have no destination yet; one that goes nowhere must not reload the page.
const stay = (event: MouseEvent) => event.preventDefault();

function Placeholder({ children, label }: { children: ReactNode; label?: string }) {
  const { t } = useLingui();
  return (
    <a href="" onClick={stay} aria-disabled="true" aria-label={label} title={t`Coming soon`}>
      {children}
    </a>
  );
}

const icon = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

const socials = [
  {
    name: 'Facebook',
    svg: (
      <svg {...icon}>
        <path
          fill="currentColor"
          d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z"
        />
      </svg>
    ),
  },
  {
    name: 'Instagram',
    svg: (
      <svg {...icon}>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
      </svg>
    ),
  },
  {
    name: 'YouTube',
    svg: (
      <svg {...icon}>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path fill="currentColor" d="M10 9v6l5-3z" />
      </svg>
    ),
  },
];

/**
 * Site footer of spec §1: Address, Phone, Email and Social sections, and the footer menu. The sections
 * carry no accessible name on purpose, so 'Phone' and 'Email' never collide with form fields' labels.
 */
export function SiteFooter() {
  const { t } = useLingui();
  const year = useFormat().date(new Date(), { year: 'numeric' });
  const { phone, fax } = OFFICE;
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <Link to={paths.home} className="brand brand-footer">
            <LogoMark size={32} />
            <span className="brand-name">{BRAND_NAME}</span>
          </Link>
          <p>
            <Trans>Plan your meals, cook with confidence and shop only for what you need.</Trans>
          </p>
        </div>
        <section className="footer-section">
          <h2>
            <Trans>Address</Trans>
          </h2>
          <address>
            {OFFICE.street}
            <br />
            {OFFICE.city}
          </address>
        </section>
        <section className="footer-section">
          <h2>
            <Trans>Phone</Trans>
          </h2>
          <p>
            <Trans>
              Office: <a href={OFFICE.phoneHref}>{phone}</a>
            </Trans>
            <br />
            <Trans>Fax: {fax}</Trans>
          </p>
        </section>
        <section className="footer-section">
          <h2>
            <Trans>Email</Trans>
          </h2>
          <p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </section>
        <section className="footer-section">
          <h2>
            <Trans>Social</Trans>
          </h2>
          <ul className="social-links">
            {socials.map(({ name: network, svg }) => (
              <li key={network}>
                <Placeholder label={t`${BRAND_NAME} on ${network} (coming soon)`}>{svg}</Placeholder>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer-bottom">
        <LanguageSelect />
        <nav aria-label={t`Footer`}>
          <ul className="footer-menu">
            <li>
              <Link to={paths.home}>
                <Trans>Home</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.about}>
                <Trans>About</Trans>
              </Link>
            </li>
            <li>
              <Placeholder>
                <Trans>Contact</Trans>
              </Placeholder>
            </li>
            <li>
              <Placeholder>
                <Trans>Services</Trans>
              </Placeholder>
            </li>
            <li>
              <Placeholder>
                <Trans>Careers</Trans>
              </Placeholder>
            </li>
          </ul>
        </nav>
        <p className="copyright">
          © {year} {BRAND_NAME}
        </p>
      </div>
    </footer>
  );
}
