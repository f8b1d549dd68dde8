import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { Public } from '../../shared/auth/public.decorator';
import { ApiErrors } from '../../shared/http/errors/api-errors';
import { AuthService } from './auth.service';
import { LoginDto, LoginResult } from './dto/login.dto';

/** The login. */
@ApiTags('Barbeiros')
@Public()
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
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
