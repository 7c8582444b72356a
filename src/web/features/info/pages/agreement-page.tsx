import { SUPPORT_EMAIL } from '../../../components/site-footer.tsx';

const sections = [
  {
    title: '1. Acceptance of these terms',
    text: 'By creating an account or using Hello Kitchen you agree to these terms and conditions. If you do not agree, please do not use the service.',
  },
  {
    title: '2. Your account',
    text: 'You are responsible for the accuracy of the details you give us and for keeping your password secret. Tell us straight away if you think someone else has used your account.',
  },
  {
    title: '3. Recipes and suggestions',
    text: 'Recipes are provided for information only. Check ingredients for allergens and follow safe food-handling practice. Recipe links you suggest may be reviewed, accepted or declined by our administrators.',
  },
  {
    title: '4. Shopping and third-party services',
    text: 'Ordering ingredients online and finding nearby stores use services run by third parties, under their own terms. Hello Kitchen is not responsible for their prices, availability or content.',
  },
  {
    title: '5. Your data',
    text: 'We keep only what we need to run the service: your profile, your lists, your likes and your suggestions. We never sell your data. You may ask us to delete your account at any time.',
  },
  {
    title: '6. Acceptable use',
    text: 'Do not misuse the service: no attempts to break it, overload it, or reach other people’s data, and no unlawful or offensive content in suggestions.',
  },
  {
    title: '7. Changes',
    text: 'We may update these terms from time to time. When the changes are significant we will tell you in the app before they take effect.',
  },
];

/** '/agreement': terms and conditions, linked from the sign-up form (spec §2). */
export function AgreementPage() {
  return (
    <main id="main" className="page info-page">
      <article className="card legal">
        <header>
          <p className="auth-eyebrow">Legal</p>
          <h1>Terms and Conditions</h1>
          <p className="muted">Last updated: 1 January 2025</p>
        </header>
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))}
        <section>
          <h2>8. Contact</h2>
          <p>
            Questions about these terms? Write to us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        </section>
      </article>
    </main>
  );
}
