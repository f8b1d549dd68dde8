import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Length, Matches, Max, Min, ValidateBy } from './validators';
import { ApiProperty, ApiPropertyOptional } from '../api-docs';
import { isGridHour, isGridTime } from '../../time/hhmm';
import { canonicalUuid } from './canonical-uuid';
import { lacksAreaCode, MISSING_AREA_CODE_MESSAGE } from '../../../../../common/rules/contact-key';
import { CLIENT_NAME_MAX_LENGTH, CLIENT_NAME_MIN_LENGTH, CONTACT_MAX_DIGITS, CONTACT_MIN_DIGITS } from '../../../../../common/rules/input-limits';

/** Reusable request-field rules, so every endpoint validates days, hours and contacts the same way. */
interface FieldOptions {
  /** Query-string values arrive as text and are converted to numbers first. */
  fromQuery?: boolean;
}

function integerField(min: number, max: number, description: string, { fromQuery }: FieldOptions) {
  const decorators = [ApiProperty({ type: 'integer', minimum: min, maximum: max, description }), IsInt(), Min(min), Max(max)];
  return applyDecorators(...(fromQuery ? [Type(() => Number), ...decorators] : decorators));
}

/** The ranges of a day's fields (compiled-query.ts checks them too). */
export const DAY_RANGE = { min: 1, max: 31 } as const;
export const MONTH_RANGE = { min: 0, max: 11 } as const;
export const YEAR_RANGE = { min: 2000, max: 9999 } as const;

export const DayField = (options: FieldOptions = {}) => integerField(DAY_RANGE.min, DAY_RANGE.max, 'Dia do mês (1-31)', options);
export const MonthField = (options: FieldOptions = {}) => integerField(MONTH_RANGE.min, MONTH_RANGE.max, 'Mês, 0 = janeiro … 11 = dezembro', options);
export const YearField = (options: FieldOptions = {}) => integerField(YEAR_RANGE.min, YEAR_RANGE.max, 'Ano com quatro dígitos', options);

export function HourField(options: FieldOptions = {}) {
  return applyDecorators(
    integerField(0, 2330, 'Horário HHMM numa grade de 30 minutos (730 = 07:30)', options),
    ValidateBy({ name: 'isGridHour', validator: { validate: (value) => isGridHour(value as number) } }),
  );
}

/** Where working hours or a break start or end: HHMM on the 30-minute grid from 0 to 2400 (24:00, the end of the day). */
export function TimeOfDayField(description: string) {
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum: 0, maximum: 2400, description: `${description}: HHMM numa grade de 30 minutos (2400 = 24:00)` }),
    IsInt(),
    ValidateBy({ name: 'isGridTime', validator: { validate: (value) => isGridTime(value as number) } }),
  );
}

/** A UUID, in its canonical lower-case form (canonical-uuid.ts) before any comparison. */
export const IdField = (description: string) =>
  applyDecorators(
    ApiProperty({ format: 'uuid', description }),
    Transform(({ value }) => canonicalUuid(value)),
    IsUUID(),
  );

/** Digits only, 8 to 15 of them; spaces, dashes, dots, parentheses and a leading + are dropped first. */
export const CONTACT_PATTERN = new RegExp(`^\\d{${CONTACT_MIN_DIGITS},${CONTACT_MAX_DIGITS}}$`);
export function normalizeContact(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/[\s().+-]/g, '') : value;
}

/**
 * A Brazilian number with its DDD (contact-key.ts): the 400 says so, with an example (validation.ts's
 * hint). The message must not be empty: class-validator passes the context on only with one.
 */
const HasAreaCode = () =>
  ValidateBy(
    {
      name: 'hasAreaCode',
      validator: { validate: (value) => typeof value !== 'string' || !lacksAreaCode(value), defaultMessage: () => MISSING_AREA_CODE_MESSAGE },
    },
    { context: { hint: MISSING_AREA_CODE_MESSAGE } },
  );

export function ContactField() {
  return applyDecorators(
    ApiProperty({ example: '11987654321', description: 'Telefone do cliente, 8 a 15 dígitos' }),
    Transform(({ value }) => normalizeContact(value)),
    IsString(),
    Matches(CONTACT_PATTERN),
    HasAreaCode(),
  );
}

/** A contact the barber may leave out (a walk-in without a phone): blank is absent, anything else must be a contact. */
export function OptionalContactField() {
  return applyDecorators(
    ApiPropertyOptional({ example: '11987654321', description: 'Telefone do cliente, 8 a 15 dígitos; opcional' }),
    Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : normalizeContact(value))),
    IsOptional(),
    IsString(),
    Matches(CONTACT_PATTERN),
    HasAreaCode(),
  );
}

export function NameField() {
  return applyDecorators(
    ApiProperty({ minLength: CLIENT_NAME_MIN_LENGTH, maxLength: CLIENT_NAME_MAX_LENGTH, example: 'Maria Souza' }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value)),
    IsString(),
    Length(CLIENT_NAME_MIN_LENGTH, CLIENT_NAME_MAX_LENGTH),
  );
}

/** Clients of the original API send blank push fields (pushAuth as ' '): blank means absent. */
export function blankToUndefined({ value }: { value: unknown }): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}
