import { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000000_initial } from './Migration20261123000000_initial';
import { Migration20261123010000_auth } from './Migration20261123010000_auth';
import { Migration20261124010000_rate_limit } from './Migration20261124010000_rate_limit';
import { Migration20261124010100_contact_key } from './Migration20261124010100_contact_key';
import { Migration20261124020000_token_version } from './Migration20261124020000_token_version';
import { Migration20261124050000_manage } from './Migration20261124050000_manage';
import { Migration20261124060000_barber_devices } from './Migration20261124060000_barber_devices';
import { Migration20261125000000_username_key } from './Migration20261125000000_username_key';
import { Migration20261125400000_client_privacy } from './Migration20261125400000_client_privacy';
import { Migration20261126100000_weekly_hours } from './Migration20261126100000_weekly_hours';
import { Migration20261127020000_username_skeleton } from './Migration20261127020000_username_skeleton';
import { Migration20261127030000_push_bounds } from './Migration20261127030000_push_bounds';
import { Migration20261127040000_contact_key_prefixes } from './Migration20261127040000_contact_key_prefixes';
import { Migration20261127050000_booking_idempotency_key } from './Migration20261127050000_booking_idempotency_key';
import { Migration20261128010000_contact_key_country_trunk } from './Migration20261128010000_contact_key_country_trunk';
import { Migration20261128030000_queue_without_personal_data } from './Migration20261128030000_queue_without_personal_data';

/** Every migration, in order. Listed explicitly so the same code runs from TypeScript (tests) and compiled JS. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261123000000_initial', class: Migration20261123000000_initial },
  { name: 'Migration20261123010000_auth', class: Migration20261123010000_auth },
  { name: 'Migration20261124010000_rate_limit', class: Migration20261124010000_rate_limit },
  { name: 'Migration20261124010100_contact_key', class: Migration20261124010100_contact_key },
  { name: 'Migration20261124020000_token_version', class: Migration20261124020000_token_version },
  { name: 'Migration20261124050000_manage', class: Migration20261124050000_manage },
  { name: 'Migration20261124060000_barber_devices', class: Migration20261124060000_barber_devices },
  { name: 'Migration20261125000000_username_key', class: Migration20261125000000_username_key },
  { name: 'Migration20261125400000_client_privacy', class: Migration20261125400000_client_privacy },
  { name: 'Migration20261126100000_weekly_hours', class: Migration20261126100000_weekly_hours },
  { name: 'Migration20261127020000_username_skeleton', class: Migration20261127020000_username_skeleton },
  { name: 'Migration20261127030000_push_bounds', class: Migration20261127030000_push_bounds },
  { name: 'Migration20261127040000_contact_key_prefixes', class: Migration20261127040000_contact_key_prefixes },
  { name: 'Migration20261127050000_booking_idempotency_key', class: Migration20261127050000_booking_idempotency_key },
  { name: 'Migration20261128010000_contact_key_country_trunk', class: Migration20261128010000_contact_key_country_trunk },
  { name: 'Migration20261128030000_queue_without_personal_data', class: Migration20261128030000_queue_without_personal_data },
];
