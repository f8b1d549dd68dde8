import { migrationsList } from './index';
import { MIGRATION_NAMES } from './migration-names';

describe('MIGRATION_NAMES', () => {
  it('names every migration of migrationsList, in its order', () => {
    expect(MIGRATION_NAMES).toEqual(migrationsList.map((migration) => migration.name));
  });
});
