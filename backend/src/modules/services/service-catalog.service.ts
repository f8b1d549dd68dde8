import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Service } from './domain/service.entity';
import { ServiceView, toServiceView } from './dto/service.view';
import { ServiceNotFound } from './domain/service.errors';
import { isDoubleService } from './domain/double-service';

/** What the booking aggregate needs to know about a service. */
export interface BookableService {
  serviceId: string;
  barberId: string;
  name: string;
  priceCents: number;
  /** The barber's flag, as stored; what the booking goes by is `takesTwoSlots`. */
  doubleTime: boolean;
  takesTwoSlots: boolean;
}

/** A service's row read along with something else (the booking's day snapshot), with the double-time rule applied. */
export function bookableService(row: Omit<BookableService, 'takesTwoSlots'>): BookableService {
  return { ...row, takesTwoSlots: isDoubleService(row.name, row.doubleTime) };
}

/** A service read along with something else (the booking's day snapshot): null is the same 404 as `findBookable`'s. */
export function requireBookable(service: BookableService | null): BookableService {
  if (!service) throw new ServiceNotFound();
  return service;
}

@Injectable()
export class ServiceCatalog {
  constructor(private readonly em: EntityManager) {}

  async listActiveByBarber(barberId: string): Promise<ServiceView[]> {
    const services = await this.em.find(Service, { barberId, active: true }, { orderBy: { name: 'asc' } });
    return services.map(toServiceView);
  }

  async getActive(serviceId: string): Promise<ServiceView> {
    return toServiceView(await this.findActive(serviceId));
  }

  /** An active service, as the booking aggregate sees it. */
  async findBookable(serviceId: string): Promise<BookableService> {
    const service = await this.findActive(serviceId);
    return bookableService({
      serviceId: service.id,
      barberId: service.barberId,
      name: service.name,
      priceCents: service.valueCents,
      doubleTime: service.doubleTime,
    });
  }

  async viewsByIds(ids: string[]): Promise<Map<string, ServiceView>> {
    const services = ids.length ? await this.em.find(Service, { id: { $in: [...new Set(ids)] } }) : [];
    return new Map(services.map((service) => [service.id, toServiceView(service)]));
  }

  async barberIdsWithActiveServices(): Promise<string[]> {
    const rows = await this.em.createQueryBuilder(Service).select('barberId', true).where({ active: true }).execute<{ barberId: string }[]>();
    return rows.map((row) => row.barberId);
  }

  /** A service of this barber (the seeder's demo services), under the same name and value rules as the barber's form. */
  async create(barberId: string, name: string, valueCents: number, doubleTime: boolean): Promise<ServiceView> {
    const service = Service.offer(barberId, { name, valueCents, doubleTime });
    await this.em.persistAndFlush(service);
    return toServiceView(service);
  }

  private async findActive(serviceId: string): Promise<Service> {
    const service = await this.em.findOne(Service, { id: serviceId, active: true });
    if (!service) throw new ServiceNotFound();
    return service;
  }
}
