import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ArgumentMetadata } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { getMetadataStorage } from './validators';
import { InvalidInput } from '../../errors/domain-error';
import { NamedIdParams, UuidParam } from './uuid-param';

const ID = '5d1f0a52-8f0e-4b1e-9d1c-00000000abcd';
const param = (data: string): ArgumentMetadata => ({ type: 'param', data, metatype: String });

describe('ids at the edge', () => {
  it('UuidParam answers a path id in lower case and refuses what is not a UUID', async () => {
    expect(await UuidParam.transform(ID.toUpperCase(), param('id'))).toBe(ID);
    await expect(UuidParam.transform('not-an-id', param('id'))).rejects.toBeInstanceOf(InvalidInput);
  });

  it('NamedIdParams does the same for any parameter taken by an id name, even on a route that forgot UuidParam', async () => {
    const pipe = new NamedIdParams();
    for (const name of ['id', 'userId', 'barberId', 'jobId']) expect(await pipe.transform(ID.toUpperCase(), param(name))).toBe(ID);
    await expect(pipe.transform('1', param('userId'))).rejects.toBeInstanceOf(InvalidInput);
    for (const name of ['contact', 'token', 'weekday', 'identity']) expect(await pipe.transform('ABC', param(name))).toBe('ABC');
    expect(await pipe.transform(ID.toUpperCase(), { type: 'query', data: 'userId' })).toBe(ID);
    expect(await pipe.transform(ID.toUpperCase(), { type: 'body', data: 'id' })).toBe(ID);
    const dto = { userId: ID.toUpperCase() };
    expect(await pipe.transform(dto, { type: 'query' })).toBe(dto);
    expect(await pipe.transform(ID.toUpperCase(), { type: 'custom', data: 'id' })).toBe(ID.toUpperCase());
  });

  it('every request DTO field validated as a UUID comes out of the transformation in lower case', () => {
    const uuidFields = requestDtoUuidFields();
    expect(uuidFields.length).toBeGreaterThan(15);
    const notCanonical = uuidFields
      .filter(({ target, propertyName }) => {
        const instance = plainToInstance(target as new () => object, { [propertyName]: ID.toUpperCase() }) as Record<string, unknown>;
        return instance[propertyName] !== ID;
      })
      .map(({ target, propertyName }) => `${(target as { name: string }).name}.${propertyName}`);
    expect(notCanonical).toEqual([]);
  });
});

/** Loads every DTO file of the backend, then lists the properties class-validator checks with IsUUID. */
function requestDtoUuidFields(): ValidationMetadata[] {
  const backend = path.resolve(__dirname, '../../..');
  const modules = path.join(backend, 'modules');
  const dtoFiles = [
    ...readdirSync(modules).flatMap((module) => {
      const folder = path.join(modules, module, 'dto');
      try {
        return readdirSync(folder).map((file) => path.join(folder, file));
      } catch {
        return [];
      }
    }),
    ...readdirSync(__dirname)
      .filter((file) => file.endsWith('.dto.ts'))
      .map((file) => path.join(__dirname, file)),
  ].filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- each DTO file registers its classes' metadata when loaded.
  for (const file of dtoFiles) require(file);
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, ValidationMetadata[]> };
  return [...storage.validationMetadatas.values()].flat().filter((metadata) => metadata.name === 'isUuid');
}
