import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { warmUpPasswordStrength } from '../domain/password-strength.js';

/** The password dictionaries built at start-up: the first sign-up must not spend its RPC deadline on them (issue 30 §9). */
@Injectable()
export class PasswordStrengthWarmUp implements OnApplicationBootstrap {
  onApplicationBootstrap(): void {
    warmUpPasswordStrength();
  }
}
