// Every text field of the shared schemas is one line unless it is named here: a new name, subject or
// title field gets the single-line rule or a reason below.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as auth from './auth.ts';
import * as billing from './billing.ts';
import * as chat from './chat.ts';
import * as clientError from './client-error.ts';
import * as leads from './leads.ts';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './text.ts';

/** Fields (by name, or schema.field) that may hold line breaks or are refused elsewhere, and why. */
const MULTI_LINE: Record<string, string> = {
  password: 'any characters a person chooses',
  confirmPassword: 'any characters a person chooses',
  currentPassword: 'any characters a person chooses',
  newPassword: 'any characters a person chooses',
  content: 'a chat message keeps its lines',
  message: 'a contact message (and a crash report) keeps its lines',
  stack: 'a crash report keeps its lines',
  path: 'a crash report, stored and logged as JSON',
  inviteCode: 'looked up as a key, never written into a mail or header',
  code: 'looked up as a key, never written into a mail or header',
  sessionId: 'looked up as a key, never written into a mail or header',
  before: 'a cursor, parsed by its own rule',
  cursor: 'a cursor, parsed by its own rule',
  'leadSchema.email': 'checked in the form’s own order by the whole schema (no whitespace at all)',
};

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) return objectShape(schema.in as z.ZodType);
  return null;
}

function innermost(schema: z.core.$ZodType): z.core.$ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault)
    return innermost(schema.def.innerType);
  return schema;
}

const textFields = Object.entries({ ...auth, ...billing, ...chat, ...clientError, ...leads }).flatMap(
  ([name, value]) => {
    const shape = value instanceof z.ZodType ? objectShape(value) : null;
    return Object.entries(shape ?? {})
      .filter(([, field]) => innermost(field) instanceof z.ZodString)
      .map(([field, schema]) => ({ label: `${name}.${field}`, field, schema }));
  },
);

describe('single-line text fields', () => {
  it('finds the schemas’ text fields', () => {
    expect(textFields.map((f) => f.label)).toEqual(
      expect.arrayContaining([
        'signupRequestSchema.firstName',
        'profileSchema.lastName',
        'renameChatSchema.title',
        'contactSchema.subject',
        'leadSchema.firstName',
      ]),
    );
  });

  it('refuses a line break inside every text field not named as multi-line', () => {
    for (const { label, field, schema } of textFields) {
      if (field in MULTI_LINE || label in MULTI_LINE) continue;
      for (const broken of ['Abc\ndef', 'Abc\r\ndef', 'Abc\u2028def', 'Abc\u0085def', 'Abc\tdef']) {
        const result = schema.safeParse(broken);
        expect(result.success, `${label} ${JSON.stringify(broken)}`).toBe(false);
      }
    }
  });

  it('refuses a lead’s address with a line break through the whole schema', () => {
    const lead = { form: 'newsletter', firstName: 'Anna', email: 'anna@example.com\nBcc: x@example.com' };
    expect(leads.leadSchema.safeParse(lead).success).toBe(false);
  });

  it('says why in the fields a person types', () => {
    for (const schema of [auth.profileSchema.shape.firstName, chat.renameChatSchema.shape.title]) {
      expect(schema.safeParse('Abc\ndef').error?.issues[0]?.message).toBe(SINGLE_LINE_MESSAGE);
    }
  });

  it('leaves messages their lines, and trims a line break around a single line', () => {
    expect(chat.sendMessageSchema.safeParse({ content: 'One.\nTwo.' }).success).toBe(true);
    expect(leads.contactSchema.shape.message.safeParse('One.\r\nTwo.').success).toBe(true);
    expect(isSingleLine(' Anna\n')).toBe(true);
    expect(isSingleLine('Jean-Luc O’Neil é')).toBe(true);
  });
});
