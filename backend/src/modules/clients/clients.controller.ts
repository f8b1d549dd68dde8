import { Controller, Delete, Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors, conflict } from '../../shared/http/errors/api-errors';
import { ApiFileResponse } from '../../shared/http/api-file-response';
import { ContactParam } from '../../shared/http/input/contact-param';
import { ClientsService } from './clients.service';
import { ClientErasedView, ClientHistoryView, ClientView } from './dto/client.view';
import { ClientEraseQuery, ClientExportQuery, ClientSearchQuery } from './dto/clients.query';

@ApiTags('Clientes (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('appointment/admin/clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @Get()
  @ApiOperation({ summary: 'Lista os clientes do próprio barbeiro (até 200), com busca por parte do nome ou do telefone' })
  @ApiOkResponse({ type: ClientView, isArray: true, description: 'Os clientes do barbeiro (até 200), do agendamento mais recente ao mais antigo' })
  @ApiErrors(400)
  list(@CurrentBarber() current: AuthenticatedBarber, @Query() query: ClientSearchQuery): Promise<ClientView[]> {
    return this.clients.list(current, query.search);
  }

  @Get(':contact')
  @ApiOperation({ summary: 'Lê um cliente e os seus agendamentos com o próprio barbeiro' })
  @ApiOkResponse({ type: ClientHistoryView, description: 'Um cliente e os seus agendamentos com o barbeiro' })
  @ApiErrors(400, 404)
  history(@CurrentBarber() current: AuthenticatedBarber, @Param('contact', ContactParam) contact: string): Promise<ClientHistoryView> {
    return this.clients.history(current, contact);
  }

  @Get(':contact/export')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Exporta os dados de um cliente guardados pela barbearia (todos os agendamentos), em JSON ou CSV' })
  @ApiFileResponse(
    'Os dados do cliente guardados pela barbearia (todos os agendamentos), em JSON ou CSV, como arquivo anexo',
    'application/json',
    'text/csv',
  )
  @ApiErrors(400, 404)
  async export(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param('contact', ContactParam) contact: string,
    @Query() query: ClientExportQuery,
  ): Promise<StreamableFile> {
    const file = await this.clients.export(current, contact, query.format ?? 'json');
    return new StreamableFile(Buffer.from(file.content, 'utf8'), { type: file.contentType, disposition: `attachment; filename="${file.fileName}"` });
  }

  @Delete(':contact')
  @ApiOperation({ summary: 'Apaga nome e telefone de um cliente em todos os agendamentos da barbearia; pode cancelar antes os futuros' })
  @ApiOkResponse({
    type: ClientErasedView,
    description:
      'Apaga nome e telefone do cliente em todos os agendamentos da barbearia (data, serviço e valor ficam); com futureBookings=cancel, cancela antes os agendamentos futuros, no mesmo passo',
  })
  @ApiErrors(400, 403, 404, conflict('CLIENT_HAS_FUTURE_BOOKINGS'))
  erase(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param('contact', ContactParam) contact: string,
    @Query() query: ClientEraseQuery,
  ): Promise<ClientErasedView> {
    return this.clients.erase(current, contact, query.futureBookings === 'cancel');
  }
}
