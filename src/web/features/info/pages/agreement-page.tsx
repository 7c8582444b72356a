import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../app/i18n/format.ts';
import { SUPPORT_EMAIL } from '../../../components/site-footer.tsx';

const sections = [
  {
    key: 'acceptance',
    title: msg`1. Acceptance of these terms`,
    text: msg`By creating an account or using Hello Kitchen you agree to these terms and conditions. If you do not agree, please do not use the service.`,
  },
  {
    key: 'account',
    title: msg`2. Your account`,
    text: msg`You are responsible for the accuracy of the details you give us and for keeping your password secret. Tell us straight away if you think someone else has used your account.`,
  },
  {
    key: 'recipes',
    title: msg`3. Recipes and suggestions`,
    text: msg`Recipes are provided for information only. Check ingredients for allergens and follow safe food-handling practice. Recipe links you suggest may be reviewed, accepted or declined by our administrators.`,
  },
  {
    key: 'shopping',
    title: msg`4. Shopping and third-party services`,
    text: msg`Ordering ingredients online and finding nearby stores use services run by third parties, under their own terms. Hello Kitchen is not responsible for their prices, availability or content.`,
  },
  {
    key: 'data',
    title: msg`5. Your data`,
    text: msg`We keep only what we need to run the service: your profile, your lists, your likes and your suggestions. We never sell your data. You may ask us to delete your account at any time.`,
  },
  {
    key: 'use',
    title: msg`6. Acceptable use`,
    text: msg`Do not misuse the service: no attempts to break it, overload it, or reach other people’s data, and no unlawful or offensive content in suggestions.`,
  },
  {
    key: 'changes',
    title: msg`7. Changes`,
    text: msg`We may update these terms from time to time. When the changes are significant we will tell you in the app before they take effect.`,
  },
];

/** When these terms last changed. */
const LAST_UPDATED = new Date(2025, 0, 1);

/** '/agreement': terms and conditions, linked from the sign-up form (spec §2). */
export function AgreementPage() {
  const { t } = useLingui();
  const f = useFormat();
  const date = f.date(LAST_UPDATED, { day: 'numeric', month: 'long', year: 'numeric' });
  const email = SUPPORT_EMAIL;
  return (
    <main id="main" className="page info-page">
      <article className="card legal">
        <header>
          <p className="auth-eyebrow">
            <Trans>Legal</Trans>
          </p>
          <h1>
            <Trans>Terms and Conditions</Trans>
          </h1>
          <p className="muted">
            <Trans>Last updated: {date}</Trans>
          </p>
        </header>
        {sections.map((section) => (
          <section key={section.key}>
            <h2>{t(section.title)}</h2>
            <p>{t(section.text)}</p>
          </section>
        ))}
        <section>
          <h2>
            <Trans>8. Contact</Trans>
          </h2>
          <p>
            <Trans>
              Questions about these terms? Write to us at <a href={`mailto:${email}`}>{email}</a>.
            </Trans>
          </p>
        </section>
      </article>
    </main>
  );
}
