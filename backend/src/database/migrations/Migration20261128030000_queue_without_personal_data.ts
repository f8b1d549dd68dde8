import { Migration } from '@mikro-orm/migrations';

/**
 * Push jobs used to carry the subscription (endpoint and keys) and the message's text, with the
 * client's name, in their data; failed ones were retried for days and finished ones kept. Jobs now
 * carry ids only: the old ones are deleted, pending or finished, with the archive's copies. A push
 * still pending then is not sent (its booking's reminders are jobs of their own and stay).
 */
export class Migration20261128030000_queue_without_personal_data extends Migration {
  override up(): void {
    this.addSql(`do $$
      begin
        if to_regclass('pgboss.job') is not null then
          delete from pgboss.job where name = 'push-messages' and data ? 'subscription';
        end if;
        if to_regclass('pgboss.archive') is not null then
          delete from pgboss.archive where name = 'push-messages' and data ? 'subscription';
        end if;
      end $$;`);
  }

  override down(): void {
    // Nothing to put back: the deleted jobs held data that must not be kept.
  }
}
