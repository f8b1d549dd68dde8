/** What other modules may use of barbers: nothing else of it is imported from outside. */
export { BarbersModule } from './barbers.module';
export { BarbersService } from './barbers.service';
export { Barber } from './domain/barber.entity';
export { usernameKey } from './domain/username';
