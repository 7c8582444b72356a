/** The product's name: a brand, the same in every language (never in a catalog). */
export const BRAND_NAME = 'Hello Kitchen';
