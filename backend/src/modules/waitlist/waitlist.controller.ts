import { Body, Controller, Delete, Get, Header, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '../../shared/http/api-docs';
import { Public } from '../../shared/auth/public.decorator';
import { ApiErrors, conflict } from '../../shared/http/errors/api-errors';
import { RateLimit } from '../../shared/rate-limit/rate-limit.guard';
import { BOOKING_CONFLICT_CODES } from '../booking';
import { parseIdempotencyKey } from '../../shared/http/input/idempotency-key-header';
import { BookedView } from '../client-booking';
import { JoinWaitlistDto } from './dto/join-waitlist.dto';
import { JoinedWaitlistView, WaitlistEntryView, WaitlistOfferAnswer } from './dto/waitlist.views';
import { EntryTokenParam, OfferTokenParam } from './dto/waitlist-token.param';
import { OfferTaking } from './offer/offer-taking';
import { WaitlistService } from './waitlist.service';

const OFFER_CONFLICTS = ['WAITLIST_OFFER_EXPIRED', 'WAITLIST_OFFER_TAKEN', 'WAITLIST_OFFER_WITHDRAWN'];

/** The client's waitlist: joining, the entry's manage link, and the offers' page and one tap. */
@ApiTags('Lista de espera (público)')
@Public()
@Controller('waitlist')
export class WaitlistController {
  constructor(
    private readonly waitlist: WaitlistService,
    private readonly taking: OfferTaking,
  ) {}

  @Post()
  @RateLimit('booking')
  @ApiOperation({ summary: 'Entra na lista de espera de um serviço com um barbeiro, para 1 a 7 dias' })
  @ApiCreatedResponse({ type: JoinedWaitlistView, description: 'A entrada e o manageToken do link para sair da lista (mostrado só aqui)' })
  @ApiErrors(400, 404, conflict('WAITLIST_ALREADY_JOINED', 'WAITLIST_CONTACT_LIMIT'), 429)
  join(@Body() body: JoinWaitlistDto): Promise<JoinedWaitlistView> {
    const { userId, jobId, period = null, ...rest } = body;
    return this.waitlist.join({ ...rest, barberId: userId, serviceId: jobId, period });
  }

  @Get('manage/:token')
  @RateLimit('manage')
  @Header('Cache-Control', 'no-store')
  @ApiParam({ name: 'token', description: 'O manageToken recebido ao entrar na lista' })
  @ApiOperation({ summary: 'Lê a entrada do link da lista de espera' })
  @ApiOkResponse({ type: WaitlistEntryView, description: 'A entrada deste link' })
  @ApiErrors(404, 429)
  entry(@Param('token', EntryTokenParam) token: string): Promise<WaitlistEntryView> {
    return this.waitlist.get(token);
  }

  @Delete('manage/:token')
  @RateLimit('manage')
  @HttpCode(204)
  @ApiParam({ name: 'token', description: 'O manageToken recebido ao entrar na lista' })
  @ApiOperation({ summary: 'Sai da lista de espera: a entrada e suas ofertas são apagadas' })
  @ApiNoContentResponse({ description: 'Fora da lista; o link deixa de valer' })
  @ApiErrors(404, 429)
  leave(@Param('token', EntryTokenParam) token: string): Promise<void> {
    return this.waitlist.leave(token);
  }

  @Get('offer/:token')
  @RateLimit('manage')
  @Header('Cache-Control', 'no-store')
  @ApiParam({ name: 'token', description: 'O token da oferta (do link da notificação)' })
  @ApiOperation({ summary: 'Lê um horário oferecido a quem está na lista de espera' })
  @ApiOkResponse({ type: WaitlistOfferAnswer, description: 'A oferta: o horário, o barbeiro, o serviço, até quando fica reservado e seu estado' })
  @ApiErrors(404, 429)
  offer(@Param('token', OfferTokenParam) token: string): Promise<WaitlistOfferAnswer> {
    return this.taking.view(token);
  }

  @Post('offer/:token/take')
  @RateLimit('booking')
  @HttpCode(200)
  @ApiParam({ name: 'token', description: 'O token da oferta (do link da notificação)' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Como em POST /api/appointment/create: repetir com a mesma chave responde o agendamento já feito',
  })
  @ApiOperation({ summary: 'Agenda o horário oferecido, com todas as regras de um agendamento (inclusive o sinal)' })
  @ApiOkResponse({ type: BookedView, description: 'O mesmo que POST /api/appointment/create: o agendamento, o manageToken e, com sinal, o Pix' })
  @ApiErrors(400, 404, conflict(...OFFER_CONFLICTS, ...BOOKING_CONFLICT_CODES, 'CONTACT_BOOKING_LIMIT', 'IDEMPOTENCY_KEY_REUSED'), 429)
  take(@Param('token', OfferTokenParam) token: string, @Headers('idempotency-key') idempotencyKey: string | undefined): Promise<BookedView> {
    return this.taking.take(token, parseIdempotencyKey(idempotencyKey));
  }
}
