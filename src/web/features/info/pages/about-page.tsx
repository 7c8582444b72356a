import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { BookIcon, CartIcon, LeafIcon } from '../../../components/icons.tsx';

const values = [
  {
    icon: <BookIcon />,
    title: 'Recipes worth repeating',
    text: 'A growing collection of tried-and-true dishes, from weeknight soups to weekend feasts, each with clear ingredients and instructions.',
  },
  {
    icon: <CartIcon />,
    title: 'Shopping made simple',
    text: 'Add recipes to your list and Hello Kitchen gathers every ingredient, so one trip to the store covers the whole week.',
  },
  {
    icon: <LeafIcon />,
    title: 'Cooking for every table',
    text: 'Vegetarian, vegan, gluten-free or nut-free: filter by what your household eats and save the favourites everyone loves.',
  },
];

/** '/about': About Us (placeholder text, spec §2). */
export function AboutPage() {
  return (
    <main id="main" className="page info-page">
      <section className="info-hero">
        <p className="auth-eyebrow">About us</p>
        <h1>Good food starts with a good plan</h1>
        <p className="lead">
          Hello Kitchen began at a crowded kitchen table, with a notebook full of recipes and a shopping list that never
          matched them. We built the tool we wished we had: one place to find a recipe, plan the week and know exactly
          what to buy.
        </p>
      </section>
      <ul className="value-grid">
        {values.map((value) => (
          <li key={value.title} className="card value-card">
            <span className="value-icon">{value.icon}</span>
            <h2>{value.title}</h2>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
      <section className="card info-story" aria-labelledby="about-story">
        <h2 id="about-story">Our story</h2>
        <p>
          Our small team of home cooks, developers and one very opinionated pastry chef believes that cooking at home
          should feel calm, not chaotic. Every feature we add starts with a question from a real kitchen: what is for
          dinner, what do we already have, and what do we still need?
        </p>
        <p>
          Hello Kitchen is self-hostable and free to run for your family, your community kitchen or your cooking club.
          We are just getting started, and we would love to hear what you cook with it.
        </p>
        <p>
          <Link to={paths.home} className="btn btn-primary">
            Start cooking
          </Link>
        </p>
      </section>
    </main>
  );
}
