import { z } from 'zod';
import { UserLimits as L } from '#domain/constants.ts';
import { SignUpInputSchema } from '#domain/user.ts';

/** Spec §8 field message. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match!';

const shape = SignUpInputSchema.shape;
/** An empty field says 'is required' before the domain rule (min length, format) speaks. */
const required = <T extends z.ZodType<unknown, string>>(label: string, rule: T) =>
  z.string().trim().min(1, `${label} is required`).pipe(rule);

const accountShape = {
  firstName: required('First name', shape.firstName),
  lastName: required('Last name', shape.lastName),
  username: required('Username', shape.username),
  phoneNum: required('Phone number', shape.phoneNum),
  email: required('Email', shape.email),
  gender: z.string().min(1, 'Gender is required').pipe(shape.gender),
};

const confirmRule = z
  .string()
  .min(1, 'Please confirm your password')
  .min(L.minPasswordLength, `Confirm password must be at least ${L.minPasswordLength} characters`);

const passwordsMatch = {
  message: PASSWORDS_DO_NOT_MATCH,
  path: ['confirmPassword'],
  // Compare as soon as both password fields are filled in, whatever the other fields hold.
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown };
    return (
      typeof value.password === 'string' && typeof value.confirmPassword === 'string' && value.confirmPassword !== ''
    );
  },
};

/** Sign-up form (spec §5): the API schema, plus confirm password and the terms checkbox. */
export const SignUpFormSchema = z
  .object({
    ...accountShape,
    password: z.string().min(1, 'Password is required').pipe(shape.password),
    confirmPassword: confirmRule,
    terms: z.boolean().refine((v) => v, 'You must accept the terms and conditions'),
  })
  .refine((d) => d.password === d.confirmPassword, passwordsMatch);
export type SignUpFormValues = z.input<typeof SignUpFormSchema>;
export type SignUpFormOutput = z.output<typeof SignUpFormSchema>;

/** Profile edit form: the same fields; the password is changed only when one is typed. */
export const EditMeFormSchema = z
  .object({
    ...accountShape,
    password: z
      .string()
      .refine(
        (v) => v === '' || shape.password.safeParse(v).success,
        `Password must be at least ${L.minPasswordLength} characters`,
      ),
    confirmPassword: z.string(),
  })
  .refine((d) => d.password === d.confirmPassword, {
    ...passwordsMatch,
    when: (payload: { value: unknown }) => {
      const value = payload.value as { password?: unknown };
      return typeof value.password === 'string' && value.password !== '';
    },
  });
export type EditMeFormValues = z.input<typeof EditMeFormSchema>;
export type EditMeFormOutput = z.output<typeof EditMeFormSchema>;
