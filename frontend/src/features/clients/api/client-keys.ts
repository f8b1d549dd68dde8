/** Every query key of the clients feature: one place to read them and to invalidate them. */
export const clientKeys = {
  all: ['admin', 'clients'] as const,
  list: (search: string) => [...clientKeys.all, 'list', search] as const,
  one: (contactKey: string) => [...clientKeys.all, 'one', contactKey] as const,
};
