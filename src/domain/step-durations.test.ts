import { describe, expect, it } from 'vitest';
import { findDurations, formatCountdown } from './step-durations.ts';

const only = (step: string) => {
  const found = findDurations(step);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('findDurations', () => {
  it.each([
    ['Bake for 25 minutes until golden.', '25 minutes', 1500, null],
    ['Simmer 1-2 hours, stirring now and then.', '1-2 hours', 3600, 7200],
    ['Rest 10 to 15 min.', '10 to 15 min', 600, 900],
    ['Cook 10–15 mins', '10–15 mins', 600, 900],
    ['Roast 1 hour 30 minutes.', '1 hour 30 minutes', 5400, null],
    ['Boil for 1½ hours', '1½ hours', 5400, null],
    ['Whisk for 30 seconds', '30 seconds', 30, null],
    ['Chill for an hour', 'an hour', 3600, null],
    ['Leave for half an hour', 'half an hour', 1800, null],
    ['Grill 3-4 min per side', '3-4 min', 180, 240],
    ['Sear 2 mins.', '2 mins', 120, null],
    ['Bake 45m', '45m', 2700, null],
    ['Rest 1 hr', '1 hr', 3600, null],
  ])('%s', (step, text, seconds, secondsMax) => {
    const d = only(step);
    expect(d.text).toBe(text);
    expect(step.slice(d.start, d.end)).toBe(text);
    expect(d.seconds).toBe(seconds);
    expect(d.secondsMax).toBe(secondsMax);
  });

  it('finds several durations in one step, in order', () => {
    const found = findDurations('Bake for 20 minutes, turn, then bake 10 more minutes... no: bake 5 minutes.');
    expect(found.map((d) => d.seconds)).toEqual([1200, 300]);
  });

  it('ignores numbers that are not durations', () => {
    expect(findDurations('Add 2 eggs and 3 cups of milk; heat to 180 C in a 23 cm tin.')).toEqual([]);
    expect(findDurations('Cut into 5 mm slices.')).toEqual([]);
    expect(findDurations('Serves 4 hungry people')).toEqual([]);
    expect(findDurations('Add a sprig of thyme and some salt')).toEqual([]);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '0:00'],
    [7, '0:07'],
    [1499.2, '25:00'],
    [3909, '1:05:09'],
    [-3, '0:00'],
  ])('%s → %s', (s, text) => expect(formatCountdown(s)).toBe(text));
});
