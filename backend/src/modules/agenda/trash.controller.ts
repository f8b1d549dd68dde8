import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors, conflict } from '../../shared/http/errors/api-errors';
import { ContactParam } from '../../shared/http/input/contact-param';
import { UuidParam } from '../../shared/http/input/uuid-param';
import { AppointmentView } from '../booking';
import { TrashService } from './trash.service';

/** The Lixeira's calls, under the spec's appointment/admin/... paths. */
@ApiTags('Minha Agenda (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('appointment')
export class TrashController {
  constructor(private readonly trashBin: TrashService) {}

  @Delete('admin/delete/trash/:id')
  @ApiOperation({ summary: 'Põe um agendamento na lixeira; o horário fica livre' })
  @ApiOkResponse({ type: AppointmentView, description: 'O agendamento, agora na lixeira (com deletedAt); o horário fica livre' })
  @ApiErrors(400, 403, 404)
  trash(@CurrentBarber() current: AuthenticatedBarber, @Param('id', UuidParam) id: string): Promise<AppointmentView> {
    return this.trashBin.trash(current, id);
  }

  @Delete('admin/delete/trash/contact/:contact')
  @ApiOperation({ summary: 'Põe na lixeira todos os agendamentos futuros de um contato com o próprio barbeiro' })
  @ApiOkResponse({
    type: AppointmentView,
    isArray: true,
    description: 'Os agendamentos futuros deste contato com o barbeiro, agora na lixeira (cada um pode ser restaurado)',
  })
  @ApiErrors(400)
  trashFutureOfContact(@CurrentBarber() current: AuthenticatedBarber, @Param('contact', ContactParam) contact: string): Promise<AppointmentView[]> {
    return this.trashBin.trashFutureOfContact(current, contact);
  }

  @Get('admin/trash')
  @ApiOperation({ summary: 'Lista os agendamentos na lixeira do próprio barbeiro, do mais recente ao mais antigo' })
  @ApiOkResponse({ type: AppointmentView, isArray: true, description: 'Os agendamentos apagados, do mais recente ao mais antigo, com deletedAt' })
  listTrash(@CurrentBarber() current: AuthenticatedBarber): Promise<AppointmentView[]> {
    return this.trashBin.listTrash(current);
  }

  @Post('admin/restore/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Tira um agendamento da lixeira (409 quando o horário foi ocupado nesse meio-tempo)' })
  @ApiOkResponse({ type: AppointmentView, description: 'O agendamento fora da lixeira' })
  @ApiErrors(400, 403, 404, conflict('HOUR_CONFLICT'))
  restore(@CurrentBarber() current: AuthenticatedBarber, @Param('id', UuidParam) id: string): Promise<AppointmentView> {
    return this.trashBin.restore(current, id);
  }
}
