import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { NotFound } from '../../shared/errors/domain-error';
import { JobsService } from '../jobs/jobs.service';
import { Barber } from './domain/barber.entity';
import { hashPassword } from './domain/password';
import { BarberView, toBarberView } from './dto/barber.view';

@Injectable()
export class BarbersService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobsService,
  ) {}

  /** Barbers a client can book: active, with at least one active service. */
  async listBookable(): Promise<BarberView[]> {
    const barberIds = await this.jobs.barberIdsWithActiveJobs();
    if (barberIds.length === 0) return [];
    const barbers = await this.em.find(Barber, { id: { $in: barberIds }, active: true }, { orderBy: { createdAt: 'asc' } });
    return barbers.map(toBarberView);
  }

  async getActive(id: string): Promise<BarberView> {
    const barber = await this.em.findOne(Barber, { id, active: true });
    if (!barber) throw new NotFound('Barbeiro não encontrado.');
    return toBarberView(barber);
  }

  async viewsByIds(ids: string[]): Promise<Map<string, BarberView>> {
    const barbers = ids.length ? await this.em.find(Barber, { id: { $in: [...new Set(ids)] } }) : [];
    return new Map(barbers.map((barber) => [barber.id, toBarberView(barber)]));
  }

  /** Creates the owner account when the shop has no barber yet; returns it, or null when one exists. */
  async createOwnerIfNone(username: string, password: string): Promise<BarberView | null> {
    if ((await this.em.count(Barber)) > 0) return null;
    const owner = new Barber(username, await hashPassword(password), 'owner');
    await this.em.persistAndFlush(owner);
    return toBarberView(owner);
  }
}
