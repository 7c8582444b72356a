// A recipe site on 127.0.0.1 for the import test: one page with schema.org Recipe data in JSON-LD.
import { createServer } from 'node:http';

export const LEMON_CAKE = {
  name: 'E2E Lemon Drizzle Cake',
  ingredients: ['1 1/2 cups flour, sifted', '2 large eggs', '1 pinch salt'],
  steps: ['Heat the oven to 180 °C.', 'Beat the eggs with the flour and salt.', 'Bake for 35 minutes.'],
};

const page = (origin) => `<!doctype html>
<html><head><title>Lemon cake</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: LEMON_CAKE.name,
  image: `${origin}/lemon-cake.jpg`,
  url: `${origin}/recipes/lemon-cake`,
  recipeYield: '8 servings',
  prepTime: 'PT15M',
  cookTime: 'PT35M',
  totalTime: 'PT50M',
  recipeCuisine: 'American',
  recipeIngredient: LEMON_CAKE.ingredients,
  recipeInstructions: LEMON_CAKE.steps.map((text) => ({ '@type': 'HowToStep', text })),
})}</script></head>
<body><h1>${LEMON_CAKE.name}</h1></body></html>`;

/** Starts the site on a free port; resolves with its origin and a close function. */
export function startFakeRecipeSite() {
  const server = createServer((req, res) => {
    const origin = `http://127.0.0.1:${server.address().port}`;
    if (req.url === '/recipes/lemon-cake') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page(origin));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const origin = `http://127.0.0.1:${server.address().port}`;
      resolve({ origin, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
