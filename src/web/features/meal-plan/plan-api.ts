import type { FillResult, Meal, PlanEntry, PlanWeek } from '#domain/meal-plan.ts';
import type { RecipeListRow, RecipeSummary } from '#domain/recipe.ts';
import { apiSlice } from '../../app/api-slice.ts';

export interface WeekArgs {
  from: string;
  days: number;
}

export interface NewPlanEntry {
  date: string;
  meal: Meal;
  recipeId?: number;
  note?: string;
  servings?: number;
  /** The recipe as the client knows it, for the entry shown before the server answers. */
  recipe?: RecipeSummary;
}

export interface PlanEntryChange {
  id: number;
  date?: string;
  meal?: Meal;
  servings?: number;
  note?: string;
}

export interface FillArgs extends WeekArgs {
  meals: Meal[];
  cuisines?: string[];
  restrictions?: string[];
  appliances?: string[];
  cookTime?: string;
}

export interface ToListResult {
  list: { id: number; version?: number; recipes: { id: number; name: string }[] };
  skipped: { id: number; name: string }[];
}

const MEAL_ORDER: Meal[] = ['breakfast', 'lunch', 'dinner', 'snack'];

/** The server's order: date, meal, then the order of adding (ids grow; a temporary entry comes last). */
export function sortEntries(entries: PlanEntry[]): PlanEntry[] {
  const rank = (e: PlanEntry) => (e.id < 0 ? Number.MAX_SAFE_INTEGER + e.id : e.id);
  return [...entries].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || MEAL_ORDER.indexOf(a.meal) - MEAL_ORDER.indexOf(b.meal) || rank(a) - rank(b),
  );
}

const inWeek = (week: WeekArgs, date: string, to: string) => date >= week.from && date < to;

let temporaryId = 0;

/**
 * The meal plan (API.md, "Meal plan"). Changes show at once in the shown week (`week` of each mutation)
 * and roll back when the server refuses; the page shows the error.
 */
export const planApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPlan: build.query<PlanWeek, WeekArgs>({
      query: ({ from, days }) => ({ url: '/api/plan', params: { from, days } }),
      providesTags: ['Plan'],
    }),
    addPlanEntry: build.mutation<PlanEntry, { entry: NewPlanEntry; week?: WeekArgs & { to: string } }>({
      query: ({ entry: { recipe: _recipe, ...body } }) => ({ url: '/api/plan/entries', method: 'POST', body }),
      async onQueryStarted({ entry, week }, { dispatch, queryFulfilled }) {
        if (!week || !inWeek(week, entry.date, week.to)) return;
        const optimistic: PlanEntry = {
          id: -++temporaryId,
          date: entry.date,
          meal: entry.meal,
          note: entry.note ?? null,
          servings: entry.recipe ? (entry.servings ?? entry.recipe.servings) : null,
          recipe: entry.recipe ?? null,
        };
        const patch = dispatch(
          planApi.util.updateQueryData('getPlan', { from: week.from, days: week.days }, (draft) => {
            draft.entries = sortEntries([...draft.entries, optimistic]);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            planApi.util.updateQueryData('getPlan', { from: week.from, days: week.days }, (draft) => {
              draft.entries = sortEntries(draft.entries.map((e) => (e.id === optimistic.id ? data : e)));
            }),
          );
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Plan']),
    }),
    changePlanEntry: build.mutation<PlanEntry, { change: PlanEntryChange; week: WeekArgs }>({
      query: ({ change: { id, ...body } }) => ({ url: `/api/plan/entries/${id}`, method: 'PATCH', body }),
      async onQueryStarted({ change, week }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          planApi.util.updateQueryData('getPlan', week, (draft) => {
            const { id: _id, ...fields } = change;
            draft.entries = sortEntries(draft.entries.map((e) => (e.id === change.id ? { ...e, ...fields } : e)));
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Plan']),
    }),
    removePlanEntry: build.mutation<void, { id: number; week: WeekArgs }>({
      query: ({ id }) => ({ url: `/api/plan/entries/${id}`, method: 'DELETE' }),
      async onQueryStarted({ id, week }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          planApi.util.updateQueryData('getPlan', week, (draft) => {
            draft.entries = draft.entries.filter((e) => e.id !== id);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Plan']),
    }),
    fillPlan: build.mutation<FillResult, FillArgs>({
      query: (body) => ({ url: '/api/plan/fill', method: 'POST', body }),
      invalidatesTags: ['Plan'],
    }),
    planToList: build.mutation<ToListResult, WeekArgs>({
      query: (body) => ({ url: '/api/plan/to-list', method: 'POST', body }),
      // The list page shows the list fresh after the week joins it.
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'ShoppingList', id: 'CURRENT' }]),
    }),
    getCalendarAddress: build.query<{ url: string }, void>({
      query: () => '/api/plan/calendar',
    }),
    resetCalendarAddress: build.mutation<{ url: string }, void>({
      query: () => ({ url: '/api/plan/calendar/reset', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (result) dispatch(planApi.util.upsertQueryData('getCalendarAddress', undefined, result.data));
      },
    }),
    searchRecipes: build.query<RecipeListRow[], string>({
      query: (q) => ({ url: '/api/recipes', params: { q, hideDisliked: true } }),
      transformResponse: (page: { rows: RecipeListRow[] }) => page.rows,
    }),
  }),
});

export const {
  useGetPlanQuery,
  useAddPlanEntryMutation,
  useChangePlanEntryMutation,
  useRemovePlanEntryMutation,
  useFillPlanMutation,
  usePlanToListMutation,
  useGetCalendarAddressQuery,
  useResetCalendarAddressMutation,
  useSearchRecipesQuery,
} = planApi;
