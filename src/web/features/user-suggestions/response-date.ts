/**
 * The 'Response Date' of a suggestion (spec §2): null (shown as 'N/A') while it was never updated after creation
 * (the two times equal to the second, i.e. their first 19 characters), otherwise the update's date part.
 */
export function responseDate(suggestion: { createdAt: string; updatedAt: string }): string | null {
  const { createdAt, updatedAt } = suggestion;
  if (createdAt.slice(0, 19) === updatedAt.slice(0, 19)) return null;
  return updatedAt.slice(0, 10);
}
