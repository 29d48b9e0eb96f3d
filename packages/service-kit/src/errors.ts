/**
 * Domain errors carry no HTTP status: the error middleware maps each class to one (see http/errors.ts).
 * The message is always safe to show to a person.
 */
export class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
/** Bad input. `details` names the field to change (and which one of a list), so a form can show the message beside it. */
export class ValidationError extends DomainError {
  constructor(
    message: string,
    readonly details?: { field: string; index?: number },
  ) {
    super(message);
  }
}
export class UnauthenticatedError extends DomainError {
  constructor(message = 'Please sign in to continue.') {
    super(message);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message = "You don't have permission to do that.") {
    super(message);
  }
}
export class NotFoundError extends DomainError {}
export class ConflictError extends DomainError {}
export class EntitlementRequiredError extends DomainError {
  constructor(message = 'Your free trial has ended. Subscribe to keep creating stories.') {
    super(message);
  }
}
export class RateLimitedError extends DomainError {
  constructor(
    message = 'Too many attempts. Please wait a few minutes and try again.',
    readonly retryAfterSeconds = 60,
  ) {
    super(message);
  }
}
export class PayloadTooLargeError extends DomainError {
  constructor(message = 'The request is too large (the limit is 1 MB).') {
    super(message);
  }
}
/** The request body arrived too slowly to be waited for. */
export class RequestTooSlowError extends DomainError {
  constructor(message = 'The request body arrived too slowly. Please try again.') {
    super(message);
  }
}
/** An outside system (provider, another service) failed or was unreachable. */
export class UpstreamError extends DomainError {}
/** The request body is sent in a form we do not read (an unknown Content-Encoding). */
export class UnsupportedMediaTypeError extends DomainError {}
/** Something this service depends on (its database) is down or overloaded; trying again later may work. */
export class ServiceUnavailableError extends DomainError {
  constructor(message = 'The service is temporarily unavailable. Please try again in a moment.') {
    super(message);
  }
}
