import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { LoginInput } from '#domain/user.ts';
import { paths } from '../../../app/paths.ts';
import { TextField } from '../../../components/text-field.tsx';
import { fieldMessage } from '../field-message.ts';
import { loginResolver, preloadLoginResolver, type LoginValues } from '../login-resolver.ts';
import { useLogin } from '../use-login.ts';

/** Spec §8: the server's message, bottom-center, 3 s, dark. */
const errorToast = { position: 'bottom-center', autoClose: 3000, theme: 'dark' } as const;

/**
 * The login screen (spec §2): username (lowercased as typed) and password, Login and Register.
 * Where a successful login leads is decided by the page (it redirects any signed-in user). Register is
 * left out when the server takes no sign-ups.
 */
export function LoginForm({ canRegister = true }: { canRegister?: boolean }) {
  const { t } = useLingui();
  const login = useLogin();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, LoginInput>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '' },
  });
  const username = register('username');

  const onSubmit = async (input: LoginInput) => {
    const failure = await login(input);
    if (failure) toast.error(failure, errorToast);
  };

  return (
    <form
      className="form"
      onSubmit={handleSubmit(onSubmit)}
      onFocus={() => void preloadLoginResolver().catch(() => undefined)}
      noValidate
      aria-labelledby="login-title"
    >
      <div>
        <h1 id="login-title">
          <Trans>Welcome back</Trans>
        </h1>
        <p className="muted">
          <Trans>Log in to see your shopping list and recipes.</Trans>
        </p>
      </div>
      <TextField
        label={t`Username`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={fieldMessage(errors.username?.message)}
        {...username}
        onChange={(event) => {
          const lower = event.target.value.toLowerCase();
          if (lower !== event.target.value) event.target.value = lower;
          return username.onChange(event);
        }}
      />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        required
        error={fieldMessage(errors.password?.message)}
        {...register('password')}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t`Logging in…` : t`Login`}
        </button>
        {canRegister && (
          <button type="button" className="btn" onClick={() => navigate(paths.signUp)}>
            <Trans>Register</Trans>
          </button>
        )}
      </div>
    </form>
  );
}
