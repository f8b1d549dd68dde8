import { IsIn, IsInt, IsNumber, IsOptional, IsString, MaxLength } from '../../../shared/http/input/validators';
import { ApiProperty, ApiPropertyOptional } from '../../../shared/http/api-docs';
import { reaisToCents } from '../../../shared/money/money';
import {
  CANCEL_IN_TIME_OUTCOMES,
  DEPOSIT_APPLIES_TO,
  DEPOSIT_DEFAULT_HOLD_MINUTES,
  DEPOSIT_MAX_HOLD_MINUTES,
  DEPOSIT_MAX_PERCENT,
  DEPOSIT_MIN_HOLD_MINUTES,
  DEPOSIT_MIN_PERCENT,
  DEPOSIT_RULES,
  PaymentTermsInput,
} from '../domain/payment-terms';
import { PIX_KEY_KINDS } from '../domain/pix-key';

/** Longer than any spelling of a valid key, name or city; the domain's rules say what fits. */
const TYPED_MAX_LENGTH = 100;

/**
 * `PUT payments/settings`: the whole settings, replaced. The key's kind and value, the name, the city
 * and the deposit's numbers are checked by the domain, whose 400s name the rule (PIX_KEY_CPF_INVALID…).
 */
export class PaymentSettingsDto {
  @ApiProperty({ enum: PIX_KEY_KINDS, description: 'Tipo da chave Pix: cpf, cnpj, email, phone (celular) ou random (chave aleatória)' })
  @IsString()
  @MaxLength(TYPED_MAX_LENGTH)
  pixKeyKind: string;

  @ApiProperty({
    maxLength: TYPED_MAX_LENGTH,
    example: '123.456.789-09',
    description:
      'A chave como o dono a digita: pontuação de CPF e CNPJ (as letras do CNPJ alfanumérico em qualquer caixa), e-mail em qualquer caixa, celular com DDD em qualquer grafia',
  })
  @IsString()
  @MaxLength(TYPED_MAX_LENGTH)
  pixKey: string;

  @ApiProperty({
    maxLength: TYPED_MAX_LENGTH,
    example: 'Barbearia do João',
    description: 'Quem recebe: até 25 letras e números depois de tirar acentos e sinais',
  })
  @IsString()
  @MaxLength(TYPED_MAX_LENGTH)
  receiverName: string;

  @ApiProperty({
    maxLength: TYPED_MAX_LENGTH,
    example: 'São Paulo',
    description: 'Cidade de quem recebe: até 15 letras depois de tirar acentos e sinais',
  })
  @IsString()
  @MaxLength(TYPED_MAX_LENGTH)
  receiverCity: string;

  @ApiProperty({ enum: DEPOSIT_RULES, description: 'off: sem sinal; percent: porcentagem do serviço; fixed: valor fixo' })
  @IsIn(DEPOSIT_RULES)
  depositRule: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: DEPOSIT_MIN_PERCENT,
    maximum: DEPOSIT_MAX_PERCENT,
    nullable: true,
    description: 'Obrigatório quando depositRule = percent; ignorado nos outros casos',
  })
  @IsOptional()
  @IsInt()
  depositPercent?: number | null;

  @ApiPropertyOptional({
    type: 'number',
    minimum: 1,
    maximum: 100_000,
    nullable: true,
    example: 10,
    description: 'Em reais, até 2 casas decimais; obrigatório quando depositRule = fixed',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  depositValue?: number | null;

  @ApiProperty({
    enum: DEPOSIT_APPLIES_TO,
    description:
      'Quando pedir o sinal: always, first_booking (primeiro agendamento do contato), past_no_show (contato que já faltou), marked_services (só serviços marcados)',
  })
  @IsIn(DEPOSIT_APPLIES_TO)
  depositAppliesTo: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: DEPOSIT_MIN_HOLD_MINUTES,
    maximum: DEPOSIT_MAX_HOLD_MINUTES,
    default: DEPOSIT_DEFAULT_HOLD_MINUTES,
    description: 'Minutos que o horário fica reservado à espera do sinal',
  })
  @IsOptional()
  @IsInt()
  holdMinutes?: number;

  @ApiProperty({
    enum: CANCEL_IN_TIME_OUTCOMES,
    description: 'Cancelamento no prazo: refund (devolve o sinal) ou credit (vira crédito na barbearia)',
  })
  @IsIn(CANCEL_IN_TIME_OUTCOMES)
  cancelInTime: string;
}

/** The body as the domain takes it: the fixed deposit in centavos. */
export function toPaymentTermsInput(body: PaymentSettingsDto): PaymentTermsInput {
  const { depositValue, ...rest } = body;
  return { ...rest, depositCents: typeof depositValue === 'number' ? reaisToCents(depositValue) : null };
}
