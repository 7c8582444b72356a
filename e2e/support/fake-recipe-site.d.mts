export const LEMON_CAKE: { name: string; ingredients: string[]; steps: string[] };
export function startFakeRecipeSite(): Promise<{ origin: string; close: () => Promise<void> }>;
