import { ERROR_MESSAGES, type ErrorCode } from '#domain/error-codes.ts';
import type { SettingsPatch, UserSettings } from '#domain/languages.ts';
import type { EditMeInput, LoginInput, Me, SignUpInput, User } from '#domain/user.ts';
import type { Db } from '../../db/client.ts';
import { conflict, unauthorized } from '../../lib/errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { SessionService } from '../sessions/index.ts';
import * as repo from './repository.ts';

/** The login failure text, shown by the client as is; the same for an unknown user and a wrong password. */
export const INVALID_LOGIN = ERROR_MESSAGES.INVALID_CREDENTIALS;

const TAKEN = { username: 'USERNAME_TAKEN', email: 'EMAIL_TAKEN' } as const satisfies Record<
  repo.UniqueUserField,
  ErrorCode
>;

/** Runs a write and turns a hit on a unique index into the 409 the client shows. */
async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const field = repo.takenFieldOf(err);
    if (field) throw conflict(ERROR_MESSAGES[TAKEN[field]], undefined, TAKEN[field]);
    throw err;
  }
}

/** Sign-up, login, profile and the admin user list. */
export function createUserService(db: Db, sessions: SessionService) {
  return {
    /** Creates a regular user; the unique indexes decide races, so two concurrent sign-ups cannot both win. */
    async signUp(input: SignUpInput): Promise<User> {
      const { password, ...fields } = input;
      const passwordHash = await hashPassword(password);
      return guardUnique(() => repo.insertUser(db, { ...fields, passwordHash }));
    },

    /** Returns a new token. Unknown users still cost one verify, so timing does not reveal usernames. */
    async login(input: LoginInput): Promise<string> {
      const credentials = await repo.findCredentials(db, input.username);
      const hash = credentials?.passwordHash ?? (await dummyPasswordHash());
      const valid = await verifyPassword(hash, input.password);
      if (!credentials || !valid) throw unauthorized(INVALID_LOGIN, 'INVALID_CREDENTIALS');
      return sessions.issue(credentials.id);
    },

    logout(token: string): Promise<void> {
      return sessions.revoke(token);
    },

    async isAvailable(field: repo.UniqueUserField, value: string): Promise<boolean> {
      return !(await repo.isValueTaken(db, field, value));
    },

    async me(userId: number): Promise<Me> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw unauthorized('Session expired or invalid, please log in again');
      return { ...user, isLogged: true };
    },

    /**
     * Applies the given fields. A new password revokes every other session of the user; the session
     * that made the change stays signed in.
     */
    async editMe(userId: number, currentToken: string, input: EditMeInput): Promise<User> {
      const { password, ...fields } = input;
      const patch: Partial<repo.UserWrite> = { ...fields };
      if (password !== undefined) patch.passwordHash = await hashPassword(password);
      const keep = password !== undefined ? hashToken(currentToken) : undefined;
      const user = await guardUnique(() => repo.updateUser(db, userId, patch, keep)).finally(() =>
        // Cached sessions carry the username, and a password change has just deleted the other ones.
        sessions.forgetUser(userId),
      );
      if (!user) throw unauthorized('Session expired or invalid, please log in again');
      return user;
    },

    async settings(userId: number): Promise<UserSettings> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw unauthorized('Session expired or invalid, please log in again');
      return { language: user.language, units: user.units };
    },

    /** Stores the fields given; the session forgets the old language, which decides how lines are read. */
    async changeSettings(userId: number, patch: SettingsPatch): Promise<UserSettings> {
      const user = await repo.updateUser(db, userId, patch).finally(() => sessions.forgetUser(userId));
      if (!user) throw unauthorized('Session expired or invalid, please log in again');
      return { language: user.language, units: user.units };
    },

    list(page: number, byLastName: boolean) {
      return repo.listUsers(db, page, byLastName);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
