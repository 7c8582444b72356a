import { randomBytes } from 'node:crypto';
import type {
  EntryChange,
  FillInput,
  FillResult,
  NewEntry,
  PlanEntry,
  PlanQuery,
  PlanRange,
  PlanWeek,
} from '#domain/meal-plan.ts';
import { PlanLimits } from '#domain/meal-plan.ts';
import { addPlanDays, utcToday } from '#domain/plan-dates.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound, recipeNotFound } from '../../lib/errors.ts';
import type { HouseholdService } from '../households/index.ts';
import type { Catalogs } from '../languages/index.ts';
import type { ListService, WriteContext } from '../shopping-lists/index.ts';
import { findRecipeSummaries } from '../recipes/index.ts';
import * as calendars from './calendar-repository.ts';
import { writeCalendarFeed } from './calendar-feed.ts';
import { fillPlan } from './fill.ts';
import { recordPlanEvents } from './plan-events.ts';
import { inTransaction } from '../../db/transaction.ts';
import { addRangeToList, type ToListResult } from './to-list.ts';
import * as repo from './plan-repository.ts';

/** The feed's window: 28 days before today (UTC) to 84 days after. */
const FEED_DAYS_BEFORE = 28;
const FEED_DAYS_AFTER = 84;

/** Plan dates lie in 2000-01-01 to 2100-12-31 (API.md). */
const PLAN_FIRST_DATE = '2000-01-01';
const PLAN_AFTER_LAST_DATE = '2101-01-01';

const publicEntry = ({ updatedAt: _updatedAt, ...entry }: repo.PlanEntryRow): PlanEntry => entry;

/** 256 random bits, URL-safe. */
const newCalendarToken = () => randomBytes(32).toString('base64url');

export const feedAddress = (origin: string, token: string) => `${origin}/api/plan/calendar/${token}.ics`;

/** The meal plan of a household (API.md, "Meal plan"): every call acts on the caller's household owner's plan. */
export function createMealPlanService(
  db: Db,
  households: HouseholdService,
  lists: ListService,
  options: { now?: () => Date; translate?: Catalogs['translate'] } = {},
) {
  const now = options.now ?? (() => new Date());
  const { translate } = options;

  async function requireEntry(ownerId: number, id: number): Promise<repo.PlanEntryRow> {
    const entry = await repo.findEntry(db, ownerId, id);
    if (!entry) throw notFound('Plan entry not found', 'PLAN_ENTRY_NOT_FOUND');
    return entry;
  }

  return {
    async week(userId: number, { from, days }: PlanQuery): Promise<PlanWeek> {
      const ownerId = await households.ownerOf(userId);
      const entries = await repo.findEntries(db, ownerId, from, addPlanDays(from, days));
      return { from, days, entries: entries.map(publicEntry) };
    },

    /** Every entry of the caller's household, for the personal export. */
    async allEntries(userId: number): Promise<PlanEntry[]> {
      const ownerId = await households.ownerOf(userId);
      return (await repo.findEntries(db, ownerId, PLAN_FIRST_DATE, PLAN_AFTER_LAST_DATE)).map(publicEntry);
    },

    async add(userId: number, input: NewEntry): Promise<PlanEntry> {
      const ownerId = await households.ownerOf(userId);
      let servings: number | null = null;
      if (input.recipeId !== undefined) {
        const [recipe] = await findRecipeSummaries(db, [input.recipeId]);
        if (!recipe || !recipe.isActive) throw recipeNotFound();
        servings = input.servings ?? Math.min(recipe.servings ?? 1, PlanLimits.maxServings);
      }
      const id = await inTransaction(db, async (tx) => {
        const [inserted] = await repo.insertEntries(tx, [
          {
            ownerId,
            date: input.date,
            meal: input.meal,
            recipeId: input.recipeId ?? null,
            note: input.note ?? null,
            servings,
          },
        ]);
        await recordPlanEvents(tx, { ownerId, actorId: userId, type: 'plan.entry.added', ids: [inserted] });
        return inserted;
      });
      return publicEntry(await requireEntry(ownerId, id));
    },

    async change(userId: number, id: number, change: EntryChange): Promise<PlanEntry> {
      const ownerId = await households.ownerOf(userId);
      const entry = await requireEntry(ownerId, id);
      if (change.note !== undefined && entry.recipe)
        throw badRequest('A recipe entry has no note.', { note: 'a recipe entry has no note' });
      if (change.servings !== undefined && !entry.recipe)
        throw badRequest('A note has no servings.', { servings: 'a note has no servings' });
      await inTransaction(db, async (tx) => {
        if (!(await repo.updateEntry(tx, ownerId, id, change)))
          throw notFound('Plan entry not found', 'PLAN_ENTRY_NOT_FOUND');
        await recordPlanEvents(tx, { ownerId, actorId: userId, type: 'plan.entry.changed', ids: [id] });
      });
      return publicEntry(await requireEntry(ownerId, id));
    },

    async remove(userId: number, id: number): Promise<void> {
      const ownerId = await households.ownerOf(userId);
      if (!(await repo.deleteEntry(db, ownerId, id))) throw notFound('Plan entry not found', 'PLAN_ENTRY_NOT_FOUND');
    },

    async fill(userId: number, input: FillInput): Promise<FillResult> {
      const ownerId = await households.ownerOf(userId);
      const { ids, unfilled } = await fillPlan(db, { ownerId, userId, input });
      const created = await repo.findEntriesByIds(db, ownerId, ids);
      return { created: created.map(publicEntry), unfilled };
    },

    /** Every recipe of the range onto the open list, in one list change. */
    toList: async (ctx: WriteContext, range: PlanRange): Promise<ToListResult> =>
      addRangeToList(db, lists, ctx, await households.ownerOf(ctx.callerId), range),

    /** The caller's own feed address, its token made on first use. */
    async calendarUrl(userId: number, origin: string): Promise<{ url: string }> {
      const token =
        (await calendars.findCalendarToken(db, userId)) ??
        (await calendars.insertCalendarTokenIfMissing(db, userId, newCalendarToken()));
      return { url: feedAddress(origin, token) };
    },

    async resetCalendar(userId: number, origin: string): Promise<{ url: string }> {
      const token = newCalendarToken();
      await calendars.replaceCalendarToken(db, userId, token);
      return { url: feedAddress(origin, token) };
    },

    /** The feed of the household the token's user belongs to now; undefined for an unknown token. */
    async feed(token: string, origin: string): Promise<string | undefined> {
      const feedUser = await calendars.findCalendarUser(db, token);
      if (feedUser === undefined) return undefined;
      const { userId, language } = feedUser;
      const ownerId = await households.ownerOf(userId);
      const today = utcToday(now());
      const entries = await repo.findEntries(
        db,
        ownerId,
        addPlanDays(today, -FEED_DAYS_BEFORE),
        addPlanDays(today, FEED_DAYS_AFTER + 1),
      );
      return writeCalendarFeed(
        entries,
        origin,
        translate && ((message, values) => translate(language, message, values)),
      );
    },
  };
}

export type MealPlanService = ReturnType<typeof createMealPlanService>;
