import { expect, it } from 'vitest';
import { addPlanDays } from '#domain/plan-dates.ts';
import { describeCluster, useCluster } from './test/cluster-suite.ts';

const MEALS = ['breakfast', 'lunch', 'dinner'];
const WEEKS = ['2026-12-14', '2027-01-11', '2027-02-08', '2027-03-08'];

/**
 * docs/decisions/several-instances.md: 20 fills of one week at once, spread round-robin over three instances, act as if one ran after
 * the other (API.md "Fill"): one entry a slot, no recipe twice, none from the 7 days before. Four weeks,
 * one after another, so that a race without the household's plan lock shows.
 */
describeCluster('meal-plan fills spread over three instances', () => {
  const suite = useCluster();

  it.each(WEEKS)('20 fills of the week of %s at once leave one entry a slot and no repeats', async (from) => {
    const cook = await suite.signUp();
    const { cluster } = suite;
    const { id: userId } = await suite.row<{ id: number }>(
      `select id from users where lower(username) = lower('${cook.username}')`,
    );
    const recipeIds = (await suite.rows<{ id: number }>('select id from recipes where is_active order by id')).map(
      (r) => r.id,
    );
    // A slot already taken, and a recipe planned the day before the week (not to be picked again).
    const before = await cluster.call('POST', '/api/plan/entries', {
      token: cook.token,
      body: { date: addPlanDays(from, -1), meal: 'dinner', recipeId: recipeIds[0] },
    });
    const taken = await cluster.call('POST', '/api/plan/entries', {
      token: cook.token,
      body: { date: from, meal: 'lunch', note: 'Eating out' },
    });
    expect([before.status, taken.status]).toEqual([201, 201]);

    const served = [...cluster.balancer.served];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        cluster.call('POST', '/api/plan/fill', { token: cook.token, body: { from, days: 7, meals: MEALS } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    // Round-robin: every instance ran some of them.
    expect(cluster.balancer.served.every((n, i) => n - served[i]! >= 6)).toBe(true);

    const rows = await suite.rows<{ id: number; date: string; meal: string; recipe_id: number | null }>(
      `select id, date::text as date, meal::text as meal, recipe_id from plan_entries
       where owner_id = ${userId} and date >= '${from}' order by id`,
    );
    const slots = rows.map((r) => `${r.date} ${r.meal}`);
    expect(new Set(slots).size).toBe(slots.length);
    const picked = rows.flatMap((r) => (r.recipe_id === null ? [] : [r.recipe_id]));
    expect(new Set(picked).size).toBe(picked.length);
    expect(picked).not.toContain(recipeIds[0]);
    // Every empty slot got a pick while candidates lasted; what was created is what the answers say.
    expect(picked).toHaveLength(Math.min(20, recipeIds.length - 1));
    const created = answers.flatMap((a) => (a.body.created as { id: number }[]).map((e) => e.id));
    expect(created.sort((x, y) => x - y)).toEqual(rows.filter((r) => r.recipe_id !== null).map((r) => r.id));
    const unfilled = answers.map((a) => a.body.unfilled as number);
    expect(Math.min(...unfilled)).toBe(20 - picked.length);
  });
});
