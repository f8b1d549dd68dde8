import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../shared/auth/public.decorator';
import { ApiErrors } from '../../shared/http/api-errors';
import { ApiFileResponse } from '../../shared/http/api-file-response';
import { JsonBodyOnly } from '../../shared/http/json-body';
import { UuidParam } from '../../shared/http/uuid-param';
import { AuthService } from './auth.service';
import { BarbersService } from './barbers.service';
import { PHOTO_CONTENT_TYPES } from './domain/photo-image';
import { BarberView, LoginResult } from './dto/barber.view';
import { LoginDto } from './dto/credentials.dto';
import { ProfileService } from './profile.service';

@ApiTags('Barbeiros')
@Public()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly barbers: BarbersService,
    private readonly auth: AuthService,
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

  @Post('login')
  @HttpCode(200)
  @JsonBodyOnly()
  @ApiOperation({ summary: 'Entra na área do barbeiro com usuário e senha; responde o token das chamadas do barbeiro' })
  @ApiOkResponse({ type: LoginResult, description: 'O token para as chamadas do barbeiro' })
  @ApiErrors(
    400,
    { status: 401, description: 'UNAUTHORIZED: usuário ou senha incorretos' },
    { status: 415, description: 'UNSUPPORTED_MEDIA_TYPE: o corpo precisa ser application/json' },
    { status: 429, description: 'TOO_MANY_REQUESTS: tentativas demais deste endereço ou neste usuário; Retry-After diz quando tentar de novo' },
  )
  login(@Body() body: LoginDto, @Req() request: FastifyRequest): Promise<LoginResult> {
    return this.auth.login(body.username, body.password, request.ip);
  }
}
