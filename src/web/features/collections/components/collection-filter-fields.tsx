import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { APPLIANCES, COOK_TIME_OPTIONS, CUISINE_FILTERS, RESTRICTION_FILTERS } from '#domain/constants.ts';
import type { CollectionFilter } from '#domain/collection.ts';
import { titleCase } from '#domain/format.ts';
import { SelectField } from '../../../components/select-field.tsx';
import { tagLabel } from '../../../components/tag-labels.ts';
import { TextField } from '../../../components/text-field.tsx';

/** The recipe list's filters as the form holds them: '' and 'all' mean "any". */
export interface FilterValues {
  q: string;
  cuisine: string;
  restriction: string;
  appliance: string;
  cookTime: string;
}

export const ANY_FILTER: FilterValues = {
  q: '',
  cuisine: 'all',
  restriction: 'all',
  appliance: 'all',
  cookTime: 'all',
};

/** The saved filter: only the fields that narrow the recipes. */
export function filterOf(values: FilterValues): CollectionFilter {
  const filter: Record<string, string> = {};
  if (values.q.trim()) filter.q = values.q.trim();
  for (const key of ['cuisine', 'restriction', 'appliance', 'cookTime'] as const) {
    if (values[key] !== 'all') filter[key] = values[key];
  }
  return filter as CollectionFilter;
}

/** The form's values for a saved filter. */
export const valuesOf = (filter: CollectionFilter | null): FilterValues => ({
  q: filter?.q ?? '',
  cuisine: filter?.cuisine ?? 'all',
  restriction: filter?.restriction ?? 'all',
  appliance: filter?.appliance ?? 'all',
  cookTime: filter?.cookTime ?? 'all',
});

const APPLIANCE_FILTERS = ['all', ...APPLIANCES] as const;
const COOK_TIMES = COOK_TIME_OPTIONS.map((o) => o.value);
const COOK_TIME_LABELS: Record<string, MessageDescriptor> = {
  all: msg({ message: 'all', context: 'cook time' }),
  '30': msg`< 30 mins`,
  '60': msg`< 60 mins`,
};

/** A smart collection's filters: the same fields and values as the recipe list's (GET /api/recipes). */
export function CollectionFilterFields({
  values,
  onChange,
  errors,
}: {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  errors?: Record<string, string>;
}) {
  const { t } = useLingui();
  const set = (change: Partial<FilterValues>) => onChange({ ...values, ...change });
  return (
    <fieldset className="collection-filter">
      <legend>{t`Recipes that match`}</legend>
      <TextField
        id="collection-filter-q"
        label={t`Name contains`}
        value={values.q}
        maxLength={200}
        error={errors?.['filter.q']}
        onChange={(e) => set({ q: e.target.value })}
      />
      <SelectField
        id="collection-filter-cuisine"
        label={t`Cuisine`}
        value={values.cuisine}
        options={CUISINE_FILTERS as readonly string[]}
        optionLabel={(c) => (c === 'all' ? t`All cuisines` : titleCase(tagLabel(t, c)))}
        onChange={(cuisine) => set({ cuisine })}
      />
      <SelectField
        id="collection-filter-diet"
        label={t`Diet`}
        value={values.restriction}
        options={RESTRICTION_FILTERS as readonly string[]}
        optionLabel={(r) => (r === 'all' ? t`All diets` : titleCase(tagLabel(t, r)))}
        onChange={(restriction) => set({ restriction })}
      />
      <SelectField
        id="collection-filter-appliance"
        label={t`Appliance`}
        value={values.appliance}
        options={APPLIANCE_FILTERS as readonly string[]}
        optionLabel={(a) => (a === 'all' ? t`All appliances` : titleCase(tagLabel(t, a)))}
        onChange={(appliance) => set({ appliance })}
      />
      <SelectField
        id="collection-filter-cook-time"
        label={t`Cook time`}
        value={values.cookTime}
        options={COOK_TIMES as readonly string[]}
        optionLabel={(c) => t(COOK_TIME_LABELS[c])}
        onChange={(cookTime) => set({ cookTime })}
      />
    </fieldset>
  );
}
