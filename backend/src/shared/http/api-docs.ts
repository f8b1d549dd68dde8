import type * as Swagger from '@nestjs/swagger';

/**
 * @nestjs/swagger's decorators, applied only when the OpenAPI document is served (openapi.ts, API_DOCS; off in
 * production by default). Importing @nestjs/swagger loads its document builder, explorer, lodash and js-yaml (about 100
 * modules, a few MiB that a running shop never uses), and some 70 controllers and DTOs name its decorators. These have
 * the same names and arguments; each one only notes where it was put, and `applyApiDocs` puts @nestjs/swagger's own
 * there, in the same order, before the first document is made. Nothing else reads their metadata.
 */
type Decorators = Pick<
  typeof Swagger,
  | 'ApiBearerAuth'
  | 'ApiConsumes'
  | 'ApiCreatedResponse'
  | 'ApiExcludeController'
  | 'ApiHeader'
  | 'ApiHideProperty'
  | 'ApiNoContentResponse'
  | 'ApiOkResponse'
  | 'ApiOperation'
  | 'ApiParam'
  | 'ApiProperty'
  | 'ApiPropertyOptional'
  | 'ApiResponse'
  | 'ApiSchema'
  | 'ApiServiceUnavailableResponse'
  | 'ApiTags'
>;

type AnyDecorator = (target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => unknown;

interface Noted {
  name: keyof Decorators;
  args: unknown[];
  target: object;
  key?: string | symbol;
  descriptor?: PropertyDescriptor;
}

const noted: Noted[] = [];
/** `@ApiSchema({ name })` of each class, for getSchemaPath before @nestjs/swagger's metadata exists. */
const schemaNames = new Map<object, string>();

function later<N extends keyof Decorators>(name: N): Decorators[N] {
  const factory = (...args: unknown[]): AnyDecorator => {
    return (target, key, descriptor) => {
      noted.push({ name, args, target, key, descriptor });
      return descriptor;
    };
  };
  return factory as unknown as Decorators[N];
}

export const ApiBearerAuth = later('ApiBearerAuth');
export const ApiConsumes = later('ApiConsumes');
export const ApiCreatedResponse = later('ApiCreatedResponse');
export const ApiExcludeController = later('ApiExcludeController');
export const ApiHeader = later('ApiHeader');
export const ApiHideProperty = later('ApiHideProperty');
export const ApiNoContentResponse = later('ApiNoContentResponse');
export const ApiOkResponse = later('ApiOkResponse');
export const ApiOperation = later('ApiOperation');
export const ApiParam = later('ApiParam');
export const ApiProperty = later('ApiProperty');
export const ApiPropertyOptional = later('ApiPropertyOptional');
export const ApiResponse = later('ApiResponse');
export const ApiServiceUnavailableResponse = later('ApiServiceUnavailableResponse');
export const ApiTags = later('ApiTags');

const noteApiSchema = later('ApiSchema');
export const ApiSchema: Decorators['ApiSchema'] = (options) => {
  const decorator = noteApiSchema(options);
  return (target) => {
    if (options?.name) schemaNames.set(target, options.name);
    decorator(target);
  };
};

/** @nestjs/swagger's getSchemaPath, without loading it: a class's `@ApiSchema` name, else the class's name. */
export function getSchemaPath(model: string | (abstract new (...args: never[]) => unknown)): string {
  return `#/components/schemas/${typeof model === 'string' ? model : (schemaNames.get(model) ?? model.name)}`;
}

/** Puts @nestjs/swagger's decorators where these were put, in the order they were met; once per process. */
export function applyApiDocs(swagger: typeof Swagger): void {
  for (const { name, args, target, key, descriptor } of noted.splice(0)) {
    const decorator = (swagger[name] as (...args: unknown[]) => AnyDecorator)(...args);
    decorator(target, key, descriptor);
  }
}
