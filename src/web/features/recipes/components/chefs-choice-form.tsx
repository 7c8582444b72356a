import { zodResolver } from '@hookform/resolvers/zod';
import { type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch, type UseFormRegister, type UseFormRegisterReturn } from 'react-hook-form';
import { APPLIANCES, COOK_TIME_OPTIONS, CUISINES, RESTRICTIONS } from '#domain/constants.ts';
import { tagLabel } from '../../../components/tag-labels.ts';
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
  question: MessageDescriptor;
  /** The name of the group of boxes: 'Choose cuisines'. */
  choose: MessageDescriptor;
  options: readonly string[];
};

const GROUPS: Group[] = [
  {
    flag: 'wantCuisines',
    list: 'cuisines',
    question: msg`Any particular cuisines?`,
    choose: msg`Choose cuisines`,
    options: CUISINES,
  },
  {
    flag: 'wantRestrictions',
    list: 'restrictions',
    question: msg`Any dietary restrictions?`,
    choose: msg`Choose restrictions`,
    options: RESTRICTIONS,
  },
  {
    flag: 'wantAppliances',
    list: 'appliances',
    question: msg`Any particular appliances?`,
    choose: msg`Choose appliances`,
    options: APPLIANCES,
  },
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
  const { t } = useLingui();

  return (
    <form className="card chefs-form form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t`Chef's choice`}>
      <div className="numbers">
        <CountField id="cc-people" label={t`Number of people`} error={errors.people} field={register('people')} />
        <CountField id="cc-meals" label={t`Number of meals`} error={errors.meals} field={register('meals')} />
        <div className="field">
          <label htmlFor="cc-cooktime">
            <Trans>Cook time</Trans>
          </label>
          <select id="cc-cooktime" className="select" {...register('cookTime')}>
            {COOK_TIME_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.value === 'all'
                  ? t({ message: 'all', context: 'cook time' })
                  : o.value === '30'
                    ? t`< 30 mins`
                    : t`< 60 mins`}
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
          {pending ? t`The chef is choosing…` : t`Get the Chef's Choice`}
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
  const { t } = useLingui();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend>{t(group.question)}</legend>
      <label className="checkbox">
        <input type="checkbox" {...register(group.flag)} />
        <Trans>Yes</Trans>
      </label>
      {open && (
        <div className="chefs-choice-grid" role="group" aria-label={t(group.choose)}>
          {group.options.map((option) => (
            <label key={option} className="checkbox">
              <input type="checkbox" value={option} {...register(group.list)} />
              {tagLabel(t, option)}
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

/** A whole number of at least 1, with its error announced. */
function CountField({
  id,
  label,
  error,
  field,
}: {
  id: string;
  label: string;
  /** The field's error, when it has one. */
  error?: { message?: string };
  field: UseFormRegisterReturn;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...field}
      />
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}
