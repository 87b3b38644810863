import { createIdNumberVault } from '../src/lib/id-number-vault';

/** Every test app's APP_SECRET: the template's seed protects ID numbers with the same keys. */
export const TEST_APP_SECRET = 'test-secret-for-sms-code-hashes-0123456789';

export const testIdNumbers = createIdNumberVault(TEST_APP_SECRET);
