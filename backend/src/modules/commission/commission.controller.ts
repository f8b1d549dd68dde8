import { Body, Controller, Get, Header, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiFileResponse } from '../../shared/http/api-file-response';
import { ApiErrors, conflict } from '../../shared/http/errors/api-errors';
import { CommissionRatesService } from './commission-rates.service';
import { CommissionStatementsService } from './commission-statements.service';
import { CommissionRatesQuery, CommissionStatementQuery } from './dto/commission.params';
import { CommissionRateDto } from './dto/commission-rate.dto';
import { CommissionRatesView, CommissionRateView } from './dto/commission-rate.view';
import { CommissionStatementView } from './dto/commission-statement.view';

const OTHERS_DATA = { status: 403, description: 'FORBIDDEN: a comissão de outro barbeiro (só o dono lê a de qualquer um)' } as const;

@ApiTags('Comissões (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('commission')
export class CommissionController {
  constructor(
    private readonly rates: CommissionRatesService,
    private readonly statements: CommissionStatementsService,
  ) {}

  @Get('rates')
  @ApiOperation({ summary: 'As comissões de um barbeiro, geral e por serviço, a mais nova primeiro, e quais valem hoje' })
  @ApiOkResponse({ type: CommissionRatesView, description: 'O histórico de comissões; rateMissing quando não há nenhuma' })
  @ApiErrors(400, OTHERS_DATA, 404)
  history(@CurrentBarber() current: AuthenticatedBarber, @Query() query: CommissionRatesQuery): Promise<CommissionRatesView> {
    return this.rates.history(current, query.userId);
  }

  @Post('rates')
  @ApiOperation({ summary: 'Define uma comissão de um barbeiro a partir de uma data (só o dono): uma mudança é uma nova comissão' })
  @ApiCreatedResponse({ type: CommissionRateView, description: 'A comissão nova' })
  @ApiErrors(
    {
      status: 400,
      description:
        'VALIDATION_ERROR, COMMISSION_RATE_ONE_AMOUNT, COMMISSION_PERCENT_INVALID, COMMISSION_FIXED_INVALID ou COMMISSION_RATE_PAST_MONTH (a mensagem diz o que corrigir)',
    },
    { status: 403, description: 'FORBIDDEN: só o dono define as comissões' },
    { status: 404, description: 'NOT_FOUND: o barbeiro, ou o serviço entre os ativos do barbeiro' },
    conflict('COMMISSION_RATE_EXISTS'),
  )
  set(@CurrentBarber() current: AuthenticatedBarber, @Body() body: CommissionRateDto): Promise<CommissionRateView> {
    const { userId, jobId, percent, fixed, startsOn } = body;
    return this.rates.set(current, { barberId: userId, serviceId: jobId ?? null, percent, fixed, startsOn });
  }

  @Get('statement')
  @ApiOperation({ summary: 'O extrato (repasse) de um barbeiro num período: atendimentos, comissão, totais e os sem marcação' })
  @ApiOkResponse({ type: CommissionStatementView, description: 'O extrato do período' })
  @ApiErrors({ status: 400, description: 'VALIDATION_ERROR, STATEMENT_PERIOD_REVERSED ou STATEMENT_PERIOD_TOO_LONG' }, OTHERS_DATA, 404)
  statement(@CurrentBarber() current: AuthenticatedBarber, @Query() query: CommissionStatementQuery): Promise<CommissionStatementView> {
    return this.statements.statement(current, query.userId, query.from, query.to);
  }

  @Get('statement.csv')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'O extrato (repasse) em CSV para o Excel (;, vírgula decimal, UTF-8 com BOM); só o primeiro nome dos clientes' })
  @ApiFileResponse('O extrato do período como arquivo anexo', 'text/csv')
  @ApiErrors({ status: 400, description: 'VALIDATION_ERROR, STATEMENT_PERIOD_REVERSED ou STATEMENT_PERIOD_TOO_LONG' }, OTHERS_DATA, 404)
  async statementCsv(@CurrentBarber() current: AuthenticatedBarber, @Query() query: CommissionStatementQuery): Promise<StreamableFile> {
    const file = await this.statements.csv(current, query.userId, query.from, query.to);
    return new StreamableFile(Buffer.from(file.content, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }
}
