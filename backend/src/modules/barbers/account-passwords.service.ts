import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { passwordWeakness } from '../../shared/strength/guessable-password';
import { CommonPassword, CurrentPasswordRequired, GuessablePassword, WrongCurrentPassword } from './domain/barber.errors';
import { Barber } from './domain/barber.entity';
import { PasswordHasher } from './password-hasher.service';

/**
 * Setting a barber's password, refused (400 VALIDATION_ERROR, saying why) when it is a common one
 * in disguise or easy to guess for someone who knows the shop's name and the barber's. Either way the barber's token version goes up (the
 * caller flushes), so every token issued before the change stops working.
 */
@Injectable()
export class AccountPasswords {
  constructor(
    private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The hash of a new barber's first password. */
  hashFirst(username: string, password: string): Promise<string> {
    return this.hashNew(password, [username]);
  }

  /**
   * A barber's own password: only after proving the current one, whichever call carries it.
   * `newUsername`: the name the barber takes in the same call, which the password must not be either.
   */
  async changeOwn(barber: Barber, currentPassword: string | undefined, newPassword: string, newUsername?: string): Promise<void> {
    if (!currentPassword) throw new CurrentPasswordRequired();
    if (!(await this.hasher.verify(barber.passwordHash, currentPassword))) throw new WrongCurrentPassword();
    barber.changePassword(await this.hashNew(newPassword, namesOf(barber, newUsername)));
  }

  /** The owner sets another barber's password (no "forgot password" mail: this is the way back in). */
  async reset(barber: Barber, newPassword: string, newUsername?: string): Promise<void> {
    barber.changePassword(await this.hashNew(newPassword, namesOf(barber, newUsername)));
  }

  private hashNew(password: string, usernames: string[]): Promise<string> {
    const weakness = passwordWeakness(password, { shopName: this.config.shopName, usernames });
    if (weakness?.kind === 'common') throw new CommonPassword(weakness.likeness);
    if (weakness) throw new GuessablePassword();
    return this.hasher.hash(password);
  }
}

function namesOf(barber: Barber, newUsername: string | undefined): string[] {
  return newUsername === undefined ? [barber.username] : [barber.username, newUsername];
}
