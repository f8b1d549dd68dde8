import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { CancelInTimeOutcome, DepositAppliesTo, DepositRule, DepositRuleKind, PaymentTerms } from './payment-terms';
import { PixKeyKind } from './pix-key';

/** The key of the one row: the database refuses any other (check id = 1). */
export const SHOP_PAYMENT_SETTINGS_ID = 1;

/**
 * The shop's Pix key and deposit terms: one row for the one shop, kept so by its constant key. A shop
 * id would replace that key the day the app serves several shops. The columns are the terms as checked
 * (payment-terms.ts); the table's checks repeat the rules, the last word as everywhere.
 */
@Entity({ tableName: 'payment_settings' })
export class PaymentSettings {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id: number = SHOP_PAYMENT_SETTINGS_ID;

  @Property({ type: 'text' })
  pixKeyKind!: PixKeyKind;

  @Property({ type: 'text' })
  pixKey!: string;

  @Property({ type: 'text' })
  receiverName!: string;

  @Property({ type: 'text' })
  receiverCity!: string;

  @Property({ type: 'text' })
  depositRule!: DepositRuleKind;

  @Property({ type: 'smallint', nullable: true })
  depositPercent: number | null = null;

  @Property({ type: 'integer', nullable: true })
  depositCents: number | null = null;

  @Property({ type: 'text' })
  depositAppliesTo!: DepositAppliesTo;

  @Property({ type: 'smallint' })
  holdMinutes!: number;

  @Property({ type: 'text' })
  cancelInTime!: CancelInTimeOutcome;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt: Date = new Date();

  constructor(terms: PaymentTerms) {
    this.pixKeyKind = terms.pixKey.kind;
    this.pixKey = terms.pixKey.value;
    this.receiverName = terms.receiverName;
    this.receiverCity = terms.receiverCity;
    this.depositRule = terms.deposit.kind;
    this.depositPercent = terms.deposit.kind === 'percent' ? terms.deposit.percent : null;
    this.depositCents = terms.deposit.kind === 'fixed' ? terms.deposit.amountCents : null;
    this.depositAppliesTo = terms.appliesTo;
    this.holdMinutes = terms.holdMinutes;
    this.cancelInTime = terms.cancelInTime;
  }

  get deposit(): DepositRule {
    if (this.depositRule === 'percent') return { kind: 'percent', percent: this.depositPercent! };
    if (this.depositRule === 'fixed') return { kind: 'fixed', amountCents: this.depositCents! };
    return { kind: 'off' };
  }
}
