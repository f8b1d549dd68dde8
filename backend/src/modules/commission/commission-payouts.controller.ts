import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors, conflict } from '../../shared/http/errors/api-errors';
import { UuidParam } from '../../shared/http/input/uuid-param';
import { CommissionAdvancesService } from './advances/commission-advances.service';
import { CommissionMonthService } from './commission-month.service';
import { AdvanceDto } from './dto/advance.dto';
import { AdvanceView } from './dto/advance.view';
import { CommissionMonthQuery, CommissionPayoutDto, CommissionPayoutsQuery } from './dto/commission.params';
import { CommissionMonthView } from './dto/commission-month.view';
import { CommissionSettingsView } from './dto/commission-settings.view';
import { PayoutView } from './dto/payout.view';
import { CommissionPayoutsService } from './payouts/commission-payouts.service';
import { CommissionSettingsService } from './settings/commission-settings.service';

const OWNER_ONLY = { status: 403, description: 'FORBIDDEN: só o dono da barbearia' } as const;
const PERIOD_PAID = conflict('COMMISSION_PERIOD_PAID');

/** The money side of commission: vales, paying a period, the settings and the owner's month. */
@ApiTags('Comissões (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('commission')
export class CommissionPayoutsController {
  constructor(
    private readonly advances: CommissionAdvancesService,
    private readonly payouts: CommissionPayoutsService,
    private readonly settings: CommissionSettingsService,
    private readonly months: CommissionMonthService,
  ) {}

  @Post('advances')
  @ApiOperation({ summary: 'Registra um vale dado a um barbeiro num dia (só o dono); é descontado do repasse do período' })
  @ApiCreatedResponse({ type: AdvanceView, description: 'O vale registrado' })
  @ApiErrors(
    { status: 400, description: 'VALIDATION_ERROR, COMMISSION_ADVANCE_INVALID ou COMMISSION_ADVANCE_NOTE_TOO_LONG' },
    OWNER_ONLY,
    { status: 404, description: 'NOT_FOUND: o barbeiro' },
    PERIOD_PAID,
  )
  addAdvance(@CurrentBarber() current: AuthenticatedBarber, @Body() body: AdvanceDto): Promise<AdvanceView> {
    return this.advances.add(current, { barberId: body.userId, day: body.day, amount: body.amount, note: body.note });
  }

  @Delete('advances/:id')
  @ApiOperation({ summary: 'Apaga um vale (só o dono), se o dia dele ainda não foi pago' })
  @ApiOkResponse({ type: AdvanceView, description: 'O vale apagado' })
  @ApiErrors(400, OWNER_ONLY, { status: 404, description: 'NOT_FOUND: o vale' }, PERIOD_PAID)
  removeAdvance(@CurrentBarber() current: AuthenticatedBarber, @Param('id', UuidParam) id: string): Promise<AdvanceView> {
    return this.advances.remove(current, id);
  }

  @Post('payouts')
  @ApiOperation({ summary: 'Marca um período de um barbeiro como pago (só o dono): os valores ficam congelados' })
  @ApiCreatedResponse({ type: PayoutView, description: 'O repasse pago, com os valores congelados e as linhas sem nome de cliente' })
  @ApiErrors(
    {
      status: 400,
      description: 'VALIDATION_ERROR, STATEMENT_PERIOD_REVERSED, STATEMENT_PERIOD_TOO_LONG ou COMMISSION_PERIOD_NOT_OVER (termina depois de hoje)',
    },
    OWNER_ONLY,
    { status: 404, description: 'NOT_FOUND: o barbeiro' },
    conflict('COMMISSION_PERIOD_PAID', 'COMMISSION_RATE_MISSING'),
  )
  pay(@CurrentBarber() current: AuthenticatedBarber, @Body() body: CommissionPayoutDto): Promise<PayoutView> {
    return this.payouts.pay(current, body.userId, body.from, body.to);
  }

  @Get('payouts')
  @ApiOperation({ summary: 'Os repasses pagos de um barbeiro, o mais recente primeiro' })
  @ApiOkResponse({ type: PayoutView, isArray: true, description: 'Os repasses pagos, congelados' })
  @ApiErrors(400, { status: 403, description: 'FORBIDDEN: os repasses de outro barbeiro (só o dono lê os de qualquer um)' }, 404)
  list(@CurrentBarber() current: AuthenticatedBarber, @Query() query: CommissionPayoutsQuery): Promise<PayoutView[]> {
    return this.payouts.list(current, query.userId);
  }

  @Get('settings')
  @ApiOperation({ summary: 'As configurações de comissão da barbearia' })
  @ApiOkResponse({ type: CommissionSettingsView, description: 'As configurações' })
  readSettings(): Promise<CommissionSettingsView> {
    return this.settings.read();
  }

  @Put('settings')
  @ApiOperation({ summary: 'Muda as configurações de comissão (só o dono); não muda períodos já pagos' })
  @ApiOkResponse({ type: CommissionSettingsView, description: 'As configurações salvas' })
  @ApiErrors(400, OWNER_ONLY)
  saveSettings(@CurrentBarber() current: AuthenticatedBarber, @Body() body: CommissionSettingsView): Promise<CommissionSettingsView> {
    return this.settings.save(current, body);
  }

  @Get('month')
  @ApiOperation({ summary: 'As comissões do mês de toda a equipe (só o dono): bruto, parte do barbeiro, a pagar, pago' })
  @ApiOkResponse({ type: CommissionMonthView, description: 'Cada barbeiro ativo, e os desativados com movimento no mês' })
  @ApiErrors(400, OWNER_ONLY)
  month(@CurrentBarber() current: AuthenticatedBarber, @Query() query: CommissionMonthQuery): Promise<CommissionMonthView> {
    return this.months.month(current, query.year, query.month);
  }
}
