import { loadConfig } from '../../src/config';
import { tempDir } from '../helpers/app';
import { stripeEnv } from './helpers/stripe-webhook';

describe('Stripe configuration', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('is off by default: the local provider takes payments', () => {
    expect(loadConfig({ DATA_DIR: tmp.dir }).stripe).toBeUndefined();
  });

  it('reads the key, the webhook secret, the API base and one price id per paid plan', () => {
    const config = loadConfig({ DATA_DIR: tmp.dir, ...stripeEnv('http://127.0.0.1:12111') });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_castmyscript_fake_key',
      webhookSecret: 'whsec_test_castmyscript_fake_secret',
      apiBase: 'http://127.0.0.1:12111',
      prices: {
        starter_monthly: 'price_starter',
        standard_monthly: 'price_standard',
        pro_monthly: 'price_pro',
      },
    });
    expect(config.ignoredVars).toEqual([]);
  });

  it('refuses half a configuration, naming what is missing', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: tmp.dir,
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PRICE_PRO: 'price_pro',
      }),
    ).toThrow(
      'STRIPE_SECRET_KEY is set, so STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_STARTER, STRIPE_PRICE_STANDARD must be set too',
    );
  });
});
