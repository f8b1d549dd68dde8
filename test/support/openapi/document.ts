/** The parts of an OpenAPI 3 document the contract checks read. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  nullable?: boolean;
  enum?: unknown[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}

export interface Operation {
  parameters?: unknown[];
  requestBody?: unknown;
  security?: unknown[];
  responses: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/**
 * The schema a `$ref` points at (`#/components/schemas/Name`). A lone `allOf` member is the schema
 * itself: @nestjs/swagger wraps a `$ref` that way to give it a description or `nullable`.
 */
export function resolve(schema: Schema, document: OpenApiDocument): Schema {
  if (schema.allOf?.length === 1) {
    const inner = resolve(schema.allOf[0], document);
    return { ...inner, nullable: Boolean(schema.nullable || inner.nullable) };
  }
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = document.components.schemas[name];
  if (!target) throw new Error(`${schema.$ref} is not in components.schemas`);
  return resolve(target, document);
}
