/**
 * The WHERE conditions over `recipes` that the list and chef's choice share (and search will): one place
 * writes the tag-filter SQL. A value is a plain value or a placeholder of a prepared query.
 */
import { and, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  appliances,
  cuisines,
  dislikes,
  recipeAppliances,
  recipeCuisines,
  recipeRestrictions,
  recipes,
  restrictions,
} from '../../db/schema.ts';

export type TagKind = 'cuisine' | 'restriction' | 'appliance';

type Value = string | number | Placeholder;

const tagTables = {
  cuisine: { link: recipeCuisines, recipeId: recipeCuisines.recipeId, tagId: recipeCuisines.cuisineId, tag: cuisines },
  restriction: {
    link: recipeRestrictions,
    recipeId: recipeRestrictions.recipeId,
    tagId: recipeRestrictions.restrictionId,
    tag: restrictions,
  },
  appliance: {
    link: recipeAppliances,
    recipeId: recipeAppliances.recipeId,
    tagId: recipeAppliances.applianceId,
    tag: appliances,
  },
} as const;

/**
 * The recipe carries the tag of this name. The tag id comes from a scalar subquery, so the planner can
 * use the link table's (tag_id, recipe_id) index or its primary key; an unknown name matches nothing.
 */
export function hasTag(kind: TagKind, name: Value): SQL {
  const { link, recipeId, tagId, tag } = tagTables[kind];
  return sql`exists (select 1 from ${link} where ${recipeId} = ${recipes.id} and ${tagId} = (select ${tag.id} from ${tag} where ${tag.name} = ${name}))`;
}

/** The recipe carries at least one of the named tags; `names` must not be empty. */
export function hasAnyTag(kind: TagKind, names: string[]): SQL {
  const { link, recipeId, tagId, tag } = tagTables[kind];
  return sql`exists (select 1 from ${link} where ${recipeId} = ${recipes.id} and ${inArray(tagId, sql`(select ${tag.id} from ${tag} where ${inArray(tag.name, names)})`)})`;
}

/** The recipe carries every named tag; no names, no condition. */
export function hasEveryTag(kind: TagKind, names: string[]): SQL | undefined {
  return names.length === 0 ? undefined : and(...names.map((name) => hasTag(kind, name)));
}

/** The user has not disliked the recipe. */
export function notDislikedBy(userId: Value): SQL {
  return sql`not exists (select 1 from ${dislikes} where ${dislikes.userId} = ${userId} and ${dislikes.recipeId} = ${recipes.id})`;
}
