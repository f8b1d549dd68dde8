import { Migration } from '@mikro-orm/migrations';

/**
 * Working hours per weekday. A barber's time of day (`hour_slot`) was open or closed on every
 * weekday at once (`available`); it now lists the weekdays it is open on (`open_weekdays`,
 * 0 = Sunday … 6 = Saturday, ascending). A switched-on time becomes open on all seven weekdays and
 * a switched-off one on none, so every barber keeps exactly the hours clients saw before;
 * `weekday_off` (the weekdays the barber does not work) is untouched.
 */
export class Migration20261126100000_weekly_hours extends Migration {
  override up(): void {
    this.addSql(`alter table hour_slot add column open_weekdays smallint[] not null default '{}'
      constraint hour_slot_open_weekdays_check check (open_weekdays <@ '{0,1,2,3,4,5,6}'::smallint[]);`);
    this.addSql(`update hour_slot set open_weekdays = '{0,1,2,3,4,5,6}' where available;`);
    this.addSql('alter table hour_slot drop column available;');
  }

  override down(): void {
    this.addSql('alter table hour_slot add column available boolean not null default true;');
    this.addSql(`update hour_slot set available = cardinality(open_weekdays) > 0;`);
    this.addSql('alter table hour_slot drop column open_weekdays;');
  }
}
