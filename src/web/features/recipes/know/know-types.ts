/** The chain of sub-recipes a line comes through, outermost first (docs/api/know.md, "Shapes"). */
export type From = { id: number; name: string }[];
