import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { Forbidden } from '../../shared/errors/domain-error';
import { PaymentSettings, SHOP_PAYMENT_SETTINGS_ID } from './domain/payment-settings.entity';
import { paymentTerms, PaymentTermsInput } from './domain/payment-terms';
import { PaymentSettingsView, toPaymentSettingsView } from './dto/payment-settings.view';

/** The shop's Pix key and deposit terms: only the owner reads or changes them (where the shop's money goes). */
@Injectable()
export class PaymentSettingsService {
  constructor(private readonly em: EntityManager) {}

  async read(current: AuthenticatedBarber): Promise<PaymentSettingsView> {
    ensureOwner(current);
    return toPaymentSettingsView(await this.em.findOne(PaymentSettings, { id: SHOP_PAYMENT_SETTINGS_ID }));
  }

  /** Replaces the settings whole in one statement (insert … on conflict): two first saves at once never collide. */
  async save(current: AuthenticatedBarber, input: PaymentTermsInput): Promise<PaymentSettingsView> {
    ensureOwner(current);
    const settings = await this.em.upsert(new PaymentSettings(paymentTerms(input)));
    return toPaymentSettingsView(settings);
  }
}

function ensureOwner(current: AuthenticatedBarber): void {
  if (current.role !== 'owner') throw new Forbidden('Apenas o dono da barbearia configura o Pix e o sinal.');
}
