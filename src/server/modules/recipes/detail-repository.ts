import { eq, sql, type SQL } from 'drizzle-orm';
import type { FullRecipe } from '#domain/recipe.ts';
import type { SourceApp } from '#domain/recipe-imported.ts';
import type { Db } from '../../db/client.ts';
import { recipes } from '../../db/schema.ts';
import { fullRecipeColumns } from './columns-repository.ts';

/** The detail query, prepared once per database (a named statement on each PostgreSQL connection). */
const detailQueries = new WeakMap<Db, { execute(params: { id: number }): Promise<DetailRow[]> }>();

interface DetailRow {
  id: number;
  name: string;
  img: string | null;
  servings: number | null;
  cookTime: number | null;
  isActive: boolean;
  url: string | null;
  description: string | null;
  keywords: string[];
  yieldText: string | null;
  ingredientSections: FullRecipe['ingredientSections'];
  instructionSections: FullRecipe['instructionSections'];
  sourceApp: string | null;
  importedAt: Date | null;
  instructions: string[];
  prepTime: number | null;
  totalTime: number | null;
  cuisines: string[];
  restrictions: string[];
  appliances: string[];
  lineItems: {
    id: number;
    qty: number | null;
    qtyMax: number | null;
    measurement: string;
    comment: string;
    text: string;
    name: string;
    recipe: { id: number; name: string; servings: number | null } | null;
  }[];
}

function detailQuery(db: Db) {
  let query = detailQueries.get(db);
  if (query) return query;
  // Written out with aliases: in a one-table select drizzle leaves column names unqualified, which is
  // ambiguous inside these subqueries (every table has an "id").
  const names = (link: string, tag: string, tagColumn: string) =>
    sql.raw(
      `array(select t.name from ${link} l join ${tag} t on t.id = l.${tagColumn} where l.recipe_id = recipes.id order by t.id)`,
    ) as SQL<string[]>;
  query = db
    .select({
      ...fullRecipeColumns,
      cuisines: names('recipe_cuisines', 'cuisines', 'cuisine_id'),
      restrictions: names('recipe_restrictions', 'restrictions', 'restriction_id'),
      appliances: names('recipe_appliances', 'appliances', 'appliance_id'),
      // numeric as float8: a JSON number, as Number() of the numeric text gave before.
      lineItems: sql.raw(`coalesce((select json_agg(json_build_object(
          'id', li.id, 'qty', li.qty::float8, 'qtyMax', li.qty_max::float8,
          'measurement', li.measurement, 'comment', li.comment, 'text', li.text, 'name', coalesce(lower(sr.name), i.name),
          'recipe', case when sr.id is null then null else json_build_object('id', sr.id, 'name', sr.name, 'servings', sr.servings) end)
          order by li.position)
        from line_items li join ingredients i on i.id = li.ingredient_id left join recipes sr on sr.id = li.sub_recipe_id
        where li.recipe_id = recipes.id), '[]'::json)`) as SQL<DetailRow['lineItems']>,
    })
    .from(recipes)
    .where(eq(recipes.id, sql.placeholder('id')))
    .prepare('recipe_detail');
  detailQueries.set(db, query);
  return query;
}

/** One recipe with its tags and lines, in one prepared query (was five queries built per request). */
export async function findFullRecipe(db: Db, id: number): Promise<FullRecipe | undefined> {
  const [row] = await detailQuery(db).execute({ id });
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    img: row.img,
    servings: row.servings,
    cookTime: row.cookTime,
    isActive: row.isActive,
    url: row.url,
    cuisines: row.cuisines.map((name) => ({ name })),
    restrictions: row.restrictions.map((name) => ({ name })),
    appliances: row.appliances.map((name) => ({ name })),
    lineItems: row.lineItems.map((item) => ({
      id: item.id,
      qty: item.qty,
      qtyMax: item.qtyMax,
      measurement: item.measurement,
      comment: item.comment,
      text: item.text,
      ingredient: { name: item.name },
      recipe: item.recipe,
    })),
    instructions: row.instructions,
    prepTime: row.prepTime,
    totalTime: row.totalTime,
    description: row.description,
    keywords: row.keywords,
    yieldText: row.yieldText,
    ingredientSections: row.ingredientSections,
    instructionSections: row.instructionSections,
    source:
      row.sourceApp && row.importedAt
        ? { app: row.sourceApp as SourceApp, importedAt: row.importedAt.toISOString() }
        : null,
  };
}
