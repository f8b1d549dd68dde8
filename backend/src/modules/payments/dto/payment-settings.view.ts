import { ApiProperty } from '../../../shared/http/api-docs';
import { centsToReais } from '../../../shared/money/money';
import { PaymentSettings } from '../domain/payment-settings.entity';
import {
  CANCEL_IN_TIME_OUTCOMES,
  CancelInTimeOutcome,
  DEPOSIT_APPLIES_TO,
  DEPOSIT_DEFAULT_HOLD_MINUTES,
  DEPOSIT_RULES,
  DepositAppliesTo,
  DepositRuleKind,
} from '../domain/payment-terms';
import { PIX_KEY_KINDS, PixKeyKind } from '../domain/pix-key';

/** The shop's Pix and deposit settings; before the first save, `configured: false`, no key and the defaults. */
export class PaymentSettingsView {
  @ApiProperty({ description: 'false até o dono salvar as configurações pela primeira vez' })
  configured: boolean;

  @ApiProperty({ enum: PIX_KEY_KINDS, nullable: true })
  pixKeyKind: PixKeyKind | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '12345678909',
    description:
      'Como o Pix a guarda: CPF só números, CNPJ nos 14 caracteres sem pontuação (as letras do CNPJ alfanumérico em maiúsculas), e-mail em minúsculas, celular +55DDNNNNNNNNN, chave aleatória em minúsculas',
  })
  pixKey: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'BARBEARIA DO JOAO', description: 'Como aparece no Pix: maiúsculas, sem acentos' })
  receiverName: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'SAO PAULO', description: 'Como aparece no Pix: maiúsculas, sem acentos' })
  receiverCity: string | null;

  @ApiProperty({ enum: DEPOSIT_RULES })
  depositRule: DepositRuleKind;

  @ApiProperty({ type: 'integer', nullable: true, description: 'A porcentagem, quando depositRule = percent' })
  depositPercent: number | null;

  @ApiProperty({ type: 'number', nullable: true, description: 'O valor fixo em reais, quando depositRule = fixed' })
  depositValue: number | null;

  @ApiProperty({ enum: DEPOSIT_APPLIES_TO })
  depositAppliesTo: DepositAppliesTo;

  @ApiProperty({ type: 'integer' })
  holdMinutes: number;

  @ApiProperty({ enum: CANCEL_IN_TIME_OUTCOMES })
  cancelInTime: CancelInTimeOutcome;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  updatedAt: string | null;
}

export function toPaymentSettingsView(settings: PaymentSettings | null): PaymentSettingsView {
  if (!settings) return NOT_CONFIGURED;
  return {
    configured: true,
    pixKeyKind: settings.pixKeyKind,
    pixKey: settings.pixKey,
    receiverName: settings.receiverName,
    receiverCity: settings.receiverCity,
    depositRule: settings.depositRule,
    depositPercent: settings.depositPercent,
    depositValue: settings.depositCents === null ? null : centsToReais(settings.depositCents),
    depositAppliesTo: settings.depositAppliesTo,
    holdMinutes: settings.holdMinutes,
    cancelInTime: settings.cancelInTime,
    updatedAt: settings.updatedAt.toISOString(),
  };
}

const NOT_CONFIGURED: PaymentSettingsView = {
  configured: false,
  pixKeyKind: null,
  pixKey: null,
  receiverName: null,
  receiverCity: null,
  depositRule: 'off',
  depositPercent: null,
  depositValue: null,
  depositAppliesTo: 'always',
  holdMinutes: DEPOSIT_DEFAULT_HOLD_MINUTES,
  cancelInTime: 'refund',
  updatedAt: null,
};
