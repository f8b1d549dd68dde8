import { IsString, Length } from '../../../shared/http/input/validators';
import { ApiProperty } from '../../../shared/http/api-docs';

/** A login: username and password as typed (their rules are checked when they are set, not here). */
export class LoginDto {
  @ApiProperty()
  @IsString()
  @Length(1, 200)
  username: string;

  @ApiProperty()
  @IsString()
  @Length(1, 200)
  password: string;
}

/** A successful login: the bearer token for the admin calls. */
export class LoginResult {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  username: string;

  @ApiProperty({ description: 'JWT para Authorization: Bearer' })
  token: string;
}
