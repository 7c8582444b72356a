/** A domain error with a stable code and an HTTP status; the error handler turns it into `{ error, details? }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: Record<string, string>) =>
  new AppError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Admin access required') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details?: Record<string, string>) =>
  new AppError(409, 'CONFLICT', message, details);
export const badGateway = (message: string) => new AppError(502, 'BAD_GATEWAY', message);
export const gatewayTimeout = (message: string) => new AppError(504, 'GATEWAY_TIMEOUT', message);

/** A 429; the error handler sends its Retry-After. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}
