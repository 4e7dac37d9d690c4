import { Inject, Injectable } from '@nestjs/common';
import type { UserDto, VerifyCredentialsRequest } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { emailKey, toUserDto } from '../domain/user.js';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.js';
import { USER_REPOSITORY, type UserRepository } from './user.repository.js';

/**
 * Sign-in: the account of an e-mail and password, or `invalid_credentials` whether the e-mail is
 * unknown or the password wrong. An unknown e-mail still costs one hash check, so the answer's timing
 * does not tell which accounts exist.
 */
@Injectable()
export class VerifyCredentialsUseCase {
  private dummyHash: Promise<string> | undefined;

  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute(request: VerifyCredentialsRequest): Promise<UserDto> {
    const user = await this.users.findByEmail(emailKey(request.email));
    const hash = user?.passwordHash ?? (await this.unknownAccountHash());
    const matches = await this.hasher.verify(hash, request.password);
    if (!user || !matches) throw new DomainException('invalid_credentials');
    return toUserDto(user);
  }

  private unknownAccountHash(): Promise<string> {
    this.dummyHash ??= this.hasher.hash('no account has this password');
    return this.dummyHash;
  }
}
