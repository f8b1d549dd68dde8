const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids of the API's records are UUIDs: anything else in a URL can't name one. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
