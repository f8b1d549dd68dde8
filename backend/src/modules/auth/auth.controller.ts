import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../shared/auth/public.decorator';
import { JsonBodyOnly } from '../../shared/http/json-body';
import { UuidParam } from '../../shared/http/uuid-param';
import { AuthService, LoginResult } from './auth.service';
import { BarbersService } from './barbers.service';
import { BarberView } from './dto/barber.view';
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
  list(): Promise<BarberView[]> {
    return this.barbers.listBookable();
  }

  @Get(':id')
  get(@Param('id', UuidParam) id: string): Promise<BarberView> {
    return this.barbers.getActive(id);
  }

  /** The photo at a stable URL; photoUrl carries ?v=<version>, so a new upload gets a new URL. */
  @Get(':id/photo')
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
  login(@Body() body: LoginDto, @Req() request: FastifyRequest): Promise<LoginResult> {
    return this.auth.login(body.username, body.password, request.ip);
  }
}
