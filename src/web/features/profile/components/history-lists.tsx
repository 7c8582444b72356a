import type { ListHistoryItem } from '#domain/shopping-list.ts';
import { RecipeCard } from '../../../components/recipe-card.tsx';
import { historyTitle } from './history-title.ts';

/** Completed lists, newest first, each with its recipes. */
export function HistoryLists({ lists, total }: { lists: ListHistoryItem[]; total: number }) {
  return (
    <ol className="history-lists">
      {lists.map((list, index) => (
        <li key={list.id} className="history-list card">
          <h2 className="history-list__title">{historyTitle(list, index, Math.max(total, lists.length))}</h2>
          <p className="muted history-list__meta">
            {list.recipes.length} recipe{list.recipes.length === 1 ? '' : 's'}
          </p>
          {list.recipes.length > 0 && (
            <div className="grid recipe-card-grid history-list__recipes">
              {list.recipes.map((recipe) => (
                <RecipeCard key={recipe.id} recipe={recipe} showIngredients />
              ))}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
