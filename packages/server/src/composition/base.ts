import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import type { Adapters } from './adapters';
import type { BuildOverrides } from './app-types';

/** What every part of the composition root starts from: config, clock, logger and the adapters. */
export type Base = Adapters & {
  config: Config;
  overrides: BuildOverrides;
  now: () => number;
  logger: Logger;
};
