import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors, conflict } from '../../shared/http/errors/api-errors';
import { UuidParam } from '../../shared/http/input/uuid-param';
import { BOOKING_CONFLICT_CODES } from '../booking';
import { OfferByHandDto, WaitlistDayQuery } from './dto/waitlist-admin.dto';
import { AdminWaitlistDayView, OfferMadeView } from './dto/waitlist.views';
import { WaitlistAdmin } from './waitlist-admin';

@ApiTags('Lista de espera (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('waitlist/admin')
export class WaitlistAdminController {
  constructor(private readonly admin: WaitlistAdmin) {}

  @Get()
  @ApiOperation({ summary: 'Quem espera por um dia na agenda do barbeiro, em ordem de chegada' })
  @ApiOkResponse({
    type: AdminWaitlistDayView,
    description: 'As entradas esperando por este dia: nome, telefone, período, serviço e a última oferta',
  })
  @ApiErrors(400, 403)
  day(@CurrentBarber() current: AuthenticatedBarber, @Query() query: WaitlistDayQuery): Promise<AdminWaitlistDayView> {
    return this.admin.day(current, query.date, query.userId ?? current.id);
  }

  @Post(':entryId/offer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Oferece um horário livre a uma entrada, à mão: reservado e avisado como uma oferta automática' })
  @ApiOkResponse({ type: OfferMadeView, description: 'A oferta e o caminho da sua página, para enviar ao cliente' })
  @ApiErrors(400, 403, 404, conflict('WAITLIST_OFFER_PENDING', ...BOOKING_CONFLICT_CODES))
  offer(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param('entryId', UuidParam) entryId: string,
    @Body() body: OfferByHandDto,
  ): Promise<OfferMadeView> {
    return this.admin.offer(current, entryId, body.date, body.hour);
  }
}
