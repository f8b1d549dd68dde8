import { ApiOkResponse } from './api-docs';

/**
 * A 200 whose body is a file (an image, a calendar, an export) in one of these content types.
 * Unlike @ApiProduces, it leaves the route's error answers in JSON.
 */
export function ApiFileResponse(description: string, ...contentTypes: string[]): MethodDecorator & ClassDecorator {
  const file = { schema: { type: 'string', format: 'binary' } };
  return ApiOkResponse({ description, content: Object.fromEntries(contentTypes.map((type) => [type, file])) });
}
