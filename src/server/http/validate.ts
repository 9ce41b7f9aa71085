import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Turns a failed parse of one of the shared schemas into a 400 whose message is the schema's own
 * (the exact text of docs/product/specification.md), with every field's first message for forms.
 */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return new AppError('validation_failed', 400, error.issues[0]?.message ?? 'Invalid request.', fields);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** A JSON body validated by a shared schema; its type flows to the typed client. */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  validator('json', (value) => parseWith(schema, value));

export const queryParams = <S extends z.ZodType>(schema: S) =>
  validator('query', (value) => parseWith(schema, value));

/**
 * The query string as `queryParams` hands it to its schema (a repeated key becomes a list), for a
 * handler that checks it before deciding how to answer.
 */
export function queryValue(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0]! : values]),
  );
}
