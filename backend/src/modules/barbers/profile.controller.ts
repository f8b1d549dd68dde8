import { Body, Controller, Delete, Get, Headers, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors, conflict } from '../../shared/http/errors/api-errors';
import { ImageBody } from '../../shared/http/input/image-body';
import { MAX_PHOTO_BYTES, PHOTO_CONTENT_TYPES } from './domain/photo-image';
import { BarberAccountView, UpdatedAccount } from './dto/barber.view';
import { UpdateProfileDto } from './dto/credentials.dto';
import { ProfileService } from './profile.service';

@ApiTags('Meus Dados (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('auth/me')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get()
  @ApiOperation({ summary: 'Lê a conta do próprio barbeiro (Meus Dados)' })
  @ApiOkResponse({ type: BarberAccountView, description: 'A conta do barbeiro (Meus Dados)' })
  get(@CurrentBarber() current: AuthenticatedBarber): Promise<BarberAccountView> {
    return this.profiles.get(current);
  }

  @Put()
  @ApiOperation({ summary: 'Altera o usuário, o nome para os clientes, o e-mail ou a senha do próprio barbeiro (a senha nova pede a atual)' })
  @ApiOkResponse({ type: UpdatedAccount, description: 'A conta alterada; com token novo quando a senha mudou' })
  @ApiErrors(
    {
      status: 400,
      description:
        'VALIDATION_ERROR (também: um nome fora do alfabeto, uma senha fácil de adivinhar), CURRENT_PASSWORD_REQUIRED ou CURRENT_PASSWORD_INCORRECT',
    },
    conflict('USERNAME_TAKEN', 'DISPLAY_NAME_TAKEN'),
  )
  update(@CurrentBarber() current: AuthenticatedBarber, @Body() body: UpdateProfileDto): Promise<UpdatedAccount> {
    return this.profiles.update(current, body);
  }

  /** The image itself is the body (Content-Type image/jpeg, image/png or image/webp), its name in X-File-Name. */
  @Put('photo')
  @ImageBody(MAX_PHOTO_BYTES)
  @ApiOperation({ summary: 'Troca a foto do próprio barbeiro: o corpo é a imagem (JPEG, PNG ou WebP, até 2 MB)' })
  @ApiConsumes(...PHOTO_CONTENT_TYPES)
  @ApiOkResponse({ type: BarberAccountView, description: 'A conta, com a foto nova' })
  @ApiErrors(
    { status: 400, description: 'VALIDATION_ERROR: imagem vazia, maior que 2 MB ou que não é JPEG, PNG ou WebP' },
    { status: 413, description: 'PAYLOAD_TOO_LARGE: mais de 2 MB' },
    { status: 415, description: 'UNSUPPORTED_MEDIA_TYPE: o corpo não é uma imagem' },
  )
  replacePhoto(
    @CurrentBarber() current: AuthenticatedBarber,
    @Req() request: FastifyRequest,
    @Headers('x-file-name') fileName: string | undefined,
  ): Promise<BarberAccountView> {
    return this.profiles.replacePhoto(current, request.body, fileName);
  }

  @Delete('photo')
  @ApiOperation({ summary: 'Remove a foto do próprio barbeiro' })
  @ApiOkResponse({ type: BarberAccountView, description: 'A conta, sem foto' })
  removePhoto(@CurrentBarber() current: AuthenticatedBarber): Promise<BarberAccountView> {
    return this.profiles.removePhoto(current);
  }
}
