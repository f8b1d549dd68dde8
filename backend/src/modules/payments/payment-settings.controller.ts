import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors } from '../../shared/http/errors/api-errors';
import { PaymentSettingsDto, toPaymentTermsInput } from './dto/payment-settings.dto';
import { PaymentSettingsView } from './dto/payment-settings.view';
import { PaymentSettingsService } from './payment-settings.service';

const OWNER_ONLY = { status: 403, description: 'FORBIDDEN: só o dono configura o Pix e o sinal' } as const;

@ApiTags('Pagamentos (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('payments')
export class PaymentSettingsController {
  constructor(private readonly settings: PaymentSettingsService) {}

  @Get('settings')
  @ApiOperation({ summary: 'A chave Pix da barbearia e as regras do sinal (só o dono)' })
  @ApiOkResponse({ type: PaymentSettingsView, description: 'As configurações; configured = false antes do primeiro salvamento' })
  @ApiErrors(OWNER_ONLY)
  read(@CurrentBarber() current: AuthenticatedBarber): Promise<PaymentSettingsView> {
    return this.settings.read(current);
  }

  @Put('settings')
  @ApiOperation({ summary: 'Salva a chave Pix da barbearia e as regras do sinal, substituindo as anteriores (só o dono)' })
  @ApiOkResponse({ type: PaymentSettingsView, description: 'As configurações salvas, a chave, o nome e a cidade como o Pix os leva' })
  @ApiErrors(
    {
      status: 400,
      description:
        'VALIDATION_ERROR, PIX_KEY_KIND_UNKNOWN, PIX_KEY_CPF_INVALID, PIX_KEY_CNPJ_INVALID, PIX_KEY_EMAIL_INVALID, PIX_KEY_PHONE_INVALID, PIX_KEY_RANDOM_INVALID, PIX_RECEIVER_NAME_INVALID, PIX_RECEIVER_CITY_INVALID, DEPOSIT_PERCENT_INVALID, DEPOSIT_VALUE_INVALID ou DEPOSIT_HOLD_INVALID (a mensagem diz o que corrigir)',
    },
    OWNER_ONLY,
  )
  save(@CurrentBarber() current: AuthenticatedBarber, @Body() body: PaymentSettingsDto): Promise<PaymentSettingsView> {
    return this.settings.save(current, toPaymentTermsInput(body));
  }
}
