import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '../../shared/http/api-docs';
import { Public } from '../../shared/auth/public.decorator';
import { ApiErrors } from '../../shared/http/errors/api-errors';
import { ApiFileResponse } from '../../shared/http/api-file-response';
import { UuidParam } from '../../shared/http/input/uuid-param';
import { BarbersService } from './barbers.service';
import { PHOTO_CONTENT_TYPES } from './domain/photo-image';
import { BarberView } from './dto/barber.view';
import { ProfileService } from './profile.service';

/** The barbers a client can book, one barber, and a barber's photo: public, under the spec's `auth` paths. */
@ApiTags('Barbeiros')
@Public()
@Controller('auth')
export class BarbersController {
  constructor(
    private readonly barbers: BarbersService,
    private readonly profiles: ProfileService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Lista os barbeiros que o cliente pode agendar: ativos, com um serviço ativo e um horário aberto' })
  @ApiOkResponse({
    type: BarberView,
    isArray: true,
    description: 'Os barbeiros que se pode agendar: ativos, com um serviço ativo e um horário aberto',
  })
  list(): Promise<BarberView[]> {
    return this.barbers.listBookable();
  }

  @Get(':id')
  @ApiOperation({ summary: 'Lê um barbeiro ativo pelo id' })
  @ApiOkResponse({ type: BarberView, description: 'Um barbeiro ativo' })
  @ApiErrors(400, 404)
  get(@Param('id', UuidParam) id: string): Promise<BarberView> {
    return this.barbers.getActive(id);
  }

  /** The photo at a stable URL; photoUrl carries ?v=<version>, so a new upload gets a new URL. */
  @Get(':id/photo')
  @ApiOperation({ summary: 'Baixa a foto de um barbeiro (com ETag; pode ficar em cache por um dia)' })
  @ApiFileResponse('A foto (com ETag; pode ficar em cache por um dia)', ...PHOTO_CONTENT_TYPES)
  @ApiResponse({ status: 304, description: 'A foto não mudou (If-None-Match igual ao ETag)' })
  @ApiErrors(400, { status: 404, description: 'NOT_FOUND: barbeiro sem foto' })
  async photo(@Param('id', UuidParam) id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const photo = await this.profiles.photoOf(id);
    const etag = `"${photo.version}"`;
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=86400').header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return void reply.status(304).send();
    reply.type(photo.contentType).send(photo.content);
  }
}
