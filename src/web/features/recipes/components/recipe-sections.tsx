import type { ReactNode } from 'react';
import type { Section } from '#domain/recipe-imported.ts';

/** Splits a list at its section headings; lines before the first heading form an untitled group. */
export function sectionGroups<T>(
  items: T[],
  sections: Section[],
): { title: string | null; start: number; items: T[] }[] {
  const starts = sections.filter((s) => s.start < items.length);
  const groups: { title: string | null; start: number; items: T[] }[] = [];
  const first = starts[0]?.start ?? items.length;
  if (first > 0 || starts.length === 0) groups.push({ title: null, start: 0, items: items.slice(0, first) });
  starts.forEach((s, i) =>
    groups.push({ title: s.title, start: s.start, items: items.slice(s.start, starts[i + 1]?.start ?? items.length) }),
  );
  return groups;
}

interface SectionedListProps<T> {
  items: T[];
  sections: Section[];
  ordered?: boolean;
  className: string;
  renderItem: (item: T, index: number) => ReactNode;
}

/** A list with its section headings ("For the sauce") as h3s; numbering runs on across sections. */
export function SectionedList<T>({ items, sections, ordered = false, className, renderItem }: SectionedListProps<T>) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      {sectionGroups(items, sections).map((group, g) => {
        const start = group.start;
        return (
          <div key={g} className="recipe-section">
            {group.title && <h3 className="recipe-section__title">{group.title}</h3>}
            <List className={className} {...(ordered ? { start: start + 1 } : {})}>
              {group.items.map((item, i) => renderItem(item, start + i))}
            </List>
          </div>
        );
      })}
    </>
  );
}
