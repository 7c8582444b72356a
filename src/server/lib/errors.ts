import type { ErrorCode } from '#domain/error-codes.ts';

/** A domain error with a stable code and an HTTP status; the error handler sends `{ error, code, details? }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: Record<string, string>) =>
  new AppError(400, 'VALIDATION_FAILED', message, details);
export const unauthorized = (message = 'Authentication required', code: ErrorCode = 'UNAUTHENTICATED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'Admin access required', code: ErrorCode = 'ADMIN_REQUIRED') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found', code: ErrorCode = 'NOT_FOUND') => new AppError(404, code, message);
/** The one 404 of an unknown, inactive or hidden recipe. */
export const recipeNotFound = () => notFound('Recipe not found', 'RECIPE_NOT_FOUND');
export const conflict = (message: string, details?: Record<string, string>, code: ErrorCode = 'CONFLICT') =>
  new AppError(409, code, message, details);
export const badGateway = (message: string, code: ErrorCode = 'FETCH_FAILED') => new AppError(502, code, message);
export const gatewayTimeout = (message: string, code: ErrorCode = 'FETCH_TIMEOUT') => new AppError(504, code, message);

/** A 429; the error handler sends its Retry-After. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}
