/** The kinds of list change a phone hears of, in the order a summary names them. */
export const CHANGE_KINDS = ['added', 'ticked', 'removed', 'completed'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One queued change: who, what, and the item (none for a completed list). */
export interface Change {
  kind: ChangeKind;
  actorName: string;
  itemName: string | null;
}

/** "Alice", "Alice and Bob", "Alice, Bob and Carol", "Alice, Bob and 2 others". */
function names(people: string[]): string {
  if (people.length <= 1) return people[0] ?? 'Someone';
  if (people.length <= 3) return `${people.slice(0, -1).join(', ')} and ${people.at(-1)}`;
  return `${people.slice(0, 2).join(', ')} and ${people.length - 2} others`;
}

/** "added milk" for one item, "added 3 items" for more, "completed the list" however often. */
function clause(kind: ChangeKind, changes: Change[]): string {
  if (kind === 'completed') return 'completed the list';
  const items = new Set(changes.map((c) => c.itemName ?? ''));
  if (items.size === 1) return `${kind} ${changes[0].itemName ?? 'an item'}`;
  return `${kind} ${changes.length} items`;
}

/**
 * The text of one notification for the changes held back in a window (docs/decisions/notifications.md):
 * the people who made them, then a clause per kind in a fixed order, joined as a sentence. One change reads
 * "Alice added milk"; a burst "Alice added 3 items"; a mix "Alice added 2 items and ticked eggs";
 * several people "Alice and Bob added 4 items".
 */
export function summarize(changes: Change[]): string {
  const people = [...new Set(changes.map((c) => c.actorName))];
  const clauses = CHANGE_KINDS.flatMap((kind) => {
    const ofKind = changes.filter((c) => c.kind === kind);
    return ofKind.length === 0 ? [] : [clause(kind, ofKind)];
  });
  const sentence = clauses.length <= 1 ? clauses.join('') : `${clauses.slice(0, -1).join(', ')} and ${clauses.at(-1)}`;
  return `${names(people)} ${sentence}`;
}
