import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureOwnBarberId } from '../../shared/auth/authenticated-barber';
import { constraintViolationOf } from '../../shared/persistence/constraint-violation';
import { Service } from './domain/service.entity';
import { serviceValueInCents } from './domain/service-rules';
import { ServiceDeletedView, ServiceView, toServiceView } from './dto/service.view';
import { ServiceNotFound } from './domain/service.errors';

/** A service as the barber's form describes it, value in reais. */
export interface ServiceForm {
  name: string;
  value: number;
  doubleTime?: boolean;
  depositRequired?: boolean;
}

/** "Meus Serviços": a barber creates, edits and deletes their own services. */
@Injectable()
export class ServiceAdmin {
  constructor(private readonly em: EntityManager) {}

  async create(current: AuthenticatedBarber, barberId: string, form: ServiceForm): Promise<ServiceView> {
    ensureOwnBarberId(current, barberId);
    const service = Service.offer(barberId, {
      name: form.name,
      valueCents: serviceValueInCents(form.value),
      doubleTime: form.doubleTime ?? false,
      depositRequired: form.depositRequired ?? false,
    });
    await this.em.persistAndFlush(service);
    return toServiceView(service);
  }

  async update(current: AuthenticatedBarber, serviceId: string, form: ServiceForm): Promise<ServiceView> {
    const service = await this.loadOwn(current, serviceId);
    service.describe({
      name: form.name,
      valueCents: serviceValueInCents(form.value),
      doubleTime: form.doubleTime ?? service.doubleTime,
      depositRequired: form.depositRequired,
    });
    await this.em.flush();
    return toServiceView(service);
  }

  /**
   * Erases the service; when bookings use it, PostgreSQL refuses (foreign key) and the
   * service is deactivated instead, so the history and revenue keep it.
   */
  async delete(current: AuthenticatedBarber, serviceId: string): Promise<ServiceDeletedView> {
    const service = await this.loadOwn(current, serviceId);
    try {
      await this.em.nativeDelete(Service, { id: service.id });
      return { id: service.id, deleted: true, deactivated: false };
    } catch (error) {
      if (constraintViolationOf(error) !== 'foreign-key') throw error;
    }
    service.deactivate();
    await this.em.flush();
    return { id: service.id, deleted: true, deactivated: true };
  }

  /** The caller's live service; a deleted (deactivated) one is gone for the admin API too. */
  private async loadOwn(current: AuthenticatedBarber, serviceId: string): Promise<Service> {
    const service = await this.em.findOne(Service, { id: serviceId });
    if (!service) throw new ServiceNotFound();
    service.ensureOwnedBy(current.id);
    if (!service.active) throw new ServiceNotFound();
    return service;
  }
}
