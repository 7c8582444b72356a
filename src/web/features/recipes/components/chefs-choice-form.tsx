import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { APPLIANCES, COOK_TIME_OPTIONS, CUISINES, RESTRICTIONS } from '#domain/constants.ts';
import {
  CHEFS_CHOICE_DEFAULTS,
  ChefsChoiceFormSchema,
  type ChefsChoiceFormInput,
  type ChefsChoiceFormValues,
} from './chefs-choice-schema.ts';

interface Props {
  onSubmit: (values: ChefsChoiceFormValues) => void | Promise<void>;
  pending?: boolean;
}

type Group = {
  flag: 'wantCuisines' | 'wantRestrictions' | 'wantAppliances';
  list: 'cuisines' | 'restrictions' | 'appliances';
  question: string;
  options: readonly string[];
};

const GROUPS: Group[] = [
  { flag: 'wantCuisines', list: 'cuisines', question: 'Any particular cuisines?', options: CUISINES },
  { flag: 'wantRestrictions', list: 'restrictions', question: 'Any dietary restrictions?', options: RESTRICTIONS },
  { flag: 'wantAppliances', list: 'appliances', question: 'Any particular appliances?', options: APPLIANCES },
];

/** The chef's choice questionnaire (spec §2, §5). */
export function ChefsChoiceForm({ onSubmit, pending = false }: Props) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ChefsChoiceFormInput, unknown, ChefsChoiceFormValues>({
    resolver: zodResolver(ChefsChoiceFormSchema),
    defaultValues: CHEFS_CHOICE_DEFAULTS,
  });
  const open = useWatch({ control, name: ['wantCuisines', 'wantRestrictions', 'wantAppliances'] });

  return (
    <form className="card chefs-form form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Chef's choice">
      <div className="numbers">
        <div className="field">
          <label htmlFor="cc-people">Number of people</label>
          <input
            id="cc-people"
            className="input"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            aria-invalid={errors.people ? true : undefined}
            aria-describedby={errors.people ? 'cc-people-error' : undefined}
            {...register('people')}
          />
          {errors.people && (
            <p className="field-error" id="cc-people-error" role="alert">
              {errors.people.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="cc-meals">Number of meals</label>
          <input
            id="cc-meals"
            className="input"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            aria-invalid={errors.meals ? true : undefined}
            aria-describedby={errors.meals ? 'cc-meals-error' : undefined}
            {...register('meals')}
          />
          {errors.meals && (
            <p className="field-error" id="cc-meals-error" role="alert">
              {errors.meals.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="cc-cooktime">Cook time</label>
          <select id="cc-cooktime" className="select" {...register('cookTime')}>
            {COOK_TIME_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.value === 'all' ? 'all' : o.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {GROUPS.map((group, i) => (
        <ChoiceGroup
          key={group.list}
          group={group}
          register={register}
          open={open[i] === true}
          error={errors[group.list]?.message}
        />
      ))}

      <div className="row">
        <button type="submit" className="btn btn-accent" disabled={pending} aria-busy={pending}>
          {pending ? 'The chef is choosing…' : "Get the Chef's Choice"}
        </button>
      </div>
    </form>
  );
}

function ChoiceGroup({
  group,
  register,
  open,
  error,
}: {
  group: Group;
  register: UseFormRegister<ChefsChoiceFormInput>;
  open: boolean;
  error?: string;
}) {
  const errorId = `cc-${group.list}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend>{group.question}</legend>
      <label className="checkbox">
        <input type="checkbox" {...register(group.flag)} />
        Yes
      </label>
      {open && (
        <div className="chefs-choice-grid" role="group" aria-label={`Choose ${group.list}`}>
          {group.options.map((option) => (
            <label key={option} className="checkbox">
              <input type="checkbox" value={option} {...register(group.list)} />
              {option}
            </label>
          ))}
        </div>
      )}
      {open && error && (
        <p className="field-error" id={errorId} role="alert" style={{ marginTop: 8 }}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
