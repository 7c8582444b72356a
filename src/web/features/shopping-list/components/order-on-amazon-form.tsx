import { useEffect, useState } from 'react';
import type { FullRecipe } from '#domain/recipe.ts';
import { RETAILER_LANDING_URL, type RetailerList } from '#domain/retailer.ts';
import { api } from '../../../app/api.ts';
import { BoxIcon } from '../../../components/icons.tsx';

/**
 * 'Order On Amazon': a plain form that posts the converted ingredient list to the retailer's landing page in
 * a new tab (spec §1). The conversion runs on the server whenever the list's recipes change.
 */
export function OrderOnAmazonForm({ recipes }: { recipes: FullRecipe[] }) {
  const [converted, setConverted] = useState<{ key: string; json: string } | null>(null);
  const key = recipes.map((r) => r.id).join(',');

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    api<RetailerList>('/api/amazon/convertshoppinglist', {
      method: 'POST',
      body: { recipes },
      signal: controller.signal,
    })
      .then((list) => setConverted({ key, json: JSON.stringify(list) }))
      .catch(() => {
        // The button stays disabled; the list itself still works.
      });
    return () => controller.abort();
    // The recipes' ids identify the list's content; `recipes` itself changes identity on every fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const ready = key !== '' && converted?.key === key;
  return (
    <form method="post" action={RETAILER_LANDING_URL} target="_blank" className="amazon-form">
      <input type="hidden" name="ingredients" value={ready ? converted.json : ''} />
      <button type="submit" className="btn btn-accent" disabled={!ready} aria-busy={key !== '' && !ready}>
        <BoxIcon /> Order On Amazon
      </button>
    </form>
  );
}
