/** Turns a password into what is stored, and checks one against it. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export const PASSWORD_HASHER = Symbol('PasswordHasher');

/** Whether `password` is the account's: never for an account without a password (made by an external sign-in). */
export async function provesPassword(hasher: PasswordHasher, hash: string | null, password: string): Promise<boolean> {
  return hash !== null && (await hasher.verify(hash, password));
}
