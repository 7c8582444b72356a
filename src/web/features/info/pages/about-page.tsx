import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { BookIcon, CartIcon, LeafIcon } from '../../../components/icons.tsx';

const values = [
  {
    key: 'recipes',
    icon: <BookIcon />,
    title: msg`Recipes worth repeating`,
    text: msg`A growing collection of tried-and-true dishes, from weeknight soups to weekend feasts, each with clear ingredients and instructions.`,
  },
  {
    key: 'shopping',
    icon: <CartIcon />,
    title: msg`Shopping made simple`,
    text: msg`Add recipes to your list and Hello Kitchen gathers every ingredient, so one trip to the store covers the whole week.`,
  },
  {
    key: 'tables',
    icon: <LeafIcon />,
    title: msg`Cooking for every table`,
    text: msg`Vegetarian, vegan, gluten-free or nut-free: filter by what your household eats and save the favourites everyone loves.`,
  },
];

/** '/about': About Us (placeholder text, spec §2). */
export function AboutPage() {
  const { t } = useLingui();
  return (
    <main id="main" className="page info-page">
      <section className="info-hero">
        <p className="auth-eyebrow">
          <Trans>About us</Trans>
        </p>
        <h1>
          <Trans>Good food starts with a good plan</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Hello Kitchen began at a crowded kitchen table, with a notebook full of recipes and a shopping list that
            never matched them. We built the tool we wished we had: one place to find a recipe, plan the week and know
            exactly what to buy.
          </Trans>
        </p>
      </section>
      <ul className="value-grid">
        {values.map((value) => (
          <li key={value.key} className="card value-card">
            <span className="value-icon">{value.icon}</span>
            <h2>{t(value.title)}</h2>
            <p>{t(value.text)}</p>
          </li>
        ))}
      </ul>
      <section className="card info-story" aria-labelledby="about-story">
        <h2 id="about-story">
          <Trans>Our story</Trans>
        </h2>
        <p>
          <Trans>
            Our small team of home cooks, developers and one very opinionated pastry chef believes that cooking at home
            should feel calm, not chaotic. Every feature we add starts with a question from a real kitchen: what is for
            dinner, what do we already have, and what do we still need?
          </Trans>
        </p>
        <p>
          <Trans>
            Hello Kitchen is self-hostable and free to run for your family, your community kitchen or your cooking club.
            We are just getting started, and we would love to hear what you cook with it.
          </Trans>
        </p>
        <p>
          <Link to={paths.home} className="btn btn-primary">
            <Trans>Start cooking</Trans>
          </Link>
        </p>
      </section>
    </main>
  );
}
