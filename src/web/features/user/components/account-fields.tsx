import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ChangeEvent } from 'react';
import { useController, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { GENDERS } from '#domain/constants.ts';
import { formatPhone } from '#domain/format.ts';
import { TextField } from '../../../components/text-field.tsx';
import { fieldMessage } from '../field-message.ts';
import { GENDER_LABELS } from '../gender-labels.ts';
import { TAKEN_MESSAGES, type useAvailabilityCheck } from '../use-availability-check.ts';

/** The fields shared by the sign-up and the profile forms. */
export interface AccountFieldValues {
  firstName: string;
  lastName: string;
  username: string;
  phoneNum: string;
  email: string;
  password: string;
  confirmPassword: string;
  gender: string;
}

interface AccountFieldsProps {
  register: UseFormRegister<AccountFieldValues>;
  /** The select is controlled, so its prefilled value holds in every DOM (happy-dom included). */
  control: Control<AccountFieldValues>;
  errors: FieldErrors<AccountFieldValues>;
  availability: ReturnType<typeof useAvailabilityCheck>;
  /** Profile edit: an empty password keeps the current one. */
  passwordOptional?: boolean;
}

const lowercase = (event: ChangeEvent<HTMLInputElement>) => {
  const lower = event.target.value.toLowerCase();
  if (lower !== event.target.value) event.target.value = lower;
};

/** First and last name, username, phone, e-mail, password twice and gender (spec §2, §5). */
export function AccountFields({
  register,
  control,
  errors,
  availability,
  passwordOptional = false,
}: AccountFieldsProps) {
  const { t } = useLingui();
  const genderId = useId();
  const username = register('username');
  const email = register('email');
  const phone = register('phoneNum');
  const { field: gender } = useController({ control, name: 'gender' });
  const { available, check, edited } = availability;
  const msg = (field: keyof AccountFieldValues) => fieldMessage(errors[field]?.message);

  return (
    <div className="form-grid">
      <TextField label={t`First name`} autoComplete="given-name" error={msg('firstName')} {...register('firstName')} />
      <TextField label={t`Last name`} autoComplete="family-name" error={msg('lastName')} {...register('lastName')} />
      <TextField
        label={t`Username`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={available.username ? msg('username') : t(TAKEN_MESSAGES.username)}
        {...username}
        onChange={(event) => {
          lowercase(event);
          edited('username');
          return username.onChange(event);
        }}
        onBlur={(event) => {
          check('username', event.target.value);
          return username.onBlur(event);
        }}
      />
      <TextField
        label={t`Phone`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="555-123-4567"
        maxLength={12}
        error={msg('phoneNum')}
        {...phone}
        onChange={(event) => {
          const formatted = formatPhone(event.target.value);
          if (formatted !== event.target.value) event.target.value = formatted;
          return phone.onChange(event);
        }}
      />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={available.email ? msg('email') : t(TAKEN_MESSAGES.email)}
        {...email}
        onChange={(event) => {
          edited('email');
          return email.onChange(event);
        }}
        onBlur={(event) => {
          check('email', event.target.value);
          return email.onBlur(event);
        }}
      />
      <div className="field">
        <label htmlFor={genderId}>
          <Trans>Gender</Trans>
        </label>
        <select
          id={genderId}
          className="select"
          aria-invalid={errors.gender ? true : undefined}
          aria-describedby={errors.gender ? `${genderId}-error` : undefined}
          {...gender}
        >
          <option value="">{t`Select…`}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(GENDER_LABELS[gender])}
            </option>
          ))}
        </select>
        {errors.gender && (
          <p id={`${genderId}-error`} className="field-error">
            {msg('gender')}
          </p>
        )}
      </div>
      <TextField
        label={passwordOptional ? t`New password` : t`Password`}
        type="password"
        autoComplete="new-password"
        hint={passwordOptional ? t`Leave empty to keep your current password.` : undefined}
        error={msg('password')}
        {...register('password')}
      />
      <TextField
        label={passwordOptional ? t`Confirm new password` : t`Confirm password`}
        type="password"
        autoComplete="new-password"
        error={msg('confirmPassword')}
        {...register('confirmPassword')}
      />
    </div>
  );
}
