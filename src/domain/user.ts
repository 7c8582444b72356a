import { z } from 'zod';
import { PageSchema } from './common.ts';
import { GENDERS, UserLimits as L } from './constants.ts';
import { settingsFields, UserSettingsSchema } from './languages.ts';

const name = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(L.minNameLength, `${field} must be at least ${L.minNameLength} characters`)
    .max(L.maxNameLength, `${field} must be at most ${L.maxNameLength} characters`);

/** Usernames are stored lowercase; the form lowercases as the user types. */
export const UsernameSchema = z
  .string({ error: 'username is required' })
  .trim()
  .toLowerCase()
  .min(L.minUsernameLength, `username must be at least ${L.minUsernameLength} characters`)
  .max(L.maxUsernameLength, `username must be at most ${L.maxUsernameLength} characters`)
  .regex(/^[a-z0-9._-]+$/, 'username may hold only letters, digits, dots, dashes and underscores');

export const EmailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(L.maxEmailLength, 'email is too long')
  .pipe(z.email('email must be a valid e-mail address'));

/** Ten digits; the form may show dashes, which are stripped before validation. */
export const PhoneSchema = z
  .string({ error: 'phoneNum is required' })
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'phoneNum must be exactly 10 digits'));

export const PasswordSchema = z
  .string({ error: 'password is required' })
  .min(L.minPasswordLength, `password must be at least ${L.minPasswordLength} characters`)
  .max(L.maxPasswordLength, `password must be at most ${L.maxPasswordLength} characters`);

export const GenderSchema = z.enum(GENDERS, { error: 'gender must be male, female or other' });

/** Body of POST /api/user/signup. */
export const SignUpInputSchema = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  username: UsernameSchema,
  phoneNum: PhoneSchema,
  email: EmailSchema,
  password: PasswordSchema,
  gender: GenderSchema,
});
export type SignUpInput = z.infer<typeof SignUpInputSchema>;

/** Body of PUT /api/user/editMe: any sign-up field, password optional, and the settings (languages.ts). */
export const EditMeInputSchema = SignUpInputSchema.partial().extend(settingsFields());
export type EditMeInput = z.infer<typeof EditMeInputSchema>;

/** Body of POST /api/user/login. */
export const LoginInputSchema = z.object({
  username: z
    .string({ error: 'username is required' })
    .trim()
    .toLowerCase()
    .min(1, 'username is required')
    .max(L.maxUsernameLength, 'username is too long'),
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(L.maxPasswordLength, 'password is too long'),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const LoginResultSchema = z.object({ token: z.string() });

/** A user as the API shows it: never a password or a hash. */
export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNum: z.string(),
  gender: GenderSchema,
  isAdmin: z.boolean(),
  ...UserSettingsSchema.shape,
});
export type User = z.infer<typeof UserSchema>;

/** GET /api/user/me adds isLogged. */
export const MeSchema = UserSchema.extend({ isLogged: z.literal(true) });
export type Me = z.infer<typeof MeSchema>;

export const UserExistsParamsSchema = z.object({
  prop: z.enum(['username', 'email'], { error: 'prop must be username or email' }),
});
export const UserExistsInputSchema = z.object({
  value: z.string({ error: 'value is required' }).trim().toLowerCase().max(L.maxEmailLength, 'value is too long'),
});
export const UserExistsResultSchema = z.object({
  field: z.enum(['username', 'email']),
  isAvailable: z.boolean(),
});

/** Query of GET /api/user/all. */
export const UserListQuerySchema = z.object({
  page: PageSchema,
  sort: z.enum(['true', 'false'], { error: 'sort must be true or false' }).optional(),
});
