/**
 * The names of every migration, in order, without their code: what DatabaseLifecycle compares with the migrations table at
 * start-up, so that a database already up to date never loads the migrator (migrate.ts). The same names as index.ts's
 * migrationsList (migration-names.spec.ts).
 */
export const MIGRATION_NAMES: readonly string[] = [
  'Migration20261123000000_initial',
  'Migration20261123010000_auth',
  'Migration20261124010000_rate_limit',
  'Migration20261124010100_contact_key',
  'Migration20261124020000_token_version',
  'Migration20261124050000_manage',
  'Migration20261124060000_barber_devices',
  'Migration20261125000000_username_key',
  'Migration20261125400000_client_privacy',
  'Migration20261126100000_weekly_hours',
  'Migration20261127020000_username_skeleton',
  'Migration20261127030000_push_bounds',
  'Migration20261127040000_contact_key_prefixes',
  'Migration20261127050000_booking_idempotency_key',
  'Migration20261128010000_contact_key_country_trunk',
  'Migration20261128020000_username_folding',
  'Migration20261128030000_queue_without_personal_data',
  'Migration20261128100000_payment_settings',
  'Migration20261128110000_booking_deposit',
  'Migration20261128120000_waitlist',
  'Migration20261128130000_deposit_confirm_token',
  'Migration20261205100000_deposit_money',
  'Migration20261205200000_display_name',
  'Migration20261206100000_pending_deposit_index',
  'Migration20261206200000_commission_rates',
  'Migration20261206300000_commission_advances',
  'Migration20261206310000_commission_payouts',
  'Migration20261206320000_commission_settings',
];
