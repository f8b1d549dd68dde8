import { Migration } from '@mikro-orm/migrations';

/**
 * A barber keeps at most 10 devices with notifications on (the 10 registered last): devices
 * registered past that before the cap existed are dropped, newest kept.
 */
export class Migration20261127030000_push_bounds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`delete from barber_device where id in (
      select id from (
        select id, row_number() over (partition by barber_id order by created_at desc, id desc) as newest
          from barber_device
      ) ranked where newest > 10
    );`);
  }

  override async down(): Promise<void> {
    // The dropped devices subscribe again the next time their barber turns notifications on.
  }
}
