import { Injectable, Logger } from '@nestjs/common';
import { AppConfig, usesDemoAdmin } from '../../config/app-config';
import { BarbersService } from '../../modules/barbers/barbers.service';
import { HoursService } from '../../modules/hours/hours.service';
import { ServiceCatalog } from '../../modules/services/service-catalog.service';

const DEMO_SERVICES = [
  { name: 'Corte', valueCents: 3500, doubleTime: false },
  { name: 'Barba', valueCents: 2500, doubleTime: false },
  { name: 'Corte + Barba', valueCents: 5500, doubleTime: true },
];

/** The demo owner's name as clients see it (the login stays `barbeiro`): a person's name, as a shop would set it. */
const DEMO_DISPLAY_NAME = 'Zé Barbeiro';

/**
 * On the very first start (no barber yet) creates the owner from ADMIN_USERNAME / ADMIN_PASSWORD.
 * Outside production it also gives the owner three services and the 25 default hours, so the
 * booking flow works right away, and the demo owner (the demo password) a display name. Later starts change nothing.
 */
@Injectable()
export class ShopSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly barbers: BarbersService,
    private readonly services: ServiceCatalog,
    private readonly hours: HoursService,
  ) {}

  async seedFirstStart(config: AppConfig): Promise<void> {
    const demoName = usesDemoAdmin(config) && !config.production ? DEMO_DISPLAY_NAME : undefined;
    const owner = await this.barbers.createOwnerIfNone(config.adminUsername, config.adminPassword, demoName);
    if (!owner) return;
    this.logger.log(`Created the owner account "${owner.username}".`);
    if (usesDemoAdmin(config))
      this.logger.warn(`Demo login: ${config.adminUsername} / ${config.adminPassword} (set ADMIN_PASSWORD to choose your own).`);
    if (config.production) return;
    for (const service of DEMO_SERVICES) await this.services.create(owner.id, service.name, service.valueCents, service.doubleTime);
    await this.hours.createDefaults(owner.id);
    this.logger.log('Seeded the demo services and the 25 default hours.');
  }
}
