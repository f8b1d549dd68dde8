import 'reflect-metadata';
import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { AvailabilityQuery, MoveAvailabilityQuery } from './availability.query';
import { compileQuery, compiledQueryCheck } from './compiled-query';
import { IdField } from './dto-fields';
import { createValidationPipe } from './validation';

const ID = '3442d97c-f402-4bf0-b9c4-337200b2b218';
const OTHER = '5D2C1A0E-0B7A-4C3E-9F55-6A1B2C3D4E5F';
const good = { userId: ID, jobId: OTHER, day: '9', month: '11', year: '2026' };

/** The full pipe, without the compiled checks: what the answer must equal. */
const reference = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true });
const pipe = createValidationPipe();

async function outcome(validation: ValidationPipe, value: unknown, metatype: ArgumentMetadata['metatype']): Promise<unknown> {
  try {
    const dto = await validation.transform(value, { type: 'query', metatype });
    return { ok: dto, className: (dto as object).constructor.name };
  } catch (error) {
    return { failed: (error as Error).constructor.name };
  }
}

describe('compiled query checks', () => {
  const variants: Record<string, unknown>[] = [
    good,
    { ...good, day: '31', month: '0', year: '2000' },
    { ...good, day: ' 9 ', month: '', year: '9999' },
    { ...good, day: '0' },
    { ...good, day: '32' },
    { ...good, month: '12' },
    { ...good, year: '1999' },
    { ...good, day: '9.5' },
    { ...good, day: '1e1' },
    { ...good, day: 'x' },
    { ...good, day: ['9', '10'] },
    { ...good, userId: 'not-an-id' },
    { ...good, userId: ID.toUpperCase() },
    { ...good, userId: `${ID}0` },
    { ...good, extra: '1' },
    { userId: ID, jobId: OTHER, day: '9', month: '11' },
    {},
  ];

  it.each(variants.map((query) => [JSON.stringify(query), query]))(
    '%s: the same DTO or the same refusal as class-validator',
    async (_name, query) => {
      for (const dto of [AvailabilityQuery, MoveAvailabilityQuery]) {
        const expected = await outcome(reference, { ...query }, dto);
        expect(await outcome(pipe, { ...query }, dto)).toEqual(expected);
      }
    },
  );

  it('answers the well-formed queries itself, and leaves every other to the ValidationPipe', () => {
    const check = compiledQueryCheck(AvailabilityQuery)!;
    expect(check(good)).toEqual(Object.assign(new AvailabilityQuery(), { userId: ID, jobId: OTHER.toLowerCase(), day: 9, month: 11, year: 2026 }));
    expect(check({ ...good, extra: '1' })).toBeNull();
    expect(check({ ...good, day: '0' })).toBeNull();
  });

  it('refuses at start-up a field list that is not the DTO', () => {
    class TwoIds {
      @IdField('a')
      a: string;

      @IdField('b')
      b: string;
    }
    expect(() => compileQuery(TwoIds, { a: 'id' } as never)).toThrow(/not the DTO's/);
  });
});
