/** The shapes of "Cooked it" (docs/api/kitchen-loop.md, "Cooked it") as the web reads them. */
export interface CookEntry {
  id: number;
  recipe: { id: number; name: string };
  date: string;
  servings: number;
  rating: number | null;
  note: string | null;
  photo: string | null;
  user: { username: string };
  createdAt: string;
}

/** A recipe's household figures: on the POST answer, the list rows and the full recipe. */
export interface CookedFigures {
  lastCooked: string | null;
  timesCooked: number;
  averageRating: number | null;
  ratingCount: number;
}

export interface TakenAmount {
  name: string;
  qty: number | null;
  unit: string | null;
}

export interface CookedAnswer {
  entry: CookEntry;
  deducted: (TakenAmount & { pantryItemId: number })[];
  short: TakenAmount[];
  recipe: CookedFigures;
}

export interface CookedInput {
  date: string;
  servings: number;
  rating: number | null;
  note: string;
  deduct: boolean;
}
