import type { AtServings } from './know-api.ts';
import { CostPanel } from './cost-panel.tsx';
import { NutritionPanel } from './nutrition-panel.tsx';
import './know.css';

/** Nutrition and cost of a recipe at the servings shown; loaded after the page, below the fold. */
export default function KnowPanels(props: AtServings) {
  return (
    <div className="know-panels">
      <NutritionPanel {...props} />
      <CostPanel {...props} />
    </div>
  );
}
