import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber } from '../../../shared/auth/authenticated-barber';
import { Forbidden } from '../../../shared/errors/domain-error';
import { CommissionSettingsView } from '../dto/commission-settings.view';
import { CommissionSettingsStore } from './commission-settings-store';

/** The shop's commission settings: any barber reads them (their statement depends on them), the owner changes them. */
@Injectable()
export class CommissionSettingsService {
  constructor(private readonly store: CommissionSettingsStore) {}

  async read(): Promise<CommissionSettingsView> {
    return { splitKeptDeposits: await this.store.splitKeptDeposits() };
  }

  async save(current: AuthenticatedBarber, settings: CommissionSettingsView): Promise<CommissionSettingsView> {
    if (current.role !== 'owner') throw new Forbidden('Só o dono da barbearia muda as configurações de comissão.');
    return { splitKeptDeposits: await this.store.save(settings.splitKeptDeposits) };
  }
}
