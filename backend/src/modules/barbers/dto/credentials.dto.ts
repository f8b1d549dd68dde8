import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsOptional, IsString, Length, Matches, MaxLength, MinLength, ValidateIf } from '../../../shared/http/input/validators';
import { ApiProperty, ApiPropertyOptional } from '../../../shared/http/api-docs';
import {
  DISPLAY_NAME_CHARACTERS,
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_CHARACTERS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../../../../../common/rules/input-limits';

/** Absent leaves the field as it is; `null` is validated (and refused) like any other value: IsOptional() let it through to a 500. */
const UnlessAbsent = () => ValidateIf((_, value) => value !== undefined);

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** NFKC first, so a decomposed "ã" (a + combining tilde) is the one letter it looks like. */
const trimNfkc = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().normalize('NFKC') : value));

/** 3 to 40 of a-z, A-Z, the accents of Portuguese, digits, space, dot, dash and underscore (input-limits.ts). `required: false` in the contract where it may be left out. */
const UsernameRules = ({ required = true } = {}) =>
  applyDecorators(
    ApiProperty({ example: 'joaobarbeiro', required }),
    trimNfkc,
    IsString(),
    Length(USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH),
    Matches(USERNAME_CHARACTERS),
  );
/** 2 to 40 of the usernames' characters and apostrophes (input-limits.ts); the domain collapses the spaces. */
const DisplayNameRules = () =>
  applyDecorators(
    ApiPropertyOptional({
      example: 'João Silva',
      minLength: DISPLAY_NAME_MIN_LENGTH,
      maxLength: DISPLAY_NAME_MAX_LENGTH,
      description: 'O nome que os clientes veem (o `username` é o login)',
    }),
    UnlessAbsent(),
    trimNfkc,
    IsString(),
    Length(DISPLAY_NAME_MIN_LENGTH, DISPLAY_NAME_MAX_LENGTH),
    Matches(DISPLAY_NAME_CHARACTERS),
  );
const NewPasswordRules = ({ required = true } = {}) =>
  applyDecorators(
    ApiProperty({ minLength: PASSWORD_MIN_LENGTH, required }),
    IsString(),
    MinLength(PASSWORD_MIN_LENGTH),
    MaxLength(PASSWORD_MAX_LENGTH),
  );

export class CreateBarberDto {
  @UsernameRules()
  username: string;

  @NewPasswordRules()
  password: string;
}

export class UpdateBarberDto {
  @UnlessAbsent()
  @UsernameRules({ required: false })
  username?: string;

  @DisplayNameRules()
  displayName?: string;

  @UnlessAbsent()
  @NewPasswordRules({ required: false })
  password?: string;

  @ApiPropertyOptional({ description: 'Required with `password` when the barber changes their own password.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  currentPassword?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

export class UpdateProfileDto {
  @UnlessAbsent()
  @UsernameRules({ required: false })
  username?: string;

  @DisplayNameRules()
  displayName?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @trim
  @ValidateIf((_, value) => value !== null && value !== '')
  @IsEmail()
  @MaxLength(200)
  email?: string | null;

  @ApiPropertyOptional({ description: 'Required with `newPassword`.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  currentPassword?: string;

  @UnlessAbsent()
  @NewPasswordRules({ required: false })
  newPassword?: string;
}
