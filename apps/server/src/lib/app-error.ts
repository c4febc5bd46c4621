import { defaultErrorMessages, statusForCode, type ErrorCode } from '@groundwork/domain/errors';

export type FieldErrors = Record<string, string[]>;
export interface ErrorDetails {
  fieldErrors?: FieldErrors;
  [key: string]: unknown;
}

/** The one way a service refuses: a shared code (its HTTP status lives in domain/errors), a message, details. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: ErrorDetails,
  ) {
    super(message ?? defaultErrorMessages[code]);
    this.statusCode = statusForCode(code);
  }

  /** A 400 for one field, shaped like schema validation failures so the client shows it beside the input. */
  static invalidField(field: string, message: string): AppError {
    return new AppError('VALIDATION_FAILED', message, { fieldErrors: { [field]: [message] } });
  }
}
