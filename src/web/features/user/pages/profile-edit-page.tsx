import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { useForm, type Control, type UseFormRegister } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { EditMeInput, User } from '#domain/user.ts';
import { formatPhone } from '#domain/format.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { EditMeFormSchema, type EditMeFormOutput, type EditMeFormValues } from '../account-form-schema.ts';
import { AccountFields, type AccountFieldValues } from '../components/account-fields.tsx';
import { LanguageUnitsSection } from '../components/language-units-section.tsx';
import { markServerFieldErrors } from '../server-field-errors.ts';
import { useAvailabilityCheck } from '../use-availability-check.ts';
import { useEditMeMutation, useGetMeQuery } from '../user-api.ts';
import { takenField } from '../user-slice.ts';

export const PROFILE_SAVED_TOAST = 'Profile updated!';
const profileSaved = msg`Profile updated!`;

const valuesOf = (me: User): EditMeFormValues => ({
  firstName: me.firstName,
  lastName: me.lastName,
  username: me.username,
  phoneNum: formatPhone(me.phoneNum),
  email: me.email,
  gender: me.gender,
  password: '',
  confirmPassword: '',
});

/** '/user/profile/edit' ('Profile'): the sign-up fields, prefilled; the password is optional (spec §5). */
export function ProfileEditPage() {
  const { data: me } = useGetMeQuery();
  if (!me) {
    return (
      <main id="main" className="page">
        <Loading />
      </main>
    );
  }
  return <ProfileEditForm me={me} />;
}

function ProfileEditForm({ me }: { me: User }) {
  const { t } = useLingui();
  const [editMe] = useEditMeMutation();
  const navigate = useNavigate();
  const current = useMemo(() => ({ username: me.username, email: me.email }), [me.username, me.email]);
  const availability = useAvailabilityCheck(current);
  const { reset: resetAvailability } = availability;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EditMeFormValues, unknown, EditMeFormOutput>({
    resolver: zodResolver(EditMeFormSchema),
    defaultValues: valuesOf(me),
    mode: 'onTouched',
  });

  useEffect(() => {
    resetAvailability();
  }, [resetAvailability]);

  const onSubmit = async ({ confirmPassword: _c, password, ...fields }: EditMeFormOutput) => {
    const input: EditMeInput = password ? { ...fields, password } : fields;
    const result = await editMe(input);
    const failure = result.error as ApiFailure | undefined;
    if (!failure) {
      toast.success(t(profileSaved), { autoClose: 3000 });
      navigate(paths.profile);
    } else if (markServerFieldErrors(setError, failure.details)) {
      // The refused fields say what is wrong.
    } else if (!takenField(failure.code)) {
      toast.error(failure.message || t`Could not save your profile`, { autoClose: 3000 });
    }
  };

  return (
    <main id="main" className="page">
      <div className="page-header">
        <h1>
          <Trans>Profile</Trans>
        </h1>
      </div>
      <form className="card form profile-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t`Profile`}>
        <AccountFields
          register={register as unknown as UseFormRegister<AccountFieldValues>}
          control={control as unknown as Control<AccountFieldValues>}
          errors={errors}
          availability={availability}
          passwordOptional
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={availability.blocked || isSubmitting || !isDirty}>
            {isSubmitting ? t`Saving…` : t`Save changes`}
          </button>
          <button type="button" className="btn" onClick={() => navigate(paths.profile)}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
      <LanguageUnitsSection />
    </main>
  );
}
