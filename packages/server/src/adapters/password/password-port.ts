/** Password hashing port: services never name the algorithm, tests can spy on `verify`. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or an unreadable hash; never throws on bad input. */
  verify(hash: string, password: string): Promise<boolean>;
  /** A valid hash of a random password, verified on unknown accounts to equalise timing. */
  readonly dummyHash: string;
  /** The cost parameters, as `m=…,t=…,p=…`, for figures and checks. */
  readonly params: string;
}
