import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm, type Control, type UseFormRegister } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { paths } from '../../../app/paths.ts';
import { SignUpFormSchema, type SignUpFormOutput, type SignUpFormValues } from '../account-form-schema.ts';
import { AccountFields, type AccountFieldValues } from '../components/account-fields.tsx';
import { AuthShell } from '../components/auth-shell.tsx';
import { fieldMessage } from '../field-message.ts';
import { markServerFieldErrors } from '../server-field-errors.ts';
import { useAvailabilityCheck } from '../use-availability-check.ts';
import { useSignUpMutation } from '../user-api.ts';
import { takenField } from '../user-slice.ts';

/** Shown on the login screen after a successful sign-up. */
export const SIGN_UP_SUCCESS_TOAST = 'Account created! Please log in.';
const signedUp = msg`Account created! Please log in.`;

const emptyForm: SignUpFormValues = {
  firstName: '',
  lastName: '',
  username: '',
  phoneNum: '',
  email: '',
  password: '',
  confirmPassword: '',
  gender: '',
  terms: false,
};

/** '/signUp' (spec §2, §5): every field validated as on the server, uniqueness checked on blur. */
export function SignUpPage() {
  const { t } = useLingui();
  const [signUp] = useSignUpMutation();
  const navigate = useNavigate();
  const availability = useAvailabilityCheck();
  const { reset: resetAvailability } = availability;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormValues, unknown, SignUpFormOutput>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: emptyForm,
    mode: 'onTouched',
  });

  useEffect(() => {
    resetAvailability();
  }, [resetAvailability]);

  const onSubmit = async ({ confirmPassword: _c, terms: _t, ...input }: SignUpFormOutput) => {
    const result = await signUp(input);
    const failure = result.error as ApiFailure | undefined;
    if (!failure) {
      toast.success(t(signedUp), { autoClose: 3000 });
      navigate(paths.login);
    } else if (markServerFieldErrors(setError, failure.details)) {
      // The refused fields say what is wrong.
    } else if (!takenField(failure.code)) {
      toast.error(failure.message || t`Sign up failed`, { autoClose: 3000 });
    }
  };

  return (
    <AuthShell wide>
      <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="signup-title">
        <div>
          <h1 id="signup-title">
            <Trans>Create your account</Trans>
          </h1>
          <p className="muted">
            <Trans>It takes a minute, and your first shopping list is waiting.</Trans>
          </p>
        </div>
        <AccountFields
          register={register as unknown as UseFormRegister<AccountFieldValues>}
          control={control as unknown as Control<AccountFieldValues>}
          errors={errors}
          availability={availability}
        />
        <div className="field">
          <label className="checkbox">
            <input
              type="checkbox"
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'terms-error' : undefined}
              {...register('terms')}
            />
            <span>
              <Trans>
                I agree to the{' '}
                <Link to={paths.agreement} target="_blank" rel="noopener">
                  terms and conditions
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </Link>
              </Trans>
            </span>
          </label>
          {errors.terms && (
            <p id="terms-error" className="field-error">
              {fieldMessage(errors.terms.message)}
            </p>
          )}
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={availability.blocked || isSubmitting}>
            {isSubmitting ? t`Submitting…` : t`Submit`}
          </button>
          <button type="button" className="btn" onClick={() => navigate(paths.login)}>
            <Trans>Login</Trans>
          </button>
        </div>
      </form>
    </AuthShell>
  );
}
