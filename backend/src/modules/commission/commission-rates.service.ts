import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureMayReadBarber } from '../../shared/auth/authenticated-barber';
import { Forbidden } from '../../shared/errors/domain-error';
import { parseIsoDate } from '../../shared/time/local-date';
import { ShopClock } from '../../shared/time/shop-clock';
import { BarbersService } from '../barbers';
import { ServiceCatalog } from '../services';
import { CommissionRateStore } from './commission-rate-store';
import { currentRates, newestFirst } from './domain/commission-rate';
import { commissionAmount, CommissionAmountInput, ensureStartAllowed } from './domain/commission-terms';
import { CommissionServiceNotFound } from './domain/commission.errors';
import { CommissionRatesView, CommissionRateView, toCommissionRateView } from './dto/commission-rate.view';
import { ensureTeamMember } from './team-member';

/** A new rate as the controller hands it over: the barber, the service (null: the general rate), the amount, the start. */
export interface NewCommissionRate extends CommissionAmountInput {
  barberId: string;
  serviceId: string | null;
  startsOn: string;
}

/** The barbers' commission rates: the owner sets them; a barber reads their own, the owner anyone's. */
@Injectable()
export class CommissionRatesService {
  constructor(
    private readonly store: CommissionRateStore,
    private readonly barbers: BarbersService,
    private readonly services: ServiceCatalog,
    private readonly clock: ShopClock,
  ) {}

  async history(current: AuthenticatedBarber, barberId: string): Promise<CommissionRatesView> {
    ensureMayReadBarber(current, barberId);
    await ensureTeamMember(this.barbers, barberId);
    const rates = (await this.store.ratesOf(barberId)).sort(newestFirst);
    const inForce = currentRates(rates, this.clock.now().date);
    const services = await this.services.viewsByIds(rates.flatMap((rate) => (rate.serviceId ? [rate.serviceId] : [])));
    const views = rates.map((rate) => toCommissionRateView(rate, (rate.serviceId && services.get(rate.serviceId)?.name) ?? null, inForce.has(rate)));
    return { userId: barberId, rateMissing: rates.length === 0, rates: views };
  }

  async set(current: AuthenticatedBarber, input: NewCommissionRate): Promise<CommissionRateView> {
    if (current.role !== 'owner') throw new Forbidden('Só o dono da barbearia define as comissões.');
    await this.barbers.getActive(input.barberId);
    const serviceName = input.serviceId ? await this.serviceNameOf(input.barberId, input.serviceId) : null;
    const amount = commissionAmount(input);
    const startsOn = parseIsoDate(input.startsOn);
    const today = this.clock.now().date;
    const earlier = await this.store.ratesOf(input.barberId);
    ensureStartAllowed(startsOn, today, earlier.length > 0);
    const rate = await this.store.insert({ id: randomUUID(), barberId: input.barberId, serviceId: input.serviceId, ...amount, startsOn });
    return toCommissionRateView(rate, serviceName, currentRates([...earlier, rate], today).has(rate));
  }

  private async serviceNameOf(barberId: string, serviceId: string): Promise<string> {
    const service = (await this.services.listActiveByBarber(barberId)).find((each) => each.id === serviceId);
    if (!service) throw new CommissionServiceNotFound();
    return service.name;
  }
}
