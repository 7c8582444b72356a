import { useLingui } from '@lingui/react/macro';

/** An imported recipe's description and keywords (API.md, "Recipe fields for imported recipes"). */
export function RecipeAbout({ description, keywords }: { description: string | null; keywords: string[] }) {
  const { t } = useLingui();
  if (!description && keywords.length === 0) return null;
  return (
    <>
      {description && <p className="recipe-description">{description}</p>}
      {keywords.length > 0 && (
        <ul className="recipe-tags" aria-label={t`Keywords`}>
          {keywords.map((k) => (
            <li key={k} className="badge">
              {k}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
